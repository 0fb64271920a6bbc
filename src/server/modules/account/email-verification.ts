import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../../domain/app-error.ts';
import { VERIFY_LINK_HOURS, VERIFY_LINK_INVALID } from '../../../domain/account/verify-email-contract.ts';
import type { Db } from '../../db/client.ts';
import { emailVerificationTokens, members } from '../../db/schema/members.ts';
import type { Tx } from '../../db/tx.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** After a member proves their mailbox, in the same transaction (the orders module claims the guest orders of the e-mail). */
export type OnEmailVerified = (tx: Tx, memberId: string, email: string) => Promise<number>;

export type EmailVerification = ReturnType<typeof createEmailVerification>;

/**
 * E-mail verification links, built like password reset links: 32 random bytes in the URL, only
 * their SHA-256 stored, single use, expiring, and bound to the e-mail they were sent to.
 */
export function createEmailVerification(o: { db: Db; publicUrl: string; onEmailVerified?: OnEmailVerified }) {
  const { db } = o;
  return {
    /** A new link for the member's current e-mail; earlier unused links keep working until they expire. */
    async issue(memberId: string, email: string): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await db.insert(emailVerificationTokens).values({
        tokenHash: sha256(token),
        memberId,
        email,
        expiresAt: new Date(Date.now() + VERIFY_LINK_HOURS * 3_600_000),
      });
      return new URL(`/account/verifyemail?token=${token}`, o.publicUrl).href;
    },

    /**
     * Spends the token (once, atomically), marks the e-mail verified and claims the guest
     * orders; a wrong, used or expired token, or one for an e-mail the member no longer has, is
     * refused whole (400) with nothing written.
     */
    async verify(token: string): Promise<number> {
      const now = new Date();
      return db.transaction(async (tx) => {
        const [spent] = await tx
          .update(emailVerificationTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailVerificationTokens.tokenHash, sha256(token)),
              isNull(emailVerificationTokens.usedAt),
              gt(emailVerificationTokens.expiresAt, now),
            ),
          )
          .returning({ memberId: emailVerificationTokens.memberId, email: emailVerificationTokens.email });
        const [member] = spent
          ? await tx
              .update(members)
              .set({ emailVerifiedAt: now })
              .where(and(eq(members.id, spent.memberId), eq(members.email, spent.email), isNull(members.deletedAt)))
              .returning({ id: members.id })
          : [];
        if (!spent || !member) throw new AppError('BAD_REQUEST', VERIFY_LINK_INVALID);
        // The member's other outstanding links stop working too.
        await tx
          .update(emailVerificationTokens)
          .set({ usedAt: now })
          .where(and(eq(emailVerificationTokens.memberId, member.id), isNull(emailVerificationTokens.usedAt)));
        return (await o.onEmailVerified?.(tx, member.id, spent.email)) ?? 0;
      });
    },
  };
}

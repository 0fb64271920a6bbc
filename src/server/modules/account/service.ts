import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../domain/app-error.ts';
import type { SignInRequest, SignUpRequest } from '../../../domain/account/auth-contract.ts';
import {
  RESET_LINK_INVALID,
  RESET_LINK_MINUTES,
  SIGN_IN_FAILED,
  forgotPasswordAccepted,
  signUpAccepted,
} from '../../../domain/account/messages.ts';
import { accountExistsMessage } from '../../../domain/customer-copy.ts';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema/locations.ts';
import { deleteMemberSessions } from '../session/index.ts';
import { upsertSubscription } from '../newsletter/index.ts';
import type { Mailer, MailMessage } from '../../providers/mail/mailer.ts';
import { alreadyRegisteredEmail, resetPasswordEmail, verifyEmailEmail, welcomeEmail } from './emails.ts';
import { createEmailVerification, type OnEmailVerified } from './email-verification.ts';
import { verificationSent } from '../../../domain/account/verify-email-contract.ts';
import type { PasswordHasher } from './password-hasher.ts';
import type { AttemptLimiter } from './rate-limit.ts';
import * as repo from './repo.ts';

export interface AccountServiceOptions {
  db: Db;
  hasher: PasswordHasher;
  limiter: AttemptLimiter;
  mailer: Mailer;
  log: FastifyBaseLogger;
  brand: string;
  /** Origin for e-mailed links (config PUBLIC_URL; never the request's Host header). */
  publicUrl: string;
  limits: { perIp: number; perAccount: number };
  /** After a member verifies their e-mail: their guest orders placed with it join their history. */
  onEmailVerified?: OnEmailVerified;
}

type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };
export type SignUpInput = Omit<Parsed<SignUpRequest>, 'phone' | 'newsletter'> & {
  phone: string | null;
  newsletter: boolean;
};

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService(o: AccountServiceOptions) {
  const { db, hasher, limiter } = o;
  const verification = createEmailVerification({
    db,
    publicUrl: o.publicUrl,
    ...(o.onEmailVerified ? { onEmailVerified: o.onEmailVerified } : {}),
  });
  const url = (path: string) => new URL(path, o.publicUrl).href;
  const limitKeys = (action: string, ip: string, email: string) => [
    { key: `${action}:ip:${ip}`, limit: o.limits.perIp },
    { key: `${action}:account:${email}`, limit: o.limits.perAccount },
  ];
  // Mail goes out in the background: an SMTP round trip must not make one reply slower than another.
  const sendLater = (message: MailMessage) => {
    void o.mailer.send(message).catch((err: unknown) => o.log.error({ err }, 'account e-mail failed'));
  };

  return {
    /**
     * Creates the member, who the route then signs in.
     * A known e-mail is told so (409 ACCOUNT_EXISTS) and offered sign-in or a reset; the limits
     * per IP and per e-mail still apply, and the owner is mailed about the attempt.
     */
    async signUp(input: SignUpInput, ip: string): Promise<{ member: repo.MemberRow; message: string }> {
      await limiter.hit(limitKeys('signup', ip, input.email));
      const passwordHash = await hasher.hash(input.password);
      const created = await repo.insertMember(db, {
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone,
        passwordHash,
        newsletterOptIn: input.newsletter,
      });
      if (!created) {
        sendLater(alreadyRegisteredEmail(input.email, o.brand, url('/account/signin'), url('/account/forgotpassword')));
        throw new AppError('ACCOUNT_EXISTS', accountExistsMessage(input.email), { field: 'email' });
      }
      if (input.newsletter) await upsertSubscription(db, input.email, 'signup');
      // One message either way (see emails.ts): the welcome carries the verification link.
      const verifyUrl = await verification.issue(created.id, input.email);
      sendLater(welcomeEmail(input.email, input.first_name, o.brand, url('/account/signin'), verifyUrl));
      return { member: created, message: signUpAccepted(input.first_name) };
    },

    async signIn(input: Parsed<SignInRequest>, ip: string): Promise<repo.MemberRow> {
      await limiter.hit(limitKeys('signin', ip, input.email));
      const member = await repo.findMemberByEmail(db, input.email);
      if (!member?.passwordHash) {
        await hasher.verifyDummy(input.password);
        throw new AppError('UNAUTHORIZED', SIGN_IN_FAILED);
      }
      if (!(await hasher.verify(member.passwordHash, input.password)))
        throw new AppError('UNAUTHORIZED', SIGN_IN_FAILED);
      if (hasher.needsRehash(member.passwordHash))
        await repo.updateMember(db, member.id, { passwordHash: await hasher.hash(input.password) });
      return member;
    },

    async forgotPassword(email: string, ip: string, returnTo?: string): Promise<string> {
      await limiter.hit(limitKeys('forgot', ip, email));
      const member = await repo.findMemberByEmail(db, email);
      if (member) {
        const token = randomBytes(32).toString('base64url');
        await repo.insertResetToken(db, {
          tokenHash: sha256(token),
          memberId: member.id,
          expiresAt: new Date(Date.now() + RESET_LINK_MINUTES * 60_000),
        });
        // The destination rides on the link; the reset page passes it to sign-in.
        const back = returnTo ? `&redirectTo=${encodeURIComponent(returnTo)}` : '';
        sendLater(
          resetPasswordEmail(email, o.brand, url(`/account/resetpassword?token=${token}${back}`), RESET_LINK_MINUTES),
        );
      }
      return forgotPasswordAccepted(email);
    },

    /** Single use; every session of the member ends (ASVS 3.3.3: revoke on credential change). */
    async resetPassword(token: string, password: string): Promise<void> {
      const now = new Date();
      const memberId = await repo.consumeResetToken(db, sha256(token), now);
      const member = memberId ? await repo.findMemberById(db, memberId) : null;
      if (!member) throw new AppError('BAD_REQUEST', RESET_LINK_INVALID);
      await repo.updateMember(db, member.id, { passwordHash: await hasher.hash(password) });
      await repo.revokeResetTokens(db, member.id, now);
      await deleteMemberSessions(db, member.id);
    },

    /** A new verification link for the member's current e-mail (limited like sign-in). */
    async sendVerification(member: repo.MemberRow, ip: string): Promise<string> {
      if (!member.email) throw new AppError('BAD_REQUEST', 'Your account has no e-mail address.');
      await limiter.hit(limitKeys('verify', ip, member.email));
      if (member.emailVerifiedAt) return 'Your e-mail is already verified.';
      sendLater(verifyEmailEmail(member.email, o.brand, await verification.issue(member.id, member.email)));
      return verificationSent(member.email);
    },

    /** Opens an e-mailed verification link: the e-mail is verified and its guest orders claimed (their count). */
    verifyEmail: (token: string) => verification.verify(token),

    async setPassword(memberId: string, password: string): Promise<void> {
      await repo.updateMember(db, memberId, { passwordHash: await hasher.hash(password) });
    },

    /** Re-authentication for sensitive changes; limited per member like sign-in. */
    async checkPassword(member: repo.MemberRow, password: string): Promise<void> {
      await limiter.hit([{ key: `reauth:member:${member.id}`, limit: o.limits.perAccount }]);
      if (!member.passwordHash || !(await hasher.verify(member.passwordHash, password))) {
        throw new AppError('FORBIDDEN', 'Your current password is incorrect.');
      }
    },

    async locationExists(menuId: string): Promise<boolean> {
      const [row] = await db
        .select({ menuId: locations.menuId })
        .from(locations)
        .where(eq(locations.menuId, menuId))
        .limit(1);
      return Boolean(row);
    },
  };
}

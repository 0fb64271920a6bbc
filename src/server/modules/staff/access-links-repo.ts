import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/tx.ts';
import { staffMembers, staffPasswordResetTokens, staffSetupTokens } from '../../db/schema/staff.ts';

/** The tables of the staff forgot-password and first-admin setup links. */
export async function insertResetToken(db: Tx, row: typeof staffPasswordResetTokens.$inferInsert): Promise<void> {
  await db.insert(staffPasswordResetTokens).values(row);
}

/** Marks the link used (once, atomically) and returns its staff id; null when unknown, used or expired. */
export async function consumeResetToken(db: Tx, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(staffPasswordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffPasswordResetTokens.tokenHash, tokenHash),
        isNull(staffPasswordResetTokens.usedAt),
        gt(staffPasswordResetTokens.expiresAt, now),
      ),
    )
    .returning({ staffId: staffPasswordResetTokens.staffId });
  return row?.staffId ?? null;
}

/** After a reset, the person's other outstanding links stop working too. */
export async function revokeResetTokens(db: Tx, staffId: string, now: Date): Promise<void> {
  await db
    .update(staffPasswordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(staffPasswordResetTokens.staffId, staffId), isNull(staffPasswordResetTokens.usedAt)));
}

export async function activeAdminExists(db: Tx): Promise<boolean> {
  const [row] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'admin'), eq(staffMembers.disabled, false)))
    .limit(1);
  return Boolean(row);
}

export async function insertSetupToken(db: Tx, tokenHash: string): Promise<void> {
  await db.insert(staffSetupTokens).values({ tokenHash });
}

export async function findSetupToken(db: Tx, tokenHash: string) {
  const [row] = await db.select().from(staffSetupTokens).where(eq(staffSetupTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/**
 * Spends every unused setup link at once and says whether `tokenHash` was one of them. Two
 * concurrent setups queue on the rows' locks: the second finds nothing left to spend.
 */
export async function spendSetupTokens(db: Tx, tokenHash: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(staffSetupTokens)
    .set({ usedAt: now })
    .where(isNull(staffSetupTokens.usedAt))
    .returning({ tokenHash: staffSetupTokens.tokenHash });
  return spent.some((row) => row.tokenHash === tokenHash);
}

import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { turnLoader } from '../../db/loader.ts';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';
import { favoriteLocations, members, passwordResetTokens, savedAddresses } from '../../db/schema/members.ts';

export type MemberRow = typeof members.$inferSelect;
export type SavedAddressRow = typeof savedAddresses.$inferSelect;

/** Live (not deleted) member by e-mail; e-mails are stored lower-cased. */
export async function findMemberByEmail(db: Db, email: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.email, email), isNull(members.deletedAt)))
    .limit(1);
  return row ?? null;
}

export async function findMemberById(db: Db, id: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, id), isNull(members.deletedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * The signed-in member of a request (the member resolver, every signed-in call): concurrent
 * lookups share one prepared statement, as the session lookup does. The ids
 * come from session rows (uuids), so the comma-joined list is unambiguous.
 */
const memberLoader = preparedPerDb((db: Db) => {
  const findMany = db
    .select()
    .from(members)
    .where(
      and(
        sql`${members.id} = any(string_to_array(${sql.placeholder('ids')}::text, ',')::uuid[])`,
        isNull(members.deletedAt),
      ),
    )
    .prepare('member_find_many');
  return turnLoader(async (ids: readonly string[]) => {
    const rows = await findMany.execute({ ids: ids.join(',') });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id) ?? null);
  });
});

/** `findMemberById`, batched with concurrent requests' lookups (a read as fresh as a lone one). */
export function loadMember(db: Db, id: string): Promise<MemberRow | null> {
  return memberLoader(db).load(id);
}

/** Inserts unless the e-mail is taken (then null, so the caller can answer the same way). */
export async function insertMember(db: Db, row: typeof members.$inferInsert): Promise<MemberRow | null> {
  const [created] = await db.insert(members).values(row).onConflictDoNothing().returning();
  return created ?? null;
}

export async function updateMember(db: Db, id: string, patch: Partial<typeof members.$inferInsert>): Promise<void> {
  await db
    .update(members)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(members.id, id));
}

export async function insertResetToken(db: Db, row: typeof passwordResetTokens.$inferInsert): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

/** Marks the token used (once, atomically) and returns its member, or null when unusable. */
export async function consumeResetToken(db: Db, tokenHash: string, now: Date): Promise<string | null> {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ memberId: passwordResetTokens.memberId });
  return row?.memberId ?? null;
}

/** After a reset, the member's other outstanding links stop working too. */
export async function revokeResetTokens(db: Db, memberId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.memberId, memberId), isNull(passwordResetTokens.usedAt)));
}

export async function listFavorites(db: Db, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ menuId: favoriteLocations.menuId })
    .from(favoriteLocations)
    .where(eq(favoriteLocations.memberId, memberId))
    .orderBy(asc(favoriteLocations.createdAt));
  return rows.map((r) => r.menuId);
}

export async function addFavorite(db: Db, memberId: string, menuId: string): Promise<void> {
  await db.insert(favoriteLocations).values({ memberId, menuId }).onConflictDoNothing();
}

export async function removeFavorite(db: Db, memberId: string, menuId: string): Promise<boolean> {
  const rows = await db
    .delete(favoriteLocations)
    .where(and(eq(favoriteLocations.memberId, memberId), eq(favoriteLocations.menuId, menuId)))
    .returning({ menuId: favoriteLocations.menuId });
  return rows.length > 0;
}

export async function listAddresses(db: Db, memberId: string): Promise<SavedAddressRow[]> {
  return db
    .select()
    .from(savedAddresses)
    .where(eq(savedAddresses.memberId, memberId))
    .orderBy(asc(savedAddresses.createdAt));
}

export async function countAddresses(db: Db, memberId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedAddresses).where(eq(savedAddresses.memberId, memberId));
  return row?.n ?? 0;
}

export async function insertAddress(db: Db, row: typeof savedAddresses.$inferInsert): Promise<SavedAddressRow> {
  const [created] = await db.insert(savedAddresses).values(row).returning();
  if (!created) throw new Error('address insert returned nothing');
  return created;
}

/** Scoped by member: another member's id deletes nothing (and the caller answers 404). */
export async function deleteAddress(db: Db, memberId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedAddresses)
    .where(and(eq(savedAddresses.id, id), eq(savedAddresses.memberId, memberId)))
    .returning({ id: savedAddresses.id });
  return rows.length > 0;
}

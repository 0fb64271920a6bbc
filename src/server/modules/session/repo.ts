import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { turnLoader } from '../../db/loader.ts';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';
import { members } from '../../db/schema/members.ts';
import { sessions } from '../../db/schema/sessions.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type SessionMemberRow = typeof members.$inferSelect;

/** A session and the live (not deleted) member it names, read together; member null for a guest or a deleted member. */
export interface SessionWithMember {
  session: SessionRow;
  member: SessionMemberRow | null;
}

/**
 * Every request with a cookie looks its session up: concurrent lookups share one prepared
 * statement. Token hashes are base64url, so a comma-joined list is unambiguous
 * and travels the same way through node-postgres and PGlite. The member row comes in the same
 * statement: a member's page or call would otherwise read it right after, a
 * second statement per request; for a guest the join finds nothing (no member id).
 */
const sessionLoader = preparedPerDb((db: Db) => {
  const findMany = db
    .select({ session: sessions, member: members })
    .from(sessions)
    .leftJoin(members, and(eq(members.id, sessions.memberId), isNull(members.deletedAt)))
    .where(sql`${sessions.idHash} = any(string_to_array(${sql.placeholder('hashes')}::text, ','))`)
    .prepare('session_member_find_many');
  return turnLoader(async (hashes: readonly string[]) => {
    const rows = await findMany.execute({ hashes: hashes.join(',') });
    const byHash = new Map(rows.map((row) => [row.session.idHash, row]));
    return hashes.map((hash) => byHash.get(hash) ?? null);
  });
});

export function findSession(db: Db, idHash: string): Promise<SessionWithMember | null> {
  return sessionLoader(db).load(idHash);
}

export async function insertSession(db: Db, row: typeof sessions.$inferInsert): Promise<SessionRow> {
  const [created] = await db.insert(sessions).values(row).returning();
  if (!created) throw new Error('session insert returned nothing');
  return created;
}

export async function touchSession(db: Db, idHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

export async function deleteMemberSessions(db: Db, memberId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.memberId, memberId));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(and(lt(sessions.expiresAt, now)));
}

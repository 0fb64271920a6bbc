import { inArray, lte, or } from 'drizzle-orm';
import { STAFF_SESSION_IDLE_MS } from '../../../domain/staff/session-times.ts';
import type { Db } from '../../db/client.ts';
import { staffSessions } from '../../db/schema/staff.ts';
import { repeatingTask } from '../../background/repeating-task.ts';

const SWEEP_EVERY_MS = 60_000;
const BATCH = 500;
/** At most this many batches a run: a backlog (a long outage) drains over a few minutes, never in one long burst. */
const MAX_BATCHES = 20;

/**
 * Deletes expired staff sessions, the way the cart timeout sweep runs: on a listening server, a
 * run a minute, in batches of a few hundred rows. A request with an expired session already
 * deletes its own row; this takes the ones nobody brings back (a tablet replaced, a browser
 * cleared). Expired = what `isStaffSessionExpired` refuses: past `expires_at` or idle for
 * STAFF_SESSION_IDLE_MS (both indexed).
 */
export function createStaffSessionSweep(deps: { db: Db; now: () => Date; batch?: number }) {
  const { db, now } = deps;
  const batch = deps.batch ?? BATCH;

  async function sweepBatch(at: Date): Promise<number> {
    const expired = or(
      lte(staffSessions.expiresAt, at),
      lte(staffSessions.lastSeenAt, new Date(at.getTime() - STAFF_SESSION_IDLE_MS)),
    );
    const ids = db.select({ idHash: staffSessions.idHash }).from(staffSessions).where(expired).limit(batch);
    const deleted = await db
      .delete(staffSessions)
      .where(inArray(staffSessions.idHash, ids))
      .returning({ idHash: staffSessions.idHash });
    return deleted.length;
  }

  /** One run: batches until a short one (or MAX_BATCHES); the number of rows deleted. */
  async function sweep(): Promise<number> {
    const at = now();
    let total = 0;
    for (let i = 0; i < MAX_BATCHES; i++) {
      const n = await sweepBatch(at);
      total += n;
      if (n < batch) break;
    }
    return total;
  }

  return { sweep, ...repeatingTask(sweep, SWEEP_EVERY_MS, 'staff session sweep') };
}

export type StaffSessionSweep = ReturnType<typeof createStaffSessionSweep>;

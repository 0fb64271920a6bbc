import { and, like, lt, sql } from 'drizzle-orm';
import { AppError } from '../../../domain/app-error.ts';
import { TOO_MANY_ATTEMPTS } from '../../../domain/account/messages.ts';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/members.ts';

export interface AttemptLimiter {
  /**
   * Counts one attempt for every key (a key listed twice counts twice); throws RATE_LIMITED
   * (429, with `message` or the generic one) when any key is over its limit.
   */
  hit(keys: { key: string; limit: number }[], message?: string): Promise<void>;
}

/**
 * Fixed-window counters in PostgreSQL (DESIGN §8): one upsert per key, so every instance on
 * the database shares the count. Old windows are swept now and then, not on every hit. Stored
 * keys carry the window length, so limiters with different windows share the table without
 * one's sweep deleting another's live counters.
 */
export function createAttemptLimiter(db: Db, windowMs: number, now: () => number = Date.now): AttemptLimiter {
  let lastSweep = 0;
  const prefix = `w${windowMs}|`;
  return {
    async hit(keys, message = TOO_MANY_ATTEMPTS) {
      const at = now();
      const windowStart = new Date(Math.floor(at / windowMs) * windowMs);
      let over = false;
      for (const { key, limit } of keys) {
        const [row] = await db
          .insert(rateLimitCounters)
          .values({ key: prefix + key, windowStart, hits: 1 })
          .onConflictDoUpdate({
            target: [rateLimitCounters.key, rateLimitCounters.windowStart],
            set: { hits: sql`${rateLimitCounters.hits} + 1` },
          })
          .returning({ hits: rateLimitCounters.hits });
        if ((row?.hits ?? 0) > limit) over = true;
      }
      if (at - lastSweep > windowMs) {
        lastSweep = at;
        await db
          .delete(rateLimitCounters)
          .where(
            and(
              lt(rateLimitCounters.windowStart, new Date(at - 2 * windowMs)),
              like(rateLimitCounters.key, `${prefix}%`),
            ),
          );
      }
      if (over)
        throw new AppError('RATE_LIMITED', message, {
          retryAfterSeconds: Math.ceil((windowStart.getTime() + windowMs - at) / 1000),
        });
    },
  };
}

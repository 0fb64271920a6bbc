import { lt, sql } from 'drizzle-orm';
import { AppError } from '../../../domain/app-error.ts';
import { TOO_MANY_ATTEMPTS } from '../../../domain/account/messages.ts';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/members.ts';

export interface AttemptLimiter {
  /** Counts one attempt for every key; throws RATE_LIMITED (429) when any key is over its limit. */
  hit(keys: { key: string; limit: number }[]): Promise<void>;
}

/**
 * Fixed-window counters in PostgreSQL (DESIGN §8): one upsert per key, so every instance on
 * the database shares the count. Old windows are swept now and then, not on every hit.
 */
export function createAttemptLimiter(db: Db, windowMs: number): AttemptLimiter {
  let lastSweep = 0;
  return {
    async hit(keys) {
      const now = Date.now();
      const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
      let over = false;
      for (const { key, limit } of keys) {
        const [row] = await db
          .insert(rateLimitCounters)
          .values({ key, windowStart, hits: 1 })
          .onConflictDoUpdate({
            target: [rateLimitCounters.key, rateLimitCounters.windowStart],
            set: { hits: sql`${rateLimitCounters.hits} + 1` },
          })
          .returning({ hits: rateLimitCounters.hits });
        if ((row?.hits ?? 0) > limit) over = true;
      }
      if (now - lastSweep > windowMs) {
        lastSweep = now;
        await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, new Date(now - 2 * windowMs)));
      }
      if (over) throw new AppError('RATE_LIMITED', TOO_MANY_ATTEMPTS);
    },
  };
}

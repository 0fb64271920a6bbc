import type { HandoffMode } from '../../../domain/location-model.ts';
import type { Closure, WeeklyWindow } from '../../../domain/locations/status.ts';
import type { Db } from '../../db/client.ts';
import { loadSchedules } from './repo.ts';

export interface Schedule {
  hours: Partial<Record<HandoffMode, WeeklyWindow[]>>;
  closures: Closure[];
}

/**
 * Hours and closures per store, cached for a short time: decoding a search's hour rows on every
 * request would cost more than the nearest query itself. Hours change rarely; an edit shows
 * within `ttlMs` on every instance, with no cross-instance invalidation needed.
 */
export function createScheduleCache(db: Db, options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {}) {
  const ttl = options.ttlMs ?? 60_000;
  const max = options.maxEntries ?? 20_000;
  const clock = options.now ?? Date.now;
  const entries = new Map<string, { schedule: Schedule; expires: number }>();
  let generation = 0;

  return {
    /** Drops one store's schedule now: a staff edit of hours or closures. */
    invalidate(id: string): void {
      entries.delete(id);
      generation++;
    },
    /** Grows whenever any schedule is (re)loaded: a reply built from older ones may be stale. */
    generation: () => generation,
    /** When the first of these stores' cached schedules expires (they are reloaded after that). */
    earliestExpiry(ids: readonly string[]): number {
      let earliest = Infinity;
      for (const id of ids) earliest = Math.min(earliest, entries.get(id)?.expires ?? 0);
      return earliest;
    },
    async get(ids: string[], closuresFrom: string): Promise<Map<string, Schedule>> {
      const now = clock();
      const out = new Map<string, Schedule>();
      const missing: string[] = [];
      for (const id of ids) {
        const hit = entries.get(id);
        if (hit && hit.expires > now) out.set(id, hit.schedule);
        else missing.push(id);
      }
      if (missing.length) {
        const { hours, closures } = await loadSchedules(db, missing, closuresFrom);
        generation++;
        if (entries.size + missing.length > max) entries.clear();
        for (const id of missing) {
          const schedule = { hours: hours.get(id) ?? {}, closures: closures.get(id) ?? [] };
          entries.set(id, { schedule, expires: now + ttl });
          out.set(id, schedule);
        }
      }
      return out;
    },
  };
}

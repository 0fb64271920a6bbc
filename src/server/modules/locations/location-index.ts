import { asc } from 'drizzle-orm';
import type { HandoffMode } from '../../../domain/location-model.ts';
import { boundingBox, distanceMiles, type LatLng } from '../../../domain/locations/geo.ts';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema/locations.ts';
import type { LocationRow, RowWithDistance } from './repo.ts';

/** Above this many stores the index stays off and the SQL search (repo.findNearest) runs. */
export const MAX_INDEXED_LOCATIONS = 50_000;

/**
 * All store rows in memory, reloaded at most every `ttlMs` (decision 040): the nearest search
 * is then a bounding-box filter and a sort in JS — well under a millisecond for 10,000 stores —
 * instead of a database round trip per request (PGlite runs one query at a time, so the SQL
 * search capped throughput). A stale copy keeps serving while a reload runs; an edit to a
 * store shows within `ttlMs` on every instance.
 */
export function createLocationIndex(db: Db, options: { ttlMs?: number; now?: () => number } = {}) {
  const ttl = options.ttlMs ?? 30_000;
  const clock = options.now ?? Date.now;
  let rows: LocationRow[] | null = null;
  let loadedAt = 0;
  let loading: Promise<LocationRow[] | null> | null = null;
  let tooBig = false;

  async function reload(): Promise<LocationRow[] | null> {
    loading ??= db
      .select()
      .from(locations)
      .orderBy(asc(locations.id))
      .limit(MAX_INDEXED_LOCATIONS + 1)
      .then((fresh) => {
        tooBig = fresh.length > MAX_INDEXED_LOCATIONS;
        rows = tooBig ? null : fresh;
        loadedAt = clock();
        return rows;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  async function current(): Promise<LocationRow[] | null> {
    if (rows === null && !tooBig) return reload();
    if (clock() - loadedAt > ttl) {
      // Serve the stale copy; refresh in the background (errors keep the old copy).
      void reload().catch(() => undefined);
    }
    return rows;
  }

  return {
    /** Nearest first within the radius, or null when the index is off (too many stores). */
    async nearest(query: { point: LatLng; radiusMiles: number; limit: number; handoff?: HandoffMode | undefined; deliverable?: boolean }): Promise<RowWithDistance[] | null> {
      const all = await current();
      if (!all) return null;
      const box = boundingBox(query.point, query.radiusMiles);
      const found: RowWithDistance[] = [];
      for (const row of all) {
        if (row.lat < box.minLat || row.lat > box.maxLat || row.lng < box.minLng || row.lng > box.maxLng) continue;
        if (query.handoff && !row[query.handoff]) continue;
        if (query.deliverable && !(row.delivery && row.available && !row.comingSoon && row.deliveryZone)) continue;
        const distance = distanceMiles(query.point, row);
        if (distance <= query.radiusMiles) found.push({ row, distance });
      }
      found.sort((a, b) => a.distance! - b.distance! || (a.row.id < b.row.id ? -1 : 1));
      return found.slice(0, query.limit);
    },
  };
}

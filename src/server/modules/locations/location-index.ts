import { asc, eq } from 'drizzle-orm';
import type { HandoffMode } from '../../../domain/location-model.ts';
import { boundingBox, distanceMiles, type LatLng } from '../../../domain/locations/geo.ts';
import type { Db } from '../../db/client.ts';
import { locations, locationsVersion } from '../../db/schema/locations.ts';
import type { LocationRow, RowWithDistance } from './repo.ts';

/** Above this many stores the index stays off and the SQL search (repo.findNearest) runs. */
export const MAX_INDEXED_LOCATIONS = 50_000;

/**
 * All store rows in memory: the nearest search is then a binary search to the
 * latitude band of the bounding box, a longitude check, the exact distance and a sort in JS,
 * instead of a database round trip per request (PGlite runs one query at a time).
 *
 * Freshness: at most every `checkMs` a search starts a version check — one row,
 * `locations_version`, bumped by a statement trigger on any change to `locations` — and the rows
 * are read again only when it changed. The stale copy keeps serving meanwhile, so an edit shows
 * within `checkMs` on every instance, and an unchanged chain is neither re-read nor scanned.
 * `refresh()` loads it before the first search (the server calls it when it starts listening).
 */
export function createLocationIndex(db: Db, options: { checkMs?: number; now?: () => number } = {}) {
  const checkEvery = options.checkMs ?? 2_000;
  const clock = options.now ?? Date.now;
  let rows: LocationRow[] | null = null;
  let version: string | null = null;
  let checkedAt = 0;
  let refreshing: Promise<void> | null = null;
  let tooBig = false;
  /** Grows each time the rows are replaced. */
  let generation = 0;
  /** The rows by id, menu id and path, built on first use from the current rows. */
  let keyed: { rows: LocationRow[]; byKey: Map<string, LocationRow> } | null = null;

  async function readVersion(): Promise<string> {
    const [v] = await db
      .select({ version: locationsVersion.version })
      .from(locationsVersion)
      .where(eq(locationsVersion.id, 1));
    return String(v?.version ?? 'none');
  }

  function refresh(): Promise<void> {
    refreshing ??= load();
    return refreshing;
  }

  function load(): Promise<void> {
    return (async () => {
      const seen = await readVersion();
      checkedAt = clock();
      if (seen === version) return;
      const fresh = await db
        .select()
        .from(locations)
        .orderBy(asc(locations.id))
        .limit(MAX_INDEXED_LOCATIONS + 1);
      tooBig = fresh.length > MAX_INDEXED_LOCATIONS;
      // Sorted by latitude, so a search reads only the band of its bounding box (binary search).
      rows = tooBig ? null : fresh.sort((a, b) => a.lat - b.lat || (a.id < b.id ? -1 : 1));
      version = seen;
      generation++;
    })().finally(() => {
      refreshing = null;
    });
  }

  /**
   * After a write: a check already running may have read the version before the write committed,
   * so this one starts after it — the rows it leaves are at least as new as the write.
   */
  async function refreshAfterWrite(): Promise<void> {
    const running = refreshing;
    if (running) await running.catch(() => undefined);
    return refresh();
  }

  async function current(): Promise<LocationRow[] | null> {
    if (version === null) {
      await refresh();
      return rows;
    }
    // Serve the copy we have; check (and reload if changed) in the background. Errors keep the old copy.
    if (clock() - checkedAt >= checkEvery) void refresh().catch(() => undefined);
    return rows;
  }

  return {
    /** Loads the rows now, or checks the version and reloads on a change (joins a check already running). */
    refresh,
    refreshAfterWrite,
    /**
     * One store by id, menu id or path (state, city slug, address slug as stored) from the rows in
     * memory — the menu and location pages' read — or undefined while the index is
     * off; null when the copy has no such store.
     */
    async find(where: LocationKey): Promise<LocationRow | null | undefined> {
      const all = await current();
      if (!all) return undefined;
      if (keyed?.rows !== all) {
        const byKey = new Map<string, LocationRow>();
        for (const row of all) {
          byKey.set(`id:${row.id}`, row);
          byKey.set(`menu:${row.menuId}`, row);
          byKey.set(`path:${row.state}/${row.citySlug}/${row.addressSlug}`, row);
        }
        keyed = { rows: all, byKey };
      }
      return keyed.byKey.get(keyOf(where)) ?? null;
    },
    /**
     * Which copy of the rows a search would use now — null while the index is off or not loaded —
     * starting the version check when it is due, as a search does. A reply built from the same
     * generation (and the same minute and schedules) is the same reply (list-reply-cache.ts).
     */
    generation(): number | null {
      if (version === null || rows === null) return null;
      if (clock() - checkedAt >= checkEvery) void refresh().catch(() => undefined);
      return generation;
    },
    /** Every store row, or null while the index is off (too many stores). */
    all: (): Promise<LocationRow[] | null> => current(),
    /** Nearest first within the radius, or null when the index is off (too many stores). */
    async nearest(query: {
      point: LatLng;
      radiusMiles: number;
      limit: number;
      handoff?: HandoffMode | undefined;
      deliverable?: boolean;
    }): Promise<RowWithDistance[] | null> {
      const all = await current();
      if (!all) return null;
      const box = boundingBox(query.point, query.radiusMiles);
      const found: RowWithDistance[] = [];
      for (let i = firstAtOrAbove(all, box.minLat); i < all.length; i++) {
        const row = all[i]!;
        if (row.lat > box.maxLat) break;
        if (row.lng < box.minLng || row.lng > box.maxLng) continue;
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

export type LocationKey =
  { menuId: string } | { id: string } | { state: string; citySlug: string; addressSlug: string };

const keyOf = (where: LocationKey) =>
  'menuId' in where
    ? `menu:${where.menuId}`
    : 'id' in where
      ? `id:${where.id}`
      : `path:${where.state}/${where.citySlug}/${where.addressSlug}`;

/** Index of the first row (sorted by latitude) with lat >= `lat`. */
function firstAtOrAbove(rows: LocationRow[], lat: number): number {
  let lo = 0;
  let hi = rows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (rows[mid]!.lat < lat) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

import type { Menu, MenuReader } from '../../../domain/menu/menu-contract.ts';
import type { Db } from '../../db/client.ts';
import { precompress, type Precompressed } from '../../http/precompressed.ts';
import { soldOutAt } from '../../../domain/menu/sold-out.ts';
import { buildMenu } from './build-menu.ts';
import { readMenuRows, readMenuStamp } from './repo.ts';

/** A built menu with its reply body ready to send, pre-compressed once. */
export interface CachedMenu extends Precompressed {
  menu: Menu;
  stamp: string;
  /** When a sold-out mark in it runs out ("until close"): rebuilt from then on. */
  expiresAt: number | null;
}

/**
 * Stamps are re-read at most this often per menu: a change in the database shows within a
 * second, and a burst of requests costs one small query per second instead of one each.
 */
const STAMP_TTL_MS = 1000;

export interface MenuService extends MenuReader {
  getCached(menuId: string): Promise<CachedMenu | null>;
  /** A write changed this menu (or any): its stamp is re-read on the next request. */
  invalidate(menuId: string | 'all'): void;
}

/**
 * Menus are built from ~10 queries and change rarely, so each menu is built once and kept in
 * memory, keyed by menu_id and invalidated by its version stamp (max updated_at + seed run).
 * Concurrent misses share one build. Unknown ids are not cached (no memory growth from probes).
 */
export function createMenuService(db: Db, now: () => number = Date.now): MenuService {
  const cache = new Map<string, { entry: CachedMenu; checkedAt: number }>();
  const building = new Map<string, Promise<CachedMenu | null>>();
  // Grows with each invalidate: a stamp read before it is not trusted for the next second.
  let generation = 0;

  const unexpired = (entry: CachedMenu) => entry.expiresAt === null || now() < entry.expiresAt;
  const peekFresh = (menuId: string): CachedMenu | null => {
    const hit = cache.get(menuId);
    return hit && now() - hit.checkedAt < STAMP_TTL_MS && unexpired(hit.entry) ? hit.entry : null;
  };

  async function load(menuId: string): Promise<CachedMenu | null> {
    const fresh = peekFresh(menuId);
    if (fresh) return fresh;
    const hit = cache.get(menuId);
    const startedAt = generation;
    const checkedAt = () => (startedAt === generation ? now() : -Infinity);
    const stamp = await readMenuStamp(db, menuId);
    if (stamp === null) {
      cache.delete(menuId);
      return null;
    }
    if (hit && hit.entry.stamp === stamp && unexpired(hit.entry)) {
      hit.checkedAt = checkedAt();
      return hit.entry;
    }
    const rows = await readMenuRows(db, menuId);
    if (!rows) return null;
    const at = now();
    const menu = buildMenu(rows, new Date(at));
    const body = JSON.stringify({ status: 'ok', data: menu });
    const nextExpiry = soldOutAt(rows.soldOut, new Date(at)).nextExpiry;
    // The stored object itself: its brotli body is filled in when the background compression ends.
    const entry: CachedMenu = Object.assign(precompress(body, { background: true }), {
      menu,
      stamp,
      expiresAt: nextExpiry ? nextExpiry.getTime() : null,
    });
    cache.set(menuId, { entry, checkedAt: checkedAt() });
    return entry;
  }

  const getCached = (menuId: string) => {
    const pending = building.get(menuId);
    if (pending) return pending;
    const promise = load(menuId).finally(() => {
      if (building.get(menuId) === promise) building.delete(menuId);
    });
    building.set(menuId, promise);
    return promise;
  };

  return {
    getCached,
    getMenu: async (menuId) => (await getCached(menuId))?.menu ?? null,
    invalidate(menuId) {
      // Only the stamp check is forgotten: an unchanged menu is not rebuilt. A build under way
      // may have read before the write, so later requests do not join it.
      generation += 1;
      for (const [id, hit] of cache) if (menuId === 'all' || id === menuId) hit.checkedAt = -Infinity;
      if (menuId === 'all') building.clear();
      else building.delete(menuId);
    },
  };
}

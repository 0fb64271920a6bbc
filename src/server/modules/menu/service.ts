import type { Menu, MenuReader } from '../../../domain/menu/menu-contract.ts';
import type { Db } from '../../db/client.ts';
import { precompress, type Precompressed } from '../../http/precompressed.ts';
import { buildMenu } from './build-menu.ts';
import { readMenuRows, readMenuStamp } from './repo.ts';

/** A built menu with its reply body ready to send, pre-compressed once (decision 050). */
export interface CachedMenu extends Precompressed {
  menu: Menu;
  stamp: string;
}

/**
 * Stamps are re-read at most this often per menu: a change in the database shows within a
 * second, and a burst of requests costs one small query per second instead of one each.
 */
const STAMP_TTL_MS = 1000;

export interface MenuService extends MenuReader {
  getCached(menuId: string): Promise<CachedMenu | null>;
}

/**
 * Menus are built from ~10 queries and change rarely, so each menu is built once and kept in
 * memory, keyed by menu_id and invalidated by its version stamp (max updated_at + seed run).
 * Concurrent misses share one build. Unknown ids are not cached (no memory growth from probes).
 */
export function createMenuService(db: Db, now: () => number = Date.now): MenuService {
  const cache = new Map<string, { entry: CachedMenu; checkedAt: number }>();
  const building = new Map<string, Promise<CachedMenu | null>>();

  async function load(menuId: string): Promise<CachedMenu | null> {
    const hit = cache.get(menuId);
    if (hit && now() - hit.checkedAt < STAMP_TTL_MS) return hit.entry;
    const stamp = await readMenuStamp(db, menuId);
    if (stamp === null) {
      cache.delete(menuId);
      return null;
    }
    if (hit && hit.entry.stamp === stamp) {
      hit.checkedAt = now();
      return hit.entry;
    }
    const rows = await readMenuRows(db, menuId);
    if (!rows) return null;
    const menu = buildMenu(rows);
    const body = JSON.stringify({ status: 'ok', data: menu });
    const entry: CachedMenu = { menu, stamp, ...precompress(body) };
    cache.set(menuId, { entry, checkedAt: now() });
    return entry;
  }

  const getCached = (menuId: string) => {
    const pending = building.get(menuId);
    if (pending) return pending;
    const promise = load(menuId).finally(() => building.delete(menuId));
    building.set(menuId, promise);
    return promise;
  };

  return {
    getCached,
    getMenu: async (menuId) => (await getCached(menuId))?.menu ?? null,
  };
}

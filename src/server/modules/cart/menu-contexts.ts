import { AppError } from '../../../domain/app-error.ts';
import type { MenuReader } from '../../../domain/menu/menu-contract.ts';
import type { Db } from '../../db/client.ts';
import { loadCartContext, type CartContext } from './cart-context.ts';

export type MenuContexts = ReturnType<typeof createMenuContexts>;

/**
 * A location's settings and hours change rarely: each is read at most once a second per
 * process (like the menu stamps, decision 050), so a cart call costs its own rows only.
 */
export function createMenuContexts(db: Db, menus: MenuReader) {
  const contexts = new Map<string, { ctx: CartContext; loadedAt: number }>();
  const CONTEXT_TTL_MS = 1000;
  // One reload per menu at a time: when the second turns, every request that finds the context
  // stale waits for the same reload (a change still shows within the second, decision 060)
  // instead of each sending its own identical reads.
  const reloading = new Map<string, Promise<CartContext>>();
  const load = (menuId: string, at: Date) => {
    const pending = reloading.get(menuId);
    if (pending) return pending;
    const promise = loadCartContext(db, menus, menuId, at)
      .then((ctx) => {
        if (!ctx) throw new AppError('NOT_FOUND', `No menu with id "${menuId}"`);
        if (contexts.size > 1000) contexts.clear();
        contexts.set(menuId, { ctx, loadedAt: Date.now() });
        return ctx;
      })
      .finally(() => reloading.delete(menuId));
    reloading.set(menuId, promise);
    return promise;
  };
  const forgetLocation = (locationId: string) => {
    for (const [menuId, hit] of contexts) if (hit.ctx.location.id === locationId) contexts.delete(menuId);
  };
  const contextFor = async (menuId: string, at: Date, fresh = false): Promise<CartContext> => {
    if (fresh) {
      const ctx = await loadCartContext(db, menus, menuId, at);
      if (!ctx) throw new AppError('NOT_FOUND', `No menu with id "${menuId}"`);
      contexts.set(menuId, { ctx, loadedAt: Date.now() });
      return ctx;
    }
    const hit = contexts.get(menuId);
    if (hit && Date.now() - hit.loadedAt < CONTEXT_TTL_MS) return hit.ctx;
    return load(menuId, at);
  };
  return { contextFor, forgetLocation };
}

import type { MenuReader } from '../../../domain/menu/menu-contract.ts';
import type { Db } from '../../db/client.ts';
import { loadCartContext, type CartContext } from '../cart/cart-context.ts';

/** Checkout's location and menu context per menu, and the slot-filled signal that drops it. */
export function createContextCache(db: Db, menus: MenuReader, carts: { slotsChanged(locationId: string): void }) {
  // Location settings and hours are re-read at most once a second per menu (as the cart service does, decision 060).
  const contexts = new Map<string, { ctx: CartContext; at: number }>();
  async function contextFor(menuId: string, at: Date): Promise<CartContext | null> {
    const hit = contexts.get(menuId);
    if (hit && Date.now() - hit.at < 1000) return hit.ctx;
    const ctx = await loadCartContext(db, menus, menuId, at);
    if (ctx) {
      if (contexts.size > 1000) contexts.clear();
      contexts.set(menuId, { ctx, at: Date.now() });
    }
    return ctx;
  }

  /** A slot filled here: this process's carts and checkouts stop offering it at once (decision 181). */
  const slotFilled = (locationId: string) => {
    for (const [menuId, hit] of contexts) if (hit.ctx.location.id === locationId) contexts.delete(menuId);
    carts.slotsChanged(locationId);
  };

  return { contextFor, slotFilled };
}

export type ContextCache = ReturnType<typeof createContextCache>;

import { mergeNotices, repriceLines } from '../../../domain/cart/menu-notices.ts';
import type { Db } from '../../db/client.ts';
import type { LocationContext as CartContext } from '../locations/index.ts';
import { lineContext } from './cart-view.ts';
import * as repo from './repo.ts';

/**
 * The bag against the menu as it is now, at every read: a line whose price a publish or store
 * price moved is re-priced, a line whose product left the menu is removed, and the cart keeps a
 * notice of each for the customer. Nothing to change costs no write; a change is written under
 * the cart row lock from lines re-read there, so two reads at once tell it once.
 */
export async function repriceAtRead(
  db: Db,
  ctx: CartContext,
  at: Date,
  row: repo.CartRow,
  lines: repo.CartLineRow[],
): Promise<{ row: repo.CartRow; lines: repo.CartLineRow[] }> {
  if (row.status !== 'active' || row.menuId !== ctx.menu.menu_id) return { row, lines };
  const first = repriceLines(lines, ctx.menu, lineContext(row, ctx, at), (id) => id);
  if (first.repriced.length === 0 && first.removed.length === 0) return { row, lines };
  return db.transaction(async (tx) => {
    const locked = await repo.lockCart(tx, row.id);
    if (!locked || locked.status !== 'active' || locked.menuId !== ctx.menu.menu_id) return { row, lines };
    const fresh = await repo.readLines(tx, row.id);
    const gone = [...new Set(fresh.map((l) => l.productId))];
    const names = await repo.productNames(tx, gone);
    const change = repriceLines(fresh, ctx.menu, lineContext(locked, ctx, at), (id) => names.get(id) ?? id);
    if (change.repriced.length === 0 && change.removed.length === 0) return { row: locked, lines: fresh };
    for (const r of change.repriced) await repo.updateLine(tx, row.id, r.lineId, { unitPriceCents: r.unitPriceCents });
    if (change.removed.length) await repo.deleteLines(tx, row.id, change.removed);
    const saved = await repo.updateCart(tx, row.id, {
      menuNotices: mergeNotices(locked.menuNotices, change.notices),
    });
    return { row: saved ?? locked, lines: await repo.readLines(tx, row.id) };
  });
}

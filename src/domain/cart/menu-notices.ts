import { z } from 'zod';
import type { CartLine, CartLineContext } from '../menu/cart-line.ts';
import type { Menu } from '../menu/menu-contract.ts';
import { formatCents } from '../menu/menu-format.ts';
import { validateCartLine } from '../menu/validate-cart-line.ts';

/** What a menu change did to a bag since the customer last changed it, in the customer's words. */
export const cartNoticeSchema = z.object({
  /** price: the line was re-priced; removed: the product left this store's menu and its line was taken out. */
  kind: z.enum(['price', 'removed']),
  product_id: z.string(),
  name: z.string(),
  message: z.string(),
});
export type CartNotice = z.infer<typeof cartNoticeSchema>;

export const priceNotice = (name: string, unitCents: number) => `${name} is now ${formatCents(unitCents)}`;
export const removedNotice = (name: string) => `${name} is no longer available and was removed`;

export interface StoredLine {
  id: string;
  productId: string;
  quantity: number;
  choices: CartLine['choices'];
  unitPriceCents: number;
}

export interface Repricing {
  /** Lines whose stored unit price differs from the menu's now. */
  repriced: { lineId: string; unitPriceCents: number }[];
  /** Lines of products this menu no longer has. */
  removed: string[];
  notices: CartNotice[];
}

/**
 * A bag against the menu as it is now: a line whose price moved is re-priced, a line whose product
 * left the menu is removed, and each says so once. Lines refused for another reason (sold out, a
 * daypart, a choice) keep their price and stay, for the customer to fix.
 */
export function repriceLines(
  lines: readonly StoredLine[],
  menu: Menu,
  context: CartLineContext,
  nameOf: (productId: string) => string,
): Repricing {
  const out: Repricing = { repriced: [], removed: [], notices: [] };
  const told = new Set<string>();
  const tell = (notice: CartNotice) => {
    const key = `${notice.kind}:${notice.product_id}:${notice.message}`;
    if (told.has(key)) return;
    told.add(key);
    out.notices.push(notice);
  };
  for (const line of lines) {
    const result = validateCartLine(
      menu,
      { product_id: line.productId, quantity: line.quantity, choices: line.choices },
      context,
    );
    if (result.ok) {
      if (result.unitPriceCents === line.unitPriceCents) continue;
      out.repriced.push({ lineId: line.id, unitPriceCents: result.unitPriceCents });
      tell({
        kind: 'price',
        product_id: line.productId,
        name: result.name,
        message: priceNotice(result.name, result.unitPriceCents),
      });
    } else if (result.problems.some((p) => p.code === 'unknown_product')) {
      out.removed.push(line.id);
      const name = nameOf(line.productId);
      tell({ kind: 'removed', product_id: line.productId, name, message: removedNotice(name) });
    }
  }
  return out;
}

/** New notices after the ones the bag already shows; a product's newer notice replaces its older one. */
export function mergeNotices(shown: readonly CartNotice[], fresh: readonly CartNotice[]): CartNotice[] {
  const freshIds = new Set(fresh.map((n) => n.product_id));
  return [...shown.filter((n) => !freshIds.has(n.product_id)), ...fresh];
}

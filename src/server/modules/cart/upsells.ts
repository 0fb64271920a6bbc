import type { UpsellItem } from '../../../domain/cart/cart-contract.ts';
import { cutDescription } from '../../../domain/cart/upsell-hash.ts';
import { chosenChoiceNames, findProduct, forEachProduct } from '../../../domain/menu/menu-walk.ts';
import { validateCartLine } from '../../../domain/menu/validate-cart-line.ts';
import type { CartOwner } from './cart-types.ts';
import { lineContext, productPicture } from './cart-view.ts';
import type { CartDeps } from './deps.ts';
import { quickAddLine } from './line-rows.ts';
import * as repo from './repo.ts';

export function createCartUpsells(deps: Pick<CartDeps, 'db' | 'now' | 'contexts' | 'access'>) {
  const { db, now } = deps;
  const { contextFor } = deps.contexts;
  const { access } = deps.access;

  /** Spec §7 "get upsells (num 4)": brand pairings for what is in the cart, then flagged products; only what can be quick-added now. */
  return async function upsells(owner: CartOwner | null, id: string, num: number): Promise<UpsellItem[]> {
    const at = now();
    const { row, lines, seat } = await access(owner, id, at, 'read');
    const ctx = await contextFor(row.menuId, at);
    // Spec §4 "Upsell display": skipped when a group order is active.
    if (lines.length === 0 || seat) return [];
    const inCart = new Set(lines.map((l) => l.productId));
    // A side or drink already chosen in a combo is in the bag too: never suggest it again.
    const chosen = new Set(
      lines.flatMap((l) => {
        const product = findProduct(ctx.menu, l.productId);
        return product
          ? chosenChoiceNames(
              product,
              l.choices.map((c) => c.id),
            ).map((n) => n.toLowerCase())
          : [];
      }),
    );
    const categories = new Set<string>();
    forEachProduct(ctx.menu, (p, c) => {
      if (inCart.has(p.product_id)) categories.add(c.id);
    });
    const candidates = await repo.upsellCandidates(db, [...inCart], [...categories]);
    const context = lineContext(row, ctx, at);
    const out: UpsellItem[] = [];
    for (const productId of candidates) {
      if (out.length >= num) break;
      if (inCart.has(productId)) continue;
      const product = findProduct(ctx.menu, productId);
      if (!product || chosen.has(product.name.toLowerCase())) continue;
      const line = quickAddLine(ctx, productId, product.quantities.min);
      const result = validateCartLine(ctx.menu, line, context);
      if (!result.ok) continue;
      out.push({
        id: product.product_id,
        product_id: product.product_id,
        pdp_id: product.pdp_id,
        name: product.name,
        description: cutDescription(product.description),
        ...productPicture(product),
        cost: result.unitPriceCents,
        quantities: product.quantities,
      });
    }
    return out;
  };
}

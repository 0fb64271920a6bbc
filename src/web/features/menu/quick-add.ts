import type { CartLine } from '../../../domain/menu/cart-line.ts';
import type { Menu, MenuProduct } from '../../../domain/menu/menu-contract.ts';
import { choicesFromSelection, defaultSelection } from '../../../domain/menu/selection.ts';
import { validateCartLine } from '../../../domain/menu/validate-cart-line.ts';
import type { ClientCartLine } from '../../data/cart/cart-hooks.ts';

/** A one-product menu, so the domain validator can check a line where only the product is loaded. */
export function singleProductMenu(product: MenuProduct, base: Pick<Menu, 'menu_id' | 'time_zone' | 'dayparts'>): Menu {
  return {
    menu_id: base.menu_id,
    name: '',
    time_zone: base.time_zone,
    dayparts: base.dayparts,
    master_categories: [
      {
        id: 'm',
        name: '',
        categories: [
          { id: 'c', name: '', description: '', image: null, daypart: null, products: [product], sub_categories: [] },
        ],
      },
    ],
  };
}

/**
 * Spec §7 "quick add product {product_id, quantity}": the product at its minimum quantity with
 * its default choices. Null when the defaults do not make a valid line (the guest must choose),
 * or when the card was built without option groups and the product has some.
 */
export function quickAddLine(
  product: MenuProduct,
  base: Pick<Menu, 'menu_id' | 'time_zone' | 'dayparts'>,
): ClientCartLine | null {
  if (product.customizable && product.option_groups.length === 0) return null;
  // Built from the menu's own defaults (no free text), so it has the contract's shape; the
  // server parses it with the shared cartLineSchema. No zod on the menu page's first load.
  const line: CartLine = {
    product_id: product.product_id,
    quantity: product.quantities.min,
    choices: choicesFromSelection(defaultSelection(product)),
  };
  const result = validateCartLine(singleProductMenu(product, base), line);
  if (!result.ok) return null;
  return {
    product_id: product.product_id,
    pdp_id: product.pdp_id,
    name: product.name,
    quantity: line.quantity,
    choices: line.choices.map((c) => ({ id: c.id, quantity: c.quantity })),
    priceCents: result.priceCents,
  };
}

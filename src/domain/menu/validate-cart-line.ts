import { availabilityProblem, daypartProblem } from './availability.ts';
import type { CartLine, CartLineContext, LineProblem, LineValidation } from './cart-line.ts';
import type { Menu, MenuProduct } from './menu-contract.ts';
import { forEachProduct, findProduct } from './menu-walk.ts';
import { quantityLimits, quantityProblem } from './quantity.ts';
import { indexChoices, priceSelection, selectionFromChoices, selectionProblems } from './selection.ts';
import { soldOutMessage } from './sold-out.ts';

/**
 * The one check of a configured line against a menu ("Server-side validation"):
 * product known and sold here for this handoff and time, quantity on its min/max/increment
 * grid, every choice in this product's tree, and every applicable option group satisfied.
 * Only a valid line is priced. The cart API calls this; the product page calls it too.
 */
export function validateCartLine(menu: Menu, line: CartLine, context: CartLineContext = {}): LineValidation {
  const product = findProduct(menu, line.product_id);
  if (!product)
    return {
      ok: false,
      problems: [{ code: 'unknown_product', message: `This menu has no product "${line.product_id}"` }],
    };
  const problems = [];
  const unavailable = availabilityProblem(product, menu.dayparts, {
    handoff: context.handoff,
    at: context.at,
    timeZone: menu.time_zone,
  });
  if (unavailable) problems.push({ code: problemCode(product, menu, context, unavailable), message: unavailable });
  problems.push(...soldOutChoiceProblems(product, line));
  const quantity = quantityProblem(line.quantity, quantityLimits(product.quantities));
  if (quantity) problems.push({ code: 'quantity' as const, message: quantity });
  problems.push(...selectionProblems(product, line.choices, (id) => ownerOf(menu, id, product)));
  if (problems.length) return { ok: false, problems };

  const priced = priceSelection(product, selectionFromChoices(line.choices));
  return {
    ok: true,
    product_id: product.product_id,
    name: product.name,
    quantity: line.quantity,
    unitPriceCents: priced.unitPriceCents,
    priceCents: priced.unitPriceCents * line.quantity,
    caloriesBase: priced.calories,
    choices: priced.choices,
    ...(line.recipient ? { recipient: line.recipient } : {}),
    ...(line.instructions ? { instructions: line.instructions } : {}),
  };
}

/** Sold out, outside its daypart (ITEM_NOT_SERVED_NOW), or another reason (handoff). */
function problemCode(
  product: MenuProduct,
  menu: Menu,
  context: CartLineContext,
  message: string,
): 'sold_out' | 'not_served_now' | 'unavailable' {
  if (!product.available) return 'sold_out';
  const notServed =
    context.at && menu.time_zone ? daypartProblem(product, menu.dayparts, context.at, menu.time_zone) : null;
  return notServed === message ? 'not_served_now' : 'unavailable';
}

/** A chosen choice this location has 86'd: the product stays orderable with another. */
function soldOutChoiceProblems(product: MenuProduct, line: CartLine): LineProblem[] {
  const index = indexChoices(product);
  return line.choices.flatMap((c) => {
    const choice = index.get(c.id)?.choice;
    return choice && !choice.available
      ? [{ code: 'sold_out' as const, message: soldOutMessage(choice.name), choice_id: choice.id }]
      : [];
  });
}

/** The name of the other product a choice id belongs to (for a precise message), or null. */
function ownerOf(menu: Menu, choiceId: string, except: MenuProduct): string | null {
  let owner: string | null = null;
  forEachProduct(menu, (p) => {
    if (owner || p.product_id === except.product_id) return;
    if (indexChoices(p).has(choiceId)) owner = p.name;
  });
  return owner;
}

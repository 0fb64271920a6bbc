import { AppError } from '../../../domain/app-error.ts';
import type { CartLine } from '../../../domain/menu/cart-line.ts';
import { findProduct } from '../../../domain/menu/menu-walk.ts';
import { choicesFromSelection, defaultSelection } from '../../../domain/menu/selection.ts';
import { validateCartLine } from '../../../domain/menu/validate-cart-line.ts';
import type { LocationContext as CartContext } from '../locations/index.ts';
import { lineContext } from './cart-view.ts';
import { seatMayTouch, type GroupSeat } from './group-seats.ts';
import type * as repo from './repo.ts';

/** A line checked against the cart's menu and settings, priced by the server. */
export const validateLine = (
  row: Pick<repo.CartRow, 'handoff' | 'catering' | 'timeMode' | 'wanted'>,
  ctx: CartContext,
  line: CartLine,
  at: Date,
) => {
  const result = validateCartLine(ctx.menu, line, lineContext(row, ctx, at));
  if (!result.ok) {
    const unknown = result.problems.some((p) => p.code === 'unknown_product');
    // An 86'd product or choice has its own code, so the page can say so.
    const soldOut = result.problems.find((p) => p.code === 'sold_out');
    if (soldOut) throw new AppError('ITEM_SOLD_OUT', soldOut.message);
    // Outside its daypart: a typed code (still 422), so the page need not read the words.
    const notServed = result.problems.find((p) => p.code === 'not_served_now');
    if (notServed) throw new AppError('ITEM_NOT_SERVED_NOW', notServed.message);
    throw new AppError(
      unknown ? 'NOT_FOUND' : 'VALIDATION',
      result.problems[0]?.message ?? 'This item cannot be added',
    );
  }
  return result;
};

export const storedChoices = (line: CartLine) =>
  line.choices.map((c) => ({ id: c.id, quantity: c.quantity ?? 1, ...(c.text ? { text: c.text } : {}) }));

/** A validated line as a cart_lines row (the price is the server's, never the client's). */
export const lineValues = (
  cartId: string,
  line: CartLine,
  unitPriceCents: number,
  participantId: string | null = null,
) => ({
  cartId,
  productId: line.product_id,
  quantity: line.quantity,
  choices: storedChoices(line),
  recipient: line.recipient || null,
  instructions: line.instructions || null,
  unitPriceCents,
  participantId,
});

/** Spec §7 "quick add product {product_id, quantity}": the product with its default choices. */
export const quickAddLine = (ctx: CartContext, productId: string, quantity: number): CartLine => {
  const product = findProduct(ctx.menu, productId);
  if (!product) throw new AppError('NOT_FOUND', `This menu has no product "${productId}"`);
  return {
    product_id: productId,
    quantity,
    choices: choicesFromSelection(defaultSelection(product)).map((c) => ({ ...c, quantity: c.quantity })),
  };
};

/** A participant's lines are their seat's (by id); the host may touch every line. */
export const mayTouch = (seat: GroupSeat | null, line: repo.CartLineRow) => !seat || seatMayTouch(seat, line);

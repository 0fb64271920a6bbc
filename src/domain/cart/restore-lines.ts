import type { CartLine } from '../menu/cart-line.ts';
import type { CartProduct } from './cart-contract.ts';

/**
 * The add request that puts a bag line back as it was ("Clear Cart offers Undo"):
 * the same product, quantity, choices (with their quantities and custom text), Made For and
 * instructions. Prices are not carried: the server prices the line again.
 */
export function lineToAddRequest(
  line: Pick<CartProduct, 'product_id' | 'quantity' | 'choices' | 'recipient' | 'instructions'>,
): CartLine {
  return {
    product_id: line.product_id,
    quantity: line.quantity,
    choices: line.choices.map((c) => ({ id: c.id, quantity: c.quantity, ...(c.text ? { text: c.text } : {}) })),
    ...(line.recipient ? { recipient: line.recipient } : {}),
    ...(line.instructions ? { instructions: line.instructions } : {}),
  };
}

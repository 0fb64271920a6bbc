import { describe, expect, it } from 'vitest';
import type { Cart, CartProduct } from '../../src/domain/cart/cart-contract.ts';
import { encodeCartReply } from '../../src/server/modules/cart/cart-json.ts';

const product = (id: string, name: string): CartProduct => ({
  id,
  product_id: 'p-1',
  pdp_id: 'p-1',
  name,
  image: null,
  quantity: 1,
  quantities: { min: 1, max: 99, increments: 1 },
  choices: [],
  cost: { total: 325, unit: 325 },
  recipient: null,
  instructions: 'say "products":0 please $& $1',
  hide_customize: false,
});

// Only the fields the encoder touches matter; the rest of a cart is plain JSON.
const cart = (products: CartProduct[]) =>
  ({
    id: 'c-1',
    menu_id: '10101',
    products,
    problems: [],
    version: 2,
    location: { name: 'Back "Bay"' },
  }) as unknown as Cart;

describe('cart reply encoding (decision 165)', () => {
  it('gives exactly JSON.stringify of the envelope, whatever the lines’ text holds', () => {
    for (const c of [
      cart([]),
      cart([product('a', '"products":0')]),
      cart([product('a', 'Croissant'), product('b', 'Sourdough \\ "Loaf"')]),
    ]) {
      expect(encodeCartReply(c)).toBe(JSON.stringify({ status: 'ok', data: c }));
    }
  });

  it('re-uses a line’s JSON for the same product object and encodes a new object afresh', () => {
    const kept = product('a', 'Croissant');
    expect(JSON.parse(encodeCartReply(cart([kept]))).data.products).toEqual([kept]);
    const next = cart([kept, product('b', 'Baguette')]);
    expect(encodeCartReply(next)).toBe(JSON.stringify({ status: 'ok', data: next }));
  });
});

import { describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/cart/cart-contract.ts';
import { cartSummary, toClientLine } from '../../src/web/data/cart/cart-hooks.ts';

/** Only the fields the selectors read (decision 280: the chrome's summary is selected from the cart query). */
const product = (over: Partial<Cart['products'][number]> = {}) =>
  ({
    id: 'line-1',
    product_id: 'p-1',
    pdp_id: 'butter-croissant',
    name: 'Butter Croissant',
    quantity: 2,
    choices: [
      { id: 'c-1', quantity: 1, text: '' },
      { id: 'c-2', quantity: 1, text: 'Happy birthday' },
    ],
    recipient: '',
    instructions: 'Warm, please',
    cost: { total: 900 },
    ...over,
  }) as unknown as Cart['products'][number];

const cart = (over: Partial<Cart> = {}) =>
  ({
    id: 'cart-1',
    menu_id: '10101',
    handoff: 'pickup',
    location: { name: 'Back Bay' },
    address: null,
    products: [product(), product({ id: 'line-2', quantity: 3 })],
    ...over,
  }) as unknown as Cart;

describe('cart query selectors', () => {
  it('no cart: no summary', () => {
    expect(cartSummary(null)).toBeNull();
  });

  it('the header summary: item count (quantities), handoff, store, no street for a pickup', () => {
    expect(cartSummary(cart())).toEqual({
      itemCount: 5,
      handoff: 'pickup',
      locationName: 'Back Bay',
      menuId: '10101',
      deliveryStreet: null,
    });
  });

  it('a delivery shows its street, short (issue 15)', () => {
    const delivery = cart({ handoff: 'delivery', address: { address: '200 Newbury Street' } as Cart['address'] });
    expect(cartSummary(delivery)?.deliveryStreet).toBe('200 Newbury St');
  });

  it("the menu's line: choices without empty text, the server's price, optional fields only when set", () => {
    expect(toClientLine(product())).toEqual({
      product_id: 'p-1',
      pdp_id: 'butter-croissant',
      name: 'Butter Croissant',
      quantity: 2,
      choices: [
        { id: 'c-1', quantity: 1 },
        { id: 'c-2', quantity: 1, text: 'Happy birthday' },
      ],
      instructions: 'Warm, please',
      priceCents: 900,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { planQuantityChange } from '../../src/domain/cart/quantity-change.ts';
import { CART_TIMEOUT_MESSAGE, checkCartTimeout, isCartBoundPath } from '../../src/domain/cart/timeout.ts';
import { cartLinesHash, cutDescription, shouldShowUpsells } from '../../src/domain/cart/upsell-hash.ts';

const created = new Date('2026-06-10T12:00:00Z');
const later = (minutes: number) => new Date(created.getTime() + minutes * 60_000);

describe('cart timeout (spec §4)', () => {
  it('expires after 1 hour and shows the message only within 24 hours', () => {
    expect(checkCartTimeout(created, later(60))).toEqual({ expired: false, showMessage: false });
    expect(checkCartTimeout(created, later(61))).toEqual({ expired: true, showMessage: true });
    expect(checkCartTimeout(created, later(24 * 60 - 1))).toEqual({ expired: true, showMessage: true });
    expect(checkCartTimeout(created, later(24 * 60 + 1))).toEqual({ expired: true, showMessage: false });
    expect(CART_TIMEOUT_MESSAGE).toBe('Your cart has timed out. Please initiate a new order.');
  });
  it('redirects only from menu, product and checkout pages', () => {
    expect(isCartBoundPath('/menu/abc')).toBe(true);
    expect(isCartBoundPath('/menu/abc/product/x')).toBe(true);
    expect(isCartBoundPath('/checkout')).toBe(true);
    expect(isCartBoundPath('/order/checkout')).toBe(true);
    expect(isCartBoundPath('/app/checkout')).toBe(true);
    expect(isCartBoundPath('/order/confirm/x')).toBe(false);
    expect(isCartBoundPath('/')).toBe(false);
    expect(isCartBoundPath('/menus-of-the-day')).toBe(false);
  });
});

describe('upsell hash (spec §4 Upsell display)', () => {
  const lines = [{ product_id: 'a', quantity: 1, choices: [{ id: 'x', quantity: 1 }] }];
  it('changes with product, quantity and choices, and is stable otherwise', () => {
    const h = cartLinesHash(lines);
    expect(cartLinesHash(structuredClone(lines))).toBe(h);
    expect(h).toMatch(/^[0-9a-f]{8}$/);
    expect(cartLinesHash([{ ...lines[0]!, quantity: 2 }])).not.toBe(h);
    expect(cartLinesHash([{ ...lines[0]!, choices: [] }])).not.toBe(h);
    expect(cartLinesHash([...lines, { product_id: 'b', quantity: 1, choices: [] }])).not.toBe(h);
  });
  it('shows once per content, never for an empty cart or a group order', () => {
    const base = { lineCount: 1, upsellCount: 4, groupOrder: false, storedHash: null, shown: false, hash: 'aa' };
    expect(shouldShowUpsells(base)).toBe(true);
    expect(shouldShowUpsells({ ...base, shown: true, storedHash: 'aa' })).toBe(false);
    expect(shouldShowUpsells({ ...base, shown: true, storedHash: 'bb' })).toBe(true);
    expect(shouldShowUpsells({ ...base, lineCount: 0 })).toBe(false);
    expect(shouldShowUpsells({ ...base, groupOrder: true })).toBe(false);
    expect(shouldShowUpsells({ ...base, upsellCount: 0 })).toBe(false);
  });
  it('cuts descriptions at 50 characters', () => {
    expect(cutDescription('short')).toBe('short');
    expect(cutDescription('x'.repeat(60))).toBe(`${'x'.repeat(50)}…`);
    // A word is never cut in two, and a stop never sits before the ellipsis.
    expect(
      cutDescription('Shatteringly crisp outside, honeycombed and buttery within. Laminated over three days.'),
    ).toBe('Shatteringly crisp outside, honeycombed and…');
    expect(cutDescription('Shatteringly crisp outside, honeycombed and butter within. Laminated')).toBe(
      'Shatteringly crisp outside, honeycombed and butter…',
    );
  });
});

describe('quantity changes (spec §4)', () => {
  const limits = { min: 2, max: 6, increments: 2 };
  it('removes the line at its minimum, with a matching free-item coupon', () => {
    expect(
      planQuantityChange({ productId: 'a', quantity: 2 }, 'down', limits, { kind: 'free_item', productId: 'a' }),
    ).toEqual({ kind: 'remove', dropCoupon: true });
    expect(
      planQuantityChange({ productId: 'a', quantity: 2 }, 'down', limits, { kind: 'free_item', productId: 'b' }),
    ).toEqual({ kind: 'remove', dropCoupon: false });
    expect(planQuantityChange({ productId: 'a', quantity: 2 }, 'down', limits, null)).toEqual({
      kind: 'remove',
      dropCoupon: false,
    });
  });
  it('steps by the increment and stops at the maximum', () => {
    expect(planQuantityChange({ productId: 'a', quantity: 4 }, 'down', limits, null)).toEqual({
      kind: 'set',
      quantity: 2,
    });
    expect(planQuantityChange({ productId: 'a', quantity: 4 }, 'up', limits, null)).toEqual({
      kind: 'set',
      quantity: 6,
    });
    expect(planQuantityChange({ productId: 'a', quantity: 6 }, 'up', limits, null)).toEqual({ kind: 'unchanged' });
  });
});

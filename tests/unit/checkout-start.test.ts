import { describe, expect, it } from 'vitest';
import { CART_COOKIE_MAX_AGE_S, isCartCookieValue } from '../../src/domain/checkout/checkout-start.ts';

describe('the bag cookie (decision 334)', () => {
  it('takes a cart id and nothing else', () => {
    expect(isCartCookieValue('0f8e6a52-3c1d-4b7e-9a0f-2d5c8e1b4a77')).toBe(true);
    expect(isCartCookieValue('0F8E6A52-3C1D-4B7E-9A0F-2D5C8E1B4A77')).toBe(true);
    for (const bad of [undefined, '', 'not-a-cart', '0f8e6a52-3c1d-4b7e-9a0f-2d5c8e1b4a77x', "'; drop table carts"])
      expect(isCartCookieValue(bad), String(bad)).toBe(false);
  });

  it('lives as long as a timed-out cart still has its message (24 hours)', () => {
    expect(CART_COOKIE_MAX_AGE_S).toBe(86_400);
  });
});

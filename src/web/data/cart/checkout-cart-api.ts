import { cartReply, validateCartReply, type Cart } from '../../../domain/cart/cart-contract.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { cartCall, setCart } from './cart-cache.ts';

/**
 * The cart calls only checkout makes (spec §7 "validate cart"; the cart API's tip and coupon
 * calls, src/server/modules/cart/routes.ts). Each puts the cart it returns into the cart query,
 * like the other cart mutations, so the header count and the bag stay in step with the page.
 */
const path = (id: string, rest: string) => `carts/${encodeURIComponent(id)}${rest}`;
const save = (cart: Cart): Cart => {
  setCart(cart);
  return cart;
};

export type TipChoice = { percent: 10 | 15 | 20 } | { custom: number };

export const checkoutCartApi = {
  /** Re-validates the cart (spec §4: at checkout, after every quantity change). Errors are the caller's to show. */
  validate: async (id: string) => {
    const reply = await apiRequest(path(id, '/validate'), validateCartReply, { method: 'POST' });
    save(reply.data.cart);
    return reply.data;
  },
  setTip: (id: string, body: TipChoice) =>
    cartCall(async () => save((await apiRequest(path(id, '/tip'), cartReply, { method: 'PUT', body })).data)),
  /** Coupon errors belong next to the coupon field, not in the global banner: no cartCall here. */
  applyCoupon: async (id: string, code: string) =>
    save((await apiRequest(path(id, '/coupon'), cartReply, { method: 'POST', body: { code } })).data),
  removeCoupon: async (id: string) =>
    save((await apiRequest(path(id, '/coupon'), cartReply, { method: 'DELETE' })).data),
};

import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_COOKIE, isCartCookieValue, type CheckoutStart } from '../../../domain/checkout/checkout-start.ts';
import type { MemberResolver } from '../account/index.ts';
import { ownerOf, type CartService } from '../cart/index.ts';

/**
 * Checkout drawn by the server (decision 334): the bag named by the cart cookie, validated as
 * `POST /api/carts/{id}/validate` would for this session, and a member's contact details. Any
 * miss (no cookie, someone else's or a timed-out cart, the database away) answers null: the page
 * then falls back to the browser's own arrival check, which says why in the banner (spec §8).
 */
export function createCheckoutStart(deps: { carts: CartService; resolveMember: MemberResolver }) {
  return async function checkoutStart(request: FastifyRequest, reply: FastifyReply): Promise<CheckoutStart | null> {
    const id = request.cookies[CART_COOKIE];
    if (!isCartCookieValue(id)) return null;
    try {
      const owner = await ownerOf(request);
      if (!owner) return null;
      const [{ valid, cart }, signedIn] = await Promise.all([
        deps.carts.validate(owner, id),
        deps.resolveMember(request, reply),
      ]);
      const m = signedIn?.member;
      const contact = m
        ? { first_name: m.firstName ?? '', last_name: m.lastName ?? '', email: m.email ?? '', phone: m.phone ?? '' }
        : null;
      return { cart, valid, contact };
    } catch (error) {
      request.log.debug({ err: error }, 'checkout drawn without its bag');
      return null;
    }
  };
}

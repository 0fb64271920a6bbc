import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Profile } from '../../../domain/account/profile-contract.ts';
import { CART_COOKIE, isCartCookieValue, type CheckoutStart } from '../../../domain/checkout/checkout-start.ts';
import { toProfile, type MemberResolver } from '../account/index.ts';
import { ownerOf, type CartService } from '../cart/index.ts';

/**
 * Checkout drawn by the server: the bag named by the cart cookie, validated as
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
      return { cart, valid, contact: signedIn ? contactOf(toProfile(signedIn.member)) : null };
    } catch (error) {
      request.log.debug({ err: error }, 'checkout drawn without its bag');
      return null;
    }
  };
}

/** The contact fields checkout pre-fills (spec §6), from the member's profile. */
const contactOf = ({ first_name, last_name, email, phone }: Profile): CheckoutStart['contact'] => ({
  first_name,
  last_name,
  email,
  phone: phone ?? '',
});

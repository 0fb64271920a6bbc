import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { createCartAccess } from './access.ts';
import type { CartOwner, CartServiceOptions } from './cart-types.ts';
import { createCartCoupons } from './coupons.ts';
import type { CartDeps } from './deps.ts';
import { createCartLifecycle } from './lifecycle.ts';
import { createCartLines } from './lines.ts';
import { createCartMutation } from './mutate.ts';
import * as repo from './repo.ts';
import { createCartTiming } from './timing.ts';
import { createTimeoutSweep } from './timeout-sweep.ts';
import { createCartUpsells } from './upsells.ts';
import { createCartValidation } from './validate.ts';

export { MAX_CART_LINES, type CartOwner, type CartServiceOptions } from './cart-types.ts';
/** The caller's seat when the cart is a group order's shared cart. */
export type { GroupSeat } from './group-seats.ts';

export type CartService = ReturnType<typeof createCartService>;

/**
 * The cart, a thin facade over one file per use case:
 * `access.ts` (who may use a cart, the timeout, abandoning), `mutate.ts` (the
 * reply and the one locked write path), `lines.ts` (add, update, remove, clear), `timing.ts` (handoff, address, time, the times list), `coupons.ts` (coupon and
 * tip), `upsells.ts`, `validate.ts`, `lifecycle.ts` (create, get, transfer). Each menu's location
 * settings and hours come from the one injected `contexts` cache.
 */
export function createCartService(options: CartServiceOptions) {
  const { db, contexts } = options;
  const now = options.now ?? (() => new Date());
  const access = createCartAccess({ db, now });
  const mutation = createCartMutation({ db, now, serviceFee: options.serviceFeeCents ?? 0, contexts, access });
  const deps: CartDeps = { db, now, contexts, access, mutation };
  const validateCart = createCartValidation(deps);

  return {
    ...createCartLifecycle(deps),
    ...createCartLines(deps),
    ...createCartTiming(deps),
    upsells: createCartUpsells(deps),
    ...createCartCoupons(deps),

    /** Spec §7 "validate cart": every line against the menu, the time still offered, a non-empty cart. */
    async validate(owner: CartOwner | null, id: string): Promise<{ valid: boolean; cart: Cart }> {
      const { valid, cart } = await validateCart(owner, id, false);
      return { valid, cart };
    },

    /** The same check for checkout, with the cart row it read (its slot place), so checkout needs no second read. */
    validateForCheckout: validateCart,

    /** Abandons expired carts that still hold a slot place; started by the routes on listen. */
    timeoutSweep: createTimeoutSweep({ db, now }),

    async handOver(fromSessionIdHash: string, toSessionIdHash: string, memberId: string | null): Promise<void> {
      await repo.handOverCarts(db, fromSessionIdHash, toSessionIdHash, memberId);
    },

    async track(sessionIdHash: string | null, name: string, payload: Record<string, unknown>): Promise<void> {
      await repo.insertTrackEvent(db, { name, payload, sessionIdHash });
    },
  };
}

import type { z } from 'zod';
import { AppError } from '../../../domain/app-error.ts';
import type { tipRequest } from '../../../domain/cart/cart-contract.ts';
import { checkCoupon } from '../../../domain/cart/coupon.ts';
import type { CartOwner } from './cart-types.ts';
import { toCoupon } from './cart-view.ts';
import type { CartDeps } from './deps.ts';
import { ownsTip, setSeatTip } from './group-seats.ts';
import * as repo from './repo.ts';

/** What comes off or on top of the subtotal: the coupon and the tip. */
export function createCartCoupons(deps: Pick<CartDeps, 'now' | 'mutation'>) {
  const { now } = deps;
  const { mutate } = deps.mutation;

  return {
    applyCoupon: (owner: CartOwner | null, id: string, code: string) =>
      mutate(owner, id, 'cart-settings', async (tx) => {
        const coupon = await repo.findCoupon(tx, code);
        if (!coupon) throw new AppError('NOT_FOUND', `The coupon ${code} is not valid`);
        const lines = await repo.readLines(tx, id);
        const check = checkCoupon(
          toCoupon(coupon),
          lines.map((l) => ({
            id: l.id,
            productId: l.productId,
            quantity: l.quantity,
            unitPriceCents: l.unitPriceCents,
          })),
          now(),
        );
        if (!check.ok) throw new AppError('VALIDATION', check.reason);
        // One coupon per cart: a new code replaces the old one.
        return { couponCode: coupon.code };
      }),

    removeCoupon: (owner: CartOwner | null, id: string) =>
      mutate(owner, id, 'cart-settings', async () => ({ couponCode: null })),

    setTip: (owner: CartOwner | null, id: string, input: z.output<typeof tipRequest>) =>
      mutate(owner, id, 'tip', async (tx, row, _ctx, seat) => {
        if (row.handoff === 'drivethru') throw new AppError('CONFLICT', 'Tips are not taken at the drive-thru');
        const tip =
          'percent' in input
            ? { tipPercent: input.percent, tipCustomCents: null }
            : { tipPercent: null, tipCustomCents: input.custom };
        // Each-pays: a participant tips on their own part; the cart's tip is the host's.
        if (ownsTip(seat)) {
          await setSeatTip(tx, seat, tip);
          return;
        }
        return tip;
      }),
  };
}

import type { HandoffMode } from '../app-info.ts';
import { checkCoupon, subtotalOf, type Coupon, type PricedLine } from './coupon.ts';

/** Spec §9 tip options: 10 %, 15 %, 20 % and a custom amount; 15 % by default. */
export const TIP_PERCENTS = [10, 15, 20] as const;
export const DEFAULT_TIP_PERCENT = 15;

/** Spec §3 Cart.totals, integer cents (DESIGN §3). `handoff` is the delivery fee, `fees` the service fee. */
export interface CartTotals {
  subtotal: number;
  tax: number;
  fees: number;
  handoff: number;
  discount: number;
  tip: number;
  total: number;
}

export type TipChoice = { kind: 'percent'; percent: number } | { kind: 'custom'; cents: number };

export interface TotalsInput {
  lines: readonly PricedLine[];
  handoff: HandoffMode;
  /** Basis points: 625 = 6.25 %. */
  taxRateBps: number;
  deliveryFeeCents: number;
  serviceFeeCents: number;
  coupon: Coupon | null;
  tip: TipChoice;
  now: Date;
}

/** Who can be tipped: everyone but the drive-thru window. */
export const tipsAllowed = (handoff: HandoffMode) => handoff !== 'drivethru';

const isDelivery = (handoff: HandoffMode) => handoff === 'delivery' || handoff === 'dispatch';

/**
 * Half-up rounding of a non-negative cents × basis-points product, in integers only, so
 * 0.5 ¢ always rounds the same way on every engine (no binary floating point in money).
 */
export const applyBps = (cents: number, bps: number) => Math.floor((cents * bps + 5000) / 10000);

/**
 * The cart's totals: tax is computed once on the order (subtotal − discount),
 * not per line, and rounded half-up; the delivery and service fees are not taxed; the tip is
 * a percent of the pre-discount subtotal or a custom amount, and zero where tips are not
 * allowed. total = subtotal + tax + fees + handoff + tip − discount; the discount never
 * exceeds the subtotal, so the total is never negative.
 */
export function computeTotals(input: TotalsInput): CartTotals {
  const subtotal = subtotalOf(input.lines);
  const coupon = input.coupon ? checkCoupon(input.coupon, input.lines, input.now) : null;
  const discount = coupon?.ok ? Math.min(coupon.discountCents, subtotal) : 0;
  const tax = applyBps(subtotal - discount, input.taxRateBps);
  const handoff = isDelivery(input.handoff) && subtotal > 0 ? input.deliveryFeeCents : 0;
  const fees = subtotal > 0 ? input.serviceFeeCents : 0;
  let tip = 0;
  if (tipsAllowed(input.handoff) && subtotal > 0) {
    tip =
      input.tip.kind === 'percent'
        ? Math.round((subtotal * input.tip.percent) / 100)
        : Math.max(0, Math.round(input.tip.cents));
  }
  return { subtotal, tax, fees, handoff, discount, tip, total: subtotal + tax + fees + handoff + tip - discount };
}

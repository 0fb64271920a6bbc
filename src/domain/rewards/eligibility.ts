import type { Offer, Reward } from './programme.ts';

/** A bag line as the rules see it. */
export interface RewardLine {
  id: string;
  productId: string;
  quantity: number;
  unitPriceCents: number;
}

/**
 * The discount a reward or offer becomes on the bag, in the cart's coupon terms (decision 246):
 * one free unit of a product, a fixed amount, or a percent; with a minimum subtotal.
 */
export interface RedemptionCoupon {
  kind: 'free_item' | 'fixed' | 'percent';
  value: number;
  productId: string | null;
  minSubtotalCents: number;
}

export type Fit = { ok: true; coupon: RedemptionCoupon; lineId: string | null } | { ok: false; reason: string };

const subtotal = (lines: readonly RewardLine[]) => lines.reduce((s, l) => s + l.unitPriceCents * l.quantity, 0);
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * A free-item reward applies to the most expensive eligible line (ties: the first in the bag),
 * or to the line the member chose when it is eligible.
 */
export function freeItemLine(
  products: readonly string[],
  lines: readonly RewardLine[],
  chosenLineId?: string,
): RewardLine | null {
  const eligible = lines.filter((l) => products.includes(l.productId) && l.quantity > 0);
  if (chosenLineId !== undefined) return eligible.find((l) => l.id === chosenLineId) ?? null;
  return eligible.reduce<RewardLine | null>(
    (best, l) => (best === null || l.unitPriceCents > best.unitPriceCents ? l : best),
    null,
  );
}

/** Whether a reward fits this bag now, and what it takes off. */
export function rewardFit(reward: Reward, lines: readonly RewardLine[], chosenLineId?: string): Fit {
  if (reward.kind === 'free_item') {
    const line = freeItemLine(reward.products, lines, chosenLineId);
    if (!line)
      return {
        ok: false,
        reason: chosenLineId
          ? `That item is not part of the ${reward.label} reward.`
          : `Add an eligible item to your bag to use ${reward.label}.`,
      };
    return {
      ok: true,
      lineId: line.id,
      coupon: { kind: 'free_item', value: 0, productId: line.productId, minSubtotalCents: 0 },
    };
  }
  if (subtotal(lines) < reward.min_subtotal_cents)
    return { ok: false, reason: `${reward.label} needs a subtotal of at least ${dollars(reward.min_subtotal_cents)}.` };
  return {
    ok: true,
    lineId: null,
    coupon: { kind: 'fixed', value: reward.amount_cents, productId: null, minSubtotalCents: reward.min_subtotal_cents },
  };
}

/** The offer is valid on `now`'s UTC date (both ends inclusive). */
export const offerLive = (offer: Pick<Offer, 'starts' | 'ends'>, now: Date) => {
  const today = now.toISOString().slice(0, 10);
  return today >= offer.starts && today <= offer.ends;
};

/** Whether an offer fits this bag now (dates, products, minimum spend; one use is the ledger's). */
export function offerFit(offer: Offer, lines: readonly RewardLine[], now: Date, used: boolean): Fit {
  if (used) return { ok: false, reason: `You have already used ${offer.label}.` };
  if (!offerLive(offer, now)) return { ok: false, reason: `${offer.label} is not available today.` };
  if (offer.products && offer.products.length > 0 && !lines.some((l) => offer.products?.includes(l.productId))) {
    return { ok: false, reason: `Add an eligible item to your bag to use ${offer.label}.` };
  }
  if (subtotal(lines) < offer.min_subtotal_cents)
    return { ok: false, reason: `${offer.label} needs a subtotal of at least ${dollars(offer.min_subtotal_cents)}.` };
  const coupon: RedemptionCoupon =
    offer.kind === 'amount_off'
      ? { kind: 'fixed', value: offer.amount_cents, productId: null, minSubtotalCents: offer.min_subtotal_cents }
      : { kind: 'percent', value: offer.percent, productId: null, minSubtotalCents: offer.min_subtotal_cents };
  return { ok: true, lineId: null, coupon };
}

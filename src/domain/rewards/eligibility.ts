import type { Offer, Reward } from './programme.ts';

/** A bag line as the rules see it. */
export interface RewardLine {
  id: string;
  productId: string;
  quantity: number;
  unitPriceCents: number;
}

/**
 * The discount a reward or offer becomes on the bag, in the cart's coupon terms:
 * one free unit of a product, a fixed amount, or a percent; with a minimum subtotal.
 */
export interface RedemptionCoupon {
  kind: 'free_item' | 'fixed' | 'percent';
  value: number;
  productId: string | null;
  /** An offer's product list: its amount or percent comes off those lines only (null: the whole bag). */
  productIds: string[] | null;
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
      coupon: { kind: 'free_item', value: 0, productId: line.productId, productIds: null, minSubtotalCents: 0 },
    };
  }
  if (subtotal(lines) < reward.min_subtotal_cents)
    return { ok: false, reason: `${reward.label} needs a subtotal of at least ${dollars(reward.min_subtotal_cents)}.` };
  return {
    ok: true,
    lineId: null,
    coupon: {
      kind: 'fixed',
      value: reward.amount_cents,
      productId: null,
      productIds: null,
      minSubtotalCents: reward.min_subtotal_cents,
    },
  };
}

/** The offer is valid on `now`'s UTC date (both ends inclusive). */
export const offerLive = (offer: Pick<Offer, 'starts' | 'ends'>, now: Date) => {
  const today = now.toISOString().slice(0, 10);
  return today >= offer.starts && today <= offer.ends;
};

/** An offer's product list, or null when it is for the whole bag (an empty list is the whole bag too). */
export const offerProducts = (offer: Pick<Offer, 'products'>): string[] | null =>
  offer.products && offer.products.length > 0 ? [...offer.products] : null;

/**
 * What an offer takes off these lines: an amount or a percent of the eligible
 * lines' subtotal when it has a product list — never more than those lines cost — otherwise of
 * the whole bag. The minimum spend is always the whole bag's.
 */
export function offerDiscount(offer: Offer, lines: readonly RewardLine[]): number {
  const products = offerProducts(offer);
  const base = subtotal(products ? lines.filter((l) => products.includes(l.productId)) : lines);
  const off = offer.kind === 'amount_off' ? offer.amount_cents : Math.round((base * offer.percent) / 100);
  return Math.min(off, base);
}

/** Whether an offer fits this bag now (dates, products, minimum spend; one use is the ledger's). */
export function offerFit(offer: Offer, lines: readonly RewardLine[], now: Date, used: boolean): Fit {
  if (used) return { ok: false, reason: `You have already used ${offer.label}.` };
  if (!offerLive(offer, now)) return { ok: false, reason: `${offer.label} is not available today.` };
  const products = offerProducts(offer);
  if (products && !lines.some((l) => products.includes(l.productId) && l.quantity > 0)) {
    return { ok: false, reason: `Add an eligible item to your bag to use ${offer.label}.` };
  }
  if (subtotal(lines) < offer.min_subtotal_cents)
    return { ok: false, reason: `${offer.label} needs a subtotal of at least ${dollars(offer.min_subtotal_cents)}.` };
  const common = { productId: null, productIds: products, minSubtotalCents: offer.min_subtotal_cents };
  const coupon: RedemptionCoupon =
    offer.kind === 'amount_off'
      ? { kind: 'fixed', value: offer.amount_cents, ...common }
      : { kind: 'percent', value: offer.percent, ...common };
  return { ok: true, lineId: null, coupon };
}

/**
 * An offer is one use per member, but a use whose order was cancelled or fully
 * refunded is given back. Uses and give-backs are ledger entries; the next use's
 * once-key counts the give-backs, so two checkouts racing for the same use still post once.
 */
export const offerAvailable = (uses: number, givenBack: number) => uses - givenBack <= 0;
export const offerOnceKey = (memberId: string, offerId: string, givenBack: number) =>
  givenBack === 0 ? `offer:${memberId}:${offerId}` : `offer:${memberId}:${offerId}:${givenBack}`;

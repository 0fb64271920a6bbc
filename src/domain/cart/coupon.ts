/**
 * Coupons (issue 5 "Totals on the server"): percent off, a fixed amount off, or one free
 * item; an optional minimum subtotal and expiry; at most one per cart. Pure: the server
 * looks the code up and passes it here with the priced lines.
 */
export type CouponKind = 'percent' | 'fixed' | 'free_item';

export interface Coupon {
  code: string;
  kind: CouponKind;
  /** percent: 1–100; fixed: cents; free_item: unused (0). */
  value: number;
  /** free_item: the product given free (one unit of the cheapest matching line). */
  productId: string | null;
  /** percent / fixed: only lines of these products are discounted (an offer's product list); null or absent = the whole bag. */
  productIds?: readonly string[] | null;
  minSubtotalCents: number;
  expiresAt: Date | null;
  label: string;
}

export interface PricedLine {
  id: string;
  productId: string;
  quantity: number;
  unitPriceCents: number;
}

export type CouponCheck = { ok: true; discountCents: number } | { ok: false; reason: string };

export const lineTotal = (line: PricedLine) => line.unitPriceCents * line.quantity;
export const subtotalOf = (lines: readonly PricedLine[]) => lines.reduce((sum, line) => sum + lineTotal(line), 0);

/** The discount a coupon gives these lines now, never above the subtotal; or why it does not apply. */
export function checkCoupon(coupon: Coupon, lines: readonly PricedLine[], now: Date): CouponCheck {
  if (coupon.expiresAt && now.getTime() >= coupon.expiresAt.getTime())
    return { ok: false, reason: `The coupon ${coupon.code} has expired` };
  const subtotal = subtotalOf(lines);
  if (subtotal < coupon.minSubtotalCents) {
    return {
      ok: false,
      reason: `The coupon ${coupon.code} needs a subtotal of at least $${(coupon.minSubtotalCents / 100).toFixed(2)}`,
    };
  }
  // A product list narrows what is discounted to those lines; the minimum is still the bag's.
  const narrowed = coupon.kind !== 'free_item' && coupon.productIds ? coupon.productIds : null;
  const base = narrowed ? eligibleSubtotal(narrowed, lines) : subtotal;
  if (narrowed && base === 0)
    return { ok: false, reason: `The coupon ${coupon.code} needs one of its items in the cart` };
  let discount = 0;
  if (coupon.kind === 'percent') discount = Math.round((base * Math.min(100, Math.max(0, coupon.value))) / 100);
  else if (coupon.kind === 'fixed') discount = Math.max(0, coupon.value);
  else {
    const matching = lines.filter((l) => l.productId === coupon.productId);
    if (matching.length === 0)
      return { ok: false, reason: `The coupon ${coupon.code} needs its free item in the cart` };
    discount = Math.min(...matching.map((l) => l.unitPriceCents));
  }
  return { ok: true, discountCents: Math.min(discount, base) };
}

/** The subtotal of the lines of these products (an offer's eligible lines). */
export const eligibleSubtotal = (productIds: readonly string[], lines: readonly PricedLine[]) =>
  subtotalOf(lines.filter((l) => productIds.includes(l.productId)));

/**
 * Spec §4 "Decreasing a line at its minimum quantity removes it and removes matching
 * discounts": a free-item coupon whose product leaves the cart leaves with it.
 */
export function couponMatchesProduct(coupon: Pick<Coupon, 'kind' | 'productId'> | null, productId: string): boolean {
  return coupon?.kind === 'free_item' && coupon.productId === productId;
}

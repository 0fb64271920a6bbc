import { stepQuantity, type QuantityLimits } from '../menu/quantity.ts';
import { couponMatchesProduct, type Coupon } from './coupon.ts';

export type CartQuantityChange =
  { kind: 'remove'; dropCoupon: boolean } | { kind: 'set'; quantity: number } | { kind: 'unchanged' };

/**
 * Spec §4 "Quantity changes": decreasing a line at its minimum removes it and the discounts
 * that match it (a free-item coupon for that product); otherwise the line is updated. Plus at
 * the maximum changes nothing (spec §5: the plus button is disabled at max).
 */
export function planQuantityChange(
  line: { productId: string; quantity: number },
  direction: 'up' | 'down',
  limits: QuantityLimits,
  coupon: Pick<Coupon, 'kind' | 'productId'> | null,
): CartQuantityChange {
  const step = stepQuantity(line.quantity, direction, limits);
  if (step.kind === 'remove') return { kind: 'remove', dropCoupon: couponMatchesProduct(coupon, line.productId) };
  if (step.kind === 'unchanged' || step.quantity === line.quantity) return { kind: 'unchanged' };
  return { kind: 'set', quantity: step.quantity };
}

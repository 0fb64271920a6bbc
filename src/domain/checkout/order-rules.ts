/**
 * The rules an order must still pass when it is written, under its rows' locks (the order
 * transaction, server/modules/checkout/order-writer.ts). Pure, so each is stated once and unit
 * tested; the writer reads the locked rows and asks these. Slot capacity is the one rule counted
 * by the database itself (cart repo `reserveSlot`): concurrent orders of a slot meet on its row.
 */
export type OrderRefusal = 'cart_changed' | 'gift_card_balance' | 'payment_gone' | 'reward_points' | 'offer_used';

/** The cart must still be active and, unless a group part re-checks itself, at the validated version. */
export function cartRefusal(
  locked: { status: string; version: number } | null,
  validatedVersion: number | null,
): OrderRefusal | null {
  if (!locked || locked.status !== 'active') return 'cart_changed';
  if (validatedVersion !== null && locked.version !== validatedVersion) return 'cart_changed';
  return null;
}

/** Each gift card must still hold what the allocation takes from it. */
export function giftCardRefusal(
  locked: readonly { id: string; balanceCents: number }[],
  debits: readonly { id: string; amountCents: number }[],
): OrderRefusal | null {
  for (const d of debits) {
    const card = locked.find((c) => c.id === d.id);
    if (!card || card.balanceCents < d.amountCents) return 'gift_card_balance';
  }
  return null;
}

/** A reward's points must still be in the member's balance. */
export function pointsRefusal(balance: number | null, points: number): OrderRefusal | null {
  return points > 0 && (balance === null || balance < points) ? 'reward_points' : null;
}

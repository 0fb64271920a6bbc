/**
 * Spec §5 "Gift card: the applied total is capped at the order total": cards
 * are applied in the order given, each for as much as it holds of what is still owed; the
 * remainder goes on the payment card. Integer cents only.
 */
export interface GiftCardBalance {
  id: string;
  balanceCents: number;
}

export interface Allocation {
  /** One entry per card that pays something (cards with nothing to pay are left out). */
  applied: { id: string; amountCents: number }[];
  giftCardTotal: number;
  /** What is left for the payment card. */
  remainderCents: number;
}

export function allocateGiftCards(totalCents: number, cards: readonly GiftCardBalance[]): Allocation {
  let owed = Math.max(0, Math.trunc(totalCents));
  const applied: Allocation['applied'] = [];
  const seen = new Set<string>();
  for (const card of cards) {
    if (owed === 0) break;
    // The same card twice pays once.
    if (seen.has(card.id)) continue;
    seen.add(card.id);
    const amount = Math.min(owed, Math.max(0, Math.trunc(card.balanceCents)));
    if (amount === 0) continue;
    applied.push({ id: card.id, amountCents: amount });
    owed -= amount;
  }
  const giftCardTotal = applied.reduce((n, a) => n + a.amountCents, 0);
  return { applied, giftCardTotal, remainderCents: owed };
}

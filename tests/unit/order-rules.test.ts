import { describe, expect, it } from 'vitest';
import { cartRefusal, giftCardRefusal, pointsRefusal } from '../../src/domain/checkout/order-rules.ts';

describe('the rules an order passes under its locks', () => {
  it('the cart must be active and, unless a group part re-checks itself, at the validated version', () => {
    expect(cartRefusal({ status: 'active', version: 3 }, 3)).toBeNull();
    expect(cartRefusal({ status: 'active', version: 4 }, 3)).toBe('cart_changed');
    expect(cartRefusal({ status: 'submitted', version: 3 }, 3)).toBe('cart_changed');
    expect(cartRefusal(null, 3)).toBe('cart_changed');
    expect(cartRefusal({ status: 'active', version: 9 }, null)).toBeNull();
  });

  it('each gift card must still hold its debit', () => {
    const debits = [
      { id: 'a', amountCents: 500 },
      { id: 'b', amountCents: 100 },
    ];
    expect(
      giftCardRefusal(
        [
          { id: 'a', balanceCents: 500 },
          { id: 'b', balanceCents: 101 },
        ],
        debits,
      ),
    ).toBeNull();
    expect(
      giftCardRefusal(
        [
          { id: 'a', balanceCents: 499 },
          { id: 'b', balanceCents: 101 },
        ],
        debits,
      ),
    ).toBe('gift_card_balance');
    expect(giftCardRefusal([{ id: 'a', balanceCents: 500 }], debits)).toBe('gift_card_balance');
    expect(giftCardRefusal([], [])).toBeNull();
  });

  it("a reward's points must still be in the balance; an offer takes none", () => {
    expect(pointsRefusal(500, 500)).toBeNull();
    expect(pointsRefusal(499, 500)).toBe('reward_points');
    expect(pointsRefusal(null, 500)).toBe('reward_points');
    expect(pointsRefusal(null, 0)).toBeNull();
  });
});

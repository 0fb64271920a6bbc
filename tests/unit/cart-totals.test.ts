import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countItems } from '../../src/domain/cart/count-items.ts';
import { checkCoupon, type Coupon, type PricedLine } from '../../src/domain/cart/coupon.ts';
import { applyBps, computeTotals, tipsAllowed, type TotalsInput } from '../../src/domain/cart/totals.ts';
import { HANDOFF_MODES_FOR_TEST } from './cart-fixtures.ts';

const now = new Date('2026-06-10T15:00:00Z');
const line = (id: string, unit: number, quantity = 1, productId = id): PricedLine => ({
  id,
  productId,
  quantity,
  unitPriceCents: unit,
});
const base = (over: Partial<TotalsInput> = {}): TotalsInput => ({
  lines: [line('a', 899, 2), line('b', 349)],
  handoff: 'pickup',
  taxRateBps: 625,
  deliveryFeeCents: 399,
  serviceFeeCents: 0,
  coupon: null,
  tip: { kind: 'percent', percent: 15 },
  now,
  ...over,
});
const coupon = (over: Partial<Coupon>): Coupon => ({
  code: 'SAVE',
  kind: 'percent',
  value: 10,
  productId: null,
  minSubtotalCents: 0,
  expiresAt: null,
  label: '10% off',
  ...over,
});

describe('cart totals (decision 060)', () => {
  it('taxes the order once, half-up, after the discount', () => {
    // 2147 × 6.25 % = 134.1875 → 134
    const t = computeTotals(base());
    expect(t).toMatchObject({ subtotal: 2147, tax: 134, handoff: 0, fees: 0, discount: 0, tip: 322 });
    expect(t.total).toBe(2147 + 134 + 322);
    // Per-line rounding would give round(112.375)+round(21.8125) = 112+22 = 134 here too, but not in general:
    expect(applyBps(8, 625)).toBe(1); // 0.5 ¢ rounds up
    expect(applyBps(7, 625)).toBe(0);
    const threeLines = computeTotals(
      base({ lines: [line('a', 8), line('b', 8), line('c', 8)], tip: { kind: 'custom', cents: 0 } }),
    );
    expect(threeLines.tax).toBe(2); // 24 × 6.25 % = 1.5 → 2, where per line 3 × round(0.5) would be 3
  });

  it('adds the delivery fee for delivery and dispatch only, and the service fee from configuration', () => {
    expect(computeTotals(base({ handoff: 'delivery' })).handoff).toBe(399);
    expect(computeTotals(base({ handoff: 'dispatch' })).handoff).toBe(399);
    expect(computeTotals(base({ handoff: 'curbside' })).handoff).toBe(0);
    expect(computeTotals(base({ serviceFeeCents: 150 })).fees).toBe(150);
    expect(computeTotals(base({ lines: [], serviceFeeCents: 150, handoff: 'delivery' }))).toMatchObject({
      fees: 0,
      handoff: 0,
      total: 0,
    });
  });

  it('tips 10/15/20 % of the subtotal or a custom amount, never at the drive-thru', () => {
    expect(computeTotals(base({ tip: { kind: 'percent', percent: 10 } })).tip).toBe(215);
    expect(computeTotals(base({ tip: { kind: 'percent', percent: 20 } })).tip).toBe(429);
    expect(computeTotals(base({ tip: { kind: 'custom', cents: 500 } })).tip).toBe(500);
    expect(tipsAllowed('drivethru')).toBe(false);
    expect(computeTotals(base({ handoff: 'drivethru' })).tip).toBe(0);
  });

  it('applies percent, fixed and free-item coupons with minimum and expiry', () => {
    const lines = base().lines;
    expect(checkCoupon(coupon({}), lines, now)).toEqual({ ok: true, discountCents: 215 });
    expect(checkCoupon(coupon({ kind: 'fixed', value: 5000 }), lines, now)).toEqual({ ok: true, discountCents: 2147 });
    expect(checkCoupon(coupon({ kind: 'free_item', value: 0, productId: 'b' }), lines, now)).toEqual({
      ok: true,
      discountCents: 349,
    });
    expect(checkCoupon(coupon({ kind: 'free_item', value: 0, productId: 'zzz' }), lines, now).ok).toBe(false);
    expect(checkCoupon(coupon({ minSubtotalCents: 3000 }), lines, now)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('$30.00'),
    });
    expect(checkCoupon(coupon({ expiresAt: new Date('2026-06-10T14:59:59Z') }), lines, now)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('expired'),
    });
    const t = computeTotals(base({ coupon: coupon({ kind: 'fixed', value: 500 }) }));
    expect(t.discount).toBe(500);
    expect(t.tax).toBe(applyBps(2147 - 500, 625));
  });

  it('property: total = subtotal + tax + fees + handoff + tip − discount, never negative, discount ≤ subtotal', () => {
    const lineArb = fc.record({ unit: fc.integer({ min: 0, max: 20_000 }), quantity: fc.integer({ min: 1, max: 99 }) });
    const couponArb = fc.option(
      fc.oneof(
        fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 0, max: 100 }) }),
        fc.record({ kind: fc.constant('fixed' as const), value: fc.integer({ min: 0, max: 1_000_000 }) }),
        fc.record({ kind: fc.constant('free_item' as const), value: fc.constant(0) }),
      ),
    );
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 8 }),
        fc.constantFrom(...HANDOFF_MODES_FOR_TEST),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.integer({ min: 0, max: 500 }),
        couponArb,
        fc.oneof(
          fc.constantFrom(10, 15, 20).map((percent) => ({ kind: 'percent' as const, percent })),
          fc.integer({ min: 0, max: 10_000 }).map((cents) => ({ kind: 'custom' as const, cents })),
        ),
        (raw, handoff, taxRateBps, deliveryFeeCents, serviceFeeCents, c, tip) => {
          const lines = raw.map((l, i) => line(`l${i}`, l.unit, l.quantity, i === 0 ? 'free' : `p${i}`));
          const t = computeTotals({
            lines,
            handoff,
            taxRateBps,
            deliveryFeeCents,
            serviceFeeCents,
            tip,
            now,
            coupon: c ? coupon({ ...c, productId: 'free' }) : null,
          });
          expect(t.total).toBe(t.subtotal + t.tax + t.fees + t.handoff + t.tip - t.discount);
          expect(t.total).toBeGreaterThanOrEqual(0);
          expect(t.discount).toBeGreaterThanOrEqual(0);
          expect(t.discount).toBeLessThanOrEqual(t.subtotal);
          for (const v of Object.values(t)) expect(Number.isInteger(v)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('countItems', () => {
  it('counts quantities, not lines', () => {
    expect(countItems([])).toBe(0);
    expect(countItems([{ quantity: 2 }, { quantity: 1 }, { quantity: 12 }])).toBe(15);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  freeItemLine,
  offerAvailable,
  offerDiscount,
  offerFit,
  offerOnceKey,
  rewardFit,
} from '../../src/domain/rewards/eligibility.ts';
import { checkCoupon } from '../../src/domain/cart/coupon.ts';
import { describeEntry } from '../../src/domain/rewards/history.ts';
import {
  birthdayDue,
  earningBase,
  expiryDate,
  hasExpired,
  isValidBirthday,
  nextReward,
  pointsForSubtotal,
  pointsToReverse,
  refundedBase,
  refundReversal,
} from '../../src/domain/rewards/points.ts';
import { programmeSchema, type Offer, type Reward } from '../../src/domain/rewards/programme.ts';

const programme = programmeSchema.parse(JSON.parse(readFileSync('config/rewards.json', 'utf8')));
const reward = (id: string) => programme.catalogue.find((r) => r.id === id) as Reward;
const offer = (id: string) => programme.offers.find((o) => o.id === id) as Offer;
const line = (id: string, productId: string, unitPriceCents: number, quantity = 1) => ({
  id,
  productId,
  unitPriceCents,
  quantity,
});

describe('points for a subtotal (issue 17: 10 per $1, whole points, rounded down)', () => {
  it('earns 10 points per dollar and drops partial points', () => {
    expect(pointsForSubtotal(529, 10)).toBe(52);
    expect(pointsForSubtotal(1000, 10)).toBe(100);
    expect(pointsForSubtotal(9, 10)).toBe(0);
    expect(pointsForSubtotal(10, 10)).toBe(1);
    expect(pointsForSubtotal(0, 10)).toBe(0);
    expect(pointsForSubtotal(-500, 10)).toBe(0);
  });
  it('earns on the pre-tax subtotal after discounts', () => {
    expect(earningBase({ subtotal: 1249, discount: 249 })).toBe(1000);
    expect(earningBase({ subtotal: 200, discount: 500 })).toBe(0);
  });
});

describe('reversals (refunds, partial cancellation)', () => {
  it('a full refund takes back everything earned', () => {
    expect(pointsToReverse(52, 529, 529, 10)).toBe(52);
    expect(pointsToReverse(52, 529, 10_000, 10)).toBe(52);
  });
  it('a partial refund keeps the points of what was kept', () => {
    // $5.29 earned 52; $2.00 back → $3.29 kept earns 32 → 20 taken back.
    expect(pointsToReverse(52, 529, 200, 10)).toBe(20);
    expect(pointsToReverse(52, 529, 0, 10)).toBe(0);
    expect(pointsToReverse(0, 529, 200, 10)).toBe(0);
  });
});

describe('expiry after 12 months without activity', () => {
  it('lapses on the same day a year later, clamped to the month end', () => {
    expect(expiryDate(new Date('2026-03-15T10:00:00Z'), 12).toISOString()).toBe('2027-03-15T10:00:00.000Z');
    expect(expiryDate(new Date('2024-02-29T00:00:00Z'), 12).toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(expiryDate(new Date('2026-01-31T00:00:00Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
  it('has expired only from that moment, and never without activity', () => {
    const last = new Date('2026-03-15T10:00:00Z');
    expect(hasExpired(last, 12, new Date('2027-03-15T09:59:59Z'))).toBe(false);
    expect(hasExpired(last, 12, new Date('2027-03-15T10:00:00Z'))).toBe(true);
    expect(hasExpired(null, 12, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('reward eligibility', () => {
  it('gives the free coffee on the most expensive eligible line, or the chosen one', () => {
    const lines = [
      line('a', 'p-house-coffee', 249),
      line('b', 'p-caffe-latte', 459),
      line('c', 'p-house-coffee', 299, 2),
    ];
    expect(freeItemLine(['p-house-coffee'], lines)?.id).toBe('c');
    expect(freeItemLine(['p-house-coffee'], lines, 'a')?.id).toBe('a');
    expect(freeItemLine(['p-house-coffee'], lines, 'b')).toBeNull();
    const fit = rewardFit(reward('drip-coffee'), lines);
    expect(fit).toEqual({
      ok: true,
      lineId: 'c',
      coupon: { kind: 'free_item', value: 0, productId: 'p-house-coffee', productIds: null, minSubtotalCents: 0 },
    });
  });
  it('refuses a free item with nothing eligible in the bag', () => {
    const fit = rewardFit(reward('drip-coffee'), [line('b', 'p-caffe-latte', 459)]);
    expect(fit.ok).toBe(false);
  });
  it('takes an amount off only above its minimum', () => {
    expect(rewardFit(reward('ten-off'), [line('a', 'p-caffe-latte', 459)]).ok).toBe(false);
    expect(rewardFit(reward('ten-off'), [line('a', 'p-caffe-latte', 459, 3)])).toMatchObject({
      ok: true,
      coupon: { kind: 'fixed', value: 1000 },
    });
  });
  it('shows progress to the next reward', () => {
    expect(nextReward(152, programme.catalogue)).toMatchObject({ reward: { id: 'drip-coffee' }, needed: 348 });
    expect(nextReward(600, programme.catalogue)).toMatchObject({ reward: { id: 'pastry' }, needed: 600 });
    expect(nextReward(5000, programme.catalogue)).toBeNull();
  });
});

describe('offers', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('needs its products, minimum spend, valid dates, and no earlier use', () => {
    const pastries = [line('a', 'p-butter-croissant', 375), line('b', 'p-caffe-latte', 459)];
    expect(offerFit(offer('pastry-pair'), pastries, now, false)).toMatchObject({
      ok: true,
      coupon: { kind: 'fixed', value: 200, minSubtotalCents: 800 },
    });
    expect(offerFit(offer('pastry-pair'), [line('b', 'p-caffe-latte', 459, 3)], now, false).ok).toBe(false);
    expect(offerFit(offer('pastry-pair'), [line('a', 'p-butter-croissant', 375)], now, false).ok).toBe(false);
    expect(offerFit(offer('pastry-pair'), pastries, now, true).ok).toBe(false);
    expect(offerFit(offer('pastry-pair'), pastries, new Date('2028-01-01T00:00:00Z'), false).ok).toBe(false);
    expect(offerFit(offer('fall-fifteen'), [line('b', 'p-caffe-latte', 459, 4)], now, false)).toMatchObject({
      ok: true,
      coupon: { kind: 'percent', value: 15 },
    });
  });
});

describe('birthday and history wording', () => {
  it('is due in the birthday month and checks the day', () => {
    expect(birthdayDue({ month: 11 }, new Date('2026-11-02T00:00:00Z'))).toBe(true);
    expect(birthdayDue({ month: 12 }, new Date('2026-11-02T00:00:00Z'))).toBe(false);
    expect(birthdayDue(null, new Date())).toBe(false);
    expect(isValidBirthday(2, 29)).toBe(true);
    expect(isValidBirthday(4, 31)).toBe(false);
    expect(isValidBirthday(13, 1)).toBe(false);
  });
  it('says each entry in plain words', () => {
    expect(describeEntry({ kind: 'accrual', points: 52, label: 'Order #1043', orderNumber: '1043' })).toBe(
      '+52 points \u2014 order #1043',
    );
    expect(describeEntry({ kind: 'redemption', points: -500, label: 'Drip Coffee', orderNumber: null })).toBe(
      '\u2212500 points \u2014 Drip Coffee',
    );
    expect(describeEntry({ kind: 'return', points: 500, label: 'Drip Coffee', orderNumber: '1044' })).toBe(
      '+500 points \u2014 Drip Coffee given back (order #1044 cancelled)',
    );
    expect(
      describeEntry({ kind: 'welcome', points: 100, label: 'Welcome to Larkspur Rewards', orderNumber: null }),
    ).toBe('+100 points \u2014 Welcome to Larkspur Rewards');
    expect(describeEntry({ kind: 'offer', points: 0, label: '15% Off Your Order', orderNumber: null })).toBe(
      'Offer used \u2014 15% Off Your Order',
    );
    expect(describeEntry({ kind: 'accrual', points: 1500, label: 'Order #1', orderNumber: '1' })).toBe(
      '+1,500 points \u2014 order #1',
    );
  });
  it('refuses a programme with duplicate ids or offers that end before they start', () => {
    const bad = { ...JSON.parse(readFileSync('config/rewards.json', 'utf8')) };
    bad.offers = [
      { ...bad.offers[0], ends: '2025-01-01' },
      { ...bad.offers[1], id: 'drip-coffee' },
    ];
    expect(programmeSchema.safeParse(bad).success).toBe(false);
  });
});

describe('points reversed by refunds (decision 270)', () => {
  // An order of $10.00 before tax (100 points) that took $11.50 with tax and tip.
  const order = { earned: 100, baseCents: 1000, paidCents: 1150, perDollar: 10 };
  it('maps money back to the earning base in proportion, rounded for the member; in full, all of it', () => {
    expect(refundedBase(1000, 1150, 575)).toBe(500);
    expect(refundedBase(1000, 1150, 1)).toBe(0);
    expect(refundedBase(1000, 1150, 1150)).toBe(1000);
    expect(refundedBase(1000, 0, 100)).toBe(1000);
  });
  it('reverses in proportion, and two partial refunds reverse what one of their sum would', () => {
    const half = refundReversal({ ...order, refundedBeforeCents: 0, refundCents: 575, reversedBefore: 0 });
    expect(half).toBe(50);
    const first = refundReversal({ ...order, refundedBeforeCents: 0, refundCents: 333, reversedBefore: 0 });
    const second = refundReversal({ ...order, refundedBeforeCents: 333, refundCents: 242, reversedBefore: first });
    expect(first + second).toBe(half);
  });
  it('the order keeps the points of what it kept (rounded down); the rest in full reverses exactly what was earned', () => {
    // $0.05 back → $0.04 of the base → $9.96 kept earns 99: one point goes back.
    expect(refundReversal({ ...order, refundedBeforeCents: 0, refundCents: 5, reversedBefore: 0 })).toBe(1);
    expect(
      refundReversal({ ...order, baseCents: 1009, refundedBeforeCents: 0, refundCents: 5, reversedBefore: 0 }),
    ).toBe(0);
    const part = refundReversal({ ...order, refundedBeforeCents: 0, refundCents: 200, reversedBefore: 0 });
    const rest = refundReversal({ ...order, refundedBeforeCents: 200, refundCents: 950, reversedBefore: part });
    expect(part + rest).toBe(100);
    expect(refundReversal({ ...order, refundedBeforeCents: 1150, refundCents: 1, reversedBefore: 100 })).toBe(0);
  });
});

describe('offers with a product list (decision 271)', () => {
  const bag = [line('a', 'p-butter-croissant', 375), line('b', 'p-caffe-latte', 459, 2)];
  const half: Offer = {
    id: 'croissant-half',
    label: 'Half Off Croissants',
    kind: 'percent_off',
    percent: 50,
    products: ['p-butter-croissant'],
    min_subtotal_cents: 0,
    starts: '2026-01-01',
    ends: '2099-12-31',
  };
  it('takes its percent or amount off the eligible lines only, never more than they cost', () => {
    expect(offerDiscount(half, bag)).toBe(188);
    expect(offerDiscount({ ...half, kind: 'amount_off', amount_cents: 500 } as Offer, bag)).toBe(375);
    expect(offerDiscount({ ...half, products: undefined }, bag)).toBe(Math.round((375 + 918) / 2));
    expect(offerDiscount(offer('pastry-pair'), bag)).toBe(200);
  });
  it('becomes a coupon narrowed to those products, which the cart prices the same way', () => {
    const fit = offerFit(half, bag, new Date('2026-11-25T12:00:00Z'), false);
    expect(fit).toMatchObject({ ok: true, coupon: { kind: 'percent', value: 50, productIds: ['p-butter-croissant'] } });
    if (!fit.ok) return;
    const coupon = { code: 'OFR-x', expiresAt: null, label: 'Offer', ...fit.coupon };
    expect(checkCoupon(coupon, bag, new Date())).toEqual({ ok: true, discountCents: offerDiscount(half, bag) });
    expect(checkCoupon(coupon, [line('b', 'p-caffe-latte', 459)], new Date()).ok).toBe(false);
  });
  it('is in use until given back; the next use has its own once-key', () => {
    expect(offerAvailable(0, 0)).toBe(true);
    expect(offerAvailable(1, 0)).toBe(false);
    expect(offerAvailable(1, 1)).toBe(true);
    expect(offerOnceKey('m', 'o', 0)).toBe('offer:m:o');
    expect(offerOnceKey('m', 'o', 1)).toBe('offer:m:o:1');
  });
  it('says what a refund and a give-back did', () => {
    expect(describeEntry({ kind: 'reversal', points: -20, label: 'Refund', orderNumber: '1043' })).toBe(
      '\u221220 points \u2014 order #1043 refunded',
    );
    expect(describeEntry({ kind: 'return', points: 0, label: '15% Off Your Order', orderNumber: '1043' })).toBe(
      'Offer given back \u2014 15% Off Your Order (order #1043 cancelled)',
    );
    expect(describeEntry({ kind: 'return', points: 500, label: 'Refund: Drip Coffee', orderNumber: '1043' })).toBe(
      '+500 points \u2014 Drip Coffee given back (order #1043 refunded)',
    );
  });
});

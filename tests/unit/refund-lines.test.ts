import { describe, expect, it } from 'vitest';
import {
  apportion,
  lineWorths,
  priceLineRefund,
  refundedUnitsOf,
  unitsWorth,
} from '../../src/domain/refunds/line-refund.ts';

/** What refunding items gives back: each line's share of the discount and tax, to the cent. */
describe('apportion', () => {
  it('splits in proportion and always sums to the whole, the odd cents to the largest remainders', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(10, [700, 300])).toEqual([7, 3]);
    expect(apportion(1, [1, 2])).toEqual([0, 1]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
    expect(apportion(7, [0, 0])).toEqual([0, 0]);
    for (const [total, weights] of [
      [999, [333, 1, 665]],
      [12345, [7, 11, 13, 17]],
      [1, [1, 1, 1]],
    ] as [number, number[]][])
      expect(apportion(total, weights).reduce((s, x) => s + x, 0)).toBe(total);
  });
});

const lines = [
  { id: 'latte', name: 'Caffè Latte', quantity: 2, totalCents: 1090 },
  { id: 'croissant', name: 'Butter Croissant', quantity: 3, totalCents: 1185 },
];
// 10 % off (228 of 2,275), then 6.25 % tax on 2,047 = 128.
const order = { discount: 228, tax: 128 };

describe('lineWorths', () => {
  it('is each line less its share of the discount plus its share of the tax', () => {
    const worths = lineWorths(lines, order);
    // Discount 228 over 1090:1185 → 109 and 119 (109.24 / 118.76); tax 128 over 981:1066 → 61 and 67.
    expect(worths.get('latte')).toBe(1090 - 109 + 61);
    expect(worths.get('croissant')).toBe(1185 - 119 + 67);
    expect([...worths.values()].reduce((s, x) => s + x, 0)).toBe(1090 + 1185 - 228 + 128);
  });

  it('without a discount or tax a line is worth its price', () => {
    expect(lineWorths(lines, { discount: 0, tax: 0 }).get('croissant')).toBe(1185);
  });
});

describe('unitsWorth', () => {
  it('prices units cumulatively: one by one adds up to all at once', () => {
    const worth = 1133;
    const oneByOne = [0, 1, 2].map((before) => unitsWorth(worth, 3, before, 1));
    expect(oneByOne).toEqual([377, 378, 378]);
    expect(oneByOne.reduce((s, x) => s + x, 0)).toBe(unitsWorth(worth, 3, 0, 3));
    expect(unitsWorth(worth, 3, 0, 3)).toBe(worth);
    expect(unitsWorth(worth, 3, 1, 2)).toBe(worth - 377);
  });
});

describe('priceLineRefund', () => {
  const none = new Map<string, number>();
  it('prices the units asked for', () => {
    expect(priceLineRefund(lines, order, none, [{ lineId: 'croissant', quantity: 1 }])).toEqual({
      ok: true,
      amountCents: 377,
      lines: [{ lineId: 'croissant', name: 'Butter Croissant', quantity: 1, amountCents: 377 }],
    });
    const all = priceLineRefund(lines, order, none, [
      { lineId: 'latte', quantity: 2 },
      { lineId: 'croissant', quantity: 3 },
    ]);
    expect(all.ok && all.amountCents).toBe(1090 + 1185 - 228 + 128);
  });

  it('never refunds a unit twice, an unknown line or one line twice', () => {
    const refunded = refundedUnitsOf([{ lines: [{ lineId: 'croissant', quantity: 2 }] }, { lines: [] }]);
    expect(refunded.get('croissant')).toBe(2);
    expect(priceLineRefund(lines, order, refunded, [{ lineId: 'croissant', quantity: 2 }])).toEqual({
      ok: false,
      problem: 'too_many',
      lineId: 'croissant',
      name: 'Butter Croissant',
      leftUnits: 1,
    });
    const last = priceLineRefund(lines, order, refunded, [{ lineId: 'croissant', quantity: 1 }]);
    expect(last.ok && last.amountCents).toBe(1133 - unitsWorth(1133, 3, 0, 2));
    expect(priceLineRefund(lines, order, none, [{ lineId: 'muffin', quantity: 1 }])).toMatchObject({
      ok: false,
      problem: 'unknown_line',
    });
    expect(
      priceLineRefund(lines, order, none, [
        { lineId: 'latte', quantity: 1 },
        { lineId: 'latte', quantity: 1 },
      ]),
    ).toMatchObject({ ok: false, problem: 'duplicate_line' });
  });
});

import { describe, expect, it } from 'vitest';
import { salesReportQuery } from '../../src/domain/reports/report-contract.ts';
import { figuresBy, figuresOf, type RefundCell, type SaleCell } from '../../src/domain/reports/sales-rollup.ts';
import { businessDay, formatDay, formatHour } from '../../src/web/features/reports/report-dates.ts';

const sale = (over: Partial<SaleCell>): SaleCell => ({
  locationId: 'a',
  date: '2026-11-01',
  handoff: 'pickup',
  hour: 8,
  orders: 1,
  subtotal: 1000,
  discount: 0,
  tax: 80,
  tip: 150,
  deliveryFee: 0,
  serviceFee: 0,
  total: 1230,
  giftCard: 0,
  ...over,
});
const refund = (over: Partial<RefundCell>): RefundCell => ({
  locationId: 'a',
  date: '2026-11-01',
  handoff: 'pickup',
  hour: 9,
  amount: 300,
  ...over,
});

describe('sales figures', () => {
  it('nets discounts and refunds off gross sales and averages the ticket over the orders', () => {
    const f = figuresOf([sale({}), sale({ orders: 2, subtotal: 2001, discount: 200, total: 2100 })], [refund({})]);
    expect(f).toMatchObject({
      orders: 3,
      gross_sales_cents: 3001,
      discounts_cents: 200,
      refunds_cents: 300,
      net_sales_cents: 2501,
      total_collected_cents: 3330,
      average_ticket_cents: 834,
    });
  });

  it('has no average ticket without orders, and a day of refunds only is negative', () => {
    expect(figuresOf([], [refund({ amount: 250 })])).toMatchObject({
      orders: 0,
      net_sales_cents: -250,
      average_ticket_cents: 0,
    });
  });

  it('groups by a key found in sales or refunds, in order, each refund in its own group', () => {
    const rows = figuresBy('date', [sale({ date: '2026-11-02' }), sale({})], [refund({ date: '2026-11-03' })]);
    expect(rows.map((r) => [r.value, r.figures.orders, r.figures.refunds_cents])).toEqual([
      ['2026-11-01', 1, 0],
      ['2026-11-02', 1, 0],
      ['2026-11-03', 0, 300],
    ]);
    expect(figuresBy('hour', [sale({ hour: 23 }), sale({ hour: 7 })], []).map((r) => r.value)).toEqual([7, 23]);
  });
});

describe('the report query', () => {
  const parse = (q: Record<string, string>) => salesReportQuery.safeParse(q);
  it('takes one day or a range of up to 92 days, both ends included', () => {
    expect(parse({ from: '2026-11-01', to: '2026-11-01' }).success).toBe(true);
    expect(parse({ from: '2026-10-01', to: '2026-12-31' }).success).toBe(true);
    expect(parse({ from: '2026-10-01', to: '2027-01-01' }).error?.issues[0]?.message).toBe(
      'A report covers at most 92 days',
    );
  });
  it('refuses impossible dates, a reversed range and unknown fields', () => {
    expect(parse({ from: '2026-02-30', to: '2026-03-01' }).error?.issues[0]?.path).toEqual(['from']);
    expect(parse({ from: '2026-03-02', to: '2026-03-01' }).error?.issues[0]?.path).toEqual(['to']);
    expect(parse({ from: '2026-03-01', to: '2026-03-01', store: 'x' }).success).toBe(false);
  });
});

describe('report dates', () => {
  it('takes the business day in the store’s zone, not the device’s', () => {
    // 03:30 UTC on 2 December is still 1 December in New York.
    const now = new Date('2026-12-02T03:30:00Z');
    expect(businessDay('America/New_York', 0, now)).toBe('2026-12-01');
    expect(businessDay('America/New_York', -1, now)).toBe('2026-11-30');
    expect(businessDay('UTC', 0, now)).toBe('2026-12-02');
  });
  it('writes days and hours as US readers do', () => {
    expect(formatDay('2026-11-01')).toBe('Sun, Nov 1, 2026');
    expect([0, 7, 12, 23].map(formatHour)).toEqual(['12 AM', '7 AM', '12 PM', '11 PM']);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SalesFigures, SalesReport } from '../../src/domain/reports/report-contract.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { tempOutbox } from './account-support.ts';
import { openAroundTheClock } from './cart-support.ts';
import { cardToken, cartWith, DEMO_GIFT, memberShopper, moveOrder, newKey, query, submit } from './checkout-support.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';

/**
 * Sales reports of the store office: every figure recomputed here from the order, payment and
 * refund rows (not from the report's own queries), in the store's time zone, across the end of
 * daylight saving time and with a refund given after midnight.
 */
const KEY = 'reports-integration-key-0123456789abcdef';
const BACK_BAY = 'bos-back-bay';
// New York's clocks went back at 2:00 on Sunday 1 November 2026.
const DST_DAY = '2026-11-01';

let t: TestApp;
let manager: StaffSigned;
let admin: StaffSigned;
let storeStaff: StaffSigned;
let other: string;
const placed: { id: string; number: number }[] = [];

const report = (who: StaffSigned, q: string) => asStaff(t.server, who)('GET', `/api/staff/reports/sales?${q}`);

async function place(products: { product_id: string; quantity: number }[], extra: Record<string, unknown> = {}) {
  const s = await memberShopper(t, `reports.${placed.length}@larkspur.example`);
  const cart = await cartWith(s, products);
  const r = await submit(s, newKey(), {
    cart_id: cart.id,
    payment: { token: await cardToken(s) },
    tip: { percent: 15 },
    ...extra,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const order = r.body.data.order as { id: string; number: string };
  placed.push({ id: order.id, number: Number(order.number) });
  return order;
}

/** Moves an order's placement (and its refunds) to a given instant, as if it had been placed then. */
const placedAt = (orderId: string, iso: string) =>
  query(t, sql`update orders set created_at = ${iso}::timestamptz where id = ${orderId}`);

beforeAll(async () => {
  t = await createTestApp({
    OUTBOX_DIR: tempOutbox(),
    STAFF_API_KEY: KEY,
    ACCOUNT_LIMIT_PER_IP: '1000',
    CARD_TOKENS_PER_IP: '1000',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  await openAroundTheClock(t, [BACK_BAY]);
  const { rows } = await query(t, sql`select id from locations where id <> ${BACK_BAY} order by id limit 1`);
  other = String(rows[0]?.id);
  manager = await staffReady(t.server, t.database, 'reports.manager@larkspur.example', 'manager', [BACK_BAY]);
  admin = await staffReady(t.server, t.database, 'reports.admin@larkspur.example', 'admin');
  storeStaff = await staffReady(t.server, t.database, 'reports.staff@larkspur.example', 'staff', [BACK_BAY]);

  // 00:30 EDT on the DST day, 23:30 EST the same day (04:30 UTC the next), 23:59 EDT the day before.
  const early = await place([{ product_id: 'p-butter-croissant', quantity: 3 }]);
  const late = await place([{ product_id: 'p-caffe-latte', quantity: 2 }], { gift_cards: [DEMO_GIFT.ten] });
  const dayBefore = await place([{ product_id: 'p-butter-croissant', quantity: 1 }]);
  // Paid by gift card: its cancellation gives the money back with no refund row (the payment row says so).
  const cancelled = await place([{ product_id: 'p-caffe-latte', quantity: 1 }], { gift_cards: [DEMO_GIFT.hundred] });
  await placedAt(early.id, '2026-11-01T04:30:00Z');
  await placedAt(late.id, '2026-11-02T04:30:00Z');
  await placedAt(dayBefore.id, '2026-11-01T03:59:00Z');
  await placedAt(cancelled.id, '2026-11-01T15:00:00Z');
  expect((await moveOrder(t, cancelled.id, 'cancelled', KEY)).statusCode).toBe(200);

  // The early order is completed and refunded in part, the refund given at 00:10 EST on 2 November.
  for (const status of ['in_progress', 'ready', 'completed'])
    expect((await moveOrder(t, early.id, status, KEY)).statusCode).toBe(200);
  await vi.waitFor(async () => {
    const { rows: pays } = await query(
      t,
      sql`select status from payments where order_id = ${early.id} and kind = 'card'`,
    );
    expect(pays[0]?.status).toBe('captured');
  });
  const refund = await t.server.inject({
    method: 'POST',
    url: `/api/staff/locations/${BACK_BAY}/orders/${early.id}/refund`,
    cookies: { larkspur_staff: manager.cookie },
    headers: { 'x-csrf-token': manager.csrf, 'idempotency-key': newKey() },
    payload: { amount_cents: 250, reason: 'One croissant was burnt' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  await query(t, sql`update order_refunds set created_at = '2026-11-02T05:10:00Z' where order_id = ${early.id}`);
});
afterAll(() => t.close());

/** The report's figures for a business day, computed from the rows in TypeScript. */
async function expectedFor(date: string): Promise<SalesFigures & { cancelled: number }> {
  const ids = placed.map((o) => o.id);
  const inIds = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const { rows: orders } = await query(
    t,
    sql`select id, status, totals, created_at from orders where id in (${inIds})`,
  );
  const { rows: pays } = await query(
    t,
    sql`select order_id, kind, amount_cents, status from payments where order_id in (${inIds})`,
  );
  const { rows: refunds } = await query(
    t,
    sql`select amount_cents, created_at from order_refunds where order_id in (${inIds})`,
  );
  const localDate = (at: unknown) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(String(at)));
  const sales = orders.filter((o) => localDate(o.created_at) === date && o.status !== 'cancelled');
  const sum = (field: string) => sales.reduce((n, o) => n + Number((o.totals as Record<string, number>)[field]), 0);
  const refunded = refunds
    .filter((r) => localDate(r.created_at) === date)
    .reduce((n, r) => n + Number(r.amount_cents), 0);
  const gift = pays
    .filter((p) => p.kind === 'gift_card' && sales.some((o) => o.id === p.order_id))
    .reduce((n, p) => n + Number(p.amount_cents), 0);
  const net = sum('subtotal') - sum('discount') - refunded;
  return {
    orders: sales.length,
    gross_sales_cents: sum('subtotal'),
    discounts_cents: sum('discount'),
    refunds_cents: refunded,
    net_sales_cents: net,
    tax_cents: sum('tax'),
    tips_cents: sum('tip'),
    delivery_fees_cents: sum('handoff'),
    service_fees_cents: sum('fees'),
    total_collected_cents: sum('total'),
    gift_card_redemptions_cents: gift,
    average_ticket_cents: sales.length ? Math.round(net / sales.length) : 0,
    cancelled: orders.filter((o) => localDate(o.created_at) === date && o.status === 'cancelled').length,
  };
}

describe('sales reports', () => {
  it('ties every figure of a business day to the rows, in the store’s time zone across the end of DST', async () => {
    const r = await report(manager, `from=${DST_DAY}&to=${DST_DAY}&location_id=${BACK_BAY}`);
    expect(r.statusCode, r.body).toBe(200);
    const got = r.json().data.report as SalesReport;
    const { cancelled, ...expected } = await expectedFor(DST_DAY);
    expect(expected.orders).toBe(2);
    expect(expected.gift_card_redemptions_cents).toBe(1000);
    expect(got.summary).toEqual(expected);
    expect(got.cancelled.orders).toBe(cancelled);
    expect(got.cancelled.orders).toBe(1);
    // The refund after midnight is not this day's; the two orders are at 00:xx and 23:xx.
    expect(got.summary.refunds_cents).toBe(0);
    expect(got.by_hour.map((h) => [h.hour, h.orders])).toEqual([
      [0, 1],
      [23, 1],
    ]);
    expect(got.by_day_and_location).toEqual([
      { date: DST_DAY, location_id: BACK_BAY, name: got.locations[0]?.name, ...expected },
    ]);
    expect(got.by_handoff.reduce((n, h) => n + h.net_sales_cents, 0)).toBe(expected.net_sales_cents);
    const mix = Object.fromEntries(got.product_mix.map((p) => [p.product_id, p.quantity]));
    expect(mix).toEqual({ 'p-butter-croissant': 3, 'p-caffe-latte': 2 });
    expect(got.product_mix.reduce((n, p) => n + p.sales_cents, 0)).toBe(expected.gross_sales_cents);
    const paid = got.by_payment.reduce((n, p) => n + p.amount_cents, 0);
    expect(paid).toBe(expected.total_collected_cents);
    expect(got.by_payment.find((p) => p.method === 'gift_card')?.amount_cents).toBe(1000);
  });

  it('counts a refund on the day it was given: the next day has a refund and no sale', async () => {
    const r = await report(manager, `from=2026-11-02&to=2026-11-02&location_id=${BACK_BAY}`);
    expect(r.statusCode, r.body).toBe(200);
    const got = r.json().data.report as SalesReport;
    const { cancelled: _cancelled, ...expected } = await expectedFor('2026-11-02');
    expect(got.summary).toEqual(expected);
    expect(got.summary).toMatchObject({ orders: 0, refunds_cents: 250, net_sales_cents: -250 });
    expect(got.by_payment).toEqual([expect.objectContaining({ method: 'card', amount_cents: 0, refunded_cents: 250 })]);
  });

  it('sums a range day by day, and the day before the DST day holds the 23:59 order', async () => {
    const r = await report(manager, `from=2026-10-31&to=2026-11-02&location_id=${BACK_BAY}`);
    const got = r.json().data.report as SalesReport;
    expect(got.by_day.map((d) => [d.date, d.orders, d.refunds_cents])).toEqual([
      ['2026-10-31', 1, 0],
      [DST_DAY, 2, 0],
      ['2026-11-02', 0, 250],
    ]);
    const days = await Promise.all(['2026-10-31', DST_DAY, '2026-11-02'].map(expectedFor));
    expect(got.summary.net_sales_cents).toBe(days.reduce((n, d) => n + d.net_sales_cents, 0));
    expect(got.summary.orders).toBe(3);
  });

  it('exports the end-of-day rows and the orders behind them as CSV', async () => {
    const q = `from=2026-10-31&to=2026-11-02&location_id=${BACK_BAY}`;
    const json = (await report(manager, q)).json().data.report as SalesReport;
    const sales = await asStaff(t.server, manager)('GET', `/api/staff/reports/sales.csv?${q}`);
    expect(sales.statusCode, sales.body).toBe(200);
    expect(sales.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sales.headers['content-disposition']).toBe('attachment; filename="sales-2026-10-31-to-2026-11-02.csv"');
    const lines = sales.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Date,Store,Orders,Gross sales,Discounts,Refunds,Net sales,Tax,Tips,Delivery fees,Service fees,Total collected,Gift card redemptions,Average ticket',
    );
    expect(lines).toHaveLength(1 + 3 + 1);
    const total = lines.at(-1)?.split(',') ?? [];
    expect(total[2]).toBe('3');
    expect(total[6]).toBe((json.summary.net_sales_cents / 100).toFixed(2));

    const orders = await asStaff(t.server, manager)('GET', `/api/staff/reports/orders.csv?${q}`);
    expect(orders.statusCode, orders.body).toBe(200);
    const rows = orders.body.trim().split('\n').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows.filter((row) => row.includes(',cancelled,'))).toHaveLength(1);
    expect(rows.some((row) => row.endsWith(',2.50'))).toBe(true);

    // Each order's paid and refunded columns, recomputed from its payment and refund rows, and as the order page says them.
    const { rows: pays } = await query(t, sql`select order_id, id, kind, amount_cents, status from payments`);
    const { rows: parts } = await query(
      t,
      sql`select r.order_id, part->>'paymentId' as payment_id, (part->>'amountCents')::int as amount
        from order_refunds r cross join lateral jsonb_array_elements(r.parts) as part`,
    );
    const cents = (cell: string) => Math.round(Number(cell) * 100);
    for (const order of placed) {
      const row = rows.find((line) => line.startsWith(`${order.number},`))!.split(',');
      const mine = pays.filter(
        (p) =>
          p.order_id === order.id &&
          !['pending', 'requires_confirmation', 'failed', 'voided', 'voiding'].includes(String(p.status)),
      );
      const back = (p: (typeof mine)[number]) =>
        p.status === 'refunded'
          ? Number(p.amount_cents)
          : parts.filter((x) => x.payment_id === p.id).reduce((n, x) => n + Number(x.amount), 0);
      const paid = (kind: string) =>
        mine.filter((p) => p.kind === kind).reduce((n, p) => n + Number(p.amount_cents), 0);
      expect(row.slice(-3).map(cents), String(order.number)).toEqual([
        paid('card'),
        paid('gift_card'),
        mine.reduce((n, p) => n + back(p), 0),
      ]);
      const page = (await asStaff(t.server, manager)('GET', `/api/staff/orders/${order.id}`)).json().data;
      expect(cents(row.at(-1)!), String(order.number)).toBe(page.order.money.refunded_cents);
    }
    // The cancelled order's gift card got its money back: the export says so, as the board and order page do.
    const voided = rows.find((row) => row.includes(',cancelled,'))!.split(',');
    expect(cents(voided.at(-1)!)).toBeGreaterThan(0);
    expect(voided.at(-1)).toBe(voided.at(-2));
  });

  it('lets a manager read only their stores, an admin every store, and store staff none', async () => {
    const all = await report(manager, `from=${DST_DAY}&to=${DST_DAY}`);
    expect(all.statusCode).toBe(200);
    expect((all.json().data.report as SalesReport).locations.map((l) => l.id)).toEqual([BACK_BAY]);
    expect((await report(manager, `from=${DST_DAY}&to=${DST_DAY}&location_id=${other}`)).statusCode).toBe(404);
    const brand = (await report(admin, `from=${DST_DAY}&to=${DST_DAY}`)).json().data.report as SalesReport;
    expect(brand.locations.length).toBeGreaterThan(1);
    expect(brand.summary.orders).toBe(2);
    expect(brand.by_location.map((l) => l.location_id)).toEqual([BACK_BAY]);
    const refused = await report(storeStaff, `from=${DST_DAY}&to=${DST_DAY}`);
    expect(refused.statusCode).toBe(403);
    expect((await t.server.inject({ url: `/api/staff/reports/sales?from=${DST_DAY}&to=${DST_DAY}` })).statusCode).toBe(
      401,
    );
  });

  it('names the problem with a bad range', async () => {
    const cases: [string, string][] = [
      ['from=2026-11-31&to=2026-12-01', 'Choose a start date (from), e.g. 2026-12-01'],
      ['from=2026-11-02&to=2026-11-01', 'The end date (to) must be on or after the start date (from)'],
      ['from=2026-01-01&to=2026-12-01', 'A report covers at most 92 days'],
      ['to=2026-12-01', 'Choose a start date (from), e.g. 2026-12-01'],
      [`from=${DST_DAY}&to=${DST_DAY}&store=x`, 'store'],
    ];
    for (const [q, message] of cases) {
      const r = await report(manager, q);
      expect(r.statusCode, q).toBe(400);
      expect(r.body, q).toContain(message);
    }
  });
});

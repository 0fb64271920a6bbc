import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffOrder } from '../../src/domain/orders/staff-order-contract.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { tempOutbox } from './account-support.ts';
import { openAroundTheClock } from './cart-support.ts';
import { cardToken, cartWith, memberShopper, newKey, query, submit } from './checkout-support.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';

/**
 * The staff order page's read, GET /api/staff/orders/{id}: every role sees the orders of the
 * stores it runs (another store's order reads like an unknown id); items, payments, refunds,
 * rewards, the timeline, the audit entries in plain words and the kitchen ticket; the figures
 * of a cancelled order agree on the board, the refund lookup, the search and the order page.
 */
const BACK_BAY = 'bos-back-bay';
let t: TestApp;
const who: Record<'admin' | 'manager' | 'lead' | 'staff' | 'otherManager', StaffSigned> = {} as never;
let order: { id: string; number: string; totals: { total: number; subtotal: number } };

const read = (as: StaffSigned, id: string) => asStaff(t.server, as)('GET', `/api/staff/orders/${id}`);
const detail = async (id: string, as = who.manager) => {
  const r = await read(as, id);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.order as StaffOrder;
};

/** Waits for the capture that follows checkout (the card is refunded, not voided, by a cancel after it). */
async function captured(orderId: string) {
  await expect
    .poll(async () => {
      const { rows } = await query(t, sql`select status from payments where order_id = ${orderId} and kind = 'card'`);
      return rows[0]?.status;
    })
    .toBe('captured');
}

beforeAll(async () => {
  t = await createTestApp({
    OUTBOX_DIR: tempOutbox(),
    FEATURE_REWARDS: 'true',
    ACCOUNT_LIMIT_PER_IP: '1000',
    CARD_TOKENS_PER_IP: '1000',
  });
  await openAroundTheClock(t, [BACK_BAY]);
  const { rows } = await query(t, sql`select id from locations where id <> ${BACK_BAY} order by id limit 1`);
  const other = String(rows[0]?.id);
  who.admin = await staffReady(t.server, t.database, 'page.admin@larkspur.example', 'admin');
  who.manager = await staffReady(t.server, t.database, 'page.manager@larkspur.example', 'manager', [BACK_BAY]);
  who.lead = await staffReady(t.server, t.database, 'page.lead@larkspur.example', 'lead', [BACK_BAY]);
  who.staff = await staffReady(t.server, t.database, 'page.staff@larkspur.example', 'staff', [BACK_BAY]);
  who.otherManager = await staffReady(t.server, t.database, 'page.other@larkspur.example', 'manager', [other]);
  const ann = await memberShopper(t, 'ann.page@larkspur.example', { first_name: 'Ann', last_name: 'Page' });
  const cart = await cartWith(ann, [
    { product_id: 'p-caffe-latte', quantity: 2 },
    { product_id: 'p-butter-croissant', quantity: 1 },
  ]);
  const r = await submit(ann, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ann) } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  order = r.body.data.order;
});
afterAll(() => t.close());

describe('who may read an order', () => {
  it('every role of the store, and an admin; another store’s manager and outsiders may not', async () => {
    for (const role of ['admin', 'manager', 'lead', 'staff'] as const)
      expect((await read(who[role], order.id)).statusCode, role).toBe(200);
    const foreign = await read(who.otherManager, order.id);
    const unknown = await read(who.manager, '00000000-0000-4000-8000-000000000000');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect((await t.server.inject({ url: `/api/staff/orders/${order.id}` })).statusCode).toBe(401);
    const bad = await read(who.manager, 'not-an-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('orderId');
  });
});

describe('what the page shows', () => {
  it('items with choices and prices, totals, the card payment, the ticket and the timeline', async () => {
    const o = await detail(order.id);
    expect(o).toMatchObject({
      number: Number(order.number),
      status: 'placed',
      location: { id: BACK_BAY, name: 'Back Bay', time_zone: 'America/New_York' },
      customer: { name: 'Ann Page', email: 'ann.page@larkspur.example', member: true },
      money: { paid_cents: order.totals.total, refunded_cents: 0, left_cents: order.totals.total, can_refund: false },
      payments: [{ kind: 'card', brand: 'visa', last4: '4242', amount_cents: order.totals.total, state: 'paid' }],
      ticket: { id: order.id, number: order.number, payment: 'Paid · Visa ending 4242' },
    });
    expect(o.lines.map((l) => [l.name, l.quantity, l.refunded_quantity])).toEqual([
      ['Caffè Latte', 2, 0],
      ['Butter Croissant', 1, 0],
    ]);
    expect(o.lines.reduce((s, l) => s + l.total_cents, 0)).toBe(o.totals.subtotal);
    expect(o.timeline).toEqual([{ at: o.placed_at, kind: 'placed', text: 'Placed online' }]);
    expect(o.audit).toEqual([]);
  });

  it('after completion: status moves in the timeline and audit, points earned', async () => {
    for (const action of ['bump', 'bump', 'bump'])
      expect(
        (
          await asStaff(t.server, who.staff)('POST', `/api/staff/locations/${BACK_BAY}/orders/${order.id}/status`, {
            action,
          })
        ).statusCode,
      ).toBe(200);
    await captured(order.id);
    const o = await detail(order.id);
    expect(o.status).toBe('completed');
    expect(o.timeline.map((e) => e.text)).toEqual([
      'Placed online',
      'Moved to In Progress by page.staff',
      'Moved to Ready by page.staff',
      '“Your order is ready” e-mail sent',
      'Moved to Completed by page.staff',
    ]);
    expect(o.audit.map((e) => e.summary)).toEqual([
      `page.staff moved order #${order.number} from Ready to Completed at Back Bay`,
      `page.staff moved order #${order.number} from In Progress to Ready at Back Bay`,
      `page.staff moved order #${order.number} from Placed to In Progress at Back Bay`,
    ]);
    expect(o.rewards).toEqual([
      expect.objectContaining({ kind: 'accrual', text: expect.stringMatching(/^\+\d+ points — order #\d+$/) }),
    ]);
    expect(o.money).toMatchObject({ refundable_cents: order.totals.total, can_refund: true });
  });
});

describe('a cancelled order’s money reads the same everywhere', () => {
  it('board, refund lookup, search and order page: paid, refunded in full, nothing left', async () => {
    const bo = await memberShopper(t, 'bo.page@larkspur.example', { phone: '6175550177' });
    const cart = await cartWith(bo, [{ product_id: 'p-butter-croissant', quantity: 3 }]);
    const placed = (await submit(bo, newKey(), { cart_id: cart.id, payment: { token: await cardToken(bo) } })).body.data
      .order as typeof order;
    await captured(placed.id);
    const cancel = await asStaff(t.server, who.manager)(
      'POST',
      `/api/staff/locations/${BACK_BAY}/orders/${placed.id}/status`,
      { action: 'cancel', reason: 'Oven down' },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const total = placed.totals.total;
    const dollars = `$${(total / 100).toFixed(2)}`;
    expect(cancel.json().data.refund).toBe(`Card ${dollars} refunded`);
    expect(cancel.json().data.ticket.payment).toBe('Refunded · Visa ending 4242');
    const lookup = await asStaff(t.server, who.manager)(
      'GET',
      `/api/staff/locations/${BACK_BAY}/order-refunds?number=${placed.number}`,
    );
    expect(lookup.json().data.order).toMatchObject({
      paid_cents: total,
      refunded_cents: total,
      left_cents: 0,
      refundable_cents: 0,
    });
    const search = await asStaff(t.server, who.manager)('GET', '/api/staff/orders?q=6175550177');
    expect(search.json().data.orders[0]).toMatchObject({ number: Number(placed.number), refunded_cents: total });
    const o = await detail(placed.id);
    expect(o.money).toEqual({
      paid_cents: total,
      refunded_cents: total,
      left_cents: 0,
      refundable_cents: 0,
      can_refund: false,
    });
    expect(o.payments[0]).toMatchObject({ state: 'refunded', refunded_cents: total, left_cents: 0 });
    expect(o.cancel_reason).toBe('Oven down');
    expect(o.timeline.map((e) => e.text)).toContain('Cancelled by page.manager: Oven down');
  });
});

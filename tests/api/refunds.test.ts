import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { tempOutbox } from './account-support.ts';
import { openAroundTheClock } from './cart-support.ts';
import {
  cardToken,
  cartWith,
  countingSandbox,
  memberShopper,
  moveOrder,
  newKey,
  query,
  submit,
  type Shopper,
} from './checkout-support.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';

/**
 * Issue 17 / decisions 270–271: staff refunds of completed orders (money back, idempotent,
 * audited, points reversed in proportion, a reward or offer given back by a refund in full) and
 * offers with a product list discounting only those lines; an offer used by a cancelled order
 * is given back.
 */
const STAFF_KEY = 'refunds-staff-key-0123456789abcdef';
const BACK_BAY = 'bos-back-bay';

/** The shipped programme plus a percent offer on croissants only (the product-list rule). */
function programmeFile(): string {
  const programme = JSON.parse(readFileSync('config/rewards.json', 'utf8')) as { offers: unknown[] };
  programme.offers.push(
    {
      id: 'croissant-half',
      label: 'Half Off Croissants',
      kind: 'percent_off',
      percent: 50,
      products: ['p-butter-croissant', 'p-almond-croissant'],
      starts: '2026-01-01',
      ends: '2099-12-31',
    },
    {
      id: 'croissant-five',
      label: '$5 Off a Croissant',
      kind: 'amount_off',
      amount_cents: 500,
      products: ['p-butter-croissant'],
      starts: '2026-01-01',
      ends: '2099-12-31',
    },
  );
  const file = join(mkdtempSync(join(tmpdir(), 'larkspur-rewards-')), 'rewards.json');
  writeFileSync(file, JSON.stringify(programme));
  return file;
}

const ON = {
  FEATURE_REWARDS: 'true',
  FEATURE_OFFERS: 'true',
  STAFF_API_KEY: STAFF_KEY,
  ACCOUNT_LIMIT_PER_IP: '1000',
  CARD_TOKENS_PER_IP: '1000',
  RATE_LIMIT_PER_MINUTE: '100000',
};

let t: TestApp;
let sandbox: ReturnType<typeof countingSandbox>;
let manager: StaffSigned;
let storeStaff: StaffSigned;
let otherLocation: string;
beforeAll(async () => {
  sandbox = countingSandbox();
  t = await createTestApp(
    { OUTBOX_DIR: tempOutbox(), REWARDS_CONFIG: programmeFile(), ...ON },
    { checkout: { paymentProvider: sandbox } },
  );
  await openAroundTheClock(t, [BACK_BAY]);
  const { rows } = await query(t, sql`select id from locations where id <> ${BACK_BAY} order by id limit 1`);
  otherLocation = String(rows[0]?.id);
  manager = await staffReady(t.server, t.database, 'refund.manager@larkspur.example', 'manager', [BACK_BAY]);
  storeStaff = await staffReady(t.server, t.database, 'refund.staff@larkspur.example', 'staff', [BACK_BAY]);
});
afterAll(() => t.close());

const move = (id: string, status: string) => moveOrder(t, id, status, STAFF_KEY);

type PlacedOrder = { id: string; number: string; totals: { subtotal: number; discount: number; total: number } };

async function placeFrom(s: Shopper, cartId: string): Promise<PlacedOrder> {
  const r = await submit(s, newKey(), { cart_id: cartId, payment: { token: await cardToken(s) } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.order as PlacedOrder;
}

/** Completes an order and waits for its card capture (decision 155 captures just after the reply). */
async function complete(order: PlacedOrder) {
  for (const status of ['in_progress', 'ready', 'completed'])
    expect((await move(order.id, status)).statusCode).toBe(200);
  await expect
    .poll(async () => {
      const { rows } = await query(t, sql`select status from payments where order_id = ${order.id} and kind = 'card'`);
      return rows[0]?.status;
    })
    .toBe('captured');
}

const refund = (who: StaffSigned, order: { id: string }, key: string, body: object, location = BACK_BAY) =>
  t.server.inject({
    method: 'POST',
    url: `/api/staff/locations/${location}/orders/${order.id}/refund`,
    cookies: { larkspur_staff: who.cookie },
    headers: { 'x-csrf-token': who.csrf, 'idempotency-key': key },
    payload: body,
  });

const rewardsOf = async (s: Shopper) => {
  const r = await s.call('GET', '/api/account/rewards');
  expect(r.status).toBe(200);
  return r.body.data as {
    balance: number;
    history: { kind: string; points: number; text: string }[];
    offers: { id: string; used: boolean }[];
  };
};

describe('staff refunds of completed orders', () => {
  it('refunds part of an order once per Idempotency-Key, audited, points reversed in proportion', async () => {
    const ann = await memberShopper(t, 'ann.refunds@larkspur.example');
    const order = await placeFrom(ann, (await cartWith(ann, [{ product_id: 'p-caffe-latte', quantity: 4 }])).id);
    await complete(order);
    const earned = Math.floor(((order.totals.subtotal - order.totals.discount) * 10) / 100);
    const before = await rewardsOf(ann);

    // Half of the order's money back: the points of half the subtotal go back, rounded for the member.
    const half = Math.floor(order.totals.total / 2);
    const key = newKey();
    const refundsBefore = sandbox.counts.refund;
    const first = await refund(manager, order, key, { amount_cents: half, reason: 'Latte was cold' });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json().data;
    expect(body.refund).toMatchObject({ amount_cents: half, reason: 'Latte was cold', by: 'refund.manager' });
    expect(body.refund.parts).toEqual([
      expect.objectContaining({ kind: 'card', amount_cents: half, state: 'refunded' }),
    ]);
    expect(body.order).toMatchObject({ refunded_cents: half, refundable_cents: order.totals.total - half });
    const base = order.totals.subtotal - order.totals.discount;
    const keptBase = base - Math.floor((half * base) / order.totals.total);
    const expected = earned - Math.floor((keptBase * 10) / 100);
    expect(body.points_reversed).toBe(expected);
    expect(sandbox.counts.refund).toBe(refundsBefore + 1);

    // The same click again: the same refund, no second processor call, no second ledger entry.
    const replay = await refund(manager, order, key, { amount_cents: half, reason: 'Latte was cold' });
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().data.refund.id).toBe(body.refund.id);
    expect(sandbox.counts.refund).toBe(refundsBefore + 1);
    const after = await rewardsOf(ann);
    expect(after.balance).toBe(before.balance - expected);
    expect(after.history[0]?.text).toBe(`\u2212${expected} points \u2014 order #${order.number} refunded`);
    const { rows: audit } = await query(
      t,
      sql`select count(*)::int as n from staff_audit_log where action = 'order.refund' and target = ${`order:${order.id}`}`,
    );
    expect(Number(audit[0]?.n)).toBe(1);

    // The customer's order status shows the refund (decision 235's stream reads it).
    const live = await ann.call('GET', `/api/orders/${order.id}`);
    expect(live.status).toBe(200);
    const { rows: refundRows } = await query(
      t,
      sql`select count(*)::int as n from order_refunds where order_id = ${order.id}`,
    );
    expect(Number(refundRows[0]?.n)).toBe(1);
  });

  it('refuses more than is left (422), refunds the rest in full, then has nothing left (409)', async () => {
    const bea = await memberShopper(t, 'bea.refunds@larkspur.example');
    const order = await placeFrom(bea, (await cartWith(bea, [{ product_id: 'p-caffe-latte', quantity: 3 }])).id);
    await complete(order);
    const first = await refund(manager, order, newKey(), { amount_cents: 100, reason: 'Missing lid' });
    expect(first.statusCode, first.body).toBe(200);
    const over = await refund(manager, order, newKey(), { amount_cents: order.totals.total, reason: 'All of it' });
    expect(over.statusCode, over.body).toBe(422);
    expect(over.json().message).toContain(`($${((order.totals.total - 100) / 100).toFixed(2)})`);
    const rest = await refund(manager, order, newKey(), {
      amount_cents: order.totals.total - 100,
      reason: 'All of it',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data.order.refundable_cents).toBe(0);
    // A refund in full takes back every point the order earned, and nothing more.
    const s = await rewardsOf(bea);
    const earnedNet = s.history
      .filter((h) => h.kind === 'accrual' || h.kind === 'reversal')
      .reduce((sum, h) => sum + h.points, 0);
    expect(earnedNet).toBe(0);
    const none = await refund(manager, order, newKey(), { amount_cents: 1, reason: 'Again' });
    expect(none.statusCode, none.body).toBe(409);
    // A refunded order cannot be reopened (and then cancelled: a second refund of the same money).
    const reopen = await asStaff(t.server, manager)(
      'POST',
      `/api/staff/locations/${BACK_BAY}/orders/${order.id}/status`,
      {
        action: 'recall',
      },
    );
    expect(reopen.statusCode, reopen.body).toBe(409);
    const { rows } = await query(t, sql`select status from payments where order_id = ${order.id} and kind = 'card'`);
    expect(rows[0]?.status).toBe('refunded');
  });

  it('answers 404 for another location’s order, 403 for store staff, 409 for an order not completed, 400 for bad input', async () => {
    const cal = await memberShopper(t, 'cal.refunds@larkspur.example');
    const order = await placeFrom(cal, (await cartWith(cal, [{ product_id: 'p-caffe-latte', quantity: 1 }])).id);
    expect((await refund(manager, order, newKey(), { amount_cents: 100, reason: 'x' })).statusCode).toBe(409);
    await complete(order);
    expect((await refund(manager, order, newKey(), { amount_cents: 100, reason: 'x' }, otherLocation)).statusCode).toBe(
      404,
    );
    const admin = await staffReady(t.server, t.database, 'refund.admin@larkspur.example', 'admin');
    expect((await refund(admin, order, newKey(), { amount_cents: 100, reason: 'x' }, otherLocation)).statusCode).toBe(
      404,
    );
    expect((await refund(storeStaff, order, newKey(), { amount_cents: 100, reason: 'x' })).statusCode).toBe(403);
    expect((await refund(manager, order, newKey(), { amount_cents: 0, reason: 'x' })).statusCode).toBe(400);
    expect((await refund(manager, order, newKey(), { amount_cents: 100, reason: '  ' })).statusCode).toBe(400);
    expect((await refund(manager, order, 'short', { amount_cents: 100, reason: 'x' })).statusCode).toBe(400);
    const lookup = await asStaff(t.server, manager)(
      'GET',
      `/api/staff/locations/${BACK_BAY}/order-refunds?number=${order.number}`,
    );
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().data.order).toMatchObject({ order_id: order.id, can_refund: true, refunded_cents: 0 });
    const missing = await asStaff(t.server, manager)(
      'GET',
      `/api/staff/locations/${BACK_BAY}/order-refunds?number=999999`,
    );
    expect(missing.statusCode).toBe(404);
    const { rows } = await query(t, sql`select count(*)::int as n from order_refunds where order_id = ${order.id}`);
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('a refund in full gives back a redeemed reward', async () => {
    const dot = await memberShopper(t, 'dot.refunds@larkspur.example');
    await rewardsOf(dot); // opens the account (welcome points)
    await query(
      t,
      sql`update reward_accounts set balance = balance + 500 where member_id = (select id from members where email = 'dot.refunds@larkspur.example')`,
    );
    await query(
      t,
      sql`insert into reward_ledger (member_id, kind, points, label, idempotency_key) select id, 'adjustment', 500, 'Test points', 'test:dot' from members where email = 'dot.refunds@larkspur.example'`,
    );
    const cart = await cartWith(dot, [
      { product_id: 'p-house-coffee', quantity: 1 },
      { product_id: 'p-caffe-latte', quantity: 1 },
    ]);
    expect((await dot.call('POST', `/api/carts/${cart.id}/rewards`, { reward_id: 'drip-coffee' })).status).toBe(200);
    const order = await placeFrom(dot, cart.id);
    await complete(order);
    const balanceBefore = (await rewardsOf(dot)).balance;
    const full = await refund(manager, order, newKey(), { amount_cents: order.totals.total, reason: 'Wrong order' });
    expect(full.statusCode, full.body).toBe(200);
    const s = await rewardsOf(dot);
    // The reversal and the give-back are posted at the same instant: either may be listed first.
    expect(s.history.slice(0, 2).map((h) => h.text)).toContain(
      `+500 points \u2014 Drip Coffee given back (order #${order.number} refunded)`,
    );
    expect(s.balance).toBe(balanceBefore - full.json().data.points_reversed + 500);
  });
});

describe('offers with a product list, and given back', () => {
  it('takes its percent or amount off the eligible lines only', async () => {
    const eve = await memberShopper(t, 'eve.refunds@larkspur.example');
    const cart = await cartWith(eve, [
      { product_id: 'p-caffe-latte', quantity: 2 },
      { product_id: 'p-butter-croissant', quantity: 1 },
    ]);
    const croissant = cart.products.find((p: { product_id: string }) => p.product_id === 'p-butter-croissant').cost
      .total as number;
    const half = await eve.call('POST', `/api/carts/${cart.id}/offers`, { offer_id: 'croissant-half' });
    expect(half.status, JSON.stringify(half.body)).toBe(200);
    expect(half.body.data.totals.discount).toBe(Math.round(croissant / 2));
    expect(half.body.data.totals.discount).toBeLessThan(Math.round(half.body.data.totals.subtotal / 2));
    // $5 off a croissant costs at most the croissant.
    expect((await eve.call('DELETE', `/api/carts/${cart.id}/rewards`)).status).toBe(200);
    const five = await eve.call('POST', `/api/carts/${cart.id}/offers`, { offer_id: 'croissant-five' });
    expect(five.status, JSON.stringify(five.body)).toBe(200);
    expect(five.body.data.totals.discount).toBe(Math.min(500, croissant));
  });

  it('an offer used by a cancelled order may be used again, once', async () => {
    const fay = await memberShopper(t, 'fay.refunds@larkspur.example');
    const cart = await cartWith(fay, [{ product_id: 'p-caffe-latte', quantity: 4 }]);
    expect((await fay.call('POST', `/api/carts/${cart.id}/offers`, { offer_id: 'fall-fifteen' })).status).toBe(200);
    const order = await placeFrom(fay, cart.id);
    expect((await rewardsOf(fay)).offers.find((o) => o.id === 'fall-fifteen')?.used).toBe(true);
    expect((await move(order.id, 'cancelled')).statusCode).toBe(200);
    const back = await rewardsOf(fay);
    expect(back.offers.find((o) => o.id === 'fall-fifteen')?.used).toBe(false);
    expect(back.history[0]?.text).toBe(`Offer given back \u2014 15% Off Your Order (order #${order.number} cancelled)`);
    const again = await cartWith(fay, [{ product_id: 'p-caffe-latte', quantity: 4 }]);
    expect((await fay.call('POST', `/api/carts/${again.id}/offers`, { offer_id: 'fall-fifteen' })).status).toBe(200);
    await placeFrom(fay, again.id);
    const third = await cartWith(fay, [{ product_id: 'p-caffe-latte', quantity: 4 }]);
    expect((await fay.call('POST', `/api/carts/${third.id}/offers`, { offer_id: 'fall-fifteen' })).status).toBe(409);
  });
});

describe('with rewards and offers off', () => {
  it('the reward and offer routes are 404 and the refund route still answers', async () => {
    const off = await createTestApp({ OUTBOX_DIR: tempOutbox(), RATE_LIMIT_PER_MINUTE: '100000' });
    try {
      const gus = await memberShopper(off, 'gus.refunds@larkspur.example');
      const cart = await cartWith(gus, [{ product_id: 'p-caffe-latte', quantity: 1 }]);
      expect((await gus.call('POST', `/api/carts/${cart.id}/offers`, { offer_id: 'fall-fifteen' })).status).toBe(404);
      expect((await gus.call('GET', '/api/account/rewards')).status).toBe(404);
      const admin = await staffReady(off.server, off.database, 'refund.off@larkspur.example', 'admin');
      const r = await off.server.inject({
        method: 'POST',
        url: `/api/staff/locations/${BACK_BAY}/orders/00000000-0000-4000-8000-000000000000/refund`,
        cookies: { larkspur_staff: admin.cookie },
        headers: { 'x-csrf-token': admin.csrf, 'idempotency-key': newKey() },
        payload: { amount_cents: 100, reason: 'x' },
      });
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe('No such order');
    } finally {
      await off.close();
    }
  });
});

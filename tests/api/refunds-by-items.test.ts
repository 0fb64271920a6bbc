import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffOrder } from '../../src/domain/orders/staff-order-contract.ts';
import { lineWorths } from '../../src/domain/refunds/line-refund.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { readMail, tempOutbox, waitForMail } from './account-support.ts';
import { openAroundTheClock } from './cart-support.ts';
import {
  cardToken,
  cartWith,
  countingSandbox,
  DEMO_GIFT,
  memberShopper,
  newKey,
  query,
  submit,
  type Shopper,
} from './checkout-support.ts';
import { asStaff, staffReady, STAFF_COOKIE, type StaffSigned } from './staff-support.ts';

/**
 * Refunds from the order page: by items (the server prices each unit with its share of the
 * discount and tax) or by amount, always after a quote that writes nothing; never more than is
 * left, never the same unit twice, once per Idempotency-Key; the customer gets one e-mail per
 * refund and one per cancellation.
 */
const BACK_BAY = 'bos-back-bay';
const outbox = tempOutbox();
let t: TestApp;
let sandbox: ReturnType<typeof countingSandbox>;
const who: Record<'manager' | 'lead' | 'staff' | 'otherManager', StaffSigned> = {} as never;
let mailCounter = 0;

beforeAll(async () => {
  sandbox = countingSandbox();
  t = await createTestApp(
    { OUTBOX_DIR: outbox, ACCOUNT_LIMIT_PER_IP: '1000', CARD_TOKENS_PER_IP: '1000' },
    { checkout: { paymentProvider: sandbox } },
  );
  await openAroundTheClock(t, [BACK_BAY]);
  const { rows } = await query(t, sql`select id from locations where id <> ${BACK_BAY} order by id limit 1`);
  who.manager = await staffReady(t.server, t.database, 'items.manager@larkspur.example', 'manager', [BACK_BAY]);
  who.lead = await staffReady(t.server, t.database, 'items.lead@larkspur.example', 'lead', [BACK_BAY]);
  who.staff = await staffReady(t.server, t.database, 'items.staff@larkspur.example', 'staff', [BACK_BAY]);
  who.otherManager = await staffReady(t.server, t.database, 'items.other@larkspur.example', 'manager', [
    String(rows[0]?.id),
  ]);
});
afterAll(() => t.close());

const staffCall = (as: StaffSigned) => asStaff(t.server, as);
const base = (id: string) => `/api/staff/locations/${BACK_BAY}/orders/${id}`;
const quote = (id: string, body: object, as = who.manager) => staffCall(as)('POST', `${base(id)}/refund-quote`, body);
const refund = (id: string, key: string, body: object, as = who.manager) =>
  t.server.inject({
    method: 'POST',
    url: `${base(id)}/refund`,
    cookies: { [STAFF_COOKIE]: as.cookie },
    headers: { 'x-csrf-token': as.csrf, 'idempotency-key': key },
    payload: body,
  });
const detail = async (id: string) => {
  const r = await staffCall(who.manager)('GET', `/api/staff/orders/${id}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.order as StaffOrder;
};

/** What a refund writes: rows, audit entries, gift card balances, payment states, processor calls. */
async function written(orderId: string) {
  const { rows } = await query(
    t,
    sql`select (select count(*)::int from order_refunds where order_id = ${orderId}) as refunds,
      (select count(*)::int from staff_audit_log where target = ${`order:${orderId}`} and action = 'order.refund') as audits,
      (select string_agg(status, ',' order by kind) from payments where order_id = ${orderId}) as pays,
      (select sum(balance_cents)::int from gift_cards) as balances`,
  );
  return { ...rows[0], processor: sandbox.counts.refund };
}

async function completed(
  s: Shopper,
  products: { product_id: string; quantity: number }[],
  o: { coupon?: string; gift?: boolean } = {},
) {
  const cart = await cartWith(s, products);
  if (o.coupon) expect((await s.call('POST', `/api/carts/${cart.id}/coupon`, { code: o.coupon })).status).toBe(200);
  const r = await submit(s, newKey(), {
    cart_id: cart.id,
    ...(o.gift ? { gift_cards: [DEMO_GIFT.ten] } : {}),
    payment: { token: await cardToken(s) },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const id = r.body.data.order.id as string;
  for (let i = 0; i < 3; i += 1)
    expect((await staffCall(who.manager)('POST', `${base(id)}/status`, { action: 'bump' })).statusCode).toBe(200);
  await expect
    .poll(
      async () =>
        (await query(t, sql`select status from payments where order_id = ${id} and kind = 'card'`)).rows[0]?.status,
    )
    .toBe('captured');
  return detail(id);
}

const shopper = () => {
  mailCounter += 1;
  const email = `items.${mailCounter}@larkspur.example`;
  return memberShopper(t, email, { first_name: 'Ivy' }).then((s) => ({ s, email }));
};

describe('refund by items', () => {
  it('prices a line with its share of the discount and tax; the quote writes nothing; lines cannot be refunded twice', async () => {
    const { s, email } = await shopper();
    const giftBalance = async () =>
      Number((await query(t, sql`select balance_cents from gift_cards where last4 = '0002'`)).rows[0]?.balance_cents);
    const giftBefore = await giftBalance();
    const o = await completed(
      s,
      [
        { product_id: 'p-caffe-latte', quantity: 2 },
        { product_id: 'p-butter-croissant', quantity: 3 },
      ],
      { coupon: 'WELCOME10', gift: true },
    );
    expect(o.totals.discount).toBeGreaterThan(0);
    const [latte, croissant] = o.lines;
    const worths = lineWorths(
      o.lines.map((l) => ({ id: l.id, name: l.name, quantity: l.quantity, totalCents: l.total_cents })),
      o.totals,
    );
    // All lines together are worth exactly what the customer paid for the items.
    expect(worths.get(latte!.id)! + worths.get(croissant!.id)!).toBe(
      o.totals.subtotal - o.totals.discount + o.totals.tax,
    );
    const before = await written(o.id);

    const one = { lines: [{ line_id: croissant!.id, quantity: 1 }] };
    const q = await quote(o.id, one);
    expect(q.statusCode, q.body).toBe(200);
    const oneCroissant = Math.floor(worths.get(croissant!.id)! / 3);
    expect(q.json().data).toEqual({
      amount_cents: oneCroissant,
      parts: [{ kind: 'card', brand: 'visa', last4: '4242', amount_cents: oneCroissant }],
      lines: [{ line_id: croissant!.id, name: 'Butter Croissant', quantity: 1, amount_cents: oneCroissant }],
      left_after_cents: o.totals.total - oneCroissant,
    });
    expect(await written(o.id)).toEqual(before);

    const r = await refund(o.id, newKey(), { ...one, amount_cents: oneCroissant, reason: 'Burnt' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.refund).toMatchObject({
      amount_cents: oneCroissant,
      lines: [{ name: 'Butter Croissant', quantity: 1, amount_cents: oneCroissant }],
    });
    let page = await detail(o.id);
    expect(page.lines.map((l) => l.refunded_quantity)).toEqual([0, 1]);
    expect(page.audit[0]?.summary).toBe(
      `items.manager refunded $${(oneCroissant / 100).toFixed(2)} of order #${o.number} at Back Bay for 1 × Butter Croissant (Burnt)`,
    );

    // The other two croissants and the lattes: all units, their shares to the cent; no unit twice.
    const again = await quote(o.id, { lines: [{ line_id: croissant!.id, quantity: 3 }] });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      field: 'lines',
      message: `Only 2 of Butter Croissant on order #${o.number} can still be refunded.`,
    });
    const rest = [
      { line_id: croissant!.id, quantity: 2 },
      { line_id: latte!.id, quantity: 2 },
    ];
    const restQuote = (await quote(o.id, { lines: rest })).json().data;
    expect(restQuote.amount_cents).toBe(worths.get(croissant!.id)! - oneCroissant + worths.get(latte!.id)!);
    // What the card has left goes there first, then the gift card.
    const cardLeft = o.payments[0]!.amount_cents - oneCroissant;
    expect(restQuote.parts).toEqual([
      { kind: 'card', brand: 'visa', last4: '4242', amount_cents: Math.min(cardLeft, restQuote.amount_cents) },
      ...(restQuote.amount_cents > cardLeft
        ? [{ kind: 'gift_card', brand: 'gift_card', last4: '0002', amount_cents: restQuote.amount_cents - cardLeft }]
        : []),
    ]);
    const done = await refund(o.id, newKey(), {
      lines: rest,
      amount_cents: restQuote.amount_cents,
      reason: 'Wrong order',
    });
    expect(done.statusCode, done.body).toBe(200);
    const twice = await refund(o.id, newKey(), {
      lines: [{ line_id: latte!.id, quantity: 1 }],
      amount_cents: 1,
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().field).toBe('lines');

    // Only what belongs to no line is left: the tip and the fees, refundable by amount.
    page = await detail(o.id);
    const left = o.totals.tip + o.totals.fees + o.totals.handoff;
    expect(page.money).toMatchObject({ refunded_cents: o.totals.total - left, refundable_cents: left });
    expect(page.lines.map((l) => l.refunded_quantity)).toEqual([2, 3]);
    if (left > 0)
      expect((await refund(o.id, newKey(), { amount_cents: left, reason: 'Tip back' })).statusCode).toBe(200);
    expect((await refund(o.id, newKey(), { amount_cents: 1, reason: 'More' })).statusCode).toBe(409);
    // Refunded in full: the gift card has its balance back.
    expect(await giftBalance()).toBe(giftBefore);
    const mails = (await waitForMail(outbox, email, left > 0 ? 3 : 2)).filter((m) =>
      m.subject.startsWith('Your refund'),
    );
    expect(mails).toHaveLength(left > 0 ? 3 : 2);
  });
});

describe('refusals write nothing', () => {
  it('more than is left (422), an amount that no longer matches the items (409), bad input (400), wrong people', async () => {
    const { s } = await shopper();
    const o = await completed(s, [{ product_id: 'p-caffe-latte', quantity: 2 }]);
    const before = await written(o.id);
    const over = await refund(o.id, newKey(), { amount_cents: o.totals.total + 1, reason: 'Too much' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ field: 'amount_cents' });
    const overQuote = await quote(o.id, { amount_cents: o.totals.total + 1 });
    expect(overQuote.statusCode).toBe(422);
    const line = { line_id: o.lines[0]!.id, quantity: 1 };
    const stale = await refund(o.id, newKey(), { lines: [line], amount_cents: 1, reason: 'Stale' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(
      /^These items now come to \$\d+\.\d\d, not \$0\.01\. Review the refund again\.$/,
    );
    for (const [body, field] of [
      [{ lines: [{ line_id: 'nope', quantity: 1 }] }, 'line_id'],
      [{ lines: [{ ...line, quantity: 0 }] }, 'quantity'],
      [{ lines: [line, line] }, 'lines'],
      [{ lines: [] }, 'lines'],
      [{}, 'amount_cents'],
      [{ amount_cents: 100, lines: [line] }, 'amount_cents'],
    ] as [object, string][]) {
      const r = await quote(o.id, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.body, JSON.stringify(body)).toContain(field);
    }
    const unknown = await quote(o.id, { lines: [{ line_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }] });
    expect(unknown.statusCode).toBe(422);
    expect((await quote(o.id, { amount_cents: 100 }, who.staff)).statusCode).toBe(403);
    expect((await quote(o.id, { amount_cents: 100 }, who.lead)).statusCode).toBe(403);
    expect((await refund(o.id, newKey(), { amount_cents: 100, reason: 'x' }, who.lead)).statusCode).toBe(403);
    expect((await quote(o.id, { amount_cents: 100 }, who.otherManager)).statusCode).toBe(404);
    expect(await written(o.id)).toEqual(before);
  });
});

describe('a double submit', () => {
  it('the same Idempotency-Key twice at once: one refund, one processor call, one e-mail', async () => {
    const { s, email } = await shopper();
    const o = await completed(s, [{ product_id: 'p-butter-croissant', quantity: 2 }]);
    const before = await written(o.id);
    const key = newKey();
    const lines = [{ line_id: o.lines[0]!.id, quantity: 1 }];
    const amount = (await quote(o.id, { lines })).json().data.amount_cents as number;
    const body = { lines, amount_cents: amount, reason: 'Dropped it' };
    const [a, b] = await Promise.all([refund(o.id, key, body), refund(o.id, key, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.refund.id).toBe(b.json().data.refund.id);
    expect(await written(o.id)).toMatchObject({ refunds: 1, audits: 1, processor: before.processor + 1 });
    // The same key for another refund is a conflict.
    expect((await refund(o.id, key, { amount_cents: amount, reason: 'Dropped it' })).statusCode).toBe(409);
    const refundMails = () => readMail(outbox).filter((m) => m.to === email && m.subject.startsWith('Your refund'));
    await expect.poll(() => refundMails().length).toBeGreaterThan(0);
    const [mail] = refundMails();
    const dollars = `$${(amount / 100).toFixed(2)}`;
    expect(mail).toMatchObject({ subject: `Your refund of ${dollars}: Larkspur Bakery & Cafe order #${o.number}` });
    expect(mail!.text).toContain(`Ivy, Back Bay refunded ${dollars} of your order #${o.number}.`);
    expect(mail!.text).toContain(`What was refunded:\n1 × Butter Croissant  ${dollars}`);
    expect(mail!.text).toContain(`${dollars} was refunded to your VISA card ending in 4242.`);
    expect(mail!.text).toContain('within 5–10 business days');
    expect(mail!.text).not.toContain('Dropped it');
    await new Promise((r) => setTimeout(r, 300));
    expect(readMail(outbox).filter((m) => m.to === email && m.subject.startsWith('Your refund'))).toHaveLength(1);
    const page = await detail(o.id);
    expect(page.timeline.map((e) => e.kind)).toContain('email');
  });
});

describe('the cancellation e-mail', () => {
  it('goes once, says what was cancelled, where the money went and when to expect it', async () => {
    const { s, email } = await shopper();
    const cart = await cartWith(s, [{ product_id: 'p-butter-croissant', quantity: 2 }]);
    const placed = await submit(s, newKey(), { cart_id: cart.id, payment: { token: await cardToken(s) } });
    const order = placed.body.data.order as { id: string; number: string; totals: { total: number } };
    await expect
      .poll(async () => (await query(t, sql`select status from payments where order_id = ${order.id}`)).rows[0]?.status)
      .toBe('captured');
    const cancel = () =>
      staffCall(who.manager)('POST', `${base(order.id)}/status`, { action: 'cancel', reason: 'Sold out' });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    const dollars = `$${(order.totals.total / 100).toFixed(2)}`;
    // The receipt may land first: wait for the cancellation itself.
    const cancelled = () =>
      readMail(outbox).filter((m) => m.to === email && m.subject.startsWith('Your order was cancelled'));
    await expect.poll(() => cancelled().length).toBeGreaterThan(0);
    const [mail] = cancelled();
    expect(mail!.subject).toBe(`Your order was cancelled: Larkspur Bakery & Cafe order #${order.number}`);
    expect(mail!.text).toContain(`Ivy, your order #${order.number} from Back Bay was cancelled.`);
    expect(mail!.text).toContain('2 × Butter Croissant');
    expect(mail!.text).toContain(`${dollars} was refunded to your VISA card ending in 4242.`);
    expect(mail!.text).toContain('within 5–10 business days');
    expect(mail!.text).not.toContain('Sold out');
    await new Promise((r) => setTimeout(r, 300));
    expect(
      readMail(outbox).filter((m) => m.to === email && m.subject.startsWith('Your order was cancelled')),
    ).toHaveLength(1);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_TIMEOUT_MESSAGE } from '../../src/domain/cart/timeout.ts';
import { IDEMPOTENCY_KEY_REUSED, PAYMENT_MESSAGES } from '../../src/domain/checkout/submit-order-contract.ts';
import { purgeKeys } from '../../src/server/modules/checkout/idempotency-repo.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { tempOutbox, waitForMail } from './account-support.ts';
import { openAroundTheClock } from './cart-support.ts';
import {
  TEST_CARDS,
  cardToken,
  cartWith,
  countingSandbox,
  faultAfterAuthorize,
  guestShopper,
  memberShopper,
  newKey,
  query,
  submit,
  type Shopper,
} from './checkout-support.ts';

let t: TestApp;
let ada: Shopper;
let bea: Shopper;
const sandbox = countingSandbox();
const fault = faultAfterAuthorize();
const outbox = tempOutbox();

beforeAll(async () => {
  t = await createTestApp(
    { OUTBOX_DIR: outbox, ACCOUNT_LIMIT_PER_IP: '1000' },
    {
      checkout: {
        paymentProvider: sandbox,
        faults: fault.faults,
      },
    },
  );
  await openAroundTheClock(t, ['bos-back-bay', 'bos-south-end']);
  ada = await memberShopper(t, 'ada.checkout@larkspur.example');
  bea = await memberShopper(t, 'bea.checkout@larkspur.example', { first_name: 'Bea' });
});
afterAll(() => t.close());

const ordersFor = async (cartId: string) => {
  const r = await query(t, sql`select count(*)::int as n from orders where cart_id = ${cartId}`);
  return Number((r.rows[0] as { n: number }).n);
};

describe('payment token (sandbox tokenizer, decision 080)', () => {
  it('tokenizes a valid card: brand and last 4 only, never the number', async () => {
    const yy = (new Date().getUTCFullYear() + 3) % 100;
    const r = await ada.call('POST', '/api/checkout/payment-token', {
      number: '4242 4242 4242 4242',
      exp_month: 1,
      exp_year: yy,
      cvc: '123',
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 1, exp_year: 2000 + yy });
    const token = r.body.data.token as string;
    expect(token).not.toContain('4242424242424242');
    expect(Buffer.from(token.slice(4).split('.')[0] ?? '', 'base64url').toString()).not.toMatch(/424242424242|"cvc"/);
  });

  it('refuses a bad number, a past expiry and a wrong CVC length, naming the field', async () => {
    const year = new Date().getUTCFullYear();
    // A card valid but for what each case changes.
    const tokenize = (card: { number: string; exp_month?: number; exp_year?: number }) =>
      ada.call('POST', '/api/checkout/payment-token', { exp_month: 12, exp_year: year + 1, cvc: '123', ...card });
    const bad = await tokenize({ number: '4242424242424241' });
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('number: Please enter a valid card number');
    const expired = await tokenize({ number: TEST_CARDS.ok, exp_month: 1, exp_year: year - 1 });
    expect(expired.status).toBe(422);
    expect(expired.body.message).toMatch(/expired/);
    const amex = await tokenize({ number: '378282246310005' });
    expect(amex.status).toBe(422);
    expect(amex.body.message).toMatch(/^cvc:/);
    const amexOk = await ada.call('POST', '/api/checkout/payment-token', {
      number: '378282246310005',
      exp_month: 12,
      exp_year: year + 1,
      cvc: '1234',
    });
    expect(amexOk.body.data).toMatchObject({ brand: 'amex', last4: '0005' });
    const letters = await ada.call('POST', '/api/checkout/payment-token', {
      number: 'abcd',
      exp_month: 'x',
      exp_year: year,
      cvc: 1,
    });
    expect(letters.status).toBe(400);
  });
});

describe('POST /api/checkout (issue 6)', () => {
  it('sends a signed-out guest to sign in when the app is not borderless', async () => {
    const guest = await guestShopper(t);
    const cart = await cartWith(guest);
    const r = await submit(guest, newKey(), { cart_id: cart.id, payment: { token: await cardToken(guest) } });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe('Please sign in to continue.');
    expect(await ordersFor(cart.id)).toBe(0);
  });

  it('places a member order: re-priced lines, tip, card payment, cart submitted, receipt in the outbox', async () => {
    const cart = await cartWith(ada, [
      { product_id: 'p-butter-croissant', quantity: 2 },
      { product_id: 'p-house-coffee', quantity: 1 },
    ]);
    const before = { ...sandbox.counts };
    const r = await submit(ada, newKey(), {
      cart_id: cart.id,
      tip: { percent: 20 },
      payment: { token: await cardToken(ada) },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.result).toBe('placed');
    const order = r.body.data.order;
    expect(order).toMatchObject({
      menu_id: cart.menu_id,
      status: 'placed',
      handoff: 'pickup',
      location: { name: 'Back Bay', time_zone: 'America/New_York' },
    });
    expect(order.number).toMatch(/^\d+$/);
    expect(order.products).toHaveLength(2);
    expect(order.totals.tip).toBe(Math.round(order.totals.subtotal * 0.2));
    expect(order.totals.total).toBe(
      order.totals.subtotal +
        order.totals.tax +
        order.totals.fees +
        order.totals.handoff +
        order.totals.tip -
        order.totals.discount,
    );
    expect(order.payments).toEqual([{ kind: 'card', brand: 'visa', last4: '4242', amount: order.totals.total }]);
    expect(order.contact).toMatchObject({ first_name: 'Ada', email: 'ada.checkout@larkspur.example' });
    expect(order.time.ready).toMatch(/^\d{8} \d{2}:\d{2}$/);
    expect(sandbox.counts.authorize - before.authorize).toBe(1);
    // Captured after the reply (decision 155).
    await expect.poll(() => sandbox.counts.capture - before.capture, { timeout: 10_000 }).toBe(1);
    expect((await ada.call('GET', `/api/carts/${cart.id}`)).status).toBe(409);
    const mail = await waitForMail(outbox, 'ada.checkout@larkspur.example', 1);
    const receipt = mail.find((m) => m.subject.includes(`#${order.number}`));
    expect(receipt?.text).toContain('Butter Croissant');
    expect(receipt?.text).toContain('Back Bay');
    expect(receipt?.text).toContain(`Total: $${(order.totals.total / 100).toFixed(2)}`);
    // No card number anywhere in the database.
    const leaked = await query(
      t,
      sql`select count(*)::int as n from payments where last4 <> '4242' and brand = 'visa' or provider_ref like '%4242424242424242%'`,
    );
    expect(Number((leaked.rows[0] as { n: number }).n)).toBe(0);
  });

  it('replays the stored reply for the same key and body, and refuses the key with another body', async () => {
    const cart = await cartWith(ada);
    const key = newKey();
    const body = { cart_id: cart.id, payment: { token: await cardToken(ada) } };
    const first = await submit(ada, key, body);
    expect(first.status).toBe(200);
    const again = await submit(ada, key, body);
    expect(again.status).toBe(200);
    expect(again.body.data.order.id).toBe(first.body.data.order.id);
    const other = await submit(ada, key, { ...body, tip: { percent: 10 } });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await ordersFor(cart.id)).toBe(1);
  });

  it('20 concurrent submissions with one key make 1 order and 1 authorization', async () => {
    const cart = await cartWith(ada);
    const key = newKey();
    const body = { cart_id: cart.id, payment: { token: await cardToken(ada) } };
    const before = sandbox.counts.authorize;
    const replies = await Promise.all(Array.from({ length: 20 }, () => submit(ada, key, body)));
    expect(replies.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(replies.map((r) => r.body.data.order.id)).size).toBe(1);
    expect(await ordersFor(cart.id)).toBe(1);
    expect(sandbox.counts.authorize - before).toBe(1);
  });

  it('a decline makes no order and leaves the cart intact; a good card then succeeds', async () => {
    const cart = await cartWith(ada);
    for (const [number, message] of [
      [TEST_CARDS.declined, PAYMENT_MESSAGES.declined],
      [TEST_CARDS.insufficient, PAYMENT_MESSAGES.insufficient_funds],
      [TEST_CARDS.processingError, PAYMENT_MESSAGES.processing_error],
    ] as const) {
      const r = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada, number) } });
      expect(r.status).toBe(402);
      expect(r.body).toMatchObject({ code: 'CARD_DECLINED', field: 'number', message });
    }
    expect(await ordersFor(cart.id)).toBe(0);
    const still = await ada.call('GET', `/api/carts/${cart.id}`);
    expect(still.status).toBe(200);
    expect(still.body.data.products).toHaveLength(1);
    const ok = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada) } });
    expect(ok.status).toBe(200);
    expect(await ordersFor(cart.id)).toBe(1);
  });

  it('an expired cart (older than 1 hour) cannot be checked out: the timeout message, no order, no charge', async () => {
    const cart = await cartWith(ada);
    await t.database.db.execute(sql`update carts set created_at = now() - interval '61 minutes' where id = ${cart.id}`);
    const authorizations = sandbox.counts.authorize;
    const r = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada) } });
    expect(r.status).toBeGreaterThanOrEqual(400);
    expect(r.status).toBeLessThan(500);
    expect(r.body.message).toBe(CART_TIMEOUT_MESSAGE);
    expect(await ordersFor(cart.id)).toBe(0);
    expect(sandbox.counts.authorize).toBe(authorizations);
    expect((await query(t, sql`select status from carts where id = ${cart.id}`)).rows[0]?.status).toBe('abandoned');
  });

  it('a fault after authorization voids the payment and makes no order; the retry succeeds once', async () => {
    const cart = await cartWith(ada);
    const key = newKey();
    const body = { cart_id: cart.id, payment: { token: await cardToken(ada) } };
    const before = { ...sandbox.counts };
    fault.arm();
    const failed = await submit(ada, key, body);
    expect(failed.status).toBe(500);
    expect(sandbox.counts.void - before.void).toBe(1);
    expect(await ordersFor(cart.id)).toBe(0);
    const voided = await query(
      t,
      sql`select status from payments where kind = 'card' and order_id is null and status = 'voided' and failure = 'order_not_placed'`,
    );
    expect(voided.rows.length).toBeGreaterThanOrEqual(1);
    expect((await ada.call('GET', `/api/carts/${cart.id}`)).status).toBe(200);
    const retry = await submit(ada, key, body);
    expect(retry.status).toBe(200);
    const again = await submit(ada, key, body);
    expect(again.body.data.order.id).toBe(retry.body.data.order.id);
    expect(await ordersFor(cart.id)).toBe(1);
    expect(sandbox.counts.authorize - before.authorize).toBe(2);
    await expect.poll(() => sandbox.counts.capture - before.capture, { timeout: 10_000 }).toBe(1);
  });

  it('the card that needs an extra step: requires_confirmation, confirm (owner only), then the same submission places it', async () => {
    const cart = await cartWith(ada);
    const key = newKey();
    const body = { cart_id: cart.id, payment: { token: await cardToken(ada, TEST_CARDS.confirm) } };
    const first = await submit(ada, key, body);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ result: 'requires_confirmation' });
    const paymentId = first.body.data.payment_id as string;
    expect(await ordersFor(cart.id)).toBe(0);
    expect((await bea.call('POST', `/api/checkout/payments/${paymentId}/confirm`, { approve: true })).status).toBe(404);
    const confirmed = await ada.call('POST', `/api/checkout/payments/${paymentId}/confirm`, { approve: true });
    expect(confirmed.body.data).toEqual({ payment_id: paymentId, status: 'confirmed' });
    const placed = await submit(ada, key, body);
    expect(placed.status).toBe(200);
    expect(placed.body.data.result).toBe('placed');
    expect(await ordersFor(cart.id)).toBe(1);
  });

  it("rejects tampered prices, someone else's cart and a changed total", async () => {
    const cart = await cartWith(ada);
    const token = await cardToken(ada);
    const tampered = await submit(ada, newKey(), { cart_id: cart.id, payment: { token }, prices: { total: 1 } });
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toMatch(/prices|nrecognized/);
    const theirs = await submit(bea, newKey(), { cart_id: cart.id, payment: { token: await cardToken(bea) } });
    expect(theirs.status).toBe(404);
    const changed = await submit(ada, newKey(), { cart_id: cart.id, payment: { token }, expected_total: 1 });
    expect(changed.status).toBe(409);
    expect(changed.body.message).toMatch(/The total changed to \$/);
    // A token signed by someone else (or altered) is refused.
    const forged = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: `${token.slice(0, -3)}abc` } });
    expect(forged.status).toBe(402);
    expect(forged.body.message).toBe(PAYMENT_MESSAGES.token_invalid);
    expect(await ordersFor(cart.id)).toBe(0);
  });

  it('needs vehicle details for curbside', async () => {
    const cart = await cartWith(ada);
    const handoff = await ada.call('PUT', `/api/carts/${cart.id}/handoff`, { handoff: 'curbside' });
    expect(handoff.status, JSON.stringify(handoff.body)).toBe(200);
    const token = await cardToken(ada);
    const missing = await submit(ada, newKey(), { cart_id: cart.id, payment: { token } });
    expect(missing.status).toBe(422);
    expect(missing.body.message).toMatch(/^vehicle: /);
    const blank = await submit(ada, newKey(), {
      cart_id: cart.id,
      payment: { token },
      vehicle: { make: 'Volvo', model: '', color: 'Blue' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/vehicle\.model/);
    const ok = await submit(ada, newKey(), {
      cart_id: cart.id,
      payment: { token },
      vehicle: { make: 'Volvo', model: 'XC40', color: 'Blue' },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.order.vehicle).toEqual({ make: 'Volvo', model: 'XC40', color: 'Blue' });
  });

  it('answers bad input with a clear 4xx, never a 500', async () => {
    const cart = await cartWith(ada);
    const noKey = await ada.call('POST', '/api/checkout', { cart_id: cart.id });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toMatch(/Idempotency-Key/);
    const badKey = await ada.call(
      'POST',
      '/api/checkout',
      { cart_id: cart.id },
      { 'idempotency-key': 'no spaces allowed' },
    );
    expect(badKey.status).toBe(400);
    const malformed = await ada.call('POST', '/api/checkout', '{"cart_id": ', { 'idempotency-key': newKey() });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('The request body is not valid JSON.');
    const wrongType = await submit(ada, newKey(), { cart_id: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/cart_id/);
    const huge = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: 'x'.repeat(5000) } });
    expect(huge.status).toBe(400);
    const unknownCart = await submit(ada, newKey(), {
      cart_id: '00000000-0000-4000-8000-000000000000',
      payment: { token: await cardToken(ada) },
    });
    expect(unknownCart.status).toBe(404);
    const noCard = await submit(ada, newKey(), { cart_id: cart.id });
    expect(noCard.status).toBe(402);
    expect(noCard.body.message).toBe(PAYMENT_MESSAGES.payment_required);
    for (const tip of [
      { custom: -1 },
      { custom: 1.5 },
      { custom: '500' },
      { custom: 100_001 },
      { percent: 12 },
      { percent: 15, custom: 100 },
    ]) {
      const badTip = await submit(ada, newKey(), { cart_id: cart.id, tip, payment: { token: await cardToken(ada) } });
      expect(badTip.status, JSON.stringify(tip)).toBe(400);
      expect(badTip.body.message).toMatch(/tip/);
    }
    const tooManyGiftCards = await submit(ada, newKey(), {
      cart_id: cart.id,
      gift_cards: Array(6).fill({ number: '6006491000000001', pin: '1234' }),
    });
    expect(tooManyGiftCards.status).toBe(400);
    expect(await ordersFor(cart.id)).toBe(0);
  });
});

describe('custom tip', () => {
  it('charges a custom tip exactly as given in cents, beside the re-priced lines', async () => {
    const cart = await cartWith(ada, [{ product_id: 'p-butter-croissant', quantity: 3 }]);
    const r = await submit(ada, newKey(), {
      cart_id: cart.id,
      tip: { custom: 275 },
      payment: { token: await cardToken(ada) },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { totals, payments } = r.body.data.order;
    expect(totals.tip).toBe(275);
    expect(totals.total).toBe(totals.subtotal + totals.tax + totals.fees + totals.handoff + 275 - totals.discount);
    expect(payments).toEqual([{ kind: 'card', brand: 'visa', last4: '4242', amount: totals.total }]);
  });
});

describe('slot capacity', () => {
  it('a full slot is a 409 with no order, the card authorization voided and the cart intact', async () => {
    const cart = await cartWith(ada);
    const token = await cardToken(ada);
    const capacity = (await query(t, sql`select slot_capacity from locations where id = 'bos-back-bay'`)).rows[0]
      ?.slot_capacity as number;
    await query(t, sql`update locations set slot_capacity = 0 where id = 'bos-back-bay'`);
    t.server.locationContexts.invalidate({ locationId: 'bos-back-bay' }); // as every settings write does (decision 215)
    try {
      const voids = sandbox.counts.void;
      const r = await submit(ada, newKey(), { cart_id: cart.id, payment: { token } });
      expect(r.status).toBe(409);
      expect(r.body.message).toMatch(/is fully booked/);
      expect(sandbox.counts.void - voids).toBe(1);
      expect(await ordersFor(cart.id)).toBe(0);
      expect((await ada.call('GET', `/api/carts/${cart.id}`)).status).toBe(200);
    } finally {
      await query(t, sql`update locations set slot_capacity = ${capacity} where id = 'bos-back-bay'`);
      t.server.locationContexts.invalidate({ locationId: 'bos-back-bay' });
    }
  });
});

describe('idempotency keys are kept at least 24 h, then purged', () => {
  it('purges keys older than 48 h and keeps a day-old one', async () => {
    await query(
      t,
      sql`insert into idempotency_keys (scope, key, request_hash, state, created_at) values ('s:test', 'old-key-0001', 'h', 'open', now() - interval '49 hours'), ('s:test', 'day-old-key-01', 'h', 'completed', now() - interval '25 hours')`,
    );
    await purgeKeys(t.database.db, new Date());
    const left = await query(t, sql`select key from idempotency_keys where scope = 's:test' order by key`);
    expect(left.rows).toEqual([{ key: 'day-old-key-01' }]);
  });
});

describe('OpenAPI', () => {
  it('documents the checkout and order endpoints', async () => {
    const doc = (await t.server.inject({ url: '/api/docs' })).json() as { paths: Record<string, unknown> };
    for (const path of [
      '/api/checkout',
      '/api/checkout/payment-token',
      '/api/checkout/payments/{id}/confirm',
      '/api/gift-cards/balance',
      '/api/orders/{id}',
      '/api/orders',
      '/api/account/orders',
      '/api/staff/orders/{id}/status',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});

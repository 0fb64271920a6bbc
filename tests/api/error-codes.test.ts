import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/domain/app-error.ts';
import { CART_GONE_MESSAGE, CART_TIMEOUT_MESSAGE } from '../../src/domain/cart/timeout.ts';
import {
  allCustomerCopy,
  customerMessage,
  looksTechnical,
  TIME_REQUIRED_MESSAGE,
  withoutFieldPrefix,
} from '../../src/domain/customer-copy.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { COOKIE, memberInput, tempOutbox } from './account-support.ts';
import { BOYLSTON, openAroundTheClock } from './cart-support.ts';
import {
  TEST_CARDS,
  cardToken,
  cartWith,
  memberShopper,
  newKey,
  query,
  submit,
  type Shopper,
} from './checkout-support.ts';

/**
 * Typed error codes (issue 19) and customer wording (issue 15 §5) on the wire: each situation
 * the web routes answers its code (and `field`), and what the page would show for every reply
 * here is a sentence of the customer copy list — never a field name or zod's wording.
 */
let t: TestApp;
let ada: Shopper;
const copy = allCustomerCopy();

beforeAll(async () => {
  t = await createTestApp({ OUTBOX_DIR: tempOutbox(), ACCOUNT_LIMIT_PER_IP: '1000', ACCOUNT_LIMIT_PER_ACCOUNT: '3' });
  await openAroundTheClock(t, ['bos-back-bay']);
  ada = await memberShopper(t, 'ada.codes@larkspur.example');
});
afterAll(() => t.close());

/** What the page shows for an error reply (the web's own function), checked against the list. */
function shown(body: { code: string; message: string; field?: string }): string {
  const text = customerMessage(AppError.from(body));
  // On the list, or the reply's own sentence as the contract words it (no zod or Fastify default).
  const own = text === withoutFieldPrefix(body.message) && !looksTechnical(text);
  expect(copy.has(text) || own, `"${text}" (from ${JSON.stringify(body)}) is not customer copy`).toBe(true);
  return text;
}

const year = new Date().getUTCFullYear();
const DELIVERY = { handoffMode: 'delivery', ...BOYLSTON, building: '', instructions: '', default: false };

describe('card errors', () => {
  it('an expired card is CARD_EXPIRED at exp_month, shown as "This card has expired"', async () => {
    const r = await ada.call('POST', '/api/checkout/payment-token', {
      number: TEST_CARDS.ok,
      exp_month: 1,
      exp_year: year - 1,
      cvc: '123',
    });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      status: 'error',
      code: 'CARD_EXPIRED',
      field: 'exp_month',
      message: 'exp_month: This card has expired',
    });
    expect(shown(r.body)).toBe('This card has expired');
  });

  it('a declined card is CARD_DECLINED at the card number', async () => {
    const cart = await cartWith(ada);
    const r = await submit(ada, newKey(), {
      cart_id: cart.id,
      payment: { token: await cardToken(ada, TEST_CARDS.declined) },
    });
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({
      code: 'CARD_DECLINED',
      field: 'number',
      message: 'Your card was declined. Please use a different card.',
    });
    shown(r.body);
  });

  it('an invalid body is FIELD_INVALID naming the field; the page shows the field’s words, not zod’s', async () => {
    const r = await ada.call('POST', '/api/checkout/payment-token', {
      number: TEST_CARDS.ok,
      exp_month: 'x',
      exp_year: year + 1,
      cvc: '123',
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ status: 'error', code: 'FIELD_INVALID', field: 'exp_month' });
    expect(shown(r.body)).toBe('Please enter a valid expiration date');
  });
});

describe('time errors', () => {
  it('a delivery order with no time chosen is TIME_REQUIRED at the time picker, not "no longer available"', async () => {
    const cart = await cartWith(ada, [{ product_id: 'p-butter-croissant', quantity: 12 }]);
    const delivery = await ada.call('PUT', `/api/carts/${cart.id}/handoff/delivery`, DELIVERY);
    expect(delivery.status, JSON.stringify(delivery.body)).toBe(200);
    // Delivery while ASAP is not served leaves Plan Ahead with no time (cart/timing.ts): that state, directly.
    await query(t, sql`update carts set time_mode = 'advance', wanted = null where id = ${cart.id}`);
    const validated = await ada.call('POST', `/api/carts/${cart.id}/validate`);
    expect(validated.body.data.cart.problems).toContainEqual({
      line_id: '',
      message: TIME_REQUIRED_MESSAGE,
      code: 'TIME_REQUIRED',
      field: 'time',
    });
    const r = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada) } });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ status: 'error', code: 'TIME_REQUIRED', field: 'time', message: TIME_REQUIRED_MESSAGE });
    expect(shown(r.body)).toBe('Please choose a time for your order.');
  });
});

describe('cart errors', () => {
  it('a submitted cart is CART_GONE; an unknown one CART_NOT_FOUND (spec words kept)', async () => {
    const cart = await cartWith(ada);
    await query(t, sql`update carts set status = 'submitted' where id = ${cart.id}`);
    const gone = await ada.call('GET', `/api/carts/${cart.id}`);
    expect(gone.status).toBe(409);
    expect(gone.body).toEqual({ status: 'error', code: 'CART_GONE', message: CART_GONE_MESSAGE });
    const unknown = await ada.call('GET', '/api/carts/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('CART_NOT_FOUND');
    shown(gone.body);
    shown(unknown.body);
  });

  it('a cart past its hour is CART_EXPIRED with the spec §8 sentence', async () => {
    const cart = await cartWith(ada);
    await query(t, sql`update carts set created_at = now() - interval '2 hours' where id = ${cart.id}`);
    const r = await ada.call('GET', `/api/carts/${cart.id}`);
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ status: 'error', code: 'CART_EXPIRED', message: CART_TIMEOUT_MESSAGE });
    expect(shown(r.body)).toBe('Your cart has timed out. Please initiate a new order.');
  });
});

describe('every validation reply a checkout or account page can meet reads as customer copy', () => {
  it('walks bad bodies of the calls those pages make', async () => {
    const cart = await cartWith(ada);
    const token = await cardToken(ada);
    const cases: [url: string, body: Record<string, unknown>, headers?: Record<string, string>][] = [
      ['/api/checkout/payment-token', { number: '4242424242424241', exp_month: 12, exp_year: year + 1, cvc: '123' }],
      ['/api/checkout/payment-token', { number: TEST_CARDS.ok, exp_month: 13, exp_year: year + 1, cvc: '123' }],
      ['/api/checkout/payment-token', { number: TEST_CARDS.ok, exp_month: 12, exp_year: year + 1, cvc: '12' }],
      ['/api/checkout/payment-token', { number: 'abcd', exp_month: 'x', exp_year: year, cvc: 1 }],
      ['/api/checkout/payment-token', { number: TEST_CARDS.ok, exp_month: 12, exp_year: year + 1 }],
      [
        '/api/checkout',
        {
          cart_id: cart.id,
          contact: { first_name: '', last_name: 'B', email: 'a@b.co', phone: '6175550101' },
          payment: { token },
        },
        { 'idempotency-key': newKey() },
      ],
      [
        '/api/checkout',
        {
          cart_id: cart.id,
          contact: { first_name: 'A', last_name: 'B', email: 'not-an-email', phone: '6175550101' },
          payment: { token },
        },
        { 'idempotency-key': newKey() },
      ],
      [
        '/api/checkout',
        {
          cart_id: cart.id,
          contact: { first_name: 'A', last_name: 'B', email: 'a@b.co', phone: '12' },
          payment: { token },
        },
        { 'idempotency-key': newKey() },
      ],
      ['/api/checkout', { cart_id: cart.id, payment: { token: 'x'.repeat(40) } }, { 'idempotency-key': newKey() }],
      ['/api/checkout', { cart_id: cart.id, payment: null }, { 'idempotency-key': newKey() }],
      [
        '/api/checkout',
        { cart_id: cart.id, gift_cards: [{ number: '6006491000000999', pin: '0000' }], payment: { token } },
        { 'idempotency-key': newKey() },
      ],
      ['/api/account/signin', { email: 'nobody', password: 'x' }],
      ['/api/account/signup', { ...memberInput('walk@larkspur.example'), phone: '12' }],
      ['/api/account/forgot-password', { email: '' }],
    ];
    for (const [url, body, headers] of cases) {
      const r = await ada.call('POST', url, body, headers);
      expect(r.status, `${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      const text = shown(r.body);
      expect(text).not.toMatch(/^[a-z_.]+: /);
    }
  });
});

describe('sign-up (decision 070 as changed for issue 15 §6)', () => {
  it('signs the new member in: a session cookie, and /api/session says signed in', async () => {
    const r = await t.server.inject({
      method: 'POST',
      url: '/api/account/signup',
      payload: memberInput('new.member@larkspur.example', { first_name: 'Nia' }),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({
      user: { first_name: 'Nia' },
      csrf_token: expect.any(String),
      message: expect.stringContaining('signed in'),
    });
    const cookie = r.cookies.find((c) => c.name === COOKIE)?.value;
    expect(cookie).toBeTruthy();
    const session = await t.server.inject({ url: '/api/session', cookies: { [COOKIE]: cookie! } });
    expect(session.json().data.signed_in).toBe(true);
    const profile = await t.server.inject({ url: '/api/account/profile', cookies: { [COOKIE]: cookie! } });
    expect(profile.json().data.profile).toMatchObject({ first_name: 'Nia', email: 'new.member@larkspur.example' });
  });

  it('tells a known e-mail an account exists (409 ACCOUNT_EXISTS at the e-mail), signs nobody in, and stays rate limited', async () => {
    const again = () =>
      t.server.inject({
        method: 'POST',
        url: '/api/account/signup',
        payload: memberInput('ADA.codes@larkspur.example', { password: 'another-long-pass-9' }),
        remoteAddress: '10.9.0.1',
      });
    const r = await again();
    expect(r.statusCode).toBe(409);
    expect(r.json()).toEqual({
      status: 'error',
      code: 'ACCOUNT_EXISTS',
      field: 'email',
      message:
        'An account already exists for ada.codes@larkspur.example. Sign in, or reset your password if you have forgotten it.',
    });
    const cookie = r.cookies.find((c) => c.name === COOKIE)?.value;
    if (cookie)
      expect(
        (await t.server.inject({ url: '/api/session', cookies: { [COOKIE]: cookie } })).json().data.signed_in,
      ).toBe(false);
    // The per-account limit (3 here; the first sign-up counted one) still applies to the known e-mail.
    expect((await again()).statusCode).toBe(409);
    const limited = await again();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../src/domain/checkout/submit-order-contract.ts';
import { loadConfig } from '../../src/server/config.ts';
import type { CardToken } from '../../src/server/providers/payment/card-token.ts';
import { createStripeAdapter } from '../../src/server/providers/payment/stripe-adapter.ts';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { tempOutbox } from './account-support.ts';
import { openAroundTheClock } from './cart-support.ts';
import {
  TEST_CARDS,
  cardToken,
  cartWith,
  memberShopper,
  moveOrder,
  newKey,
  query,
  submit,
  type Shopper,
} from './checkout-support.ts';

/** The Stripe PaymentIntents adapter through the official SDK against a local fake of Stripe's API (issue 6). */
const KEY = 'sk_test_larkspurFakeKey123';
let fake: FakeStripe;
let t: TestApp;
let ada: Shopper;

beforeAll(async () => {
  fake = await startFakeStripe(KEY);
  t = await createTestApp({
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: KEY,
    STRIPE_API_URL: fake.url,
    OUTBOX_DIR: tempOutbox(),
    ACCOUNT_LIMIT_PER_IP: '1000',
    STAFF_API_KEY: 'staff-key-for-tests-0123456789',
  });
  await openAroundTheClock(t, ['bos-back-bay']);
  ada = await memberShopper(t, 'ada.stripe@larkspur.example');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const card = (behavior: CardToken['behavior']): CardToken => ({
  brand: 'visa',
  last4: '4242',
  exp_month: 12,
  exp_year: 2040,
  behavior,
  iat: Date.now(),
  nonce: 'n',
});

describe('configuration', () => {
  it('refuses PAYMENT_PROVIDER=stripe without a key, and a malformed key', () => {
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER=stripe/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    expect(loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: KEY }).PAYMENT_PROVIDER).toBe('stripe');
  });
});

describe('Stripe adapter (official SDK → fake Stripe)', () => {
  it('authorizes with manual capture and our idempotency key, captures, voids and refunds', async () => {
    const stripe = createStripeAdapter({ secretKey: KEY, apiUrl: fake.url });
    const ok = await stripe.authorize({
      amountCents: 1234,
      card: card('succeed'),
      idempotencyKey: 'pay-1',
      description: 'test',
    });
    expect(ok.status).toBe('authorized');
    const ref = ok.status === 'authorized' ? ok.ref : '';
    expect(fake.intents.get(ref)).toMatchObject({
      amount: 1234,
      capture_method: 'manual',
      status: 'requires_capture',
      payment_method: 'pm_card_visa',
    });
    expect(fake.requests.at(-1)?.idempotencyKey).toBe('pay-1');
    // The same key again is Stripe's replay: no second PaymentIntent.
    const count = fake.intents.size;
    expect(
      await stripe.authorize({
        amountCents: 1234,
        card: card('succeed'),
        idempotencyKey: 'pay-1',
        description: 'test',
      }),
    ).toEqual(ok);
    expect(fake.intents.size).toBe(count);
    await stripe.capture(ref);
    expect(fake.intents.get(ref)?.status).toBe('succeeded');
    await stripe.refund(ref, 1234);
    expect(fake.refunds.at(-1)).toEqual({ payment_intent: ref, amount: 1234 });
    const other = await stripe.authorize({
      amountCents: 999,
      card: card('succeed'),
      idempotencyKey: 'pay-2',
      description: 'test',
    });
    const otherRef = other.status === 'authorized' ? other.ref : '';
    await stripe.void(otherRef);
    expect(fake.intents.get(otherRef)?.status).toBe('canceled');
  });

  it('maps card errors to decline reasons', async () => {
    const stripe = createStripeAdapter({ secretKey: KEY, apiUrl: fake.url });
    expect(
      await stripe.authorize({ amountCents: 500, card: card('decline'), idempotencyKey: 'd-1', description: 't' }),
    ).toEqual({ status: 'declined', reason: 'declined', ref: null });
    expect(
      await stripe.authorize({
        amountCents: 500,
        card: card('insufficient_funds'),
        idempotencyKey: 'd-2',
        description: 't',
      }),
    ).toEqual({ status: 'declined', reason: 'insufficient_funds', ref: null });
    expect(
      await stripe.authorize({
        amountCents: 500,
        card: card('processing_error'),
        idempotencyKey: 'd-3',
        description: 't',
      }),
    ).toEqual({ status: 'declined', reason: 'processing_error', ref: null });
  });

  it("an extra confirmation step: requires_action, then the retrieved state after the shopper's step", async () => {
    const stripe = createStripeAdapter({ secretKey: KEY, apiUrl: fake.url });
    const first = await stripe.authorize({
      amountCents: 800,
      card: card('requires_confirmation'),
      idempotencyKey: 'c-1',
      description: 't',
    });
    expect(first.status).toBe('requires_confirmation');
    const ref = first.status === 'requires_confirmation' ? first.ref : '';
    expect((await stripe.confirm(ref, true)).status).toBe('requires_confirmation');
    fake.authenticate(ref);
    expect(await stripe.confirm(ref, true)).toEqual({ status: 'authorized', ref });
  });

  it('a wrong key is an error, not a decline', async () => {
    const stripe = createStripeAdapter({ secretKey: 'sk_test_wrong', apiUrl: fake.url });
    await expect(
      stripe.authorize({ amountCents: 500, card: card('succeed'), idempotencyKey: 'w-1', description: 't' }),
    ).rejects.toThrow(/Invalid API Key/);
  });
});

describe('checkout with PAYMENT_PROVIDER=stripe', () => {
  it('places an order: one PaymentIntent, captured; a decline makes no order', async () => {
    const cart = await cartWith(ada);
    const declined = await submit(ada, newKey(), {
      cart_id: cart.id,
      payment: { token: await cardToken(ada, TEST_CARDS.declined) },
    });
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe(PAYMENT_MESSAGES.declined);
    const before = fake.intents.size;
    const key = newKey();
    const body = { cart_id: cart.id, payment: { token: await cardToken(ada) } };
    const replies = await Promise.all(Array.from({ length: 5 }, () => submit(ada, key, body)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(fake.intents.size - before).toBe(1);
    const order = replies[0]!.body.data.order;
    const intent = [...fake.intents.values()].at(-1)!;
    // Captured after the reply (decision 155).
    await expect
      .poll(
        async () =>
          (await query(t, sql`select provider, provider_ref, status from payments where order_id = ${order.id}`)).rows,
        { timeout: 10_000 },
      )
      .toEqual([{ provider: 'stripe', provider_ref: intent.id, status: 'captured' }]);
    expect(intent).toMatchObject({ amount: order.totals.total, status: 'succeeded' });
    // Cancelling refunds through Stripe.
    const cancel = await moveOrder(t, order.id, 'cancelled', 'staff-key-for-tests-0123456789');
    expect(cancel.statusCode).toBe(200);
    expect(fake.refunds.at(-1)).toEqual({ payment_intent: intent.id, amount: order.totals.total });
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_LEASE_MS } from '../../src/domain/checkout/idempotency.ts';
import { PAYMENT_MESSAGES } from '../../src/domain/checkout/submit-order-contract.ts';
import { createCaptureQueue } from '../../src/server/modules/checkout/capture-queue.ts';
import { claimKey, releaseKey, renewLease } from '../../src/server/modules/checkout/idempotency-repo.ts';
import { REENTER_CARD } from '../../src/server/modules/checkout/service.ts';
import { createSandboxProcessor } from '../../src/server/providers/payment/sandbox-processor.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { tempOutbox } from './account-support.ts';
import { openAroundTheClock } from './cart-support.ts';
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
 * Issue 14: card tokens pay once, in the session that made them (decision 175); an expired or
 * abandoned authorization is never an order's payment (decision 173); an idempotency key's
 * claim is a lease that a dead holder loses (decision 174). The processor's clock is moved
 * forward for expiry; the key's lease is tested against a controlled clock.
 */
let t: TestApp;
let ada: Shopper;
let bea: Shopper;
let processorShift = 0;
const sandbox = createSandboxProcessor({ now: () => new Date(Date.now() + processorShift) });
const DAY = 24 * 3600_000;

beforeAll(async () => {
  t = await createTestApp(
    { OUTBOX_DIR: tempOutbox(), ACCOUNT_LIMIT_PER_IP: '1000' },
    { checkout: { paymentProvider: sandbox } },
  );
  await openAroundTheClock(t, ['bos-back-bay']);
  ada = await memberShopper(t, 'ada.tokens@larkspur.example');
  bea = await memberShopper(t, 'bea.tokens@larkspur.example');
});
afterAll(() => t.close());

const rows = async (q: ReturnType<typeof sql>) => (await query(t, q)).rows;
const REENTER = {
  status: 'error',
  code: 'CARD_REENTER',
  field: 'payment.token',
  message: `payment.token: ${REENTER_CARD}`,
};

describe('a card token pays once, in its own session (decision 175)', () => {
  it('a token from another session: 422 asking for the card again, nothing authorized', async () => {
    const cart = await cartWith(bea);
    const token = await cardToken(ada);
    const before = sandbox.counts.authorize;
    const r = await submit(bea, newKey(), { cart_id: cart.id, payment: { token } });
    expect(r.status).toBe(422);
    expect(r.body).toEqual(REENTER);
    expect(sandbox.counts.authorize).toBe(before);
    // The owner of the session can still use it.
    const own = await cartWith(ada);
    expect((await submit(ada, newKey(), { cart_id: own.id, payment: { token } })).status).toBe(200);
  });

  it('a token that paid for one cart cannot pay for a second (422), while the first checkout’s retry still replays its order', async () => {
    const first = await cartWith(ada);
    const token = await cardToken(ada);
    const key = newKey();
    const body = { cart_id: first.id, payment: { token } };
    const placed = await submit(ada, key, body);
    expect(placed.status).toBe(200);
    const second = await cartWith(ada);
    const before = sandbox.counts.authorize;
    const reused = await submit(ada, newKey(), { cart_id: second.id, payment: { token } });
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual(REENTER);
    expect(sandbox.counts.authorize).toBe(before);
    const replay = await submit(ada, key, body);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(placed.body);
    expect((await rows(sql`select count(*)::int as n from orders where cart_id = ${second.id}`))[0]?.n).toBe(0);
  });

  it('a failed attempt’s key may retry with its token (the same checkout), and is refused again for the same reason', async () => {
    const cart = await cartWith(ada);
    const key = newKey();
    const body = { cart_id: cart.id, payment: { token: await cardToken(ada, TEST_CARDS.declined) } };
    for (let i = 0; i < 2; i++) {
      const r = await submit(ada, key, body);
      expect(r.status).toBe(402);
      expect(r.body.message).toBe(PAYMENT_MESSAGES.declined);
    }
  });
});

describe('expired and abandoned authorizations (decision 173)', () => {
  it('an authorization older than the processor’s hold lifetime is not reused: it is voided and a new one asked for', async () => {
    const cart = await cartWith(ada);
    const key = newKey();
    const body = { cart_id: cart.id, payment: { token: await cardToken(ada, TEST_CARDS.confirm) } };
    const waiting = await submit(ada, key, body);
    const old = waiting.body.data.payment_id as string;
    expect((await ada.call('POST', `/api/checkout/payments/${old}/confirm`, { approve: true })).body.data.status).toBe(
      'confirmed',
    );
    // Eight days pass before the shopper comes back to the same checkout.
    processorShift = 8 * DAY;
    await query(t, sql`update payments set created_at = created_at - interval '8 days' where id = ${old}`);
    try {
      const before = sandbox.counts.authorize;
      const again = await submit(ada, key, body);
      expect(again.body.data.result).toBe('requires_confirmation');
      const fresh = again.body.data.payment_id as string;
      expect(fresh).not.toBe(old);
      expect(sandbox.counts.authorize).toBe(before + 1);
      expect(await rows(sql`select status, failure from payments where id = ${old}`)).toEqual([
        { status: 'voided', failure: 'expired' },
      ]);
      expect((await ada.call('POST', `/api/checkout/payments/${fresh}/confirm`, { approve: true })).status).toBe(200);
      const placed = await submit(ada, key, body);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect(
        await rows(
          sql`select id from payments where order_id = ${placed.body.data.order.id as string} and kind = 'card'`,
        ),
      ).toEqual([{ id: fresh }]);
    } finally {
      processorShift = 0;
    }
  });

  it('an authorization no order took, abandoned at the bank’s step, is voided by the sweep', async () => {
    const cart = await cartWith(ada);
    const waiting = await submit(ada, newKey(), {
      cart_id: cart.id,
      payment: { token: await cardToken(ada, TEST_CARDS.confirm) },
    });
    const id = waiting.body.data.payment_id as string;
    await ada.call('POST', `/api/checkout/payments/${id}/confirm`, { approve: true });
    const sweeper = createCaptureQueue({ db: t.database.db, provider: sandbox, log: t.server.log });
    const voids = sandbox.counts.void;
    await sweeper.sweep(0);
    expect((await rows(sql`select status from payments where id = ${id}`))[0]?.status).toBe('authorized');
    await query(t, sql`update payments set updated_at = updated_at - interval '31 minutes' where id = ${id}`);
    await sweeper.sweep(0);
    expect(await rows(sql`select status, failure from payments where id = ${id}`)).toEqual([
      { status: 'voided', failure: 'abandoned' },
    ]);
    expect(sandbox.counts.void).toBe(voids + 1);
  });
});

describe('an idempotency key’s claim is a lease (decision 174)', () => {
  it('a live holder keeps it by renewing; once its lease runs out another request takes over at once, and the dead holder can neither renew nor release', async () => {
    let clock = Date.now();
    const now = () => new Date(clock);
    const db = t.database.db;
    const key = newKey();
    const first = await claimKey(db, 's:lease-test', key, 'hash', now);
    expect(first).toMatchObject({ kind: 'claimed', fresh: true });
    if (first.kind !== 'claimed') return;
    clock += IDEMPOTENCY_LEASE_MS - 100;
    expect(await renewLease(db, first.id, first.token, now())).toBe(true);
    // The holder dies: nobody renews, and the lease runs out on the clock.
    clock += IDEMPOTENCY_LEASE_MS + 1;
    const second = await claimKey(db, 's:lease-test', key, 'hash', now);
    expect(second).toMatchObject({ kind: 'claimed', id: first.id, fresh: false });
    if (second.kind !== 'claimed') return;
    expect(second.token).not.toBe(first.token);
    expect(await renewLease(db, first.id, first.token, now())).toBe(false);
    expect(await releaseKey(db, first.id, first.token, { status: 500, body: null })).toBe(false);
    expect(await releaseKey(db, second.id, second.token, { status: 409, body: { status: 'error' } })).toBe(true);
    expect(await rows(sql`select state, reply_status from idempotency_keys where id = ${first.id}`)).toEqual([
      { state: 'open', reply_status: 409 },
    ]);
  });
});

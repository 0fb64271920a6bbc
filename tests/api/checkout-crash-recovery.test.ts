import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaptureQueue } from '../../src/server/modules/checkout/capture-queue.ts';
import { SimulatedCrash, type CheckoutFaults } from '../../src/server/modules/checkout/faults.ts';
import type { PaymentProvider } from '../../src/server/providers/payment/payment-provider.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { tempOutbox } from './account-support.ts';
import { openAroundTheClock } from './cart-support.ts';
import {
  cardToken,
  cartWith,
  countingSandbox,
  memberShopper,
  newKey,
  query,
  submit,
  type Shopper,
} from './checkout-support.ts';

/**
 * Issue 14 / decision 173: a database error or a crash between any two steps of a checkout —
 * after the authorization, after the void call, after the order, after the capture call — is
 * recovered by a retry of the same key and by the sweep: exactly one order per key, no order on
 * a voided authorization, every order's payment captured. A crash is `SimulatedCrash` from a
 * fault hook (nothing after it runs, the key's lease is no longer renewed); its dead holder is
 * simulated by running its lease out in the database, not by waiting.
 */
let t: TestApp;
let ada: Shopper;
const sandbox = countingSandbox();
const voidedRefs = new Set<string>();
// The sandbox, with every voided authorization noted: no order may hold one of these.
const provider: PaymentProvider = {
  ...sandbox,
  void: async (ref) => {
    await sandbox.void(ref);
    voidedRefs.add(ref);
  },
};

type Step = keyof CheckoutFaults;
const armed = new Map<Step, 'error' | 'unavailable' | 'crash'>();
/** What the pg driver throws when PostgreSQL shuts down under a query (57P01). */
const connectionLost = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
const hook = (step: Step) => async () => {
  const what = armed.get(step);
  if (!what) return;
  armed.delete(step);
  throw what === 'crash'
    ? new SimulatedCrash(step)
    : what === 'unavailable'
      ? connectionLost()
      : new Error(`injected database error ${step}`);
};
const faults: CheckoutFaults = {
  afterAuthorize: hook('afterAuthorize'),
  afterVoidCall: hook('afterVoidCall'),
  afterOrderPlaced: hook('afterOrderPlaced'),
  afterCaptureCall: hook('afterCaptureCall'),
  beforeRelease: hook('beforeRelease'),
};

beforeAll(async () => {
  t = await createTestApp(
    { OUTBOX_DIR: tempOutbox(), ACCOUNT_LIMIT_PER_IP: '1000' },
    { checkout: { paymentProvider: provider, faults } },
  );
  await openAroundTheClock(t, ['bos-back-bay']);
  ada = await memberShopper(t, 'ada.crash@larkspur.example');
});
afterAll(() => t.close());

const rows = async (q: ReturnType<typeof sql>) => (await query(t, q)).rows;
const ordersOf = async (cartId: string) =>
  (await rows(sql`select id from orders where cart_id = ${cartId}`)).map((r) => r.id as string);
const keyRow = async (key: string) =>
  (await rows(sql`select id, state from idempotency_keys where key = ${key}`))[0] as { id: string; state: string };
const attemptsOf = async (key: string) =>
  (await rows(
    sql`select p.id, p.status, p.provider_ref, p.order_id from payments p join idempotency_keys k on k.id = p.idempotency_key_id where k.key = ${key} and p.kind = 'card' order by p.created_at`,
  )) as {
    id: string;
    status: string;
    provider_ref: string | null;
    order_id: string | null;
  }[];
/** What the clock does to a dead request's claim after IDEMPOTENCY_LEASE_MS. */
const leaseRunsOut = (key: string) =>
  query(t, sql`update idempotency_keys set locked_until = now() - interval '1 second' where key = ${key}`);
const sweeper = () => createCaptureQueue({ db: t.database.db, provider, log: t.server.log });
const counts = () => ({ ...sandbox.counts });

async function freshCheckout() {
  const cart = await cartWith(ada);
  const key = newKey();
  const body = { cart_id: cart.id, payment: { token: await cardToken(ada) } };
  return { cart, key, body, before: counts() };
}

describe('a crash or a database error at each step is recovered by a retry and the sweep (decision 173)', () => {
  it('crash after the authorization: the key is retryable once its holder is dead; the retry reuses the recorded attempt — one authorization, one order', async () => {
    const { cart, key, body, before } = await freshCheckout();
    armed.set('afterAuthorize', 'crash');
    expect((await submit(ada, key, body)).status).toBe(500);
    expect((await keyRow(key)).state).toBe('processing');
    expect(await attemptsOf(key)).toEqual([expect.objectContaining({ status: 'pending', provider_ref: null })]);
    await leaseRunsOut(key);
    const retry = await submit(ada, key, body);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(await ordersOf(cart.id)).toEqual([retry.body.data.order.id]);
    expect(sandbox.counts.authorize - before.authorize).toBe(1);
    expect(sandbox.counts.void - before.void).toBe(0);
    const [attempt] = await attemptsOf(key);
    expect(attempt).toMatchObject({ order_id: retry.body.data.order.id });
    await expect.poll(async () => (await attemptsOf(key))[0]?.status, { timeout: 10_000 }).toBe('captured');
  });

  it('a database error after the authorization and on the key release: the key is released as soon as the database answers; the retry places one order on a live hold', async () => {
    const { cart, key, body, before } = await freshCheckout();
    armed.set('afterAuthorize', 'error');
    armed.set('beforeRelease', 'error');
    expect((await submit(ada, key, body)).status).toBe(500);
    // The release is tried again in the background, not left to the lease.
    await expect.poll(async () => (await keyRow(key)).state, { timeout: 10_000 }).toBe('open');
    const retry = await submit(ada, key, body);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(await ordersOf(cart.id)).toHaveLength(1);
    // The first hold was voided (its row says so); the order has the second.
    const attempts = await attemptsOf(key);
    expect(attempts.map((a) => a.status)).toEqual(['voided', expect.stringMatching(/^(authorized|captured)$/)]);
    expect(attempts[1]?.order_id).toBe(retry.body.data.order.id);
    expect(sandbox.counts.authorize - before.authorize).toBe(2);
    expect(sandbox.counts.void - before.void).toBe(1);
  });

  it('crash after the void call, before its row update (the issue’s case): the retry never uses the voided hold; the sweep records the void', async () => {
    const { cart, key, body, before } = await freshCheckout();
    // The order fails (a database error), the void reaches the processor, and the process dies.
    armed.set('afterAuthorize', 'error');
    armed.set('afterVoidCall', 'crash');
    expect((await submit(ada, key, body)).status).toBe(500);
    const [dead] = await attemptsOf(key);
    expect(dead).toMatchObject({ status: 'voiding', provider_ref: expect.stringMatching(/^sbx_/) });
    expect(voidedRefs.has(dead!.provider_ref!)).toBe(true);
    await leaseRunsOut(key);
    const retry = await submit(ada, key, body);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(await ordersOf(cart.id)).toHaveLength(1);
    const attempts = await attemptsOf(key);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]).toMatchObject({ order_id: retry.body.data.order.id });
    expect(attempts[1]?.provider_ref).not.toBe(dead!.provider_ref);
    expect(sandbox.counts.authorize - before.authorize).toBe(2);
    expect(await sweeper().sweep(0)).toBeGreaterThanOrEqual(1);
    expect((await attemptsOf(key))[0]?.status).toBe('voided');
    // Voiding again at the processor was a no-op: one void for one hold.
    expect(sandbox.counts.void - before.void).toBe(1);
  });

  it('a database error after the void call: the row says voiding, the key is released at once, the retry authorizes anew, the sweep finishes the void', async () => {
    const { cart, key, body } = await freshCheckout();
    armed.set('afterAuthorize', 'error');
    armed.set('afterVoidCall', 'error');
    expect((await submit(ada, key, body)).status).toBe(500);
    expect((await keyRow(key)).state).toBe('open');
    expect((await attemptsOf(key))[0]?.status).toBe('voiding');
    const retry = await submit(ada, key, body);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(await ordersOf(cart.id)).toHaveLength(1);
    await sweeper().sweep(0);
    expect((await attemptsOf(key)).map((a) => a.status)).toEqual([
      'voided',
      expect.stringMatching(/^(authorized|captured)$/),
    ]);
  });

  it('crash after the order committed, before the reply: the retry replays the order; the sweep captures what was never queued', async () => {
    const { cart, key, body, before } = await freshCheckout();
    armed.set('afterOrderPlaced', 'crash');
    expect((await submit(ada, key, body)).status).toBe(500);
    const [order] = await ordersOf(cart.id);
    expect(order).toBeDefined();
    const replay = await submit(ada, key, body);
    expect(replay.status).toBe(200);
    expect(replay.body.data.order.id).toBe(order);
    expect((await attemptsOf(key))[0]?.status).toBe('authorized');
    expect(await sweeper().sweep(0)).toBeGreaterThanOrEqual(1);
    expect(await attemptsOf(key)).toEqual([expect.objectContaining({ status: 'captured', order_id: order })]);
    expect(sandbox.counts.authorize - before.authorize).toBe(1);
    expect(sandbox.counts.void - before.void).toBe(0);
  });

  it('a database error after the order committed: the order is the reply, its payment is not voided', async () => {
    const { cart, key, body, before } = await freshCheckout();
    armed.set('afterOrderPlaced', 'error');
    const r = await submit(ada, key, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await ordersOf(cart.id)).toEqual([r.body.data.order.id]);
    expect(sandbox.counts.void - before.void).toBe(0);
    await sweeper().sweep(0);
    expect((await attemptsOf(key))[0]?.status).toBe('captured');
  });

  it('the database connection lost around the order statement, which did commit: the capture is queued once the database answers, without waiting for the sweep', async () => {
    const { cart, key, body } = await freshCheckout();
    armed.set('afterOrderPlaced', 'unavailable');
    const r = await submit(ada, key, body);
    // The reply is the committed order (the key is completed); its capture follows without a sweep.
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await ordersOf(cart.id)).toEqual([r.body.data.order.id]);
    await expect.poll(async () => (await attemptsOf(key))[0]?.status, { timeout: 10_000 }).toBe('captured');
  });

  it('a database error after the capture call, before its row update: the sweep marks it captured without a second capture', async () => {
    const { key, body, before } = await freshCheckout();
    armed.set('afterCaptureCall', 'error');
    const r = await submit(ada, key, body);
    expect(r.status).toBe(200);
    await expect.poll(() => sandbox.counts.capture - before.capture, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => armed.has('afterCaptureCall'), { timeout: 10_000 }).toBe(false);
    expect((await attemptsOf(key))[0]?.status).toBe('authorized');
    expect(await sweeper().sweep(0)).toBeGreaterThanOrEqual(1);
    expect((await attemptsOf(key))[0]?.status).toBe('captured');
    expect(sandbox.counts.capture - before.capture).toBe(1);
  });

  it('a cancellation that committed but never gave the money back (the process stopped): the sweep voids the hold, or refunds a capture', async () => {
    const placed = await Promise.all(
      [0, 1].map(async () => {
        const { key, body } = await freshCheckout();
        const r = await submit(ada, key, body);
        expect(r.status).toBe(200);
        return { order: r.body.data.order.id as string, key };
      }),
    );
    await expect.poll(async () => (await attemptsOf(placed[1]!.key))[0]?.status, { timeout: 10_000 }).toBe('captured');
    // The first as if cancelled before its capture, the second after it: what the committed cancellation leaves.
    await query(t, sql`update payments set status = 'authorized' where order_id = ${placed[0]!.order}`);
    const [first] = await attemptsOf(placed[0]!.key);
    expect(first?.provider_ref).toBeTruthy();
    for (const p of placed) await query(t, sql`update orders set status = 'cancelled' where id = ${p.order}`);
    const before = counts();
    await sweeper().sweep(0);
    expect((await attemptsOf(placed[0]!.key))[0]?.status).toMatch(/^(voided|refunded)$/);
    expect((await attemptsOf(placed[1]!.key))[0]?.status).toBe('refunded');
    expect(sandbox.counts.refund - before.refund).toBeGreaterThanOrEqual(1);
    // Nothing is given back twice.
    const after = counts();
    await sweeper().sweep(0);
    expect(counts()).toEqual(after);
  });

  it('after all of it: every order that stands holds exactly one captured card payment, none on a voided authorization', async () => {
    await sweeper().sweep(0);
    const orders = await rows(
      sql`select o.id, count(p.id)::int as cards, min(p.status) as status, min(p.provider_ref) as ref from orders o left join payments p on p.order_id = o.id and p.kind = 'card' where o.status <> 'cancelled' group by o.id`,
    );
    expect(orders.length).toBeGreaterThanOrEqual(7);
    for (const o of orders) {
      expect(o).toMatchObject({ cards: 1, status: 'captured' });
      expect(voidedRefs.has(o.ref as string)).toBe(false);
    }
    expect(await rows(sql`select id from payments where status = 'voiding'`)).toEqual([]);
  });
});

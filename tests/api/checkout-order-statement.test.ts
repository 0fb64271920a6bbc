import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashableBody } from '../../src/domain/checkout/idempotency.ts';
import { submitOrderReply, submitOrderRequest } from '../../src/domain/checkout/submit-order-contract.ts';
import { createCaptureQueue } from '../../src/server/modules/checkout/capture-queue.ts';
import { requestHash } from '../../src/server/modules/checkout/idempotency-repo.ts';
import type { CardToken } from '../../src/server/providers/payment/card-token.ts';
import type { PaymentProvider } from '../../src/server/providers/payment/payment-provider.ts';
import type { RealtimeEvent } from '../../src/server/realtime/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { tempOutbox } from './account-support.ts';
import { openAroundTheClock, SOUTH_END } from './cart-support.ts';
import {
  DEMO_GIFT,
  TEST_CARDS,
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

/**
 * Decision 155: the ordinary order is one statement, captures run after the reply. What the
 * statement re-checks under its locks (the cart, gift card balances, the slot place) is changed
 * between validation and the statement through the test-only fault hook, as another tab or
 * another order would; concurrency cases assert outcomes that hold whatever the interleaving.
 */
let t: TestApp;
let ada: Shopper;
const sandbox = countingSandbox();
let failCaptures = false;
let failedCaptures = 0;
// Test-only: the sandbox whose captures can be made to fail (a processor outage after checkout).
const provider: PaymentProvider = {
  ...sandbox,
  capture: async (ref) => {
    if (failCaptures) {
      failedCaptures += 1;
      throw new Error('processor unavailable');
    }
    return sandbox.capture(ref);
  },
};
let between: (() => Promise<void>) | null = null;
const STAFF = 'staff-key-for-tests-0123456789';

beforeAll(async () => {
  t = await createTestApp(
    { OUTBOX_DIR: tempOutbox(), ACCOUNT_LIMIT_PER_IP: '1000', STAFF_API_KEY: STAFF },
    {
      checkout: {
        paymentProvider: provider,
        faults: {
          afterAuthorize: async () => {
            const action = between;
            between = null;
            await action?.();
          },
        },
      },
    },
  );
  await openAroundTheClock(t, ['bos-back-bay', 'bos-south-end']);
  ada = await memberShopper(t, 'ada.statement@larkspur.example');
});
afterAll(() => t.close());

const rows = async (q: ReturnType<typeof sql>) => (await query(t, q)).rows;
const count = async (q: ReturnType<typeof sql>) => Number((await rows(q))[0]?.n);
const placesAt = (locationId: string) =>
  count(sql`select coalesce(sum(count), 0)::int as n from slot_reservations where location_id = ${locationId}`);
const ordersFor = (cartId: string) => count(sql`select count(*)::int as n from orders where cart_id = ${cartId}`);

describe('the one-statement order re-checks under its locks (decision 155)', () => {
  it('a cart changed in another tab after validation: 409, no order, the card voided with its processor id, the slot place given back, the change kept', async () => {
    const cart = await cartWith(ada);
    const before = { ...sandbox.counts };
    const places = await placesAt('bos-back-bay');
    between = async () => {
      const r = await ada.call('POST', `/api/carts/${cart.id}/products/quick-add`, {
        product_id: 'p-house-coffee',
        quantity: 1,
      });
      expect(r.status).toBe(200);
    };
    const key = newKey();
    const r = await submit(ada, key, { cart_id: cart.id, payment: { token: await cardToken(ada) } });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe('Your bag changed while the order was being placed. Please review it and try again.');
    expect(await ordersFor(cart.id)).toBe(0);
    expect(sandbox.counts.authorize - before.authorize).toBe(1);
    expect(sandbox.counts.void - before.void).toBe(1);
    const voided = await rows(
      sql`select p.status, p.provider_ref, p.failure from payments p join idempotency_keys k on k.id = p.idempotency_key_id where k.key = ${key}`,
    );
    expect(voided).toEqual([
      { status: 'voided', provider_ref: expect.stringMatching(/^sbx_/), failure: 'order_not_placed' },
    ]);
    expect(await placesAt('bos-back-bay')).toBe(places);
    const now = await ada.call('GET', `/api/carts/${cart.id}`);
    expect(now.status).toBe(200);
    expect(now.body.data.products).toHaveLength(2);
    // The shopper reviews the bag and places it (a new body, a new key).
    const again = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada) } });
    expect(again.status).toBe(200);
    expect(again.body.data.order.products).toHaveLength(2);
  });

  it('the board hears of a placed order once, with its commit, and never of one the statement refused (decision 341)', async () => {
    // An earlier test's order may still be on its way to this listener: only this test's orders count.
    const startedAt = Date.now();
    const heard: RealtimeEvent[] = [];
    let heardAgain: (() => void) | null = null;
    const off = t.server.realtime.subscribe('orders', (event) => {
      if (event.seq >= startedAt) heard.push(event);
      heardAgain?.();
    });
    try {
      const cart = await cartWith(ada);
      between = async () => {
        expect(
          (
            await ada.call('POST', `/api/carts/${cart.id}/products/quick-add`, {
              product_id: 'p-house-coffee',
              quantity: 1,
            })
          ).status,
        ).toBe(200);
      };
      const refused = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada) } });
      expect(refused.status).toBe(409);
      const placed = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada) } });
      expect(placed.status).toBe(200);
      const order = placed.body.data.order as { id: string; created: string };
      // Events arrive in commit order: once the placed order's is here, a refused one's would have been too.
      while (!heard.some((e) => e.orderId === order.id)) await new Promise<void>((resolve) => (heardAgain = resolve));
      expect(heard).toEqual([
        { locationId: 'bos-back-bay', orderId: order.id, kind: 'placed', seq: Date.parse(order.created) },
      ]);
    } finally {
      off();
    }
  });

  it('a gift card spent elsewhere after validation: 409, no order, no debit, the card voided', async () => {
    const cart = await cartWith(ada, [{ product_id: 'p-butter-croissant', quantity: 12 }]);
    const balance = async () => count(sql`select balance_cents as n from gift_cards where last4 = '0003'`);
    const start = await balance();
    const before = { ...sandbox.counts };
    // Another order takes all but $1 of the card meanwhile.
    between = async () => {
      await query(t, sql`update gift_cards set balance_cents = 100 where last4 = '0003'`);
    };
    try {
      const r = await submit(ada, newKey(), {
        cart_id: cart.id,
        gift_cards: [DEMO_GIFT.hundred],
        payment: { token: await cardToken(ada) },
      });
      expect(r.status).toBe(409);
      expect(r.body.message).toBe('A gift card balance changed. Please check your gift cards and try again.');
      expect(await ordersFor(cart.id)).toBe(0);
      expect(await balance()).toBe(100);
      expect(
        await count(
          sql`select count(*)::int as n from payments where kind = 'gift_card' and gift_card_id = (select id from gift_cards where last4 = '0003')`,
        ),
      ).toBe(0);
      expect(sandbox.counts.void - before.void).toBe(sandbox.counts.authorize - before.authorize);
      expect((await ada.call('GET', `/api/carts/${cart.id}`)).status).toBe(200);
    } finally {
      await query(t, sql`update gift_cards set balance_cents = ${start} where last4 = '0003'`);
    }
  });

  it('ten submissions of one cart under ten keys at once: one order, nine 409s, one charge kept', async () => {
    const cart = await cartWith(ada);
    const token = await cardToken(ada);
    const before = { ...sandbox.counts };
    const keys = Array.from({ length: 10 }, () => newKey());
    const replies = await Promise.all(keys.map((key) => submit(ada, key, { cart_id: cart.id, payment: { token } })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    expect(replies.filter((r) => r.status === 409)).toHaveLength(9);
    expect(await ordersFor(cart.id)).toBe(1);
    const kept = sandbox.counts.authorize - before.authorize - (sandbox.counts.void - before.void);
    expect(kept).toBe(1);
    const order = replies.find((r) => r.status === 200)!.body.data.order;
    const paid = await rows(sql`select status from payments where order_id = ${order.id} and kind = 'card'`);
    expect(paid).toHaveLength(1);
  });

  it('ASAP orders racing for a slot never overfill it: each slot counter equals its orders, within capacity', async () => {
    const capacity = 3;
    const shoppers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => memberShopper(t, `slot.racer.${i}@larkspur.example`)),
    );
    const carts = await Promise.all(
      shoppers.map((s) => cartWith(s, [{ product_id: 'p-butter-croissant', quantity: 1 }], SOUTH_END)),
    );
    const tokens = await Promise.all(shoppers.map((s) => cardToken(s)));
    await query(t, sql`update locations set slot_capacity = ${capacity} where id = 'bos-south-end'`);
    t.server.locationContexts.invalidate({ locationId: 'bos-south-end' }); // as every settings write does (decision 215)
    const replies = await Promise.all(
      shoppers.map((s, i) => submit(s, newKey(), { cart_id: carts[i]!.id, payment: { token: tokens[i] } })),
    );
    for (const r of replies) {
      if (r.status !== 200) {
        expect(r.status).toBe(409);
        expect(r.body.message).toMatch(/is fully booked/);
      }
    }
    const placed = replies.filter((r) => r.status === 200).length;
    // All six fit in one slot only if a slot boundary passed during the race; otherwise exactly three.
    expect(placed).toBeGreaterThanOrEqual(capacity);
    const slots = await rows(
      sql`select s.slot_start, s.count, (select count(*)::int from orders o where o.location_id = s.location_id and o.slot_start = s.slot_start and o.slot_mode = s.handoff) as orders from slot_reservations s where s.location_id = 'bos-south-end'`,
    );
    expect(slots.reduce((n, s) => n + Number(s.orders), 0)).toBe(placed);
    for (const s of slots) {
      expect(Number(s.count)).toBe(Number(s.orders));
      expect(Number(s.count)).toBeLessThanOrEqual(capacity);
    }
  });
});

describe('the checkout reply encodes itself (decision 155)', () => {
  it('placed, replayed and confirmation replies match the submit contract exactly', async () => {
    const strict = (body: unknown) => expect(submitOrderReply.parse(body)).toEqual(body);
    const cart = await cartWith(ada, [
      { product_id: 'p-butter-croissant', quantity: 2 },
      { product_id: 'p-house-coffee', quantity: 1 },
    ]);
    const key = newKey();
    const body = { cart_id: cart.id, payment: { token: await cardToken(ada) } };
    const placed = await submit(ada, key, body);
    expect(placed.status).toBe(200);
    strict(placed.body);
    const replay = await submit(ada, key, body);
    expect(replay.body).toEqual(placed.body);
    strict(replay.body);
    const other = await cartWith(ada);
    const confirm = await submit(ada, newKey(), {
      cart_id: other.id,
      payment: { token: await cardToken(ada, TEST_CARDS.confirm) },
    });
    expect(confirm.body.data.result).toBe('requires_confirmation');
    strict(confirm.body);
  });
});

describe('recovery of an attempt that stopped after the processor answered (decision 155)', () => {
  it('a retry reuses the pending attempt through the processor idempotency key: one authorization, one order', async () => {
    const cart = await cartWith(ada);
    const token = await cardToken(ada);
    const body = { cart_id: cart.id, payment: { token } };
    const total = (await ada.call('POST', `/api/carts/${cart.id}/validate`)).body.data.cart.totals.total as number;
    const memberId = (await rows(sql`select id from members where email = 'ada.statement@larkspur.example'`))[0]
      ?.id as string;
    const key = newKey();
    // What a process that died right after the processor's answer leaves behind: the key still
    // 'processing' (stale), the attempt's row 'pending', and an authorization at the processor.
    const staleAt = new Date(Date.now() - 10 * 60_000);
    const [keyRow] = await rows(
      sql`insert into idempotency_keys (scope, key, request_hash, state, created_at, updated_at) values (${`m:${memberId}`}, ${key}, ${requestHash(hashableBody(submitOrderRequest.parse(body)))}, 'processing', ${staleAt}, ${staleAt}) returning id`,
    );
    const [payment] = await rows(
      sql`insert into payments (idempotency_key_id, session_id_hash, kind, provider, brand, last4, amount_cents, status) values (${keyRow!.id as string}, ${'dead-session'}, 'card', 'sandbox', 'visa', '4242', ${total}, 'pending') returning id`,
    );
    const card = JSON.parse(Buffer.from(token.slice(4).split('.')[0]!, 'base64url').toString()) as CardToken;
    const earlier = await sandbox.authorize({
      amountCents: total,
      card,
      idempotencyKey: payment!.id as string,
      description: 'the attempt that died',
    });
    const before = { ...sandbox.counts };
    const r = await submit(ada, key, body);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(sandbox.counts.authorize - before.authorize).toBe(0);
    const paid = await rows(
      sql`select id, status, provider_ref from payments where order_id = ${r.body.data.order.id} and kind = 'card'`,
    );
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      id: payment!.id,
      provider_ref: earlier.status === 'authorized' ? earlier.ref : 'unexpected',
    });
    await expect
      .poll(async () => (await rows(sql`select status from payments where id = ${payment!.id as string}`))[0]?.status, {
        timeout: 10_000,
      })
      .toBe('captured');
  });
});

describe('captures after the reply (decision 155)', () => {
  it('captures soon after the reply; a capture that failed is taken by the sweep; a second capture changes nothing', async () => {
    const cart = await cartWith(ada);
    const before = { ...sandbox.counts };
    const failed = failedCaptures;
    failCaptures = true;
    let orderId: string;
    try {
      const r = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada) } });
      expect(r.status).toBe(200);
      orderId = r.body.data.order.id as string;
      // The capture after the reply was tried, and failed.
      await expect.poll(() => failedCaptures - failed, { timeout: 10_000 }).toBe(1);
    } finally {
      failCaptures = false;
    }
    const statusOf = async () =>
      (await rows(sql`select status from payments where order_id = ${orderId} and kind = 'card'`))[0]?.status;
    // The failed capture leaves the order placed and the payment authorized (decision 080).
    const order = await ada.call('GET', `/api/orders/${orderId}`);
    expect(order.body.data.order.status).toBe('placed');
    expect(await statusOf()).toBe('authorized');
    const sweeper = createCaptureQueue({ db: t.database.db, provider, log: t.server.log });
    expect(await sweeper.sweep(0)).toBeGreaterThanOrEqual(1);
    expect(await statusOf()).toBe('captured');
    expect(sandbox.counts.capture - before.capture).toBe(1);
    expect(await sweeper.sweep(0)).toBe(0);
  });

  it('cancelling while the capture reached the processor but not the row: the void is refused, the money is refunded', async () => {
    const cart = await cartWith(ada);
    const r = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada) } });
    const orderId = r.body.data.order.id as string;
    const statusOf = async () =>
      (await rows(sql`select status from payments where order_id = ${orderId} and kind = 'card'`))[0]?.status;
    await expect.poll(statusOf, { timeout: 10_000 }).toBe('captured');
    // The row as it is between the processor's capture and the row update.
    await query(t, sql`update payments set status = 'authorized' where order_id = ${orderId} and kind = 'card'`);
    const before = { ...sandbox.counts };
    const cancel = await moveOrder(t, orderId, 'cancelled', STAFF);
    expect(cancel.statusCode).toBe(200);
    expect(sandbox.counts.refund - before.refund).toBe(1);
    expect(await statusOf()).toBe('refunded');
  });
});

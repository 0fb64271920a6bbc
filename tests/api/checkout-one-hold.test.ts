import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALREADY_BEING_PLACED } from '../../src/server/modules/checkout/service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { tempOutbox } from './account-support.ts';
import { openAroundTheClock } from './cart-support.ts';
import {
  DEMO_GIFT,
  TEST_CARDS,
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
 * Issue 14 / decision 173: at most one live card authorization per cart. A second submission of
 * the same cart under another key is refused with a 409 while the first is in flight, and
 * supersedes (voids) the first's authorization once that request is no longer live.
 */
let t: TestApp;
let ada: Shopper;
const sandbox = countingSandbox();
let pause: { reached: () => void; go: Promise<void> } | null = null;

beforeAll(async () => {
  t = await createTestApp(
    { OUTBOX_DIR: tempOutbox(), ACCOUNT_LIMIT_PER_IP: '1000' },
    {
      checkout: {
        paymentProvider: sandbox,
        faults: {
          // Holds the first submission between its authorization and its order, while the test acts.
          afterAuthorize: async () => {
            const p = pause;
            pause = null;
            if (p) {
              p.reached();
              await p.go;
            }
          },
        },
      },
    },
  );
  await openAroundTheClock(t, ['bos-back-bay']);
  ada = await memberShopper(t, 'ada.hold@larkspur.example');
});
afterAll(() => t.close());

const rows = async (q: ReturnType<typeof sql>) => (await query(t, q)).rows;
const ordersOf = async (cartId: string) => (await rows(sql`select id from orders where cart_id = ${cartId}`)).length;

describe('one live authorization per cart (decision 173)', () => {
  it('20 submissions of one cart under 20 keys and 20 card tokens at once: 1 order, 1 authorization, no void', async () => {
    const cart = await cartWith(ada);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => cardToken(ada)));
    const before = { ...sandbox.counts };
    const replies = await Promise.all(
      tokens.map((token) => submit(ada, newKey(), { cart_id: cart.id, payment: { token } })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(await ordersOf(cart.id)).toBe(1);
    const authorizations = sandbox.counts.authorize - before.authorize;
    // The figure for the note: authorizations per order under 20 different-key submissions.
    console.info(`authorizations per order, 20 different-key submissions of one cart: ${authorizations}`);
    expect(authorizations).toBe(1);
    expect(sandbox.counts.void - before.void).toBe(0);
  });

  it('the same with one card token for all 20: 1 order, 1 authorization (the others: 409, the token being in use on this cart)', async () => {
    const cart = await cartWith(ada);
    const token = await cardToken(ada);
    const before = { ...sandbox.counts };
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => submit(ada, newKey(), { cart_id: cart.id, payment: { token } })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(await ordersOf(cart.id)).toBe(1);
    expect(sandbox.counts.authorize - before.authorize).toBe(1);
  });

  it('the same through the claim-first path (a gift card with the card): 1 order, 1 authorization', async () => {
    const cart = await cartWith(ada, [{ product_id: 'p-butter-croissant', quantity: 12 }]);
    const tokens = await Promise.all(Array.from({ length: 20 }, () => cardToken(ada)));
    const before = { ...sandbox.counts };
    const replies = await Promise.all(
      tokens.map((token) =>
        submit(ada, newKey(), { cart_id: cart.id, gift_cards: [DEMO_GIFT.ten], payment: { token } }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of replies.filter((x) => x.status !== 200)) expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(await ordersOf(cart.id)).toBe(1);
    expect(sandbox.counts.authorize - before.authorize).toBe(1);
  });

  it('a second key while the first is in flight: 409 naming the other tab, no authorization; the first then places its order', async () => {
    const cart = await cartWith(ada);
    let reached!: () => void;
    let go!: () => void;
    const atOrder = new Promise<void>((resolve) => (reached = resolve));
    pause = { reached, go: new Promise<void>((resolve) => (go = resolve)) };
    const first = submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada) } });
    await atOrder;
    const before = { ...sandbox.counts };
    const second = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada) } });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ status: 'error', code: 'CONFLICT', message: ALREADY_BEING_PLACED });
    expect(sandbox.counts.authorize - before.authorize).toBe(0);
    go();
    expect((await first).status).toBe(200);
    expect(await ordersOf(cart.id)).toBe(1);
  });

  it('a second key after the first stopped at the bank’s step: the first authorization is voided, then the second pays', async () => {
    const cart = await cartWith(ada);
    const before = { ...sandbox.counts };
    const waiting = await submit(ada, newKey(), {
      cart_id: cart.id,
      payment: { token: await cardToken(ada, TEST_CARDS.confirm) },
    });
    expect(waiting.body.data.result).toBe('requires_confirmation');
    const placed = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada) } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(await ordersOf(cart.id)).toBe(1);
    const old = await rows(
      sql`select status, failure from payments where id = ${waiting.body.data.payment_id as string}`,
    );
    expect(old).toEqual([{ status: 'voided', failure: 'superseded' }]);
    expect(sandbox.counts.authorize - before.authorize).toBe(2);
    expect(sandbox.counts.void - before.void).toBe(1);
  });

  it('the database itself refuses a second live attempt on one cart', async () => {
    const cart = await cartWith(ada);
    const insert = () =>
      query(
        t,
        sql`insert into payments (session_id_hash, kind, provider, brand, last4, amount_cents, status, hold_key) values ('s', 'card', 'sandbox', 'visa', '4242', 100, 'pending', ${cart.id})`,
      );
    await insert();
    await expect(insert()).rejects.toThrow();
    // Once it is no longer live (voided, failed, or an order's), another may start.
    await query(t, sql`update payments set status = 'failed' where hold_key = ${cart.id}`);
    await insert();
  });
});

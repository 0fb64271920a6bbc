import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeEvent } from '../../src/server/realtime/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { tempOutbox } from './account-support.ts';
import { openAroundTheClock } from './cart-support.ts';
import { cardToken, cartWith, memberShopper, newKey, query, submit, type Shopper } from './checkout-support.ts';

/**
 * Orders submitted at one moment: each is written by its own transaction, with its own outcome. A
 * barrier in the test-only fault hook (right before the order is written) holds submissions until
 * all of them are there and lets them go together.
 */
let t: TestApp;
let ada: Shopper;
let barrier: { size: number; arrived: (() => void)[]; action?: () => Promise<void> } | null = null;

beforeAll(async () => {
  t = await createTestApp(
    { OUTBOX_DIR: tempOutbox(), ACCOUNT_LIMIT_PER_IP: '1000', CARD_TOKENS_PER_IP: '1000' },
    {
      checkout: {
        faults: {
          afterAuthorize: async () => {
            const b = barrier;
            if (!b) return;
            await new Promise<void>((resolve) => {
              b.arrived.push(resolve);
              if (b.arrived.length < b.size) return;
              barrier = null;
              void (b.action ?? (async () => undefined))().then(() => b.arrived.forEach((go) => go()));
            });
          },
        },
      },
    },
  );
  await openAroundTheClock(t, ['bos-back-bay']);
  ada = await memberShopper(t, 'ada.batch@larkspur.example');
});
afterAll(() => t.close());

const rows = async (q: ReturnType<typeof sql>) => (await query(t, q)).rows;

/** Submits every cart at once, held at the barrier until all are there (and `action` ran). */
async function together(carts: { id: string }[], action?: () => Promise<void>) {
  const tokens = await Promise.all(carts.map(() => cardToken(ada)));
  barrier = { size: carts.length, arrived: [], ...(action ? { action } : {}) };
  return Promise.all(carts.map((c, i) => submit(ada, newKey(), { cart_id: c.id, payment: { token: tokens[i] } })));
}

describe('orders written at one moment, each by its own transaction', () => {
  it('places each order once: its row, lines, card, submitted cart, completed key and one board event', async () => {
    const startedAt = Date.now();
    const heard: RealtimeEvent[] = [];
    const off = t.server.realtime.subscribe('orders', (e) => void (e.seq >= startedAt && heard.push(e)));
    const carts = await Promise.all([1, 2, 3, 4].map(() => cartWith(ada)));
    const replies = await together(carts);
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const placed = replies.map((r) => r.body.data.order as { id: string; number: string; created: string });
    expect(new Set(placed.map((o) => o.number)).size).toBe(4);
    for (const [i, order] of placed.entries()) {
      const [row] = await rows(
        sql`select o.number::text as number, o.cart_id, (select count(*)::int from order_lines l where l.order_id = o.id) as lines,
          (select status from payments p where p.order_id = o.id and p.kind = 'card') as card,
          (select status from carts c where c.id = o.cart_id) as cart,
          (select reply_body->'data'->'order'->>'number' from idempotency_keys k where k.order_id = o.id) as replied
          from orders o where o.id = ${order.id}`,
      );
      expect(row).toEqual({
        number: order.number,
        cart_id: carts[i]!.id,
        lines: 1,
        card: expect.stringMatching(/^(authorized|captured)$/),
        cart: 'submitted',
        replied: order.number,
      });
    }
    // Each order's event once (on PostgreSQL sent by its commit).
    while (heard.length < 4) await new Promise((resolve) => setImmediate(resolve));
    off();
    expect(heard.map((e) => e.orderId).sort()).toEqual(placed.map((o) => o.id).sort());
  });

  it('a cart changed while its order waited: that order alone is refused (409, card voided, slot place given back); the others are placed', async () => {
    const carts = await Promise.all([1, 2, 3].map(() => cartWith(ada)));
    const places = async () =>
      Number(
        (
          await rows(
            sql`select coalesce(sum(count), 0)::int as n from slot_reservations where location_id = 'bos-back-bay'`,
          )
        )[0]!.n,
      );
    const before = await places();
    const replies = await together(carts, async () => {
      const r = await ada.call('POST', `/api/carts/${carts[1]!.id}/products/quick-add`, {
        product_id: 'p-house-coffee',
        quantity: 1,
      });
      expect(r.status).toBe(200);
    });
    expect(replies.map((r) => r.status)).toEqual([200, 409, 200]);
    expect(replies[1]!.body.message).toBe(
      'Your bag changed while the order was being placed. Please review it and try again.',
    );
    expect(await rows(sql`select count(*)::int as n from orders where cart_id = ${carts[1]!.id}`)).toEqual([{ n: 0 }]);
    expect(
      await rows(
        sql`select p.status from payments p join idempotency_keys k on k.id = p.idempotency_key_id where p.hold_key = ${carts[1]!.id}`,
      ),
    ).toEqual([{ status: 'voided' }]);
    expect(await places()).toBe(before + 2);
  });

  it('an order the database refuses fails alone and writes nothing; the others are placed', async () => {
    const carts = await Promise.all([1, 2, 3].map(() => cartWith(ada)));
    // Test-only: the database refuses the order of the middle cart.
    // A sequence counts the refusals (its steps survive the rollback): one, the order's own transaction.
    await query(t, sql.raw(`create sequence refused_batch_order_calls`));
    await query(
      t,
      sql.raw(`create function refuse_batch_order() returns trigger language plpgsql as $$
        begin if new.cart_id = '${carts[1]!.id}' then perform nextval('refused_batch_order_calls'); raise exception 'refused by the test'; end if; return new; end $$`),
    );
    await query(
      t,
      sql.raw(
        `create trigger refuse_batch_order before insert on orders for each row execute function refuse_batch_order()`,
      ),
    );
    try {
      const replies = await together(carts);
      expect(replies.map((r) => r.status)).toEqual([200, 500, 200]);
      for (const i of [0, 2])
        expect(await rows(sql`select count(*)::int as n from orders where cart_id = ${carts[i]!.id}`)).toEqual([
          { n: 1 },
        ]);
      expect(await rows(sql`select status from carts where id = ${carts[1]!.id}`)).toEqual([{ status: 'active' }]);
      expect(await rows(sql.raw(`select last_value::int as n from refused_batch_order_calls`))).toEqual([{ n: 1 }]);
    } finally {
      await query(t, sql.raw(`drop trigger refuse_batch_order on orders`));
      await query(t, sql.raw(`drop function refuse_batch_order()`));
      await query(t, sql.raw(`drop sequence refused_batch_order_calls`));
    }
  });
});

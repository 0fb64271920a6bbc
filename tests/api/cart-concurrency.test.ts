import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY, newGuest, openAroundTheClock, tomorrowAt } from './cart-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await openAroundTheClock(t, ['bos-back-bay']);
  await t.database.db.execute(sql`update locations set slot_capacity = 5 where id = 'bos-back-bay'`);
});
afterAll(() => t.close());

describe('cart concurrency (decision 060)', () => {
  it('50 guests racing for a slot with capacity 5: exactly 5 get it', async () => {
    const guests = await Promise.all(Array.from({ length: 50 }, () => newGuest(t)));
    const carts: string[] = [];
    for (const g of guests) carts.push((await g.call('POST', '/api/carts', { menu_id: BACK_BAY })).body.data.id);
    const wanted = tomorrowAt('13:00');
    const replies = await Promise.all(
      guests.map((g, i) => g.call('PUT', `/api/carts/${carts[i]}/time`, { mode: 'advance', wanted })),
    );
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    const rows = await t.database.db.execute(
      sql`select count from slot_reservations where location_id = 'bos-back-bay'`,
    );
    expect(JSON.stringify(rows)).toContain('"count":5');
    // The slot is no longer offered to others; a winner that leaves frees its place.
    const times = await guests[49]!.call('GET', `/api/carts/${carts[49]}/times?day=${wanted.slice(0, 8)}`);
    expect(times.body.data.times).not.toContain(wanted);
    const winner = replies.findIndex((r) => r.status === 200);
    await guests[winner]!.call('DELETE', `/api/carts/${carts[winner]}`);
    const again = await guests[49]!.call('PUT', `/api/carts/${carts[49]}/time`, { mode: 'advance', wanted });
    expect(again.status).toBe(200);
  });

  it('10 concurrent adds to one cart all land', async () => {
    const g = await newGuest(t);
    const cart = (await g.call('POST', '/api/carts', { menu_id: BACK_BAY })).body.data.id as string;
    const replies = await Promise.all(
      Array.from({ length: 10 }, () =>
        g.call('POST', `/api/carts/${cart}/products/quick-add`, {
          product_id: 'p-chocolate-chunk-cookie',
          quantity: 1,
        }),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    const final = await g.call('GET', `/api/carts/${cart}`);
    expect(final.body.data.products).toHaveLength(10);
    expect(final.body.data.version).toBe(11);
  });

  it('adds from many guests at one moment all land, each in its own cart', async () => {
    const guests = await Promise.all(Array.from({ length: 12 }, () => newGuest(t)));
    const carts = await Promise.all(
      guests.map(async (g) => (await g.call('POST', '/api/carts', { menu_id: BACK_BAY })).body.data.id as string),
    );
    // Two adds for every cart at once: they queue on the cart's row lock and both land.
    const replies = await Promise.all(
      guests.flatMap((g, i) =>
        [1, 2].map((quantity) =>
          g.call('POST', `/api/carts/${carts[i]}/products/quick-add`, {
            product_id: 'p-chocolate-chunk-cookie',
            quantity,
          }),
        ),
      ),
    );
    expect(replies.map((r) => r.status)).toEqual(Array(24).fill(200));
    for (const [i, g] of guests.entries()) {
      const cart = (await g.call('GET', `/api/carts/${carts[i]}`)).body.data;
      expect(cart.products.map((p: { quantity: number }) => p.quantity).sort()).toEqual([1, 2]);
      expect(cart.version).toBe(3);
    }
  });

  it('an add after a line written elsewhere lands after it, and neighbours’ adds are unaffected', async () => {
    const guests = await Promise.all(Array.from({ length: 6 }, () => newGuest(t)));
    const carts = await Promise.all(
      guests.map(async (g) => (await g.call('POST', '/api/carts', { menu_id: BACK_BAY })).body.data.id as string),
    );
    const add = (i: number) =>
      guests[i]!.call('POST', `/api/carts/${carts[i]}/products/quick-add`, {
        product_id: 'p-chocolate-chunk-cookie',
        quantity: 1,
      });
    expect((await Promise.all(guests.map((_, i) => add(i)))).map((r) => r.status)).toEqual(Array(6).fill(200));
    // A line written behind the version's back (another writer) takes the next position.
    await t.database.db.execute(
      sql`insert into cart_lines (cart_id, position, product_id, quantity, choices, unit_price_cents) values (${carts[0]}, 1, 'p-chocolate-chunk-cookie', 3, '[]'::jsonb, 100)`,
    );
    const replies = await Promise.all(guests.map((_, i) => add(i)));
    expect(replies.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(replies[0]!.body.data.products.map((p: { quantity: number }) => p.quantity)).toEqual([1, 3, 1]);
    for (const reply of replies.slice(1)) expect(reply.body.data.products).toHaveLength(2);
  });

  it('the 100-line bound holds when adds race for the last places', async () => {
    const g = await newGuest(t);
    const cart = (await g.call('POST', '/api/carts', { menu_id: BACK_BAY })).body.data.id as string;
    await g.call('POST', `/api/carts/${cart}/products/quick-add`, {
      product_id: 'p-chocolate-chunk-cookie',
      quantity: 1,
    });
    // 97 more lines written directly (the version moves with them, as every writer's does).
    await t.database.db.execute(
      sql`insert into cart_lines (cart_id, position, product_id, quantity, choices, unit_price_cents) select ${cart}, n, 'p-chocolate-chunk-cookie', 1, '[]'::jsonb, 100 from generate_series(1, 97) n`,
    );
    await t.database.db.execute(sql`update carts set version = version + 1 where id = ${cart}`);
    const replies = await Promise.all(
      Array.from({ length: 5 }, () =>
        g.call('POST', `/api/carts/${cart}/products/quick-add`, {
          product_id: 'p-chocolate-chunk-cookie',
          quantity: 1,
        }),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 409, 409, 409]);
    expect(replies.find((r) => r.status === 409)?.body.message).toBe('A cart holds at most 100 items');
    const final = await g.call('GET', `/api/carts/${cart}`);
    expect(final.body.data.products).toHaveLength(100);
  });

  it('an add answers with the cart as saved, even when the cart changed elsewhere since the last call', async () => {
    const g = await newGuest(t);
    const cart = (await g.call('POST', '/api/carts', { menu_id: BACK_BAY })).body.data.id as string;
    const add = () =>
      g.call('POST', `/api/carts/${cart}/products/quick-add`, { product_id: 'p-chocolate-chunk-cookie', quantity: 1 });
    const first = await add();
    const second = await add();
    expect(second.body.data.products).toHaveLength(2);
    // The reply is the truth: the same cart as a read right after.
    const read = await g.call('GET', `/api/carts/${cart}`);
    expect(read.body.data).toEqual(second.body.data);
    // Another instance removes the first line and changes the handoff (its own version bump).
    await t.database.db.execute(sql`delete from cart_lines where id = ${first.body.data.products[0].id}`);
    await t.database.db.execute(sql`update carts set handoff = 'curbside', version = version + 1 where id = ${cart}`);
    const third = await add();
    expect(third.status).toBe(200);
    expect(third.body.data.handoff).toBe('curbside');
    expect(third.body.data.products).toHaveLength(2);
    expect(third.body.data.version).toBe(second.body.data.version + 2);
    expect(third.body.data).toEqual((await g.call('GET', `/api/carts/${cart}`)).body.data);
  });

  it('an add never lands in a cart that stopped being the caller’s', async () => {
    const g = await newGuest(t);
    const cart = (await g.call('POST', '/api/carts', { menu_id: BACK_BAY })).body.data.id as string;
    expect(
      (
        await g.call('POST', `/api/carts/${cart}/products/quick-add`, {
          product_id: 'p-chocolate-chunk-cookie',
          quantity: 1,
        })
      ).status,
    ).toBe(200);
    // The owner changes without a version bump (as a session hand-over writes it).
    await t.database.db.execute(sql`update carts set session_id_hash = 'someone-else' where id = ${cart}`);
    const r = await g.call('POST', `/api/carts/${cart}/products/quick-add`, {
      product_id: 'p-chocolate-chunk-cookie',
      quantity: 1,
    });
    expect(r.status).toBe(404);
    const rows = await t.database.db.execute(sql`select count(*)::int as n from cart_lines where cart_id = ${cart}`);
    expect(JSON.stringify(rows)).toContain('"n":1');
  });
});

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
    const replies = await Promise.all(guests.map((g, i) => g.call('PUT', `/api/carts/${carts[i]}/time`, { mode: 'advance', wanted })));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    const rows = await t.database.db.execute(sql`select count from slot_reservations where location_id = 'bos-back-bay'`);
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
    const replies = await Promise.all(Array.from({ length: 10 }, () => g.call('POST', `/api/carts/${cart}/products/quick-add`, { product_id: 'p-chocolate-chunk-cookie', quantity: 1 })));
    expect(replies.map((r) => r.status)).toEqual(Array(10).fill(200));
    const final = await g.call('GET', `/api/carts/${cart}`);
    expect(final.body.data.products).toHaveLength(10);
    expect(final.body.data.version).toBe(11);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_GONE_MESSAGE, CART_TIMEOUT_MESSAGE } from '../../src/domain/cart/timeout.ts';
import { createTimeoutSweep } from '../../src/server/modules/cart/timeout-sweep.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY, newGuest, openAroundTheClock, tomorrowAt, type Guest } from './cart-support.ts';

/**
 * Decision 216: the cart timeout (spec §4) never writes during a read. An expired cart reads as
 * timed out (same message, same rule) while its row is untouched; the next call that writes
 * abandons it and gives its slot place back.
 */
let t: TestApp;
let guest: Guest;
beforeAll(async () => {
  t = await createTestApp();
  await openAroundTheClock(t, ['bos-back-bay']);
  guest = await newGuest(t);
});
afterAll(async () => {
  await t?.close();
});

const rows = async (q: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows;
/** The cart row and its slot place, with xmin: any write to a row, even of the same values, changes it. */
const snapshot = async (cartId: string) => ({
  cart: await rows(sql`select xmin::text as x, status, reserved_slot_start from carts where id = ${cartId}`),
  places: await rows(
    sql`select s.xmin::text as x, s.count from slot_reservations s join carts c on c.location_id = s.location_id and c.reserved_slot_start = s.slot_start and c.reserved_slot_mode = s.handoff where c.id = ${cartId}`,
  ),
});

/** A cart at Back Bay holding a slot place for tomorrow noon, made `age` old. */
async function expiredCartWithPlace(age: string): Promise<string> {
  const created = await guest.call('POST', '/api/carts', { menu_id: BACK_BAY });
  expect(created.status).toBe(200);
  const id = created.body.data.id as string;
  expect(
    (await guest.call('POST', `/api/carts/${id}/products/quick-add`, { product_id: 'p-butter-croissant', quantity: 1 }))
      .status,
  ).toBe(200);
  const timed = await guest.call('PUT', `/api/carts/${id}/time`, { mode: 'advance', wanted: tomorrowAt('12:00') });
  expect(timed.status, JSON.stringify(timed.body)).toBe(200);
  await t.database.db.execute(sql`update carts set created_at = now() - ${age}::interval where id = ${id}`);
  return id;
}

const READS = (id: string) =>
  [
    ['GET', `/api/carts/${id}`],
    ['GET', `/api/carts/${id}/times`],
    ['GET', `/api/carts/${id}/upsells?num=4`],
    ['POST', `/api/carts/${id}/validate`],
  ] as const;

describe('cart timeout without writes on read (decision 216)', () => {
  it('reads of a cart past 1 hour say it timed out and write nothing; the next write abandons it and frees its slot place', async () => {
    const id = await expiredCartWithPlace('61 minutes');
    const before = await snapshot(id);
    expect(before.cart[0]).toMatchObject({ status: 'active' });
    expect(before.places).toHaveLength(1);
    for (const [method, url] of READS(id)) {
      const r = await guest.call(method, url);
      expect(r.status, `${method} ${url}`).toBe(409);
      expect(r.body.message, `${method} ${url}`).toBe(CART_TIMEOUT_MESSAGE);
    }
    expect(await snapshot(id)).toEqual(before);

    const write = await guest.call('POST', `/api/carts/${id}/products/quick-add`, {
      product_id: 'p-butter-croissant',
      quantity: 1,
    });
    expect(write.status).toBe(409);
    expect(write.body.message).toBe(CART_TIMEOUT_MESSAGE);
    const after = await snapshot(id);
    expect(after.cart[0]).toMatchObject({ status: 'abandoned', reserved_slot_start: null });
    const place = await rows(
      sql`select count from slot_reservations where location_id = 'bos-back-bay' and slot_start = ${before.cart[0]!.reserved_slot_start as Date}`,
    );
    expect(Number(place[0]?.count ?? 0)).toBe(Number(before.places[0]!.count) - 1);
    // Still within 24 hours: every later call keeps saying it timed out.
    expect((await guest.call('GET', `/api/carts/${id}`)).body.message).toBe(CART_TIMEOUT_MESSAGE);
  });

  it('past 24 hours the message is the plain "no longer active" one, on reads (no write) and writes alike', async () => {
    const id = await expiredCartWithPlace('25 hours');
    const before = await snapshot(id);
    const read = await guest.call('GET', `/api/carts/${id}`);
    expect(read.status).toBe(409);
    expect(read.body.message).toBe(CART_GONE_MESSAGE);
    expect(await snapshot(id)).toEqual(before);
    const write = await guest.call('PUT', `/api/carts/${id}/tip`, { percent: 15 });
    expect(write.status).toBe(409);
    expect(write.body.message).toBe(CART_GONE_MESSAGE);
    expect((await snapshot(id)).cart[0]).toMatchObject({ status: 'abandoned' });
  });

  it('the sweep abandons an expired cart that only got read, giving its slot place back; a young cart is left alone', async () => {
    const expired = await expiredCartWithPlace('61 minutes');
    const young = await expiredCartWithPlace('5 minutes');
    expect((await guest.call('GET', `/api/carts/${expired}`)).body.message).toBe(CART_TIMEOUT_MESSAGE);
    const held = await snapshot(expired);
    const youngBefore = await snapshot(young);
    expect(await createTimeoutSweep({ db: t.database.db, now: () => new Date() }).sweep()).toBeGreaterThanOrEqual(1);
    expect((await snapshot(expired)).cart[0]).toMatchObject({ status: 'abandoned', reserved_slot_start: null });
    const place = await rows(
      sql`select count from slot_reservations where location_id = 'bos-back-bay' and slot_start = ${held.cart[0]!.reserved_slot_start as Date}`,
    );
    // Both carts held a place in the same slot: the young one's is still counted.
    expect(Number(place[0]?.count ?? 0)).toBe(Number(held.places[0]!.count) - 1);
    expect((await snapshot(young)).cart).toEqual(youngBefore.cart);
    expect((await guest.call('GET', `/api/carts/${expired}`)).body.message).toBe(CART_TIMEOUT_MESSAGE);
  });
});

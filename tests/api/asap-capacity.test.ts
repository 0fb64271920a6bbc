import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedInstant } from '../../src/domain/cart/zoned-time.ts';
import { parseOrderTime } from '../../src/domain/locations/local-time.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { openAroundTheClock } from './cart-support.ts';
import { cardToken, cartWith, guestShopper, newKey, query, submit, type Shopper } from './checkout-support.ts';

/**
 * Issue 14 "ASAP honours capacity" (decision 181): a full ASAP slot is not offered, the cart's
 * earliest time moves to the next free one, and an ASAP checkout whose slot filled meanwhile is
 * placed at the next free time instead of a 409. Back Bay opens around the clock with one place
 * per slot, so every order fills its slot. Slot times are compared, not predicted: the earliest
 * slot may move on by itself while the test runs, and only ever later.
 */
const LOCATION = 'bos-back-bay';
const contact = { first_name: 'Asa', last_name: 'Guest', email: 'asa@larkspur.example', phone: '617-555-0181' };
// Armed by one test: fills a slot "from another instance" after the card is authorized, before the order is written.
let fillAfterAuthorize: (() => Promise<void>) | null = null;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(
    { BORDERLESS: 'true' },
    {
      checkout: {
        faults: {
          afterAuthorize: async () => {
            const fill = fillAfterAuthorize;
            fillAfterAuthorize = null;
            await fill?.();
          },
        },
      },
    },
  );
  await openAroundTheClock(t, [LOCATION]);
  await query(t, sql`update locations set slot_capacity = 1 where id = ${LOCATION}`);
});
afterAll(() => t.close());

const instantOf = (local: string) => {
  const parsed = parseOrderTime(local);
  const at = parsed ? zonedInstant(parsed.date, parsed.minutes, 'America/New_York') : null;
  if (!at) throw new Error(`not a time: ${local}`);
  return at;
};
const placesIn = async (local: string) =>
  Number(
    (
      await query(
        t,
        sql`select coalesce(sum(count), 0)::int as n from slot_reservations where location_id = ${LOCATION} and handoff = 'pickup' and slot_start = ${instantOf(local).toISOString()}`,
      )
    ).rows[0]?.n,
  );
const overbooked = async () =>
  (await query(t, sql`select slot_start from slot_reservations where location_id = ${LOCATION} and count > 1`)).rows;
const earliestOf = async (s: Shopper, cartId: string) =>
  (await s.call('GET', `/api/carts/${cartId}`)).body.data.time as {
    mode: string;
    earliest: string | null;
    asap_available: boolean;
  };
const placeAsap = async (s: Shopper, cartId: string) =>
  submit(s, newKey(), { cart_id: cartId, contact, payment: { token: await cardToken(s) } });

describe('ASAP honours slot capacity (decision 181)', () => {
  it("a full ASAP slot is not offered: another cart's earliest time and the day's times move to the next free slot", async () => {
    const first = await guestShopper(t);
    const second = await guestShopper(t);
    const firstCart = await cartWith(first);
    const secondCart = await cartWith(second);
    expect((await earliestOf(second, secondCart.id)).asap_available).toBe(true);

    const placed = await placeAsap(first, firstCart.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const taken = placed.body.data.order.time.ready as string;
    expect(await placesIn(taken)).toBe(1);

    const time = await earliestOf(second, secondCart.id);
    expect(time).toMatchObject({ mode: 'asap', asap_available: true });
    expect(time.earliest).not.toBe(taken);
    expect(time.earliest! > taken).toBe(true);
    const day = taken.slice(0, 8);
    const times = (await second.call('GET', `/api/carts/${secondCart.id}/times?day=${day}`)).body.data;
    expect(times.times).not.toContain(taken);
    expect(times.asap.available).toBe(true);
    expect(times.asap.earliest > taken).toBe(true);

    // And that cart's own ASAP checkout is placed at a free time, not refused.
    const next = await placeAsap(second, secondCart.id);
    expect(next.status, JSON.stringify(next.body)).toBe(200);
    expect(next.body.data.order.time.ready > taken).toBe(true);
    expect(await overbooked()).toEqual([]);
  });

  it('an ASAP checkout whose slot fills meanwhile (another instance) is placed at the next free time, not refused', async () => {
    const shopper = await guestShopper(t);
    const cart = await cartWith(shopper);
    const { earliest } = await earliestOf(shopper, cart.id);
    expect(earliest).not.toBeNull();
    fillAfterAuthorize = async () => {
      await query(
        t,
        sql`insert into slot_reservations (location_id, handoff, slot_start, count) values (${LOCATION}, 'pickup', ${instantOf(earliest!).toISOString()}, 1)
        on conflict (location_id, handoff, slot_start) do update set count = 1`,
      );
    };
    const placed = await placeAsap(shopper, cart.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(fillAfterAuthorize).toBeNull();
    const ready = placed.body.data.order.time.ready as string;
    expect(ready > earliest!).toBe(true);
    expect(placed.body.data.order.time.ready_at).toBe(instantOf(ready).toISOString());
    expect(await placesIn(earliest!)).toBe(1);
    expect(await placesIn(ready)).toBe(1);
    expect(await overbooked()).toEqual([]);
    // One authorization, and it belongs to the order placed (none voided for a retry).
    const payments = (
      await query(t, sql`select status from payments where order_id = ${placed.body.data.order.id} and kind = 'card'`)
    ).rows;
    expect(payments).toHaveLength(1);
    expect(['authorized', 'captured']).toContain(payments[0]?.status);
  });
});

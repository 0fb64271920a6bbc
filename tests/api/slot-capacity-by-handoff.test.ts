import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import {
  badValueCases,
  expectEachRefusedUnsaved,
  expectOnlyTheirManagerWrites,
  orderingFixture,
  type OrderingFixture,
  type RefusalCase,
} from '../support/ordering-by-handoff.ts';
import { tomorrowAt } from './cart-support.ts';
import { cardToken, newKey, query, submit, type Shopper } from './checkout-support.ts';

/**
 * Slot capacity per handoff (issue 16 "edit slot capacity … per handoff; changes apply to new
 * slots at once", decision 240), on both databases: a handoff's own number, or the location's
 * default; the time list, the chosen-time place and the ASAP place all follow at once (the
 * context TTL is an hour, so only the invalidation can make them follow).
 */
const LOCATION = 'bos-back-bay';
const base = `/api/staff/locations/${LOCATION}`;
const contact = { first_name: 'Pat', last_name: 'Guest', email: 'pat@larkspur.example', phone: '617-555-0133' };
const vehicle = { make: 'Volvo', model: 'XC40', color: 'Blue' };
let f: OrderingFixture;
let t: TestApp;
const asManager = (method: 'GET' | 'PUT', url: string, body?: object) => f.asManager(method, url, body);
const timesOf = async (s: Shopper, cartId: string, day: string) =>
  (await s.call('GET', `/api/carts/${cartId}/times?day=${day}`)).body.data as { times: string[] };

const cartFor = (handoff: 'pickup' | 'curbside') => f.cartFor(handoff);
const checkout = async (s: Shopper, cartId: string, handoff: 'pickup' | 'curbside') =>
  submit(s, newKey(), {
    cart_id: cartId,
    contact,
    payment: { token: await cardToken(s) },
    ...(handoff === 'curbside' ? { vehicle } : {}),
  });

beforeAll(async () => {
  f = await orderingFixture('capacity');
  t = f.t;
});
afterAll(() => t.close());

describe('slot capacity per handoff (decision 240)', () => {
  it('a handoff’s own number limits its slots at once; the other handoffs keep the default; null returns to the default; audited', async () => {
    const wanted = tomorrowAt('11:30');
    const day = wanted.slice(0, 8);
    const put = await asManager('PUT', `${base}/ordering`, {
      slot_capacity: 5,
      slot_capacity_by_handoff: { curbside: 1 },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.ordering).toMatchObject({ slot_capacity: 5, slot_capacity_by_handoff: { curbside: 1 } });
    expect((await asManager('GET', `${base}/ordering`)).json().data.ordering.slot_capacity_by_handoff).toEqual({
      curbside: 1,
    });

    // One curbside order at 11:30 fills curbside's 11:30; pickup's 11:30 still has room.
    const first = await cartFor('curbside');
    expect(
      (await first.shopper.call('PUT', `/api/carts/${first.cartId}/time`, { mode: 'advance', wanted })).status,
    ).toBe(200);
    const placed = await checkout(first.shopper, first.cartId, 'curbside');
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const curbside = await cartFor('curbside');
    expect((await timesOf(curbside.shopper, curbside.cartId, day)).times).not.toContain(wanted);
    const taking = await curbside.shopper.call('PUT', `/api/carts/${curbside.cartId}/time`, {
      mode: 'advance',
      wanted,
    });
    expect(taking.status).toBe(409);
    expect(taking.body.code).toBe('SLOT_FULL');
    const pickup = await cartFor('pickup');
    expect((await timesOf(pickup.shopper, pickup.cartId, day)).times).toContain(wanted);

    // Raised: the next times call offers it again.
    await asManager('PUT', `${base}/ordering`, { slot_capacity_by_handoff: { curbside: 2 } });
    expect((await timesOf(curbside.shopper, curbside.cartId, day)).times).toContain(wanted);
    // Back to the default (5).
    const reset = await asManager('PUT', `${base}/ordering`, { slot_capacity_by_handoff: { curbside: null } });
    expect(reset.json().data.ordering.slot_capacity_by_handoff).toEqual({});
    // And the location default itself, for curbside too: 1 → full again.
    await asManager('PUT', `${base}/ordering`, { slot_capacity: 1 });
    expect((await timesOf(curbside.shopper, curbside.cartId, day)).times).not.toContain(wanted);
    await asManager('PUT', `${base}/ordering`, { slot_capacity: 8 });

    const rows = (
      await query(
        t,
        sql`select before, after from staff_audit_log where action = 'location.throttle' and location_id = ${LOCATION} order by at`,
      )
    ).rows as { before: Record<string, unknown>; after: Record<string, unknown> }[];
    expect(rows[0]).toMatchObject({
      before: { slot_capacity_by_handoff: {} },
      after: { slot_capacity: 5, slot_capacity_by_handoff: { curbside: 1 } },
    });
    expect(rows[2]).toMatchObject({
      before: { slot_capacity_by_handoff: { curbside: 2 } },
      after: { slot_capacity_by_handoff: {} },
    });
  });

  it('ASAP orders take their places within the handoff’s own number (the checkout’s slot place)', async () => {
    await asManager('PUT', `${base}/ordering`, { slot_capacity_by_handoff: { curbside: 1 } });
    const starts: string[] = [];
    for (let i = 0; i < 2; i++) {
      const { shopper, cartId } = await cartFor('curbside');
      const reply = await checkout(shopper, cartId, 'curbside');
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const [row] = (
        await query(t, sql`select slot_start::text as s from orders where id = ${reply.body.data.order.id as string}`)
      ).rows as { s: string }[];
      starts.push(row!.s);
    }
    // The second ASAP curbside order moved to a later slot: no curbside slot holds two.
    expect(starts[0]).not.toBe(starts[1]);
    const max = (
      await query(
        t,
        sql`select max(count)::int as n from slot_reservations where location_id = ${LOCATION} and handoff = 'curbside'`,
      )
    ).rows[0]?.n;
    expect(max).toBe(1);
    await asManager('PUT', `${base}/ordering`, { slot_capacity_by_handoff: { curbside: null } });
  });
});

describe('who may, and bad input', () => {
  it('store staff read but get 403 writing; another location is a 404; nothing is written', () =>
    expectOnlyTheirManagerWrites(f, { slot_capacity_by_handoff: { pickup: 3 } }, 'slot_capacity_by_handoff'));

  it('refuses each bad case with a 4xx naming the field, never a 500, never a partial write', async () => {
    const cases: RefusalCase[] = [
      ...badValueCases(f, 'slot_capacity_by_handoff', [
        ['unknown handoff', { teleport: 2 }],
        ['zero', { pickup: 0 }],
        ['too many', { pickup: 201 }],
        ['a fraction', { pickup: 1.5 }],
        ['text', { pickup: 'lots' }],
        ['a list', [3]],
      ]),
      [
        'a huge key',
        () => asManager('PUT', `${base}/ordering`, { slot_capacity_by_handoff: { ['x'.repeat(20_000)]: 2 } }),
        /slot_capacity_by_handoff|too large|long/i,
      ],
      // Drive-thru is not offered at this store; with a good pickup number in the same call, neither is saved.
      [
        'a handoff the store does not offer',
        () =>
          asManager('PUT', `${base}/ordering`, {
            slot_capacity: 7,
            slot_capacity_by_handoff: { pickup: 3, drivethru: 4 },
          }),
        /does not offer drivethru/,
      ],
    ];
    await expectEachRefusedUnsaved(f, 'slot_capacity_by_handoff', cases, {
      slot_capacity: 8,
      slot_capacity_by_handoff: {},
    });
  });
});

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
import { cardToken, newKey, query, submit, type Shopper } from './checkout-support.ts';

/**
 * Lead time per handoff (issue 16 "edit … lead time per handoff; changes apply to new slots at
 * once", decision 244), on both databases: a handoff's own lead moves its earliest time, its ASAP
 * time and the slot an ASAP checkout takes, and no other handoff's. The context TTL is an hour, so
 * only the invalidation can make them follow. Bounds are read from the clock around each call, so
 * no assertion depends on how fast the machine is.
 */
const LOCATION = 'bos-back-bay';
const base = `/api/staff/locations/${LOCATION}`;
const contact = { first_name: 'Pat', last_name: 'Guest', email: 'pat@larkspur.example', phone: '617-555-0133' };
const vehicle = { make: 'Volvo', model: 'XC40', color: 'Blue' };
const MIN = 60_000;
let f: OrderingFixture;
let t: TestApp;
const asManager = (method: 'GET' | 'PUT', url: string, body?: object) => f.asManager(method, url, body);
const earliestOf = async (s: Shopper, cartId: string) =>
  (await s.call('GET', `/api/carts/${cartId}`)).body.data.time as {
    mode: string;
    earliest: string | null;
    asap_available: boolean;
  };

const cartFor = (handoff: 'pickup' | 'curbside') => f.cartFor(handoff);

/** An ASAP checkout; the instant of the slot it took. */
async function asapSlotStart(handoff: 'pickup' | 'curbside'): Promise<number> {
  const { shopper, cartId } = await cartFor(handoff);
  const reply = await submit(shopper, newKey(), {
    cart_id: cartId,
    contact,
    payment: { token: await cardToken(shopper) },
    ...(handoff === 'curbside' ? { vehicle } : {}),
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const [row] = (
    await query(t, sql`select slot_start as s from orders where id = ${reply.body.data.order.id as string}`)
  ).rows as { s: string | Date }[];
  return new Date(row!.s).getTime();
}

beforeAll(async () => {
  f = await orderingFixture('lead');
  t = f.t;
});
afterAll(() => t.close());

describe('lead time per handoff (decision 244)', () => {
  it('a curbside lead of 45 min moves curbside’s earliest and ASAP times at once, not pickup’s; null returns to the default; audited', async () => {
    const view = (await asManager('GET', `${base}/ordering`)).json().data.ordering;
    expect(view).toMatchObject({ lead_minutes: 15, lead_minutes_by_handoff: {} });
    const curbside = await cartFor('curbside');
    const pickup = await cartFor('pickup');
    const before = (await earliestOf(curbside.shopper, curbside.cartId)).earliest!;

    const put = await asManager('PUT', `${base}/ordering`, { lead_minutes_by_handoff: { curbside: 45 } });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.ordering).toMatchObject({ lead_minutes: 15, lead_minutes_by_handoff: { curbside: 45 } });
    expect((await asManager('GET', `${base}/ordering`)).json().data.ordering.lead_minutes_by_handoff).toEqual({
      curbside: 45,
    });

    // The same carts, read again: curbside's earliest moved later; pickup's did not follow it.
    const curbsideEarliest = await earliestOf(curbside.shopper, curbside.cartId);
    const pickupEarliest = await earliestOf(pickup.shopper, pickup.cartId);
    expect(curbsideEarliest).toMatchObject({ mode: 'asap', asap_available: true });
    expect(curbsideEarliest.earliest! > before).toBe(true);
    expect(curbsideEarliest.earliest! > pickupEarliest.earliest!).toBe(true);

    // ASAP checkouts: curbside's slot is at least 45 min out, pickup's within its own 15-minute lead + one slot.
    const t0 = Date.now();
    const curbsideStart = await asapSlotStart('curbside');
    expect(curbsideStart).toBeGreaterThanOrEqual(t0 + 45 * MIN);
    const pickupStart = await asapSlotStart('pickup');
    expect(pickupStart).toBeLessThan(Date.now() + 30 * MIN);

    // Back to the default: curbside's earliest is pickup's kind again (the 15-minute lead).
    const reset = await asManager('PUT', `${base}/ordering`, { lead_minutes_by_handoff: { curbside: null } });
    expect(reset.json().data.ordering.lead_minutes_by_handoff).toEqual({});
    const t1 = Date.now();
    expect(await asapSlotStart('curbside')).toBeLessThan(t1 + 45 * MIN);

    const rows = (
      await query(
        t,
        sql`select before, after from staff_audit_log where action = 'location.throttle' and location_id = ${LOCATION} order by at`,
      )
    ).rows as { before: Record<string, unknown>; after: Record<string, unknown> }[];
    expect(rows[0]).toMatchObject({
      before: { lead_minutes_by_handoff: {} },
      after: { lead_minutes_by_handoff: { curbside: 45 } },
    });
    expect(rows[1]).toMatchObject({
      before: { lead_minutes_by_handoff: { curbside: 45 } },
      after: { lead_minutes_by_handoff: {} },
    });
  });

  it('a group lead still applies to the handoffs without their own', async () => {
    await asManager('PUT', `${base}/ordering`, { lead_minutes: 60, lead_minutes_by_handoff: { curbside: 0 } });
    const t0 = Date.now();
    expect(await asapSlotStart('pickup')).toBeGreaterThanOrEqual(t0 + 60 * MIN);
    expect(await asapSlotStart('curbside')).toBeLessThan(Date.now() + 30 * MIN);
    await asManager('PUT', `${base}/ordering`, { lead_minutes: 15, lead_minutes_by_handoff: { curbside: null } });
  });
});

describe('who may, and bad input', () => {
  it('store staff read but get 403 writing; another location is a 404; nothing is written', () =>
    expectOnlyTheirManagerWrites(f, { lead_minutes_by_handoff: { pickup: 30 } }, 'lead_minutes_by_handoff'));

  it('refuses each bad case with a 4xx naming the field, never a 500, never a partial write', async () => {
    const cases: RefusalCase[] = [
      ...badValueCases(f, 'lead_minutes_by_handoff', [
        ['unknown handoff', { teleport: 20 }],
        ['negative', { pickup: -1 }],
        ['too long', { pickup: 241 }],
        ['a fraction', { pickup: 1.5 }],
        ['text', { pickup: 'soon' }],
        ['a list', [30]],
      ]),
      [
        'a huge key',
        () => asManager('PUT', `${base}/ordering`, { lead_minutes_by_handoff: { ['x'.repeat(20_000)]: 20 } }),
        /lead_minutes_by_handoff|too large|long/i,
      ],
      // Drive-thru is not offered at this store; with good numbers in the same call, nothing is saved.
      [
        'a handoff the store does not offer',
        () =>
          asManager('PUT', `${base}/ordering`, {
            lead_minutes: 20,
            slot_capacity_by_handoff: { pickup: 3 },
            lead_minutes_by_handoff: { pickup: 30, drivethru: 40 },
          }),
        /does not offer drivethru/,
      ],
    ];
    await expectEachRefusedUnsaved(f, 'lead_minutes_by_handoff', cases, {
      lead_minutes: 15,
      slot_capacity_by_handoff: {},
      lead_minutes_by_handoff: {},
    });
  });
});

import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { openAroundTheClock } from '../api/cart-support.ts';
import { cartWith, guestShopper, query, type Shopper } from '../api/checkout-support.ts';
import { asStaff, staffReady, type StaffSigned } from '../api/staff-support.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The set-up the per-handoff ordering tests share (slot capacity, decision 240; lead time, 244):
 * one store open around the clock, its manager and a store-staff member, another store, and a
 * context TTL of an hour, so only the invalidation can make a change show.
 */
export const ORDERING_LOCATION = 'bos-back-bay';
export const orderingUrl = (location = ORDERING_LOCATION) => `/api/staff/locations/${location}/ordering`;

type Reply = Awaited<ReturnType<ReturnType<typeof asStaff>>>;

export interface OrderingFixture {
  t: TestApp;
  manager: StaffSigned;
  staff: StaffSigned;
  /** Another store, which these people may not run. */
  other: string;
  asManager: (method: 'GET' | 'PUT', url: string, body?: object) => Promise<Reply>;
  asStoreStaff: (method: 'GET' | 'PUT', url: string, body?: object) => Promise<Reply>;
  auditCount: () => Promise<number>;
  /** A guest's cart at the store with one line, on the handoff asked for. */
  cartFor: (handoff: 'pickup' | 'curbside') => Promise<{ shopper: Shopper; cartId: string }>;
}

export async function orderingFixture(emailPrefix: string): Promise<OrderingFixture> {
  const t = await createTestApp({ BORDERLESS: 'true' }, { locationContexts: { ttlMs: 3_600_000 } });
  await openAroundTheClock(t, [ORDERING_LOCATION]);
  const manager = await staffReady(t.server, t.database, `${emailPrefix}.manager@larkspur.example`, 'manager', [
    ORDERING_LOCATION,
  ]);
  const staff = await staffReady(t.server, t.database, `${emailPrefix}.staff@larkspur.example`, 'staff', [
    ORDERING_LOCATION,
  ]);
  const other = (await query(t, sql`select id from locations where id <> ${ORDERING_LOCATION} order by id limit 1`))
    .rows[0]?.id as string;
  return {
    t,
    manager,
    staff,
    other,
    asManager: (method, url, body) => asStaff(t.server, manager)(method, url, body),
    asStoreStaff: (method, url, body) => asStaff(t.server, staff)(method, url, body),
    auditCount: async () => (await query(t, sql`select count(*)::int as n from staff_audit_log`)).rows[0]?.n as number,
    async cartFor(handoff) {
      const shopper = await guestShopper(t);
      const cart = await cartWith(shopper);
      if (handoff !== 'pickup')
        expect((await shopper.call('PUT', `/api/carts/${cart.id}/handoff`, { handoff })).status).toBe(200);
      return { shopper, cartId: cart.id };
    },
  };
}

/**
 * Store staff read but get 403 writing `body`; another location, and an unknown one, are 404;
 * nothing is written, and `field` is still empty.
 */
export async function expectOnlyTheirManagerWrites(f: OrderingFixture, body: object, field: string): Promise<void> {
  const before = await f.auditCount();
  expect((await f.asStoreStaff('GET', orderingUrl())).statusCode).toBe(200);
  expect((await f.asStoreStaff('PUT', orderingUrl(), body)).statusCode).toBe(403);
  expect((await f.asManager('PUT', orderingUrl(f.other), body)).statusCode).toBe(404);
  expect((await f.asManager('PUT', orderingUrl('no-such-store'), body)).statusCode).toBe(404);
  expect(await f.auditCount()).toBe(before);
  expect((await f.asManager('GET', orderingUrl())).json().data.ordering[field]).toEqual({});
}

/** A refusal case of `expectEachRefusedUnsaved`: its label, the call, the pattern its reply must match. */
export type RefusalCase = [label: string, run: () => Promise<Reply>, message: RegExp];

/** The manager's PUT of `{ [field]: value }` for each labelled bad value, each refused naming `field`. */
export function badValueCases(
  f: OrderingFixture,
  field: string,
  values: [label: string, value: unknown][],
): RefusalCase[] {
  return values.map(([label, value]) => [
    label,
    () => f.asManager('PUT', orderingUrl(), { [field]: value }),
    new RegExp(field),
  ]);
}

/**
 * Each case is refused with a 4xx whose body matches its pattern, never a 500; a body cut off
 * after `{"<field>": {` is a 400; nothing is written, and the settings are still `unchanged`.
 */
export async function expectEachRefusedUnsaved(
  f: OrderingFixture,
  field: string,
  cases: RefusalCase[],
  unchanged: object,
): Promise<void> {
  const before = await f.auditCount();
  for (const [label, run, message] of cases) {
    const reply = await run();
    expect(reply.statusCode, `${label}: ${reply.body}`).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode, label).toBeLessThan(500);
    expect(reply.body, label).toMatch(message);
  }
  const malformed = await f.t.server.inject({
    method: 'PUT',
    url: orderingUrl(),
    cookies: { larkspur_staff: f.manager.cookie },
    headers: { 'x-csrf-token': f.manager.csrf, 'content-type': 'application/json' },
    payload: `{"${field}": {`,
  });
  expect(malformed.statusCode).toBe(400);
  expect(await f.auditCount()).toBe(before);
  expect((await f.asManager('GET', orderingUrl())).json().data.ordering).toMatchObject(unchanged);
}

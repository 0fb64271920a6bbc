import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDERING_PAUSED_LABEL } from '../../src/domain/store-ops/ordering-pause.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY, nyDate, openAroundTheClock, tomorrowAt } from './cart-support.ts';
import { cardToken, cartWith, guestShopper, newKey, query, submit, type Shopper } from './checkout-support.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';

/**
 * Issue 16 "Pause and throttle" and "Hours and closures" (decisions 231–232), on both databases.
 * The context TTL is an hour here: what the customer calls see right after a staff write comes
 * from the invalidation alone, never from a TTL running out (no sleeps).
 */
const LOCATION = 'bos-back-bay';
const base = `/api/staff/locations/${LOCATION}`;
const contact = { first_name: 'Pat', last_name: 'Guest', email: 'pat@larkspur.example', phone: '617-555-0133' };
let t: TestApp;
let manager: StaffSigned;
let name: string;

const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  asStaff(t.server, manager)(method, url, body);
const locationOf = async () =>
  (await t.server.inject({ method: 'GET', url: `/api/locations/${BACK_BAY}?byMenuId=true` })).json().data;
const timesOf = async (s: Shopper, cartId: string, day?: string) =>
  (await s.call('GET', `/api/carts/${cartId}/times${day ? `?day=${day}` : ''}`)).body.data as {
    paused: string | null;
    days: string[];
    times: string[];
    asap: { available: boolean; reason: string | null };
  };
const checkout = async (s: Shopper, cartId: string) =>
  submit(s, newKey(), { cart_id: cartId, contact, payment: { token: await cardToken(s) } });
const auditRows = async (action: string) =>
  (
    await query(
      t,
      sql`select before, after from staff_audit_log where action = ${action} and location_id = ${LOCATION} order by at`,
    )
  ).rows as { before: unknown; after: unknown }[];

beforeAll(async () => {
  t = await createTestApp({ BORDERLESS: 'true' }, { locationContexts: { ttlMs: 3_600_000 } });
  await openAroundTheClock(t, [LOCATION]);
  manager = await staffReady(t.server, t.database, 'ops.manager@larkspur.example', 'manager', [LOCATION]);
  name = (await query(t, sql`select name from locations where id = ${LOCATION}`)).rows[0]?.name as string;
});
afterAll(() => t.close());

describe('pause (decision 231)', () => {
  it('pause → status, the time list, ASAP, the time choice and checkout all refuse at once; resume → orderable; both audited', async () => {
    const shopper = await guestShopper(t);
    const cart = await cartWith(shopper);
    // A time chosen before the pause.
    const wanted = tomorrowAt('10:00');
    expect((await shopper.call('PUT', `/api/carts/${cart.id}/time`, { mode: 'advance', wanted })).status).toBe(200);
    const paused = await as('PUT', `${base}/ordering`, { pause: { mode: 'minutes', minutes: 30 } });
    expect(paused.statusCode, paused.body).toBe(200);
    const view = paused.json().data.ordering;
    expect(view.paused).toBe(true);
    expect(Date.parse(view.paused_until) - Date.now()).toBeGreaterThan(29 * 60_000);

    const location = await locationOf();
    expect(location).toMatchObject({
      ordering_paused: true,
      open: false,
      status: 'closed',
      status_label: ORDERING_PAUSED_LABEL,
    });
    // The time list offers nothing and says why, in the words Place Order uses (spec §8).
    const refusal = `${name} is currently unavailable, please check back later.`;
    expect(await timesOf(shopper, cart.id)).toMatchObject({
      paused: refusal,
      days: [],
      times: [],
      asap: { available: false, reason: refusal },
    });
    expect((await timesOf(shopper, cart.id, wanted.slice(0, 8))).times).toEqual([]);
    // Neither ASAP nor a time ahead can be chosen while paused.
    for (const time of [{ mode: 'asap' }, { mode: 'advance', wanted: tomorrowAt('11:00') }]) {
      const refused = await shopper.call('PUT', `/api/carts/${cart.id}/time`, time);
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body).toMatchObject({ code: 'LOCATION_PAUSED', message: refusal });
    }
    // The bag may still fill; validation says only that the store is paused (no time problem beside it).
    expect(
      (
        await shopper.call('POST', `/api/carts/${cart.id}/products/quick-add`, {
          product_id: 'p-butter-croissant',
          quantity: 1,
        })
      ).status,
    ).toBe(200);
    const validated = await shopper.call('POST', `/api/carts/${cart.id}/validate`);
    expect(validated.body.data.valid).toBe(false);
    expect(validated.body.data.cart.problems).toEqual([{ line_id: '', message: refusal, code: 'LOCATION_PAUSED' }]);
    const refused = await checkout(shopper, cart.id);
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body).toMatchObject({ code: 'LOCATION_PAUSED', message: refusal });

    const resumed = await as('PUT', `${base}/ordering`, { pause: { mode: 'none' } });
    expect(resumed.json().data.ordering).toMatchObject({ paused: false, paused_until: null });
    expect(await locationOf()).toMatchObject({ ordering_paused: false, status: 'open' });
    const open = await timesOf(shopper, cart.id);
    expect(open.paused).toBeNull();
    expect(open.days.length).toBeGreaterThan(0);
    // The time chosen before the pause still holds its place.
    const placed = await checkout(shopper, cart.id);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);

    const [pauseRow] = await auditRows('location.pause');
    expect(pauseRow?.before).toMatchObject({ paused: false });
    expect(pauseRow?.after).toMatchObject({ paused: true });
    const [resumeRow] = await auditRows('location.resume');
    expect(resumeRow?.before).toMatchObject({ paused: true });
    expect(resumeRow?.after).toMatchObject({ paused: false, paused_until: null });
  });

  it('until resumed has no end time and keeps ASAP off', async () => {
    const shopper = await guestShopper(t);
    const cart = await cartWith(shopper);
    const paused = await as('PUT', `${base}/ordering`, { pause: { mode: 'until-resumed' } });
    expect(paused.json().data.ordering).toMatchObject({ paused: true, paused_until: null });
    expect((await timesOf(shopper, cart.id)).asap.available).toBe(false);
    await as('PUT', `${base}/ordering`, { pause: { mode: 'none' } });
    expect((await timesOf(shopper, cart.id)).asap.available).toBe(true);
  });
});

describe('throttle (decision 231)', () => {
  it('a capacity change shows in the next slots at once, audited with before and after', async () => {
    const wanted = tomorrowAt('11:30');
    expect((await as('PUT', `${base}/ordering`, { slot_capacity: 1 })).json().data.ordering.slot_capacity).toBe(1);
    const first = await guestShopper(t);
    const firstCart = await cartWith(first);
    expect((await first.call('PUT', `/api/carts/${firstCart.id}/time`, { mode: 'advance', wanted })).status).toBe(200);
    expect((await checkout(first, firstCart.id)).status).toBe(200);
    const second = await guestShopper(t);
    const secondCart = await cartWith(second);
    expect((await timesOf(second, secondCart.id, wanted.slice(0, 8))).times).not.toContain(wanted);
    await as('PUT', `${base}/ordering`, { slot_capacity: 2 });
    expect((await timesOf(second, secondCart.id, wanted.slice(0, 8))).times).toContain(wanted);
    const rows = await auditRows('location.throttle');
    expect(rows.at(-1)).toMatchObject({ before: { slot_capacity: 1 }, after: { slot_capacity: 2 } });
  });

  it('a longer lead time moves the earliest time at once', async () => {
    const shopper = await guestShopper(t);
    const cart = await cartWith(shopper);
    await as('PUT', `${base}/ordering`, { lead_minutes: 180 });
    const earliest = (await shopper.call('GET', `/api/carts/${cart.id}`)).body.data.time.earliest as string;
    const [d, hm] = earliest.split(' ');
    const now = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(Date.now() + 175 * 60_000));
    // 'YYYY-MM-DD, HH:mm' → comparable with 'YYYYMMDD HH:mm'.
    expect(`${d} ${hm}` >= now.replace(',', '').replaceAll('-', '')).toBe(true);
    await as('PUT', `${base}/ordering`, { lead_minutes: 15 });
  });
});

describe('hours and closures (decision 232)', () => {
  it('an hours edit and a one-off closure show in the day list and the status at once', async () => {
    const shopper = await guestShopper(t);
    const cart = await cartWith(shopper);
    const current = (await as('GET', `${base}/hours`)).json().data.schedule;
    const modes = (current.handoffs as string[]).filter((m) => m !== 'catering');
    const today = weekdayOf(nyDate(0));
    const tomorrowDay = nyDate(1).replaceAll('-', '');
    expect((await timesOf(shopper, cart.id)).days).toContain(tomorrowDay);
    // Closed all of tomorrow's weekday and today's: the status turns Closed, tomorrow leaves the list.
    const week = [0, 1, 2, 3, 4, 5, 6]
      .filter((d) => d !== today && d !== weekdayOf(nyDate(1)))
      .map((weekday) => ({ weekday, opens: '00:00', closes: '24:00' }));
    const put = await as('PUT', `${base}/hours`, { hours: Object.fromEntries(modes.map((m) => [m, week])) });
    expect(put.statusCode, put.body).toBe(200);
    expect(await locationOf()).toMatchObject({ status: 'closed', status_label: 'Closed' });
    expect((await timesOf(shopper, cart.id)).days).not.toContain(tomorrowDay);
    const [hoursRow] = await auditRows('location.hours');
    expect((hoursRow?.before as Record<string, unknown[]>).pickup).toHaveLength(7);
    expect((hoursRow?.after as Record<string, unknown[]>).pickup).toHaveLength(5);

    await openAroundTheClock(t, [LOCATION]);
    // A one-off closure three days out takes that day out of the list; removing it brings it back.
    const day = nyDate(3);
    const added = await as('POST', `${base}/closures`, { date: day, closed: true, reason: 'Snowstorm' });
    expect(added.statusCode, added.body).toBe(201);
    expect((await timesOf(shopper, cart.id)).days).not.toContain(day.replaceAll('-', ''));
    expect((await as('GET', `${base}/hours`)).json().data.schedule.closures).toContainEqual({
      date: day,
      closed: true,
      opens: null,
      closes: null,
      reason: 'Snowstorm',
    });
    // Closed today → the status says Closed at once.
    expect(
      (await as('POST', `${base}/closures`, { date: nyDate(0), closed: true, reason: 'Power cut' })).statusCode,
    ).toBe(201);
    expect((await locationOf()).status).toBe('closed');
    expect((await as('DELETE', `${base}/closures/${nyDate(0)}`)).statusCode).toBe(200);
    expect((await locationOf()).status).toBe('open');
    expect((await as('DELETE', `${base}/closures/${day}`)).statusCode).toBe(200);
    expect((await timesOf(shopper, cart.id)).days).toContain(day.replaceAll('-', ''));
    const [removed] = await auditRows('location.closure.remove');
    expect(removed).toMatchObject({ before: { reason: 'Power cut' }, after: null });
  });

  it('special hours for a day replace that day’s hours', async () => {
    const shopper = await guestShopper(t);
    const cart = await cartWith(shopper);
    const day = nyDate(4);
    expect(
      (
        await as('POST', `${base}/closures`, {
          date: day,
          closed: false,
          opens: '09:00',
          closes: '11:00',
          reason: 'Parade',
        })
      ).statusCode,
    ).toBe(201);
    const times = (await timesOf(shopper, cart.id, day.replaceAll('-', ''))).times;
    expect(times[0]).toBe(`${day.replaceAll('-', '')} 09:00`);
    expect(times.every((x) => x.slice(9) < '11:00')).toBe(true);
    await as('DELETE', `${base}/closures/${day}`);
  });
});

describe('bad input (4xx naming the problem)', () => {
  it('refuses each case without writing', async () => {
    const cases: [string, () => Promise<{ statusCode: number; body: string }>, RegExp][] = [
      [
        'closes before opens',
        () => as('PUT', `${base}/hours`, { hours: { pickup: [{ weekday: 1, opens: '18:00', closes: '08:00' }] } }),
        /closes must be after opens/,
      ],
      [
        'overlapping windows',
        () =>
          as('PUT', `${base}/hours`, {
            hours: {
              pickup: [
                { weekday: 1, opens: '08:00', closes: '12:00' },
                { weekday: 1, opens: '11:00', closes: '14:00' },
              ],
            },
          }),
        /overlap/,
      ],
      [
        'not HH:mm',
        () => as('PUT', `${base}/hours`, { hours: { pickup: [{ weekday: 1, opens: '8am', closes: '12:00' }] } }),
        /24-hour time/,
      ],
      ['unknown handoff', () => as('PUT', `${base}/hours`, { hours: { teleport: [] } }), /teleport|handoff|key/i],
      [
        'weekday 7',
        () => as('PUT', `${base}/hours`, { hours: { pickup: [{ weekday: 7, opens: '08:00', closes: '12:00' }] } }),
        /weekday/,
      ],
      ['bad date', () => as('POST', `${base}/closures`, { date: '2026-02-30', closed: true, reason: 'x' }), /date/],
      [
        'past date',
        () => as('POST', `${base}/closures`, { date: '2020-01-01', closed: true, reason: 'x' }),
        /today or a later date/,
      ],
      ['no reason', () => as('POST', `${base}/closures`, { date: nyDate(5), closed: true, reason: ' ' }), /reason/],
      [
        'special hours without times',
        () => as('POST', `${base}/closures`, { date: nyDate(5), closed: false, reason: 'Short' }),
        /opens and closes/,
      ],
      ['delete bad date', () => as('DELETE', `${base}/closures/tomorrow`), /date/],
      ['delete missing closure', () => as('DELETE', `${base}/closures/2099-01-01`), /No closure/],
      ['pause 0 minutes', () => as('PUT', `${base}/ordering`, { pause: { mode: 'minutes', minutes: 0 } }), /minutes/],
      ['pause unknown mode', () => as('PUT', `${base}/ordering`, { pause: { mode: 'forever' } }), /mode/],
      ['capacity 0', () => as('PUT', `${base}/ordering`, { slot_capacity: 0 }), /slot_capacity/],
      ['lead text', () => as('PUT', `${base}/ordering`, { lead_minutes: 'soon' }), /lead_minutes/],
    ];
    const before = (await query(t, sql`select count(*)::int as n from staff_audit_log`)).rows[0]?.n;
    for (const [label, run, message] of cases) {
      const reply = await run();
      expect(reply.statusCode, `${label}: ${reply.body}`).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, label).toBeLessThan(500);
      expect(reply.body, label).toMatch(message);
    }
    expect((await query(t, sql`select count(*)::int as n from staff_audit_log`)).rows[0]?.n).toBe(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLocationReply } from '../../src/domain/locations/get-location-contract.ts';
import { cacheablePageTags } from '../../src/server/http/cacheable-pages.ts';
import { tagOf, type PageTagScope } from '../../src/server/http/page-cache.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY, nyDate } from './cart-support.ts';
import { cartWith, guestShopper } from './checkout-support.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';

/**
 * The store page's closures and special hours of the next 14 days (the one-location reply's
 * `special_days`), from the rows the time list obeys, and a closure edit dropping the cached
 * location page by its tag. Both databases.
 */
const LOCATION = 'bos-back-bay';
const base = `/api/staff/locations/${LOCATION}`;
let t: TestApp;
let manager: StaffSigned;

beforeAll(async () => {
  t = await createTestApp();
  manager = await staffReady(t.server, t.database, 'special.manager@larkspur.example', 'manager', [LOCATION]);
});
afterAll(() => t.close());

const as = (method: 'POST' | 'DELETE', url: string, body?: object) => asStaff(t.server, manager)(method, url, body);
const location = async () =>
  getLocationReply.parse(
    (await t.server.inject({ method: 'GET', url: `/api/locations/${BACK_BAY}?byMenuId=true` })).json(),
  ).data;

describe('special_days in the one-location reply', () => {
  it('lists closures and special hours from today to 13 days on, in date order, as the time list applies them', async () => {
    const [closedDay, specialDay, lastDay, tooFar] = [nyDate(2), nyDate(5), nyDate(13), nyDate(14)];
    for (const [date, body] of [
      [closedDay, { closed: true, reason: 'Inventory' }],
      [specialDay, { closed: false, opens: '09:00', closes: '13:00', reason: 'Parade' }],
      [lastDay, { closed: true, reason: 'Two weeks on' }],
      [tooFar, { closed: true, reason: 'Too far' }],
    ] as const) {
      const reply = await as('POST', `${base}/closures`, { date, ...body });
      expect(reply.statusCode, reply.body).toBe(201);
    }
    const days = (await location()).special_days;
    const ours = days.filter((d) => [closedDay, specialDay, lastDay, tooFar].includes(d.date));
    expect(ours).toEqual([
      { date: closedDay, closed: true, opens: null, closes: null, reason: 'Inventory' },
      { date: specialDay, closed: false, opens: '09:00', closes: '13:00', reason: 'Parade' },
      { date: lastDay, closed: true, opens: null, closes: null, reason: 'Two weeks on' },
    ]);
    // Seeded holidays may fall in the window too: all of it lies within today … today + 13, in order.
    expect(days.every((d) => d.date >= nyDate(0) && d.date <= lastDay)).toBe(true);
    expect(days.map((d) => d.date)).toEqual(days.map((d) => d.date).sort());

    // The same rows the time list obeys: the closed day is not offered, the special day opens at 09:00.
    const shopper = await guestShopper(t);
    const cart = await cartWith(shopper);
    const times = async (day?: string) =>
      (await shopper.call('GET', `/api/carts/${cart.id}/times${day ? `?day=${day.replaceAll('-', '')}` : ''}`)).body
        .data as { days: string[]; times: string[] };
    expect((await times()).days).not.toContain(closedDay.replaceAll('-', ''));
    const special = (await times(specialDay)).times;
    expect(special[0]).toBe(`${specialDay.replaceAll('-', '')} 09:00`);
    expect(special.every((x) => x.slice(9) < '13:00')).toBe(true);

    // Removing a closure takes it off the reply at once.
    expect((await as('DELETE', `${base}/closures/${closedDay}`)).statusCode).toBe(200);
    expect((await location()).special_days.some((d) => d.date === closedDay)).toBe(false);
    for (const date of [specialDay, lastDay, tooFar]) await as('DELETE', `${base}/closures/${date}`);
  });

  it('lists carry no special days (only the location page shows them)', async () => {
    const list = (
      await t.server.inject({ method: 'GET', url: '/api/locations?lat=42.3497&lng=-71.0826&limit=3' })
    ).json();
    expect(list.data.locations[0].special_days).toBeUndefined();
  });
});

describe('a closure edit drops the cached store page', () => {
  it('adding and removing a closure invalidate the tag the location page is cached under', async () => {
    const { path } = await location();
    const pageTags = cacheablePageTags(path, null);
    expect(pageTags).not.toBeNull();
    const scopes: PageTagScope[] = [];
    const off = t.server.pageCache.onInvalidate((scope) => scopes.push(scope));
    const dropsThePage = () => scopes.splice(0).some((scope) => pageTags!.includes(tagOf(scope)));
    const date = nyDate(3);
    expect((await as('POST', `${base}/closures`, { date, closed: true, reason: 'Burst pipe' })).statusCode).toBe(201);
    expect(dropsThePage()).toBe(true);
    expect((await as('DELETE', `${base}/closures/${date}`)).statusCode).toBe(200);
    expect(dropsThePage()).toBe(true);
    off();
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryLocationReply } from '../../src/domain/locations/delivery-location-contract.ts';
import { getLocationReply } from '../../src/domain/locations/get-location-contract.ts';
import { listLocationsReply } from '../../src/domain/locations/list-locations-contract.ts';
import { createLocationIndex } from '../../src/server/modules/locations/location-index.ts';
import { findNearest } from '../../src/server/modules/locations/repo.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { nextNyWeekdayAt } from './cart-support.ts';
import { asStaff, staffReady } from './staff-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.server.inject({ method: 'GET', url });
const post = (body: unknown) =>
  t.server.inject({
    method: 'POST',
    url: '/api/locations',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

const BACK_BAY = { lat: 42.3497, lng: -71.0826 };
const address = { address: '214 Newbury Street', city: 'Boston', state: 'MA', zip: '02116' };
// A coming Wednesday, 13:00 in the stores' zone: every Boston delivery window is open.
const WEDNESDAY_1PM = nextNyWeekdayAt(3, '13:00');

function expectClientError(
  reply: { statusCode: number; json: () => { status: string; message: string } },
  message?: RegExp,
) {
  expect(reply.statusCode).toBeGreaterThanOrEqual(400);
  expect(reply.statusCode).toBeLessThan(500);
  const body = reply.json();
  expect(body.status).toBe('error');
  expect(typeof body.message).toBe('string');
  if (message) expect(body.message).toMatch(message);
}

describe('GET /api/locations?lat&lng (spec §7 Locations near a point)', () => {
  it('returns the position and the locations nearest first, distance in miles', async () => {
    const reply = await get(`/api/locations?lat=${BACK_BAY.lat}&lng=${BACK_BAY.lng}`);
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.status).toBe('ok');
    expect(body.data.position).toEqual(BACK_BAY);
    const locations = body.data.locations as { name: string; distance: number; state: string }[];
    expect(locations[0]).toMatchObject({ name: 'Back Bay', distance: 0 });
    const distances = locations.map((l) => l.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // DC is ~400 miles away: outside the default 100-mile radius.
    expect(locations.every((l) => l.state === 'MA')).toBe(true);
  });

  it('has the spec §3 Location shape with a status computed now', async () => {
    const body = (await get(`/api/locations?lat=${BACK_BAY.lat}&lng=${BACK_BAY.lng}&limit=1`)).json();
    expect(body.data.locations).toHaveLength(1);
    const location = body.data.locations[0];
    expect(location).toMatchObject({
      menu_id: '10101',
      name: 'Back Bay',
      address: '214 Newbury Street',
      city: 'Boston',
      state: 'MA',
      zip: '02116',
      phone: '6175550101',
      path: '/locations/ma/boston/214-newbury-street',
      'Coming Soon': false,
      available: true,
      lat: 42.3497,
      lng: -71.0826,
      services: {
        advancedays: 14,
        transfercart: true,
        pickup: true,
        curbside: true,
        drivethru: false,
        delivery: true,
        catering: true,
      },
    });
    expect(typeof location.open).toBe('boolean');
    expect(['Open Now', 'Closed']).toContain(location.status_label);
    expect(location.open).toBe(location.status === 'open');
    // The list reply is encoded without the zod pass (decision 145): its contract checks it here.
    expect(listLocationsReply.parse(body).data.locations[0]).toEqual(location);
    // A list carries no weekly or special hours; the one-location call does (the location page shows them).
    expect(location.hours).toBeUndefined();
    expect(location.special_days).toBeUndefined();
    const one = getLocationReply.parse((await get(`/api/locations/${location.menu_id}?byMenuId=true`)).json()).data;
    expect(one.hours.pickup!.length).toBeGreaterThan(0);
    // The same location otherwise (status fields aside: a minute may turn between the two calls).
    expect(Array.isArray(one.special_days)).toBe(true);
    const fixed = ({
      hours: _h,
      special_days: _sd,
      open: _o,
      status: _s,
      status_label: _l,
      handoff_status: _hs,
      distance: _d,
      ...rest
    }: Record<string, unknown>) => rest;
    expect(fixed(one)).toEqual(fixed(location));
  });

  it('compresses a list reply for clients that ask, and states Vary', async () => {
    const url = `/api/locations?lat=${BACK_BAY.lat}&lng=${BACK_BAY.lng}`;
    const plain = await get(url);
    for (const [accept, encoding, decode] of [
      ['gzip, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const reply = await t.server.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers.vary).toMatch(/accept-encoding/i);
      expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(decode(reply.rawPayload).toString())).toEqual(plain.json());
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers a repeated search with the same stores and the same /api headers', async () => {
    const url = `/api/locations?lat=${BACK_BAY.lat}&lng=${BACK_BAY.lng}&limit=3`;
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push(await get(url));
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    }
    // The status may turn with the minute between calls; everything else is the same reply.
    const names = replies.map((r) =>
      listLocationsReply.parse(r.json()).data.locations.map((l) => `${l.name}@${l.distance}`),
    );
    expect(names[2]).toEqual(names[0]);
    expect(names[0]).toHaveLength(3);
    // A bad query is never cached: still a 400 every time.
    for (let i = 0; i < 2; i++) expectClientError(await get('/api/locations?lat=abc&lng=-71'), /lat must be a number/);
  });

  it('filters by handoff and honours limit and radius', async () => {
    const delivery = (
      await get(`/api/locations?lat=${BACK_BAY.lat}&lng=${BACK_BAY.lng}&handoff=delivery&limit=50`)
    ).json();
    const names = delivery.data.locations.map((l: { name: string }) => l.name);
    expect(names).not.toContain('Beacon Hill'); // no delivery there
    expect(delivery.data.locations.every((l: { services: { delivery: boolean } }) => l.services.delivery)).toBe(true);
    const near = (await get(`/api/locations?lat=${BACK_BAY.lat}&lng=${BACK_BAY.lng}&radius=1`)).json();
    expect(near.data.locations.every((l: { distance: number }) => l.distance <= 1)).toBe(true);
    expect(near.data.locations.length).toBeGreaterThan(0);
  });

  it('returns an empty list far from every store', async () => {
    const body = (await get('/api/locations?lat=39.0&lng=-98.0')).json();
    expect(body).toEqual({ status: 'ok', data: { position: { lat: 39, lng: -98 }, locations: [] } });
  });

  it.each([
    ['non-numeric lat', '?lat=abc&lng=-71', /lat must be a number/],
    ['empty lat', '?lat=&lng=-71', /lat/],
    ['out-of-range lat', '?lat=91&lng=-71', /lat must be between/],
    ['out-of-range lng', '?lat=42&lng=-181', /lng must be between/],
    ['lat without lng', '?lat=42', /together/],
    ['nothing at all', '', /required/],
    ['a bad handoff', '?lat=42&lng=-71&handoff=boat', /handoff/],
    ['a zero limit', '?lat=42&lng=-71&limit=0', /limit|>=/],
    ['a malformed state', '?state=Massachusetts', /two-letter/],
    ['a city without a state', '?city=boston', /state/],
  ])('rejects %s with a 4xx JSON message', async (_label, query, message) => {
    expectClientError(await get(`/api/locations${query}`), message);
  });
});

describe('GET /api/locations?state (listing)', () => {
  it('lists a state with its cities', async () => {
    const body = (await get('/api/locations?state=ma')).json();
    expect(body.data.position).toBeNull();
    expect(body.data.state.code).toBe('MA');
    expect(body.data.state.name).toBe('Massachusetts');
    expect(body.data.state.cities).toContainEqual({ city: 'Boston', slug: 'boston', count: 4 });
    expect(listLocationsReply.parse(body)).toEqual(body);
    expect(
      body.data.locations.every((l: { state: string; distance: null }) => l.state === 'MA' && l.distance === null),
    ).toBe(true);
  });
  it('lists a city by slug or by name', async () => {
    for (const city of ['boston', 'Boston']) {
      const body = (await get(`/api/locations?state=MA&city=${city}`)).json();
      expect(body.data.locations.map((l: { name: string }) => l.name).sort()).toEqual([
        'Back Bay',
        'Beacon Hill',
        'Seaport',
        'South End',
      ]);
    }
    const dc = (await get('/api/locations?state=DC&city=washington')).json();
    expect(dc.data.locations.length).toBe(4);
  });
  it('an unknown state or city is an empty list', async () => {
    expect((await get('/api/locations?state=ZZ')).json().data.locations).toEqual([]);
    expect((await get('/api/locations?state=MA&city=atlantis')).json().data.locations).toEqual([]);
  });
});

describe('GET /api/locations/{menu_id}?byMenuId=true', () => {
  it('returns the location with available, Coming Soon, name and services', async () => {
    const reply = await get('/api/locations/10101?byMenuId=true');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      status: 'ok',
      data: { name: 'Back Bay', available: true, 'Coming Soon': false, distance: null, services: { delivery: true } },
    });
  });
  it('reports the coming-soon store as such', async () => {
    const body = (await get('/api/locations/10112?byMenuId=true')).json();
    expect(body.data).toMatchObject({
      name: 'Quincy Center',
      'Coming Soon': true,
      available: false,
      status: 'coming-soon',
      status_label: 'Coming Soon',
      open: false,
      opening_date: '2027-03-01',
    });
  });
  it('finds by location id without the flag', async () => {
    expect((await get('/api/locations/bos-seaport')).json().data.menu_id).toBe('10104');
  });
  it('unknown ids are 404 with a message', async () => {
    const reply = await get('/api/locations/99999?byMenuId=true');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'No location has the menu id 99999.',
    });
    expectClientError(await get('/api/locations/10101?byMenuId=maybe'));
    expectClientError(await get(`/api/locations/${'x'.repeat(100)}?byMenuId=true`));
  });
});

describe('POST /api/locations (spec §7 Locations for a delivery address)', () => {
  it('returns the nearest location whose zone and delivery hours hold the address and time', async () => {
    const reply = await post({ ...address, ...BACK_BAY, time: WEDNESDAY_1PM });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'ok', data: { name: 'Back Bay', menu_id: '10101', distance: 0 } });
    // Encoded without the zod pass (decision 145): the contract checks it, hours included.
    expect(deliveryLocationReply.parse(reply.json())).toEqual(reply.json());
    expect(reply.json().data.hours.delivery.length).toBeGreaterThan(0);
  });
  it('uses spec §9 default delivery time without a time, and echoes saved-address fields harmlessly', async () => {
    const reply = await post({ ...address, ...BACK_BAY, building: 'Apt 2', instructions: 'Ring twice' });
    // At the default time (noon or the next slot) Back Bay delivers, except on its closure days.
    expect([200, 404]).toContain(reply.statusCode);
  });
  it('honours delivery hours: late Friday evening only the late store delivers', async () => {
    // Friday 22:00 is inside Back Bay's Friday window 10:30–22:30; the plain delivery window ends at 20:30.
    const late = await post({ ...address, ...BACK_BAY, time: nextNyWeekdayAt(5, '22:00') });
    expect(late.json().data.name).toBe('Back Bay');
    // Saturday 00:15: a bakery does not deliver after midnight.
    expect((await post({ ...address, ...BACK_BAY, time: nextNyWeekdayAt(6, '00:15') })).statusCode).toBe(404);
    // Wednesday 03:00: nobody delivers.
    const night = await post({ ...address, ...BACK_BAY, time: nextNyWeekdayAt(3, '03:00') });
    expect(night.statusCode).toBe(404);
    expect(night.json()).toMatchObject({ status: 'error', message: 'No Nearby Locations Available' });
  });
  it('honours closures: on a day Back Bay is closed another store (or none) delivers, never Back Bay', async () => {
    // A coming Wednesday at least a week out (other tests use the nearer one), closed by its manager.
    const wanted = nextNyWeekdayAt(3, '13:00', 8);
    const date = `${wanted.slice(0, 4)}-${wanted.slice(4, 6)}-${wanted.slice(6, 8)}`;
    const staff = asStaff(
      t.server,
      await staffReady(t.server, t.database, 'closures.manager@larkspur.example', 'manager', ['bos-back-bay']),
    );
    expect((await post({ ...address, ...BACK_BAY, time: wanted })).json().data.name).toBe('Back Bay');
    const closed = await staff('POST', '/api/staff/locations/bos-back-bay/closures', {
      date,
      closed: true,
      reason: 'Inventory',
    });
    expect(closed.statusCode, closed.body).toBe(201);
    const reply = await post({ ...address, ...BACK_BAY, time: wanted });
    expect([200, 404]).toContain(reply.statusCode);
    if (reply.statusCode === 200) expect(reply.json().data.name).not.toBe('Back Bay');
    expect((await staff('DELETE', `/api/staff/locations/bos-back-bay/closures/${date}`)).statusCode).toBe(200);
    expect((await post({ ...address, ...BACK_BAY, time: wanted })).json().data.name).toBe('Back Bay');
  });
  it('honours polygon zones (Georgetown) and skips coming-soon stores', async () => {
    const inside = await post({
      address: '3200 O Street NW',
      city: 'Washington',
      state: 'DC',
      zip: '20007',
      lat: 38.908,
      lng: -77.063,
      time: WEDNESDAY_1PM,
    });
    expect(inside.json().data.name).toBe('Georgetown');
    // Across the Potomac, outside Georgetown's polygon: another store (or none), never Georgetown.
    const across = await post({
      address: '1000 Lee Highway',
      city: 'Arlington',
      state: 'VA',
      zip: '22209',
      lat: 38.895,
      lng: -77.075,
      time: WEDNESDAY_1PM,
    });
    if (across.statusCode === 200) expect(across.json().data.name).not.toBe('Georgetown');
    else expect(across.statusCode).toBe(404);
    // Quincy Center is coming soon: its zone does not count.
    const quincy = await post({
      address: '1415 Hancock Street',
      city: 'Quincy',
      state: 'MA',
      zip: '02169',
      lat: 42.2509,
      lng: -71.0027,
      time: WEDNESDAY_1PM,
    });
    expect(quincy.statusCode).toBe(404);
  });
  it('an address outside every zone gets the no-nearby message', async () => {
    const reply = await post({
      address: '1 Main Street',
      city: 'Wichita',
      state: 'KS',
      zip: '67202',
      lat: 37.6872,
      lng: -97.3301,
      time: WEDNESDAY_1PM,
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'No Nearby Locations Available' });
  });
  it.each([
    ['a missing address', { ...BACK_BAY, city: 'Boston', state: 'MA', zip: '02116' }, /address is required/],
    ['an empty city', { ...address, city: ' ', ...BACK_BAY }, /city is required/],
    ['lat as text', { ...address, lat: 'north', lng: -71 }, /lat must be a number/],
    ['lat out of range', { ...address, lat: 123, lng: -71 }, /lat must be between/],
    ['lng out of range', { ...address, lat: 42, lng: 200 }, /lng must be between/],
    ['a malformed time', { ...address, ...BACK_BAY, time: 'tomorrow noon' }, /YYYYMMDD HH:mm/],
    ['an impossible date', { ...address, ...BACK_BAY, time: '20260230 12:00' }, /YYYYMMDD HH:mm/],
  ])('rejects %s with a 4xx JSON message', async (_label, body, message) => {
    expectClientError(await post(body), message);
  });
  it('rejects a non-JSON body', async () => {
    expectClientError(
      await t.server.inject({
        method: 'POST',
        url: '/api/locations',
        payload: '{"address":',
        headers: { 'content-type': 'application/json' },
      }),
    );
  });
});

describe('GET /api/geocode/autocomplete', () => {
  it('suggests places and full addresses, US and CA', async () => {
    const cities = (await get('/api/geocode/autocomplete?q=Bost')).json();
    expect(cities.data.addresses[0]).toMatchObject({
      layer: 'locality',
      formattedAddress: 'Boston, MA',
      countryCode: 'US',
    });
    const full = (
      await get(`/api/geocode/autocomplete?q=${encodeURIComponent('214 Newbury Street, Boston, MA 02116')}`)
    ).json();
    expect(full.data.addresses[0]).toMatchObject({ layer: 'address', postalCode: '02116' });
  });
  it('rejects a missing or empty query', async () => {
    expectClientError(await get('/api/geocode/autocomplete'), /q/);
    expectClientError(await get('/api/geocode/autocomplete?q=%20'), /q/);
  });
});

describe('nearest search: in-memory index and SQL agree (decision 040)', () => {
  it.each([
    [{ lat: 42.3497, lng: -71.0826 }, 100, undefined, false],
    [{ lat: 38.9, lng: -77.03 }, 30, 'delivery' as const, false],
    [{ lat: 38.9, lng: -77.03 }, 50, undefined, true],
  ])('at %o within %d miles', async (point, radiusMiles, handoff, deliverable) => {
    const query = { point, radiusMiles, limit: 50, handoff, deliverable };
    const sqlRows = await findNearest(t.database.db, query);
    const indexRows = await createLocationIndex(t.database.db).nearest(query);
    expect(sqlRows.length).toBeGreaterThan(0);
    expect(indexRows!.map((r) => r.row.id)).toEqual(sqlRows.map((r) => r.row.id));
    indexRows!.forEach((r, i) => expect(r.distance).toBeCloseTo(sqlRows[i]!.distance!, 6));
  });
});

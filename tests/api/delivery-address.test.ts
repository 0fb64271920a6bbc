import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autocompleteReply, type GeocodeResult } from '../../src/domain/locations/geocode-contract.ts';
import { deliveryLocationReply } from '../../src/domain/locations/delivery-location-contract.ts';
import { defaultDeliveryTime } from '../../src/domain/locations/delivery-time.ts';
import { parseOrderTime } from '../../src/domain/locations/local-time.ts';
import { listLocationsReply } from '../../src/domain/locations/list-locations-contract.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY, newGuest, nextNyWeekdayAt, openAroundTheClock } from './cart-support.ts';

// Issue 15 part 1: delivery works on the natural path — a suggestion is a complete address,
// choosing it leads to a delivery location, precision is honest (decision 197).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Delivery windows must not depend on when the suite runs (cart calls use "now").
  await openAroundTheClock(t, ['bos-back-bay', 'bos-south-end', 'brk-coolidge-corner']);
});
afterAll(() => t.close());

// A Wednesday after today's default delivery day, which the closure test below makes a holiday.
const WEDNESDAY_1PM = nextNyWeekdayAt(3, '13:00');
const suggest = async (q: string) => {
  const reply = await t.server.inject({ url: `/api/geocode/autocomplete?q=${encodeURIComponent(q)}` });
  expect(reply.statusCode).toBe(200);
  return autocompleteReply.parse(reply.json()).data.addresses;
};
const lookup = (body: unknown) =>
  t.server.inject({
    method: 'POST',
    url: '/api/locations',
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
/** The delivery panel's request for a chosen suggestion (delivery-panel.tsx onSelect). */
const requestFor = (r: GeocodeResult, time = WEDNESDAY_1PM) => ({
  address: r.addressLabel,
  city: r.city,
  state: r.stateCode,
  zip: r.postalCode,
  lat: r.latitude,
  lng: r.longitude,
  precision: r.precision,
  time,
});

describe('suggestions are complete addresses', () => {
  it.each([
    '200 Newbury',
    '200 Newbury Street, Boston, MA',
    '1 Brattle Square, Cambridge',
    '12 Unknown Street, Boston',
    '10 Savin Hill Avenue, Dorchester, MA 02125',
  ])('%s carries a ZIP and a precision', async (q) => {
    const addresses = (await suggest(q)).filter((a) => a.layer === 'address');
    expect(addresses.length).toBeGreaterThan(0);
    for (const a of addresses) {
      expect(a.postalCode).toMatch(/^\d{5}$/);
      expect(a.formattedAddress.endsWith(a.postalCode!)).toBe(true);
      expect(['address', 'street', 'postalCode', 'locality']).toContain(a.precision);
    }
  });
  it('places 200 Newbury Street on Newbury Street, not at the city centre', async () => {
    const [a] = await suggest('200 Newbury');
    expect(a).toMatchObject({ formattedAddress: '200 Newbury Street, Boston, MA 02116', precision: 'street' });
    expect(a!.longitude).toBeGreaterThan(-71.09);
    expect(a!.longitude).toBeLessThan(-71.07);
  });
});

// First of the lookups, so the store schedules (a minute's cache) are read with the closure in them.
describe('a closed day does not hide the store that delivers', () => {
  it('with no time asked, a default day every store is closed (a holiday) finds the store that delivers there later; a time the customer asked for is kept (decision 266)', async () => {
    const [chosen] = await suggest('200 Newbury');
    // Spec §9's default delivery time as the server will take it now, in the stores' zone.
    const day = parseOrderTime(defaultDeliveryTime(new Date(), 'America/New_York'))!.date;
    await t.database.db.execute(
      sql`insert into location_closures (location_id, date, closed, reason) select id, ${day}, true, 'Holiday' from locations on conflict do nothing`,
    );
    try {
      const { time: _asked, ...noTime } = requestFor(chosen!);
      const reply = await lookup(noTime);
      expect(reply.statusCode, reply.body).toBe(200);
      expect(deliveryLocationReply.parse(reply.json()).data).toMatchObject({ name: 'Back Bay', zone_fit: 'inside' });
      const asked = await lookup(requestFor(chosen!, `${day.replaceAll('-', '')} 13:00`));
      expect(asked.statusCode, asked.body).toBe(404);
    } finally {
      await t.database.db.execute(sql`delete from location_closures where date = ${day} and reason = 'Holiday'`);
    }
  });
});

describe('choosing a suggestion leads to a delivery location', () => {
  it.each([
    ['200 Newbury', 'Back Bay'],
    ['1 Brattle Square, Cambridge', 'Harvard Square'],
  ])('%s → %s, inside its zone, and the cart takes the address', async (q, store) => {
    const [chosen] = await suggest(q);
    const reply = await lookup(requestFor(chosen!));
    expect(reply.statusCode, reply.body).toBe(200);
    const data = deliveryLocationReply.parse(reply.json()).data;
    expect(data).toMatchObject({ name: store, zone_fit: 'inside' });
    if (store !== 'Back Bay') return;
    // The same address applied to a cart there (spec §7 Apply delivery handoff): no field is missing.
    const guest = await newGuest(t);
    const cart = (await guest.call('POST', '/api/carts', { menu_id: BACK_BAY })).body.data;
    const put = await guest.call('PUT', `/api/carts/${cart.id}/handoff/delivery`, {
      address: chosen!.addressLabel,
      building: '',
      city: chosen!.city,
      state: chosen!.stateCode,
      zip: chosen!.postalCode,
      lat: chosen!.latitude,
      lng: chosen!.longitude,
      instructions: '',
      default: false,
      handoffMode: 'delivery',
      precision: chosen!.precision,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.data).toMatchObject({
      handoff: 'delivery',
      address: { address: '200 Newbury Street', zip: '02116' },
    });
  });

  it('an address placed only by its ZIP near a zone edge is "near"; the cart accepts it once confirmed with its precision', async () => {
    const [chosen] = await suggest('10 Savin Hill Avenue, Dorchester, MA 02125');
    expect(chosen).toMatchObject({ precision: 'postalCode', postalCode: '02125' });
    const reply = await lookup(requestFor(chosen!));
    expect(reply.statusCode, reply.body).toBe(200);
    const store = deliveryLocationReply.parse(reply.json()).data;
    expect(store.zone_fit).toBe('near');
    // The same point taken as exact lies outside every zone: the old test said no (or yes) blindly.
    expect((await lookup({ ...requestFor(chosen!), precision: undefined })).statusCode).toBe(404);
    const guest = await newGuest(t);
    const cart = (await guest.call('POST', '/api/carts', { menu_id: store.menu_id })).body.data;
    const body = {
      address: chosen!.addressLabel,
      city: chosen!.city,
      state: chosen!.stateCode,
      zip: chosen!.postalCode,
      lat: chosen!.latitude,
      lng: chosen!.longitude,
    };
    const exact = await guest.call('PUT', `/api/carts/${cart.id}/handoff/delivery`, body);
    expect(exact.status).toBe(422);
    expect(exact.body.message).toBe(`${store.name} does not deliver to this address`);
    const confirmed = await guest.call('PUT', `/api/carts/${cart.id}/handoff/delivery`, {
      ...body,
      precision: 'postalCode',
    });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  });

  it('the same point is inside when placed exactly and only near when placed by its ZIP', async () => {
    // Jamaica Plain's ZIP centroid: inside several zones at the point, inside none with a mile of doubt.
    const jp = {
      address: '5 Centre Street',
      city: 'Jamaica Plain',
      state: 'MA',
      zip: '02130',
      lat: 42.3126,
      lng: -71.1115,
      time: WEDNESDAY_1PM,
    };
    expect((await lookup({ ...jp, precision: 'postalCode' })).json().data.zone_fit).toBe('near');
    expect((await lookup(jp)).json().data.zone_fit).toBe('inside');
  });

  it('a store that certainly delivers is chosen over a nearer one whose edge is in doubt', async () => {
    // 2.1 miles from Coolidge Corner (3-mile zone) and 2.3 from Newton Centre (5-mile zone).
    const point = {
      address: '20 Hammond Street',
      city: 'Chestnut Hill',
      state: 'MA',
      zip: '02467',
      lat: 42.32,
      lng: -71.15,
      time: WEDNESDAY_1PM,
    };
    expect((await lookup(point)).json().data).toMatchObject({ name: 'Coolidge Corner', zone_fit: 'inside' });
    expect((await lookup({ ...point, precision: 'postalCode' })).json().data).toMatchObject({
      name: 'Newton Centre',
      zone_fit: 'inside',
    });
  });
});

describe('out of range: the nearest pickup locations', () => {
  it('an address no store delivers to is 404 with the spec message, and the nearest pickup stores are listed nearest first', async () => {
    const [chosen] = await suggest('1 Main Street, Worcester, MA');
    expect(chosen).toMatchObject({
      layer: 'address',
      city: 'Worcester',
      postalCode: expect.stringMatching(/^016\d\d$/),
    });
    const reply = await lookup(requestFor(chosen!));
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'No Nearby Locations Available' });
    // What the panel asks next (delivery-out-of-range.tsx).
    const list = await t.server.inject({
      url: `/api/locations?lat=${chosen!.latitude}&lng=${chosen!.longitude}&handoff=pickup&limit=3&radius=100`,
    });
    const { locations } = listLocationsReply.parse(list.json()).data;
    expect(locations).toHaveLength(3);
    expect(locations.every((l) => l.services.pickup && l.distance !== null && l.distance < 100)).toBe(true);
    expect(locations.map((l) => l.distance)).toEqual([...locations.map((l) => l.distance!)].sort((a, b) => a - b));
    expect(locations[0]!.name).toBe('Moody Street');
  });
});

describe('bad input is a 4xx naming the problem', () => {
  it.each([
    [
      'an unknown precision',
      {
        address: '200 Newbury Street',
        city: 'Boston',
        state: 'MA',
        zip: '02116',
        lat: 42.3494,
        lng: -71.0797,
        precision: 'rooftop',
      },
      /precision/,
    ],
    [
      'a ZIP that is too long',
      {
        address: '200 Newbury Street',
        city: 'Boston',
        state: 'MA',
        zip: '02116-12345678',
        lat: 42.3494,
        lng: -71.0797,
      },
      /zip is too long/,
    ],
  ])('POST /api/locations with %s', async (_label, body, message) => {
    const reply = await lookup(body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(message);
  });
  it('a cart delivery address with an unknown precision', async () => {
    const guest = await newGuest(t);
    const cart = (await guest.call('POST', '/api/carts', { menu_id: BACK_BAY })).body.data;
    const r = await guest.call('PUT', `/api/carts/${cart.id}/handoff/delivery`, {
      address: '200 Newbury Street',
      city: 'Boston',
      state: 'MA',
      zip: '02116',
      lat: 42.3494,
      lng: -71.0797,
      precision: 'exact',
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/precision/);
  });
  it('an autocomplete query that is too long', async () => {
    const reply = await t.server.inject({ url: `/api/geocode/autocomplete?q=${'9'.repeat(201)}` });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/q is too long/);
  });
});

import { describe, expect, it } from 'vitest';
import { parseAddress } from '../../src/domain/locations/address-parser.ts';
import { defaultDeliveryTime } from '../../src/domain/locations/delivery-time.ts';
import {
  directionsUrl,
  formatClock,
  formatDistance,
  formatClockRange,
  formatPhone,
  phoneHref,
} from '../../src/domain/locations/format.ts';
import { boundingBox, distanceMiles, isInDeliveryZone, pointInPolygon } from '../../src/domain/locations/geo.ts';
import { parseOrderTime, wallTime } from '../../src/domain/locations/local-time.ts';
import { canSelectLocation } from '../../src/domain/locations/selection.ts';
import { handoffStatus, locationStatus, STATUS_LABEL, type StoreSchedule } from '../../src/domain/locations/status.ts';

const BACK_BAY = { lat: 42.3497, lng: -71.0826 };
const ET = 'America/New_York';

describe('distance (haversine, miles)', () => {
  it('is zero for the same point and symmetric', () => {
    expect(distanceMiles(BACK_BAY, BACK_BAY)).toBe(0);
    const dc = { lat: 38.9072, lng: -77.0369 };
    expect(distanceMiles(BACK_BAY, dc)).toBeCloseTo(distanceMiles(dc, BACK_BAY), 9);
  });
  it('matches known distances', () => {
    // Boston (Back Bay) to Washington DC is about 394 miles as the crow flies.
    expect(distanceMiles(BACK_BAY, { lat: 38.9072, lng: -77.0369 })).toBeGreaterThan(390);
    expect(distanceMiles(BACK_BAY, { lat: 38.9072, lng: -77.0369 })).toBeLessThan(400);
    // One degree of latitude is about 69.1 miles.
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(69.09, 1);
  });
  it('bounding box contains every point within the radius', () => {
    const box = boundingBox(BACK_BAY, 10);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const r = (bearing * Math.PI) / 180;
      const p = {
        lat: BACK_BAY.lat + (9.99 / 69.0) * Math.cos(r),
        lng: BACK_BAY.lng + (9.99 / (69.0 * Math.cos((BACK_BAY.lat * Math.PI) / 180))) * Math.sin(r),
      };
      if (distanceMiles(BACK_BAY, p) <= 10) {
        expect(p.lat).toBeGreaterThanOrEqual(box.minLat);
        expect(p.lat).toBeLessThanOrEqual(box.maxLat);
        expect(p.lng).toBeGreaterThanOrEqual(box.minLng);
        expect(p.lng).toBeLessThanOrEqual(box.maxLng);
      }
    }
  });
});

describe('delivery zones', () => {
  it('radius: inside at 2.9 miles, outside at 3.1', () => {
    const zone = { type: 'radius', miles: 3 } as const;
    const north = (miles: number) => ({ lat: BACK_BAY.lat + miles / 69.09, lng: BACK_BAY.lng });
    expect(isInDeliveryZone(BACK_BAY, zone, north(2.9))).toBe(true);
    expect(isInDeliveryZone(BACK_BAY, zone, north(3.1))).toBe(false);
  });
  it('polygon: point in polygon with a concave ring', () => {
    // An L-shape: the notch at the top right is outside.
    const ring: [number, number][] = [
      [0, 0],
      [2, 0],
      [2, 1],
      [1, 1],
      [1, 2],
      [0, 2],
    ];
    expect(pointInPolygon({ lng: 0.5, lat: 0.5 }, ring)).toBe(true);
    expect(pointInPolygon({ lng: 0.5, lat: 1.5 }, ring)).toBe(true);
    expect(pointInPolygon({ lng: 1.5, lat: 1.5 }, ring)).toBe(false);
    expect(pointInPolygon({ lng: 3, lat: 0.5 }, ring)).toBe(false);
    expect(isInDeliveryZone({ lat: 1, lng: 1 }, { type: 'polygon', coordinates: ring }, { lng: 1.5, lat: 0.5 })).toBe(
      true,
    );
  });
  it('no zone means no delivery', () => {
    expect(isInDeliveryZone(BACK_BAY, null, BACK_BAY)).toBe(false);
  });
});

describe('display formats (spec §9)', () => {
  it('phone as (xxx) xxx-xxxx with a leading 1 stripped', () => {
    expect(formatPhone('6175550101')).toBe('(617) 555-0101');
    expect(formatPhone('16175550101')).toBe('(617) 555-0101');
    expect(formatPhone('+1 617-555-0101')).toBe('(617) 555-0101');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
    expect(formatClockRange('05:00', '10:30')).toBe('5:00–10:30 AM');
    expect(formatClockRange('09:00', '14:00')).toBe('9:00 AM–2:00 PM');
    expect(phoneHref('16175550101')).toBe('tel:+16175550101');
  });
  it('distance with 2 decimals', () => {
    expect(formatDistance(0)).toBe('0.00');
    expect(formatDistance(1.005)).toMatch(/^1\.0[01]$/);
    expect(formatDistance(12.3456)).toBe('12.35');
  });
  it('clock times and directions', () => {
    expect(formatClock('06:30')).toBe('6:30 AM');
    expect(formatClock('12:00')).toBe('12:00 PM');
    expect(formatClock('24:00')).toBe('12:00 AM');
    expect(formatClock('00:30')).toBe('12:30 AM');
    expect(directionsUrl({ address: '214 Newbury Street', city: 'Boston', state: 'MA', zip: '02116' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=214%20Newbury%20Street%2C%20Boston%2C%20MA%2002116',
    );
  });
});

describe('location status in the store time zone', () => {
  const cafe: StoreSchedule = {
    comingSoon: false,
    hours: {
      pickup: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '07:00', closes: '21:00' })),
      delivery: [{ weekday: 5, opens: '10:30', closes: '00:30' }],
    },
    closures: [],
  };
  it('uses local wall time, not UTC', () => {
    // 2026-06-10 (Wednesday) 11:30 UTC = 07:30 EDT: open in New York, 04:30 in Los Angeles: closed.
    const instant = new Date('2026-06-10T11:30:00Z');
    expect(handoffStatus(cafe, 'pickup', instant, ET)).toBe('open');
    expect(handoffStatus(cafe, 'pickup', instant, 'America/Los_Angeles')).toBe('closed');
  });
  it('follows the DST changes', () => {
    // Spring forward, Sunday 2026-03-08: 11:30 UTC is 07:30 EDT (open); with a fixed -5 offset it would read 06:30.
    expect(wallTime(new Date('2026-03-08T11:30:00Z'), ET)).toEqual({
      date: '2026-03-08',
      weekday: 0,
      minutes: 7 * 60 + 30,
    });
    expect(handoffStatus(cafe, 'pickup', new Date('2026-03-08T11:30:00Z'), ET)).toBe('open');
    expect(handoffStatus(cafe, 'pickup', new Date('2026-03-07T11:30:00Z'), ET)).toBe('closed'); // 06:30 EST the day before
    // Fall back, Sunday 2026-11-01: 11:30 UTC is 06:30 EST (closed); 12:30 UTC is 07:30 EST (open).
    expect(handoffStatus(cafe, 'pickup', new Date('2026-11-01T11:30:00Z'), ET)).toBe('closed');
    expect(handoffStatus(cafe, 'pickup', new Date('2026-11-01T12:30:00Z'), ET)).toBe('open');
  });
  it('a window past midnight belongs to the day it opened', () => {
    // Friday 2026-06-12 delivery 10:30–00:30. Saturday 00:15 EDT = 04:15 UTC: still open; 00:45: closed.
    expect(handoffStatus(cafe, 'delivery', new Date('2026-06-13T04:15:00Z'), ET)).toBe('open');
    expect(handoffStatus(cafe, 'delivery', new Date('2026-06-13T04:45:00Z'), ET)).toBe('closed');
    // Thursday 00:15 has no Wednesday late window.
    expect(handoffStatus(cafe, 'delivery', new Date('2026-06-11T04:15:00Z'), ET)).toBe('closed');
  });
  it('all-day windows and closures', () => {
    const allDay: StoreSchedule = {
      comingSoon: false,
      hours: { drivethru: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:00', closes: '24:00' })) },
      closures: [],
    };
    expect(handoffStatus(allDay, 'drivethru', new Date('2026-06-10T04:00:00Z'), ET)).toBe('open');
    const thanksgiving = { ...cafe, closures: [{ date: '2026-11-26', closed: true, opens: null, closes: null }] };
    expect(handoffStatus(thanksgiving, 'pickup', new Date('2026-11-26T17:00:00Z'), ET)).toBe('closed');
    const eve = { ...cafe, closures: [{ date: '2026-12-24', closed: false, opens: '07:00', closes: '14:00' }] };
    expect(handoffStatus(eve, 'pickup', new Date('2026-12-24T18:00:00Z'), ET)).toBe('open'); // 13:00 EST
    expect(handoffStatus(eve, 'pickup', new Date('2026-12-24T20:00:00Z'), ET)).toBe('closed'); // 15:00 EST
  });
  it('coming soon wins; headline status and labels', () => {
    expect(locationStatus({ ...cafe, comingSoon: true }, new Date('2026-06-10T15:00:00Z'), ET)).toBe('coming-soon');
    expect(locationStatus(cafe, new Date('2026-06-10T15:00:00Z'), ET)).toBe('open');
    expect(locationStatus(cafe, new Date('2026-06-10T03:00:00Z'), ET)).toBe('closed');
    expect(STATUS_LABEL).toEqual({ 'coming-soon': 'Coming Soon', open: 'Open Now', closed: 'Closed' });
  });
  it('order times parse strictly', () => {
    expect(parseOrderTime('20260612 23:45')).toEqual({ date: '2026-06-12', weekday: 5, minutes: 23 * 60 + 45 });
    expect(parseOrderTime('20260231 12:00')).toBeNull();
    expect(parseOrderTime('2026-06-12 12:00')).toBeNull();
  });
});

describe('default delivery time when searching (spec §9)', () => {
  it('before 12:00 → 12:00 today', () => {
    expect(defaultDeliveryTime(new Date('2026-06-10T13:00:00Z'), ET)).toBe('20260610 12:00'); // 09:00 EDT
  });
  it('after 19:00 → 12:00 tomorrow', () => {
    expect(defaultDeliveryTime(new Date('2026-06-11T00:30:00Z'), ET)).toBe('20260611 12:00'); // 20:30 EDT on the 10th
    expect(defaultDeliveryTime(new Date('2027-01-01T01:30:00Z'), ET)).toBe('20270101 12:00'); // 20:30 EST on New Year's Eve
  });
  it('catering → 12:00 two days ahead', () => {
    expect(defaultDeliveryTime(new Date('2026-06-10T13:00:00Z'), ET, { catering: true })).toBe('20260612 12:00');
  });
  it('between 12:00 and 19:00 → the next slot boundary (decision 040)', () => {
    expect(defaultDeliveryTime(new Date('2026-06-10T18:07:00Z'), ET)).toBe('20260610 14:15'); // 14:07 EDT
    expect(defaultDeliveryTime(new Date('2026-06-10T18:30:00Z'), ET)).toBe('20260610 14:30');
    expect(defaultDeliveryTime(new Date('2026-06-10T22:55:00Z'), ET)).toBe('20260610 19:00'); // 18:55 EDT
  });
});

describe('address parser (US and CA)', () => {
  it('number + street + city or ZIP is an address', () => {
    expect(parseAddress('214 Newbury Street, Boston, MA 02116')).toEqual({
      layer: 'address',
      number: '214',
      street: 'Newbury Street',
      city: 'Boston',
      state: 'MA',
      postalCode: '02116',
      country: 'US',
    });
    expect(parseAddress('214 Newbury St Boston MA')).toMatchObject({
      layer: 'address',
      street: 'Newbury St',
      city: 'Boston',
      state: 'MA',
    });
    expect(parseAddress('214 Newbury Street 02116')).toMatchObject({
      layer: 'address',
      street: 'Newbury Street',
      postalCode: '02116',
    });
    expect(parseAddress('12 Main 02116')).toMatchObject({ layer: 'address', street: 'Main', postalCode: '02116' });
    expect(parseAddress('1600 Pennsylvania Avenue NW, Washington, DC 20500, USA')).toMatchObject({
      layer: 'address',
      number: '1600',
      street: 'Pennsylvania Avenue NW',
      city: 'Washington',
      state: 'DC',
      postalCode: '20500',
    });
    expect(parseAddress('290 Bremner Blvd, Toronto, ON M5V 3L9')).toMatchObject({
      layer: 'address',
      city: 'Toronto',
      state: 'ON',
      postalCode: 'M5V 3L9',
      country: 'CA',
    });
  });
  it('a postal code alone is postalCode, a city is locality, a state is state', () => {
    expect(parseAddress('02116')).toEqual({ layer: 'postalCode', postalCode: '02116', country: 'US' });
    expect(parseAddress('02116-1234')).toMatchObject({ layer: 'postalCode', postalCode: '02116' });
    expect(parseAddress('m5v 3l9')).toEqual({ layer: 'postalCode', postalCode: 'M5V 3L9', country: 'CA' });
    expect(parseAddress('Boston, MA')).toEqual({ layer: 'locality', city: 'Boston', state: 'MA', country: 'US' });
    expect(parseAddress('Cambridge')).toEqual({ layer: 'locality', city: 'Cambridge' });
    expect(parseAddress('Massachusetts')).toMatchObject({ layer: 'state', state: 'MA' });
  });
  it('a street without a place is not an address; junk is nothing', () => {
    expect(parseAddress('214 Newbury Street')?.layer).toBe('locality');
    expect(parseAddress('')).toBeNull();
    expect(parseAddress('12345 ')?.layer).toBe('postalCode');
  });
});

describe('location selection (spec §4, §8)', () => {
  it('available and not coming soon is selectable; otherwise the unavailable message', () => {
    expect(canSelectLocation({ name: 'Back Bay', available: true, 'Coming Soon': false })).toEqual({ ok: true });
    expect(canSelectLocation({ name: 'Navy Yard', available: true, 'Coming Soon': true })).toEqual({
      ok: false,
      message: 'Navy Yard is currently unavailable, please check back later.',
    });
    expect(canSelectLocation({ name: 'Seaport', available: false, 'Coming Soon': false }).ok).toBe(false);
  });
});

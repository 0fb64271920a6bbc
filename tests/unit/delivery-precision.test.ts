import { describe, expect, it } from 'vitest';
import { deliveryToLabel, shortStreet } from '../../src/domain/locations/format.ts';
import { deliverable, distanceToRingMiles, UNCERTAINTY_MILES, zoneFit } from '../../src/domain/locations/zone-fit.ts';
import { complete } from '../../src/server/providers/geocode/complete-addresses.ts';
import { createEmbeddedGeocoder } from '../../src/server/providers/geocode/embedded-geocoder.ts';
import { findStreetPoints } from '../../src/server/providers/geocode/street-lookup.ts';

// Issue 15 / decision 197: how precisely an address was placed decides inside / near / outside.
const BACK_BAY = { lat: 42.3497, lng: -71.0826 };
const THREE_MILES = { type: 'radius', miles: 3 } as const;
/** A point `miles` due north of Back Bay (one degree of latitude ≈ 69.05 miles). */
const north = (miles: number) => ({ lat: BACK_BAY.lat + miles / 69.05, lng: BACK_BAY.lng });

describe('zoneFit (radius zones)', () => {
  it('a street-level point is the exact zone test', () => {
    expect(zoneFit(BACK_BAY, THREE_MILES, north(2.99))).toBe('inside');
    expect(zoneFit(BACK_BAY, THREE_MILES, north(3.01))).toBe('outside');
  });
  it('a ZIP-level point is inside only when its whole uncertainty is', () => {
    expect(UNCERTAINTY_MILES.postalCode).toBe(1);
    expect(zoneFit(BACK_BAY, THREE_MILES, north(1.9), 'postalCode')).toBe('inside');
    expect(zoneFit(BACK_BAY, THREE_MILES, north(2.5), 'postalCode')).toBe('near');
    expect(zoneFit(BACK_BAY, THREE_MILES, north(3.5), 'postalCode')).toBe('near');
    expect(zoneFit(BACK_BAY, THREE_MILES, north(4.1), 'postalCode')).toBe('outside');
  });
  it('a city-level point is near across a wider band; a street-table point across a narrow one', () => {
    expect(zoneFit(BACK_BAY, THREE_MILES, north(0.5), 'locality')).toBe('near');
    expect(zoneFit(BACK_BAY, THREE_MILES, north(2.9), 'street')).toBe('near');
    expect(zoneFit(BACK_BAY, THREE_MILES, north(2.8), 'street')).toBe('inside');
  });
  it('no zone never delivers; near still counts as deliverable (after the customer confirms)', () => {
    expect(zoneFit(BACK_BAY, null, BACK_BAY)).toBe('outside');
    expect(deliverable('near')).toBe(true);
    expect(deliverable('outside')).toBe(false);
  });
});

describe('zoneFit (polygon zones)', () => {
  // A square about 2 × 2 miles around Back Bay.
  const d = 1 / 69.05;
  const dl = 1 / (69.172 * Math.cos((BACK_BAY.lat * Math.PI) / 180));
  const square: [number, number][] = [
    [BACK_BAY.lng - dl, BACK_BAY.lat - d],
    [BACK_BAY.lng + dl, BACK_BAY.lat - d],
    [BACK_BAY.lng + dl, BACK_BAY.lat + d],
    [BACK_BAY.lng - dl, BACK_BAY.lat + d],
  ];
  const zone = { type: 'polygon', coordinates: square } as const;
  it('measures the distance to the nearest edge in miles', () => {
    expect(distanceToRingMiles(BACK_BAY, square)).toBeCloseTo(1, 2);
    expect(distanceToRingMiles(north(1.5), square)).toBeCloseTo(0.5, 2);
  });
  it('inside, near the edge, or outside by the uncertainty', () => {
    expect(zoneFit(BACK_BAY, zone, BACK_BAY, 'street')).toBe('inside');
    expect(zoneFit(BACK_BAY, zone, BACK_BAY, 'postalCode')).toBe('near');
    expect(zoneFit(BACK_BAY, zone, north(1.5), 'postalCode')).toBe('near');
    expect(zoneFit(BACK_BAY, zone, north(2.5), 'postalCode')).toBe('outside');
    expect(zoneFit(BACK_BAY, zone, north(1.01))).toBe('outside');
  });
});

describe('short street lines (issue 15 "Delivery to 200 Newbury St")', () => {
  it.each([
    ['200 Newbury Street', '200 Newbury St'],
    ['1 Brattle Square', '1 Brattle Sq'],
    ['1520 Connecticut Avenue NW', '1520 Connecticut Ave NW'],
    ['98 Middlesex Turnpike', '98 Middlesex Tpke'],
    ['12 Main St', '12 Main St'],
    ['7 Avenue', '7 Avenue'],
    ['3 Fenway', '3 Fenway'],
  ])('%s → %s', (line, short) => expect(shortStreet(line)).toBe(short));
  it('labels a delivery by its street', () =>
    expect(deliveryToLabel({ address: '200 Newbury Street' })).toBe('Delivery to 200 Newbury St'));
});

describe('embedded geocoder precision (decision 197)', () => {
  const geocoder = createEmbeddedGeocoder();
  const BOTH = ['US', 'CA'] as const;
  it('places a street of the demo table along the street, with its ZIP', async () => {
    const [r] = await geocoder.autocomplete('200 Newbury', { countries: BOTH, limit: 5 });
    expect(r).toMatchObject({
      layer: 'address',
      formattedAddress: '200 Newbury Street, Boston, MA 02116',
      postalCode: '02116',
      precision: 'street',
    });
    // Between Dartmouth and Exeter Streets, not the city-level point two miles east (issue 15).
    expect(r!.longitude).toBeCloseTo(-71.0797, 3);
    expect(r!.latitude).toBeCloseTo(42.3494, 3);
  });
  it('"1 Brattle Square, Cambridge" is a complete address in 02138', async () => {
    expect(await geocoder.geocode('1 Brattle Square, Cambridge', { countries: BOTH })).toMatchObject({
      postalCode: '02138',
      precision: 'street',
      city: 'Cambridge',
      stateCode: 'MA',
    });
  });
  it('an unknown street with a ZIP is placed at the ZIP centroid; with a city only, at the city centre with its main ZIP', async () => {
    expect(await geocoder.geocode('10 Savin Hill Avenue, Dorchester, MA 02125', { countries: BOTH })).toMatchObject({
      postalCode: '02125',
      precision: 'postalCode',
      latitude: 42.2973,
    });
    const city = await geocoder.geocode('12 Unknown Street, Boston, MA', { countries: BOTH });
    expect(city).toMatchObject({
      postalCode: '02108',
      precision: 'locality',
      formattedAddress: '12 Unknown Street, Boston, MA 02108',
    });
    // The median of Boston's ZIP centroids (downtown), not the mean the harbour PO boxes dragged east.
    expect(city!.longitude).toBeLessThan(-71.05);
  });
  it('every address suggestion carries a ZIP', async () => {
    for (const q of [
      '200 Newbury',
      '1 Brattle',
      '5 Elm Street, Somerville',
      '1 Main Street, Worcester',
      '12 Oak Street, Lexington, MA',
    ]) {
      const results = await geocoder.autocomplete(q, { countries: BOTH, limit: 5 });
      expect(results.length, q).toBeGreaterThan(0);
      for (const r of results.filter((x) => x.layer === 'address'))
        expect(r.postalCode, r.formattedAddress).toMatch(/^\d{5}$/);
    }
  });
  it("the street table does not guess numbers past a street's ends", () => {
    expect(findStreetPoints({ number: '9000', street: 'Newbury Street', city: 'Boston' }, 5)).toEqual([]);
    expect(findStreetPoints({ number: '214', street: 'Newbury St', postalCode: '02116' }, 5)).toHaveLength(1);
    expect(findStreetPoints({ number: '214', street: 'Newbury St', postalCode: '02139' }, 5)).toEqual([]);
  });
  it('a vendor address without a ZIP gets the nearest ZIP', () => {
    const r = complete({
      layer: 'address',
      formattedAddress: '200 Newbury St, Boston, MA',
      countryCode: 'US',
      latitude: 42.3494,
      longitude: -71.0797,
      precision: 'address',
    });
    expect(r).toMatchObject({ postalCode: '02116', formattedAddress: '200 Newbury St, Boston, MA 02116' });
  });
});

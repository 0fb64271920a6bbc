import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGeocoder } from '../../src/server/providers/geocode/create-geocoder.ts';
import { createEmbeddedGeocoder } from '../../src/server/providers/geocode/embedded-geocoder.ts';
import { createRadarGeocoder, GeocoderUnavailableError } from '../../src/server/providers/geocode/radar-geocoder.ts';

const BOTH = ['US', 'CA'] as const;

describe('embedded geocoder (offline gazetteer + parser)', () => {
  const geocoder = createEmbeddedGeocoder();
  it('places a full street address at its ZIP centroid, layer address', async () => {
    const r = await geocoder.geocode('214 Newbury Street, Boston, MA 02116', { countries: BOTH });
    expect(r).toMatchObject({
      layer: 'address',
      addressLabel: '214 Newbury Street',
      city: 'Boston',
      stateCode: 'MA',
      postalCode: '02116',
      countryCode: 'US',
    });
    expect(r!.latitude).toBeCloseTo(42.349, 2);
    expect(r!.longitude).toBeCloseTo(-71.077, 2);
  });
  it('places a street with a city (no ZIP) at the city centre', async () => {
    const r = await geocoder.geocode('88 Charles Street, Boston, MA', { countries: BOTH });
    expect(r).toMatchObject({ layer: 'address', city: 'Boston', stateCode: 'MA' });
    expect(Math.abs(r!.latitude - 42.35)).toBeLessThan(0.1);
  });
  it('a ZIP or a city alone is not an address', async () => {
    expect(await geocoder.geocode('02116', { countries: BOTH })).toMatchObject({ layer: 'postalCode', city: 'Boston' });
    expect(await geocoder.geocode('Cambridge, MA', { countries: BOTH })).toMatchObject({
      layer: 'locality',
      city: 'Cambridge',
      stateCode: 'MA',
    });
  });
  it('knows Canadian postal prefixes and honours the country list', async () => {
    expect(await geocoder.geocode('M5V 3L9', { countries: BOTH })).toMatchObject({
      layer: 'postalCode',
      stateCode: 'ON',
      countryCode: 'CA',
    });
    expect(await geocoder.geocode('M5V 3L9', { countries: ['US'] })).toBeNull();
  });
  it('autocompletes city prefixes (biggest first), ZIP prefixes and street addresses', async () => {
    const cities = await geocoder.autocomplete('Bost', { countries: BOTH, limit: 5 });
    expect(cities[0]).toMatchObject({ layer: 'locality', formattedAddress: 'Boston, MA' });
    const zips = await geocoder.autocomplete('0211', { countries: BOTH, limit: 5 });
    expect(zips.length).toBe(5);
    expect(zips.every((z) => z.layer === 'postalCode' && z.postalCode!.startsWith('0211'))).toBe(true);
    const streets = await geocoder.autocomplete('214 Newbury Street, Bosto', { countries: BOTH, limit: 5 });
    expect(streets[0]).toMatchObject({
      layer: 'address',
      formattedAddress: '214 Newbury Street, Boston, MA 02116',
      precision: 'street',
    });
    expect(await geocoder.autocomplete('zzzzqqq', { countries: BOTH, limit: 5 })).toEqual([]);
  });
});

describe('Radar adapter against a local fake of its HTTP API', () => {
  let server: Server;
  let baseUrl = '';
  const seen: { url: string; auth: string | undefined }[] = [];
  let failNext = false;
  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      seen.push({ url: req.url ?? '', auth: req.headers.authorization });
      if (failNext) {
        failNext = false;
        res.writeHead(500).end('{}');
        return;
      }
      if (req.headers.authorization !== 'prj_test_key') {
        res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ meta: { code: 401 } }));
        return;
      }
      // A street-level address that came without a postal code (issue 15).
      if ((req.url ?? '').includes('nozip')) {
        const bare = {
          latitude: 42.3494,
          longitude: -71.0797,
          formattedAddress: '200 Newbury St, Boston, MA',
          addressLabel: '200 Newbury St',
          city: 'Boston',
          stateCode: 'MA',
          countryCode: 'US',
          layer: 'address',
        };
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ meta: { code: 200 }, addresses: [bare] }));
        return;
      }
      const addresses = [
        {
          latitude: 42.3497,
          longitude: -71.0826,
          formattedAddress: '214 Newbury St, Boston, MA 02116 US',
          addressLabel: '214 Newbury St',
          number: '214',
          street: 'Newbury St',
          city: 'Boston',
          stateCode: 'MA',
          postalCode: '02116',
          countryCode: 'US',
          layer: 'address',
        },
        {
          latitude: 48.85,
          longitude: 2.35,
          formattedAddress: 'Paris, FR',
          city: 'Paris',
          countryCode: 'FR',
          layer: 'locality',
        },
        {
          latitude: 42.37,
          longitude: -71.11,
          formattedAddress: 'Cambridge, MA US',
          city: 'Cambridge',
          stateCode: 'MA',
          countryCode: 'US',
          layer: 'locality',
        },
      ];
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ meta: { code: 200 }, addresses }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('autocomplete calls /v1/search/autocomplete with the key and countries, keeps US/CA only', async () => {
    const radar = createRadarGeocoder({ apiKey: 'prj_test_key', baseUrl });
    const results = await radar.autocomplete('214 Newbury', { countries: BOTH, limit: 5 });
    const last = new URL(seen.at(-1)!.url, baseUrl);
    expect(last.pathname).toBe('/v1/search/autocomplete');
    expect(last.searchParams.get('query')).toBe('214 Newbury');
    expect(last.searchParams.get('countryCode')).toBe('US,CA');
    expect(seen.at(-1)!.auth).toBe('prj_test_key');
    expect(results.map((r) => r.layer)).toEqual(['address', 'locality']);
    expect(results[0]).toMatchObject({ addressLabel: '214 Newbury St', postalCode: '02116', latitude: 42.3497 });
  });
  it('geocode calls /v1/geocode/forward and returns the first match', async () => {
    const radar = createGeocoder({ RADAR_API_KEY: 'prj_test_key', RADAR_API_URL: baseUrl });
    expect(radar.name).toBe('radar');
    const r = await radar.geocode('214 Newbury St Boston', { countries: BOTH });
    expect(new URL(seen.at(-1)!.url, baseUrl).pathname).toBe('/v1/geocode/forward');
    expect(r).toMatchObject({ layer: 'address', city: 'Boston' });
  });
  it('vendor errors become GeocoderUnavailableError (bad key, 500, unreachable)', async () => {
    await expect(
      createRadarGeocoder({ apiKey: 'wrong', baseUrl }).geocode('x', { countries: BOTH }),
    ).rejects.toBeInstanceOf(GeocoderUnavailableError);
    failNext = true;
    await expect(
      createRadarGeocoder({ apiKey: 'prj_test_key', baseUrl }).autocomplete('x', { countries: BOTH, limit: 5 }),
    ).rejects.toBeInstanceOf(GeocoderUnavailableError);
    await expect(
      createRadarGeocoder({ apiKey: 'k', baseUrl: 'http://127.0.0.1:1' }).geocode('x', { countries: BOTH }),
    ).rejects.toBeInstanceOf(GeocoderUnavailableError);
  });
  it('says how precise each result is, and fills a missing ZIP from the gazetteer (decision 197)', async () => {
    const radar = createGeocoder({ RADAR_API_KEY: 'prj_test_key', RADAR_API_URL: baseUrl });
    expect((await radar.autocomplete('214 Newbury', { countries: BOTH, limit: 5 })).map((r) => r.precision)).toEqual([
      'address',
      'locality',
    ]);
    const [bare] = await radar.autocomplete('200 Newbury nozip', { countries: BOTH, limit: 5 });
    expect(bare).toMatchObject({
      precision: 'address',
      postalCode: '02116',
      formattedAddress: '200 Newbury St, Boston, MA 02116',
    });
  });
  it('without a key the embedded geocoder is chosen', () => {
    expect(createGeocoder({}).name).toBe('embedded');
  });
});

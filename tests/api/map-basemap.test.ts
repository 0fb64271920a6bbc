import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basemapReply } from '../../src/domain/map/basemap-contract.ts';
import { listStoreCities } from '../../src/server/modules/map/repo.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** GET /api/map/basemap (issue 15 §2, decision 201), on the seeded demo stores of either database. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/map/basemap', () => {
  it('is the embedded basemap of the two demo metros, in the shared contract', async () => {
    const reply = await t.server.inject({ method: 'GET', url: '/api/map/basemap' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=3600');
    const body = basemapReply.parse(reply.json());
    expect(body.data.areas.map((a) => a.name).sort()).toEqual(['Boston', 'Washington']);
    const counties = body.data.counties.map((c) => `${c.name}, ${c.state}`);
    expect(counties).toEqual(
      expect.arrayContaining([
        'Suffolk, Massachusetts',
        'Middlesex, Massachusetts',
        'Montgomery, Maryland',
        'Fairfax, Virginia',
      ]),
    );
    const cityLabels = body.data.labels.filter((l) => l.kind === 'city').map((l) => l.name);
    // Every city with a seeded store is labelled (from the database), plus shipped towns.
    for (const c of await listStoreCities(t.database.db)) expect(cityLabels).toContain(c.city);
    expect(body.data.labels.filter((l) => l.kind === 'town').map((l) => l.name)).toContain('Lexington');
    expect(body.data.labels.filter((l) => l.kind === 'neighborhood').map((l) => l.name)).toEqual(
      expect.arrayContaining(['Back Bay', 'Georgetown']),
    );
  });

  it('is small when compressed and revalidates with its ETag', async () => {
    const first = await t.server.inject({
      method: 'GET',
      url: '/api/map/basemap',
      headers: { 'accept-encoding': 'br' },
    });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.rawPayload.length).toBeLessThan(30_000);
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString()).status).toBe('ok');
    const again = await t.server.inject({
      method: 'GET',
      url: '/api/map/basemap',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a write method with the error envelope, not a 500', async () => {
    const reply = await t.server.inject({ method: 'DELETE', url: '/api/map/basemap' });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
    expect(reply.json().status).toBe('error');
  });
});

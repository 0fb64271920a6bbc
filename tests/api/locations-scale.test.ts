import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSyntheticStores } from '../../bench/lib/synthetic-stores.ts';
import { createLocationIndex } from '../../src/server/modules/locations/location-index.ts';
import { findNearest } from '../../src/server/modules/locations/repo.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Decision 101: with the bench's 1,000 synthetic stores, the index's latitude-band scan gives
 * exactly the SQL search's stores and distances, near the dense metro and far from it, and the
 * API answers from it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertSyntheticStores(t.database.db, 1_000);
}, 120_000);
afterAll(() => t.close());

describe('nearest search at 1,000 stores: index and SQL agree', () => {
  it.each([
    [{ lat: 42.3497, lng: -71.0826 }, 100, undefined, false, 50],
    [{ lat: 42.3497, lng: -71.0826 }, 50, undefined, true, 50],
    [{ lat: 35.0, lng: -100.0 }, 300, 'curbside' as const, false, 50],
    [{ lat: 47.9, lng: -123.9 }, 500, undefined, false, 20],
  ])('at %o within %d miles', async (point, radiusMiles, handoff, deliverable, limit) => {
    const query = { point, radiusMiles, limit, handoff, deliverable };
    const sqlRows = await findNearest(t.database.db, query);
    const indexRows = await createLocationIndex(t.database.db).nearest(query);
    expect(sqlRows.length).toBeGreaterThan(0);
    expect(indexRows!.map((r) => r.row.id)).toEqual(sqlRows.map((r) => r.row.id));
    indexRows!.forEach((r, i) => expect(r.distance).toBeCloseTo(sqlRows[i]!.distance!, 6));
  });

  it('GET /api/locations answers nearest first from the 1,000 stores', async () => {
    const reply = await t.server.inject({ method: 'GET', url: '/api/locations?lat=42.3497&lng=-71.0826&limit=50' });
    expect(reply.statusCode).toBe(200);
    const distances = (reply.json() as { data: { locations: { distance: number }[] } }).data.locations.map(
      (l) => l.distance,
    );
    expect(distances).toHaveLength(50);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  });
});

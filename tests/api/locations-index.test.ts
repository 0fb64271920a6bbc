import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../src/server/db/schema/locations.ts';
import { listLocationsQuery } from '../../src/domain/locations/list-locations-contract.ts';
import { createEmbeddedGeocoder } from '../../src/server/providers/geocode/embedded-geocoder.ts';
import { createLocationIndex } from '../../src/server/modules/locations/location-index.ts';
import { createLocationsService } from '../../src/server/modules/locations/service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Decision 145: the store index re-reads its rows only when the one-row version a trigger bumps
 * on every change to `locations` moved, serves the copy it has while it checks, and can be
 * loaded ahead of the first search.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BACK_BAY = { lat: 42.3497, lng: -71.0826 };
const query = { point: BACK_BAY, radiusMiles: 5, limit: 50 };
const backBay = async (index: ReturnType<typeof createLocationIndex>) =>
  (await index.nearest(query))!.find((r) => r.row.id === 'bos-back-bay')!.row;

describe('store index freshness (decision 145)', () => {
  it('keeps its rows while nothing changed, and re-reads them after any edit', async () => {
    let clock = 0;
    const index = createLocationIndex(t.database.db, { checkMs: 5_000, now: () => clock });
    await index.refresh();
    const first = await backBay(index);
    clock += 10_000;
    await index.refresh();
    expect(await backBay(index)).toBe(first); // same version: the same row objects, nothing re-read

    // Any statement is seen, even one that leaves updated_at alone (the trigger bumps the version).
    await t.database.db.execute(sql`update locations set name = 'Back Bay (renamed)' where id = 'bos-back-bay'`);
    try {
      // Within checkMs the copy in hand is served without asking the database.
      expect((await backBay(index)).name).toBe('Back Bay');
      clock += 5_000;
      // The first search after checkMs still answers from the old copy and starts the check…
      expect((await backBay(index)).name).toBe('Back Bay');
      // …which, once done, has replaced the rows.
      await index.refresh();
      expect((await backBay(index)).name).toBe('Back Bay (renamed)');
    } finally {
      await t.database.db.update(locations).set({ name: 'Back Bay' }).where(eq(locations.id, 'bos-back-bay'));
    }
  });

  it('sees a deleted and a re-inserted store', async () => {
    const index = createLocationIndex(t.database.db, { checkMs: 0 });
    await index.refresh();
    const [row] = await t.database.db.select().from(locations).where(eq(locations.id, 'bos-seaport'));
    await t.database.db.delete(locations).where(eq(locations.id, 'bos-seaport'));
    try {
      await index.refresh();
      expect((await index.nearest(query))!.map((r) => r.row.id)).not.toContain('bos-seaport');
    } finally {
      await t.database.db.insert(locations).values(row!);
    }
    await index.refresh();
    expect((await index.nearest(query))!.map((r) => r.row.id)).toContain('bos-seaport');
  });

  it('loads on the first search when nobody warmed it', async () => {
    const index = createLocationIndex(t.database.db);
    expect((await backBay(index)).menuId).toBe('10101');
  });
});

describe('nearest list', () => {
  const q = listLocationsQuery.parse({ lat: String(BACK_BAY.lat), lng: String(BACK_BAY.lng) });

  it('shows a store row change once the index has reloaded', async () => {
    const service = createLocationsService(t.database.db, createEmbeddedGeocoder(), ['US']);
    const now = new Date();
    await service.warm();
    const before = await service.list(q, now);
    expect(before.locations[0]!.name).toBe('Back Bay');
    await t.database.db.execute(sql`update locations set name = 'Back Bay (renamed)' where id = 'bos-back-bay'`);
    try {
      await service.warm(); // the version check a later search would start
      const after = await service.list(q, now);
      expect(after.locations[0]!.name).toBe('Back Bay (renamed)');
      expect(after.locations.map((l) => l.id)).toEqual(before.locations.map((l) => l.id));
    } finally {
      await t.database.db.update(locations).set({ name: 'Back Bay' }).where(eq(locations.id, 'bos-back-bay'));
    }
  });
});

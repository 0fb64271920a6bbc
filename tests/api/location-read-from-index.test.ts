import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../src/server/db/schema/locations.ts';
import { createLocationIndex } from '../../src/server/modules/locations/location-index.ts';
import { createLocationsService } from '../../src/server/modules/locations/service.ts';
import { createEmbeddedGeocoder } from '../../src/server/providers/geocode/embedded-geocoder.ts';
import { twoInstances, type TwoInstances } from './limits-support.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';

/**
 * Decision 328: one store by menu id, id or path (the menu and location pages, and
 * GET /api/locations/{id}) comes from the in-memory store index, not a query per request. It must
 * stay as fresh as a query for what customers see: a pause written through another instance shows
 * there at once (the bus's `hours` event; on PGlite both names are one instance), and a store the
 * index copy lacks is still found.
 */
const BACK_BAY = 'bos-back-bay';
const MENU = '10101';

let two: TwoInstances;
let manager: StaffSigned;
beforeAll(async () => {
  two = await twoInstances({ ACCOUNT_LIMIT_PER_IP: '1000' });
  manager = await staffReady(two.a.server, two.a.database, 'index.read@larkspur.example', 'manager', [BACK_BAY]);
});
afterAll(() => two.close());

const reader = () => (process.env.TEST_DB === 'postgres' ? two.b : two.a.server);
const pausedOnB = async () =>
  (await reader().inject({ url: `/api/locations/${MENU}?byMenuId=true` })).json().data.ordering_paused as boolean;

describe('one store from the index (decision 328)', () => {
  it('finds a store by menu id, id and path, and nothing for an unknown key', async () => {
    const index = createLocationIndex(two.a.database.db);
    const byMenu = await index.find({ menuId: MENU });
    expect(byMenu?.id).toBe(BACK_BAY);
    expect(await index.find({ id: BACK_BAY })).toBe(byMenu);
    expect(
      await index.find({ state: byMenu!.state, citySlug: byMenu!.citySlug, addressSlug: byMenu!.addressSlug }),
    ).toBe(byMenu);
    expect(await index.find({ menuId: 'no-such-menu' })).toBeNull();
  });

  it('shows a pause written through another instance on the next reads there', async () => {
    expect(await pausedOnB()).toBe(false);
    const staff = asStaff(two.a.server, manager);
    const base = `/api/staff/locations/${BACK_BAY}/ordering`;
    const paused = await staff('PUT', base, { pause: { mode: 'minutes', minutes: 30 } });
    expect(paused.statusCode, paused.body).toBe(200);
    try {
      await expect.poll(pausedOnB).toBe(true);
    } finally {
      expect((await staff('PUT', base, { pause: { mode: 'none' } })).statusCode).toBe(200);
    }
    await expect.poll(pausedOnB).toBe(false);
  });

  it('reads the table for a store its copy lacks (added since the copy was made)', async () => {
    const db = two.a.database.db;
    const service = createLocationsService(db, createEmbeddedGeocoder(), ['US']);
    const [row] = await db.select().from(locations).where(eq(locations.id, 'bos-seaport'));
    await db.delete(locations).where(eq(locations.id, 'bos-seaport'));
    try {
      await service.warm();
      expect(await service.byId('bos-seaport')).toBeNull();
    } finally {
      await db.insert(locations).values(row!);
    }
    // The copy is not reloaded yet (within the version check's interval), the table has the store.
    expect((await service.byId('bos-seaport'))?.id).toBe('bos-seaport');
    expect((await service.byMenuId(row!.menuId))?.id).toBe('bos-seaport');
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../seed/index.ts';
import {
  categories,
  categoryProducts,
  locationClosures,
  locationHours,
  locations,
  menuProducts,
  menus,
  optionChoices,
  optionGroups,
  products,
  seedRuns,
} from '../../src/server/db/schema/index.ts';
import { buildSeedRows } from '../../src/server/seed/build-seed-rows.ts';
import { seedDemoBrand } from '../../src/server/seed/seed-demo-brand.ts';
import type { DemoBrandSeed } from '../../src/server/seed/seed-schema.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The seeded template (global setup ran migrations + seedDemoBrand) on PGlite and PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expected = buildSeedRows(DEMO_BRAND);
const tables = {
  locations,
  locationHours,
  locationClosures,
  menus,
  menuProducts,
  categories,
  categoryProducts,
  products,
  optionGroups,
  optionChoices,
};
const countAll = async () => {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) counts[name] = await t.database.db.$count(table);
  return counts;
};
const expectedCounts = {
  locations: expected.locations.length,
  locationHours: expected.locationHours.length,
  locationClosures: expected.locationClosures.length,
  menus: expected.menus.length,
  menuProducts: expected.menuProducts.length,
  categories: expected.categories.length,
  categoryProducts: expected.categoryProducts.length,
  products: expected.products.length,
  optionGroups: expected.optionLevels.reduce((n, l) => n + l.groups.length, 0),
  optionChoices: expected.optionLevels.reduce((n, l) => n + l.choices.length, 0),
};

describe('demo brand seed', () => {
  it('is loaded at start with every row of the data files', async () => {
    expect(await countAll()).toEqual(expectedCounts);
    expect(expectedCounts.locations).toBeGreaterThanOrEqual(15);
    expect(expectedCounts.products).toBeGreaterThanOrEqual(80);
    // Each store's menu plus the brand's default browse menu.
    expect(expectedCounts.menus).toBe(expectedCounts.locations + 1);
  });

  it('stores locations the way the API will read them', async () => {
    const [backBay] = await t.database.db.select().from(locations).where(eq(locations.menuId, '10101'));
    expect(backBay).toMatchObject({
      name: 'Back Bay',
      state: 'MA',
      citySlug: 'boston',
      addressSlug: '214-newbury-street',
      timeZone: 'America/New_York',
      taxRateBps: 700,
      deliveryZone: { type: 'radius', miles: 3 },
      comingSoon: false,
      available: true,
    });
    const [georgetown] = await t.database.db.select().from(locations).where(eq(locations.id, 'dc-georgetown'));
    expect(georgetown!.deliveryZone).toMatchObject({ type: 'polygon' });
    const [soon] = await t.database.db.select().from(locations).where(eq(locations.comingSoon, true));
    expect(soon).toMatchObject({ id: 'qui-quincy-center', available: false, openingDate: '2027-03-01' });
    const [cake] = await t.database.db.select().from(products).where(eq(products.id, 'p-celebration-cake'));
    expect(cake!.handoffs).toEqual(['pickup', 'curbside', 'catering']);
  });

  it('does nothing on a second start', async () => {
    const before = await t.database.db.select({ at: seedRuns.appliedAt }).from(seedRuns);
    const result = await seedDemoBrand(t.database.db);
    expect(result.applied).toBe(false);
    expect(await countAll()).toEqual(expectedCounts);
    expect(await t.database.db.select({ at: seedRuns.appliedAt }).from(seedRuns)).toEqual(before);
  });

  it('rewrites in place, without duplicates, when forced to run again', async () => {
    const [firstCreated] = await t.database.db
      .select({ at: products.createdAt })
      .from(products)
      .where(eq(products.id, 'p-avocado-toast'));
    await t.database.db.delete(seedRuns);
    expect((await seedDemoBrand(t.database.db)).applied).toBe(true);
    expect(await countAll()).toEqual(expectedCounts);
    const [again] = await t.database.db
      .select({ at: products.createdAt })
      .from(products)
      .where(eq(products.id, 'p-avocado-toast'));
    expect(again!.at).toEqual(firstCreated!.at);
  });

  it('applies changed data: updates rows, drops options and hours that left the data, then restores', async () => {
    const changed: DemoBrandSeed = structuredClone(DEMO_BRAND);
    const toast = changed.products.find((p) => p.id === 'p-avocado-toast')!;
    toast.priceCents = 1099;
    toast.options = toast.options!.slice(0, 1);
    const club = changed.products.find((p) => p.id === 'p-turkey-avocado-club')!;
    club.options = club.options!.filter((g) => g.key !== 'combo');
    changed.locations[0]!.hours = {
      ...changed.locations[0]!.hours,
      curbside: [{ days: [1], opens: '09:00', closes: '17:00' }],
    };

    expect((await seedDemoBrand(t.database.db, changed)).applied).toBe(true);
    const [price] = await t.database.db
      .select({ cents: products.priceCents })
      .from(products)
      .where(eq(products.id, 'p-avocado-toast'));
    expect(price!.cents).toBe(1099);
    expect(await t.database.db.$count(optionGroups, eq(optionGroups.productId, 'p-avocado-toast'))).toBe(1);
    // The combo and everything nested under it (side, drink, dressing, soup) are gone.
    const comboLeft = await t.database.db.$count(
      optionGroups,
      sql`${optionGroups.id} like 'p-turkey-avocado-club.combo%'`,
    );
    expect(comboLeft).toBe(0);
    const curbside = await t.database.db
      .select()
      .from(locationHours)
      .where(sql`${locationHours.locationId} = ${changed.locations[0]!.id} and ${locationHours.handoff} = 'curbside'`);
    expect(curbside).toEqual([
      { locationId: changed.locations[0]!.id, handoff: 'curbside', weekday: 1, opens: '09:00', closes: '17:00' },
    ]);

    expect((await seedDemoBrand(t.database.db)).applied).toBe(true);
    expect(await countAll()).toEqual(expectedCounts);
  });
});

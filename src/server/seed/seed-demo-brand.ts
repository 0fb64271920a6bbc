import { createHash } from 'node:crypto';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { DEMO_BRAND } from '../../../seed/index.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { buildSeedRows } from './build-seed-rows.ts';
import { seedCartData } from './seed-cart-data.ts';
import { seedGiftCards } from '../modules/gift-cards/index.ts';
import { publishSeedVersion } from '../modules/catalogue/index.ts';
import { demoBrandSeedSchema, type DemoBrandSeed } from './seed-schema.ts';
import { insertRows, upsertRows } from './upsert.ts';

const SEED_NAME = 'demo-brand';
/** Bump when the loader changes how rows are derived from the same data. */
const LOADER_VERSION = 4;

export interface SeedResult {
  applied: boolean;
  checksum: string;
}

export const seedChecksum = (seed: DemoBrandSeed) =>
  createHash('sha256').update(`${LOADER_VERSION}\n${JSON.stringify(seed)}`).digest('hex');

/**
 * Loads the demo brand from seed/ (DESIGN §6). Idempotent: when seed_runs holds
 * this data's checksum nothing is read or written, so a restart costs one query and keeps any
 * edits made since. Changed data is upserted by natural keys in one transaction: rows are
 * updated in place, never duplicated, and seeded children that left the data are removed.
 */
export async function seedDemoBrand(db: Db, seed: DemoBrandSeed = DEMO_BRAND): Promise<SeedResult> {
  // The checksum is taken before parsing so an unchanged start skips the schema check too.
  const checksum = seedChecksum(seed);
  const [previous] = await db.select({ checksum: schema.seedRuns.checksum }).from(schema.seedRuns).where(eq(schema.seedRuns.name, SEED_NAME));
  if (previous?.checksum === checksum) return { applied: false, checksum };

  const rows = buildSeedRows(demoBrandSeedSchema.parse(seed));
  await db.transaction(async (tx) => {
    await upsertRows(tx, schema.dayparts, rows.dayparts, [schema.dayparts.id]);
    await upsertRows(tx, schema.masterCategories, rows.masterCategories, [schema.masterCategories.id]);
    await upsertRows(tx, schema.categories, rows.categories, [schema.categories.id]);
    await upsertRows(tx, schema.products, rows.products, [schema.products.id]);

    const productIds = rows.products.map((p) => p.id);
    await tx.delete(schema.categoryProducts).where(inArray(schema.categoryProducts.productId, productIds));
    await insertRows(tx, schema.categoryProducts, rows.categoryProducts);

    for (const level of rows.optionLevels) {
      await upsertRows(tx, schema.optionGroups, level.groups, [schema.optionGroups.id]);
      await upsertRows(tx, schema.optionChoices, level.choices, [schema.optionChoices.id]);
    }
    // Groups and choices of seeded products that are no longer in the data (cascades below them).
    const groupIds = rows.optionLevels.flatMap((l) => l.groups.map((g) => g.id));
    const choiceIds = rows.optionLevels.flatMap((l) => l.choices.map((c) => c.id));
    await tx.delete(schema.optionGroups).where(and(inArray(schema.optionGroups.productId, productIds), notInArray(schema.optionGroups.id, groupIds)));
    if (groupIds.length > 0) {
      await tx.delete(schema.optionChoices).where(and(inArray(schema.optionChoices.groupId, groupIds), notInArray(schema.optionChoices.id, choiceIds)));
    }

    await upsertRows(tx, schema.menus, rows.menus, [schema.menus.id]);
    const menuIds = rows.menus.map((m) => m.id);
    await tx.delete(schema.menuProducts).where(inArray(schema.menuProducts.menuId, menuIds));
    await insertRows(tx, schema.menuProducts, rows.menuProducts);

    await upsertRows(tx, schema.locations, rows.locations, [schema.locations.id]);
    const locationIds = rows.locations.map((l) => l.id);
    await tx.delete(schema.locationHours).where(inArray(schema.locationHours.locationId, locationIds));
    await insertRows(tx, schema.locationHours, rows.locationHours);
    await tx.delete(schema.locationClosures).where(inArray(schema.locationClosures.locationId, locationIds));
    await insertRows(tx, schema.locationClosures, rows.locationClosures);

    await seedCartData(tx);
    // Demo gift cards (numbers in the README).
    await seedGiftCards(tx);
    // The seed's menu is published as a version: customers' menus are built from versions.
    await publishSeedVersion(tx);
    await upsertRows(tx, schema.seedRuns, [{ name: SEED_NAME, checksum }], [schema.seedRuns.name]);
  });
  return { applied: true, checksum };
}

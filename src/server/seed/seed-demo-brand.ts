import { createHash } from 'node:crypto';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { DEMO_BRAND } from '../../../seed/index.ts';
import type { Db } from '../db/client.ts';
import {
  categories,
  categoryProducts,
  dayparts,
  locationClosures,
  locationHours,
  locations,
  masterCategories,
  menuProducts,
  menus,
  optionChoices,
  optionGroups,
  products,
  seedRuns,
} from '../db/schema/index.ts';
import { buildSeedRows } from './build-seed-rows.ts';
import { seedCartData } from './seed-cart-data.ts';
import { seedGiftCards } from '../modules/gift-cards/index.ts';
import { demoBrandSeedSchema, type DemoBrandSeed } from './seed-schema.ts';
import { insertRows, upsertRows } from './upsert.ts';

const SEED_NAME = 'demo-brand';
/** Bump when the loader changes how rows are derived from the same data. */
const LOADER_VERSION = 3;

export interface SeedResult {
  applied: boolean;
  checksum: string;
}

export const seedChecksum = (seed: DemoBrandSeed) =>
  createHash('sha256').update(`${LOADER_VERSION}\n${JSON.stringify(seed)}`).digest('hex');

/**
 * Loads the demo brand from seed/ (DESIGN §6; decision 010). Idempotent: when seed_runs holds
 * this data's checksum nothing is read or written, so a restart costs one query and keeps any
 * edits made since. Changed data is upserted by natural keys in one transaction: rows are
 * updated in place, never duplicated, and seeded children that left the data are removed.
 */
export async function seedDemoBrand(db: Db, seed: DemoBrandSeed = DEMO_BRAND): Promise<SeedResult> {
  // The checksum is taken before parsing so an unchanged start skips the schema check too.
  const checksum = seedChecksum(seed);
  const [previous] = await db.select({ checksum: seedRuns.checksum }).from(seedRuns).where(eq(seedRuns.name, SEED_NAME));
  if (previous?.checksum === checksum) return { applied: false, checksum };

  const rows = buildSeedRows(demoBrandSeedSchema.parse(seed));
  await db.transaction(async (tx) => {
    await upsertRows(tx, dayparts, rows.dayparts, [dayparts.id]);
    await upsertRows(tx, masterCategories, rows.masterCategories, [masterCategories.id]);
    await upsertRows(tx, categories, rows.categories, [categories.id]);
    await upsertRows(tx, products, rows.products, [products.id]);

    const productIds = rows.products.map((p) => p.id);
    await tx.delete(categoryProducts).where(inArray(categoryProducts.productId, productIds));
    await insertRows(tx, categoryProducts, rows.categoryProducts);

    for (const level of rows.optionLevels) {
      await upsertRows(tx, optionGroups, level.groups, [optionGroups.id]);
      await upsertRows(tx, optionChoices, level.choices, [optionChoices.id]);
    }
    // Groups and choices of seeded products that are no longer in the data (cascades below them).
    const groupIds = rows.optionLevels.flatMap((l) => l.groups.map((g) => g.id));
    const choiceIds = rows.optionLevels.flatMap((l) => l.choices.map((c) => c.id));
    await tx.delete(optionGroups).where(and(inArray(optionGroups.productId, productIds), notInArray(optionGroups.id, groupIds)));
    if (groupIds.length > 0) {
      await tx.delete(optionChoices).where(and(inArray(optionChoices.groupId, groupIds), notInArray(optionChoices.id, choiceIds)));
    }

    await upsertRows(tx, menus, rows.menus, [menus.id]);
    const menuIds = rows.menus.map((m) => m.id);
    await tx.delete(menuProducts).where(inArray(menuProducts.menuId, menuIds));
    await insertRows(tx, menuProducts, rows.menuProducts);

    await upsertRows(tx, locations, rows.locations, [locations.id]);
    const locationIds = rows.locations.map((l) => l.id);
    await tx.delete(locationHours).where(inArray(locationHours.locationId, locationIds));
    await insertRows(tx, locationHours, rows.locationHours);
    await tx.delete(locationClosures).where(inArray(locationClosures.locationId, locationIds));
    await insertRows(tx, locationClosures, rows.locationClosures);

    await seedCartData(tx);
    // Demo gift cards (issue 6, decision 083; numbers in the README).
    await seedGiftCards(tx);
    await upsertRows(tx, seedRuns, [{ name: SEED_NAME, checksum }], [seedRuns.name]);
  });
  return { applied: true, checksum };
}

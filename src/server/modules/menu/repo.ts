import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema/locations.ts';
import {
  categories,
  categoryProducts,
  dayparts,
  masterCategories,
  menuProducts,
  menus,
  optionChoices,
  optionGroups,
  products,
} from '../../db/schema/menus.ts';
import { seedRuns } from '../../db/schema/seed-runs.ts';
import { menuVersions } from '../../db/schema/catalogue.ts';
import { catalogueRows } from './catalogue-rows.ts';
import { locationItemAvailability } from '../../db/schema/item-availability.ts';
import type { SoldOutMark } from '../../../domain/menu/sold-out.ts';
import type { CatalogueDocument } from '../../../domain/catalogue/catalogue-document.ts';

/** The rows one menu is built from (one catalogue, many menus). */
export interface MenuRows {
  menu: typeof menus.$inferSelect;
  timeZone: string | null;
  dayparts: (typeof dayparts.$inferSelect)[];
  masters: (typeof masterCategories.$inferSelect)[];
  categories: (typeof categories.$inferSelect)[];
  links: (typeof categoryProducts.$inferSelect)[];
  products: { product: typeof products.$inferSelect; priceCents: number | null; available: boolean }[];
  groups: (typeof optionGroups.$inferSelect)[];
  choices: (typeof optionChoices.$inferSelect)[];
  /** The 86 marks of the location(s) selling this menu, in force or not. */
  soldOut: SoldOutMark[];
}

/**
 * A cheap version stamp of a menu: the latest change to the menu row, its products and the
 * seed (which rewrites option groups and links). Null when the menu does not exist.
 */
export async function readMenuStamp(db: Db, menuId: string): Promise<string | null> {
  const [row] = await db
    .select({
      menu: menus.updatedAt,
      products: sql<
        string | null
      >`(select max(p.updated_at)::text from ${menuProducts} mp join ${products} p on p.id = mp.product_id where mp.menu_id = ${menuId})`,
      seed: sql<string | null>`(select max(${seedRuns.appliedAt})::text || max(${seedRuns.checksum}) from ${seedRuns})`,
      // Sold-out marks: a new mark moves the max, taking one back lowers the count.
      soldOut: sql<
        string | null
      >`(select count(*)::text || '@' || coalesce(max(a.updated_at)::text, '') from ${locationItemAvailability} a join ${locations} l on l.id = a.location_id where l.menu_id = ${menuId})`,
    })
    .from(menus)
    .where(eq(menus.id, menuId));
  if (!row) return null;
  return `${row.menu.toISOString()}|${row.products ?? ''}|${row.seed ?? ''}|${row.soldOut ?? ''}`;
}

/** A menu's row and its store's time zone (null for a menu no store sells yet). */
async function menuWithZone(db: Db, menuId: string) {
  const [menu] = await db.select().from(menus).where(eq(menus.id, menuId));
  if (!menu) return null;
  const [location] = await db
    .select({ timeZone: locations.timeZone })
    .from(locations)
    .where(eq(locations.menuId, menuId))
    .limit(1);
  return { menu, timeZone: location?.timeZone ?? null };
}

export async function readMenuRows(db: Db, menuId: string): Promise<MenuRows | null> {
  const found = await menuWithZone(db, menuId);
  if (!found) return null;
  const { menu, timeZone } = found;
  if (menu.versionNumber !== null) return readVersionRows(db, menu, timeZone);
  const sold = await db
    .select({ product: products, priceCents: menuProducts.priceCents, available: menuProducts.available })
    .from(menuProducts)
    .innerJoin(products, eq(products.id, menuProducts.productId))
    .where(and(eq(menuProducts.menuId, menuId), eq(menuProducts.available, true)))
    .orderBy(asc(products.sort), asc(products.id));
  const ids = sold.map((s) => s.product.id);
  const none = ids.length === 0;
  const [dayRows, masters, cats, links, groups, soldOut] = await Promise.all([
    db.select().from(dayparts).orderBy(asc(dayparts.sort), asc(dayparts.id)),
    db.select().from(masterCategories).orderBy(asc(masterCategories.sort), asc(masterCategories.id)),
    db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    none
      ? []
      : db
          .select()
          .from(categoryProducts)
          .where(inArray(categoryProducts.productId, ids))
          .orderBy(asc(categoryProducts.sort), asc(categoryProducts.productId)),
    none
      ? []
      : db
          .select()
          .from(optionGroups)
          .where(inArray(optionGroups.productId, ids))
          .orderBy(asc(optionGroups.sort), asc(optionGroups.id)),
    soldOutMarksOf(db, menuId),
  ]);
  const groupIds = groups.map((g) => g.id);
  const choices = groupIds.length
    ? await db
        .select()
        .from(optionChoices)
        .where(inArray(optionChoices.groupId, groupIds))
        .orderBy(asc(optionChoices.sort), asc(optionChoices.id))
    : [];
  return {
    menu,
    timeZone,
    dayparts: dayRows,
    masters,
    categories: cats,
    links,
    products: sold,
    groups,
    choices,
    soldOut,
  };
}

/** The 86 marks of the location(s) selling this menu, in force or not. */
const soldOutMarksOf = (db: Db, menuId: string) =>
  db
    .select({
      kind: locationItemAvailability.kind,
      itemId: locationItemAvailability.itemId,
      until: locationItemAvailability.until,
    })
    .from(locationItemAvailability)
    .innerJoin(locations, eq(locations.id, locationItemAvailability.locationId))
    .where(eq(locations.menuId, menuId));

/**
 * A menu on a published version: the version's frozen catalogue, with this menu's own rows
 * (which products it sells, its prices) and its stores' sold-out marks.
 */
async function readVersionRows(
  db: Db,
  menu: typeof menus.$inferSelect,
  timeZone: string | null,
): Promise<MenuRows | null> {
  const [version] = await db
    .select({ catalogue: menuVersions.catalogue })
    .from(menuVersions)
    .where(eq(menuVersions.number, menu.versionNumber ?? -1));
  if (!version) return null;
  return rowsOfCatalogue(db, menu, timeZone, version.catalogue, false);
}

/**
 * A menu as a catalogue not yet published would make it (the editor's preview): this menu's own
 * prices and availability, and the products no menu sells yet sold here, as a publish would.
 */
export async function readPreviewRows(db: Db, menuId: string, catalogue: CatalogueDocument): Promise<MenuRows | null> {
  const found = await menuWithZone(db, menuId);
  return found && rowsOfCatalogue(db, found.menu, found.timeZone, catalogue, true);
}

async function rowsOfCatalogue(
  db: Db,
  menu: typeof menus.$inferSelect,
  timeZone: string | null,
  doc: CatalogueDocument,
  sellNew: boolean,
): Promise<MenuRows> {
  const ids = doc.products.map((p) => p.product_id);
  const [own, soldSomewhere, soldOut] = await Promise.all([
    db
      .select({ productId: menuProducts.productId, priceCents: menuProducts.priceCents })
      .from(menuProducts)
      .where(and(eq(menuProducts.menuId, menu.id), eq(menuProducts.available, true))),
    sellNew && ids.length
      ? db
          .selectDistinct({ productId: menuProducts.productId })
          .from(menuProducts)
          .where(inArray(menuProducts.productId, ids))
      : Promise.resolve([]),
    soldOutMarksOf(db, menu.id),
  ]);
  const catalogue = catalogueRows(doc);
  const price = new Map<string, number | null>(own.map((o) => [o.productId, o.priceCents]));
  if (sellNew) {
    const known = new Set(soldSomewhere.map((r) => r.productId));
    for (const id of ids) if (!known.has(id)) price.set(id, null);
  }
  const sold = catalogue.products
    .filter((p) => price.has(p.id))
    .map((product) => ({ product, priceCents: price.get(product.id) ?? null, available: true }));
  const sellsIds = new Set(sold.map((s) => s.product.id));
  const groups = catalogue.groups.filter((g) => sellsIds.has(g.productId));
  const groupIds = new Set(groups.map((g) => g.id));
  return {
    menu,
    timeZone,
    dayparts: catalogue.dayparts,
    masters: catalogue.masters,
    categories: catalogue.categories,
    links: catalogue.links.filter((l) => sellsIds.has(l.productId)),
    products: sold,
    groups,
    choices: catalogue.choices.filter((c) => groupIds.has(c.groupId)),
    soldOut,
  };
}

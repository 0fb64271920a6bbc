import { and, eq, inArray } from 'drizzle-orm';
import { allGroups, type CatalogueDocument } from '../../../domain/catalogue/catalogue-document.ts';
import type { Db } from '../../db/client.ts';
import { menuVersions } from '../../db/schema/catalogue.ts';
import { menuProducts, menus } from '../../db/schema/menus.ts';

export interface MenuNames {
  /** Each menu's products on sale there, by id. */
  productsOf: Map<string, Map<string, string>>;
  /** Every choice's name across the published versions, by id. */
  choices: Map<string, string>;
}

const built = new WeakMap<CatalogueDocument, { products: Map<string, string>; choices: Map<string, string> }>();

/** A published catalogue's product and choice names, walked once per version read. */
function catalogueNames(doc: CatalogueDocument) {
  let names = built.get(doc);
  if (!names) {
    const products = new Map(doc.products.map((p) => [p.product_id, p.name]));
    const choices = new Map<string, string>();
    for (const g of allGroups(doc.products.flatMap((p) => p.option_groups)))
      for (const c of g.choices) if (!choices.has(c.id)) choices.set(c.id, c.name);
    built.set(doc, (names = { products, choices }));
  }
  return names;
}

/**
 * The names of what a set of menus sells, from their published menu versions (read once each)
 * and their product rows — no menu is built, so naming sold-out items costs three queries for any
 * number of stores.
 */
export async function menuNames(db: Db, menuIds: readonly string[]): Promise<MenuNames> {
  const ids = [...new Set(menuIds)];
  if (!ids.length) return { productsOf: new Map(), choices: new Map() };
  const [menuRows, versions, sold] = await Promise.all([
    db.select({ id: menus.id, version: menus.versionNumber }).from(menus).where(inArray(menus.id, ids)),
    db
      .select({ number: menuVersions.number, catalogue: menuVersions.catalogue })
      .from(menuVersions)
      .where(
        inArray(
          menuVersions.number,
          db.selectDistinct({ n: menus.versionNumber }).from(menus).where(inArray(menus.id, ids)),
        ),
      ),
    db
      .select({ menuId: menuProducts.menuId, productId: menuProducts.productId })
      .from(menuProducts)
      .where(and(inArray(menuProducts.menuId, ids), eq(menuProducts.available, true))),
  ]);
  const byVersion = new Map(versions.map((v) => [v.number, catalogueNames(v.catalogue)]));
  const choices = new Map<string, string>();
  for (const names of byVersion.values())
    for (const [id, name] of names.choices) if (!choices.has(id)) choices.set(id, name);
  const catalogueOf = new Map(menuRows.map((m) => [m.id, m.version === null ? undefined : byVersion.get(m.version)]));
  const productsOf = new Map<string, Map<string, string>>(menuRows.map((m) => [m.id, new Map()]));
  for (const row of sold) {
    const name = catalogueOf.get(row.menuId)?.products.get(row.productId);
    if (name !== undefined) productsOf.get(row.menuId)?.set(row.productId, name);
  }
  return { productsOf, choices };
}

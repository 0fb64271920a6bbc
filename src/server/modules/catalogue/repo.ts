import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CatalogueDocument } from '../../../domain/catalogue/catalogue-document.ts';
import { catalogueDrafts, menuVersions } from '../../db/schema/catalogue.ts';
import { locations } from '../../db/schema/locations.ts';
import { menuProducts, menus, products } from '../../db/schema/menus.ts';
import { staffMembers } from '../../db/schema/staff.ts';
import type { Tx } from '../../db/tx.ts';
import { productRow } from '../menu/index.ts';

export const DRAFT_ID = 'brand';

export type DraftRow = typeof catalogueDrafts.$inferSelect;
export type VersionRow = typeof menuVersions.$inferSelect;

/** The draft, locked for this transaction's change (every edit and publish takes this lock first). */
export async function lockDraft(tx: Tx): Promise<DraftRow | null> {
  const [row] = await tx.select().from(catalogueDrafts).where(eq(catalogueDrafts.id, DRAFT_ID)).for('update');
  return row ?? null;
}

export async function readDraft(tx: Tx): Promise<DraftRow | null> {
  const [row] = await tx.select().from(catalogueDrafts).where(eq(catalogueDrafts.id, DRAFT_ID));
  return row ?? null;
}

/** Writes the draft and moves its revision on by one. */
export async function writeDraft(tx: Tx, catalogue: CatalogueDocument, staffId: string | null): Promise<number> {
  const [row] = await tx
    .insert(catalogueDrafts)
    .values({ id: DRAFT_ID, catalogue, revision: 1, staffId })
    .onConflictDoUpdate({
      target: catalogueDrafts.id,
      set: { catalogue, staffId, revision: sql`${catalogueDrafts.revision} + 1`, updatedAt: sql`now()` },
    })
    .returning({ revision: catalogueDrafts.revision });
  return row?.revision ?? 0;
}

export async function latestVersion(tx: Tx): Promise<VersionRow | null> {
  const [row] = await tx.select().from(menuVersions).orderBy(desc(menuVersions.number)).limit(1);
  return row ?? null;
}

export async function findVersion(tx: Tx, number: number): Promise<VersionRow | null> {
  const [row] = await tx.select().from(menuVersions).where(eq(menuVersions.number, number));
  return row ?? null;
}

/** Versions newest first, with who made each and how many menus serve it. */
export function listVersions(tx: Tx) {
  return tx
    .select({
      number: menuVersions.number,
      createdAt: menuVersions.createdAt,
      source: menuVersions.source,
      restoredFrom: menuVersions.restoredFrom,
      summary: menuVersions.summary,
      by: staffMembers.displayName,
      stores: sql<number>`(select count(*)::int from ${locations} l join ${menus} m on m.id = l.menu_id where m.version_number = ${menuVersions.number})`,
    })
    .from(menuVersions)
    .leftJoin(staffMembers, eq(staffMembers.id, menuVersions.staffId))
    .orderBy(desc(menuVersions.number))
    .limit(50);
}

export async function insertVersion(
  tx: Tx,
  v: Omit<typeof menuVersions.$inferInsert, 'number' | 'createdAt'>,
): Promise<number> {
  const [row] = await tx
    .insert(menuVersions)
    .values({ ...v, number: sql`(select coalesce(max(number), 0) + 1 from ${menuVersions})` })
    .returning({ number: menuVersions.number });
  if (!row) throw new Error('menu version not written');
  return row.number;
}

/** Every store with the version its menu serves, in a stable order. */
export function listStores(tx: Tx) {
  return tx
    .select({
      id: locations.id,
      menuId: locations.menuId,
      name: locations.name,
      city: locations.city,
      state: locations.state,
      version: menus.versionNumber,
    })
    .from(locations)
    .innerJoin(menus, eq(menus.id, locations.menuId))
    .orderBy(asc(locations.state), asc(locations.city), asc(locations.name));
}

/**
 * Puts these menus on `version` (their stamp moves, so every instance rebuilds them). The
 * products new to the catalogue get their `products` row and are sold by these menus.
 */
export async function pointMenusAt(
  tx: Tx,
  menuIds: readonly string[],
  version: number,
  catalogue: CatalogueDocument,
): Promise<void> {
  const ids = catalogue.products.map((p) => p.product_id);
  const known = new Set(
    ids.length
      ? (await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((r) => r.id)
      : [],
  );
  const fresh = catalogue.products.filter((p) => !known.has(p.product_id));
  if (fresh.length) {
    await tx
      .insert(products)
      .values(fresh.map((p, i) => ({ ...productRow(p, 1000 + i), createdAt: new Date(), updatedAt: new Date() })))
      .onConflictDoNothing();
  }
  // A product sold nowhere yet (new in this catalogue) is sold by the chosen menus.
  const unsold = ids.length
    ? await tx
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            inArray(products.id, ids),
            sql`not exists (select 1 from ${menuProducts} mp where mp.product_id = ${products.id})`,
          ),
        )
    : [];
  if (unsold.length && menuIds.length)
    await tx
      .insert(menuProducts)
      .values(
        menuIds.flatMap((menuId) =>
          unsold.map((p) => ({ menuId, productId: p.id, priceCents: null, available: true })),
        ),
      )
      .onConflictDoNothing();
  if (menuIds.length)
    await tx
      .update(menus)
      .set({ versionNumber: version, updatedAt: sql`now()` })
      .where(inArray(menus.id, [...menuIds]));
}

/** Menus no store sells from (the brand's browse menu): they follow every all-store publish. */
export async function brandMenuIds(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: menus.id })
    .from(menus)
    .leftJoin(locations, eq(locations.menuId, menus.id))
    .where(isNull(locations.id));
  return rows.map((r) => r.id);
}

export async function menuProductRows(tx: Tx, menuId: string) {
  return tx.select().from(menuProducts).where(eq(menuProducts.menuId, menuId));
}

export async function putMenuProduct(
  tx: Tx,
  row: { menuId: string; productId: string; priceCents: number | null; available: boolean },
): Promise<void> {
  await tx
    .insert(menuProducts)
    .values(row)
    .onConflictDoUpdate({
      target: [menuProducts.menuId, menuProducts.productId],
      set: { priceCents: row.priceCents, available: row.available },
    });
  await tx
    .update(menus)
    .set({ updatedAt: sql`now()` })
    .where(eq(menus.id, row.menuId));
}

import { desc } from 'drizzle-orm';
import type {
  CatalogueDocument,
  CatalogueOptionGroup,
  CatalogueProduct,
} from '../../src/domain/catalogue/catalogue-document.ts';
import type { Db } from '../../src/server/db/client.ts';
import { menuVersions } from '../../src/server/db/schema/catalogue.ts';
import { menus } from '../../src/server/db/schema/menus.ts';
import { publishMenuVersion } from '../../src/server/modules/catalogue/index.ts';

/**
 * Bench-only menu growth (issue 18 cost curve): never part of the demo seed. Makes the demo menu
 * `factor` times its size by copying every product factor − 1 times — same categories, its option
 * groups and choices copied with it — under ids suffixed `-copy2`, `-copy3`…, names suffixed
 * " No. 2"…, so search, cards and the product page do the work of a brand with that many items.
 * The grown catalogue is published to every menu as a new menu version, the way the editor
 * publishes (the customer menu is built from the version, not from the tables).
 */
function copyGroups(groups: readonly CatalogueOptionGroup[], x: string): CatalogueOptionGroup[] {
  return groups.map((g) => ({
    ...g,
    id: `${g.id}${x}`,
    choices: g.choices.map((c) => ({ ...c, id: `${c.id}${x}`, option_groups: copyGroups(c.option_groups, x) })),
  }));
}

export function grownCatalogue(doc: CatalogueDocument, factor: number): CatalogueDocument {
  const originals = doc.products.filter((p) => !/-copy\d+$/.test(p.product_id));
  const copies: CatalogueProduct[] = [];
  for (let n = 2; n <= factor; n++) {
    const x = `-copy${n}`;
    for (const p of originals)
      copies.push({
        ...p,
        product_id: `${p.product_id}${x}`,
        pdp_id: `${p.pdp_id}${x}`,
        name: `${p.name} No. ${n}`,
        option_groups: copyGroups(p.option_groups, x),
      });
  }
  return { ...doc, products: [...originals, ...copies] };
}

export async function growMenu(db: Db, factor: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [latest] = await tx.select().from(menuVersions).orderBy(desc(menuVersions.number)).limit(1);
    if (!latest) throw new Error('no menu version to grow');
    const menuIds = (await tx.select({ id: menus.id }).from(menus)).map((m) => m.id);
    await publishMenuVersion(tx, {
      catalogue: grownCatalogue(latest.catalogue, factor),
      menuIds,
      source: 'publish',
      staffId: null,
      summary: `bench: the demo menu ×${factor}`,
    });
  });
}

import { desc, eq } from 'drizzle-orm';
import type { CatalogueDocument } from '../../src/domain/catalogue/catalogue-document.ts';
import { menuVersions } from '../../src/server/db/schema/catalogue.ts';
import { menus } from '../../src/server/db/schema/menus.ts';
import type { TestApp } from './test-app.ts';

/**
 * Menus are built from their published version, so a test changes the menu the way a publish does:
 * a new version with the edit, the menu moved onto it, this instance's cached context dropped.
 */
export async function publishEdit(t: TestApp, menuId: string, edit: (catalogue: CatalogueDocument) => void) {
  const [latest] = await t.database.db.select().from(menuVersions).orderBy(desc(menuVersions.number)).limit(1);
  const catalogue = structuredClone(latest!.catalogue);
  edit(catalogue);
  const number = latest!.number + 1;
  await t.database.db.insert(menuVersions).values({ number, catalogue, source: 'publish', summary: 'test edit' });
  await t.database.db
    .update(menus)
    .set({ versionNumber: number, updatedAt: new Date(Date.now() + 60_000) })
    .where(eq(menus.id, menuId));
  t.server.locationContexts.invalidate({ menuId });
}

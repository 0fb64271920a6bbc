import type { Tx } from '../../db/tx.ts';
import { readCatalogueTables } from '../menu/index.ts';
import { menus } from '../../db/schema/menus.ts';
import { publishMenuVersion } from './publish-version.ts';

/**
 * The seed's catalogue published as a menu version for every menu, and the draft reset to it:
 * what the demo data writes is what customers see, and the editor starts from it.
 */
export async function publishSeedVersion(tx: Tx): Promise<number> {
  const catalogue = await readCatalogueTables(tx);
  const menuIds = (await tx.select({ id: menus.id }).from(menus)).map((m) => m.id);
  return publishMenuVersion(tx, { catalogue, menuIds, source: 'seed', staffId: null, summary: 'loaded the demo menu' });
}

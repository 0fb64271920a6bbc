import type { CatalogueDocument } from '../../../domain/catalogue/catalogue-document.ts';
import type { Tx } from '../../db/tx.ts';
import * as repo from './repo.ts';

/**
 * The one way a catalogue becomes a menu version: written as the next version, these menus moved
 * onto it (their new products sold there) and the draft reset to it, in the caller's transaction.
 * The editor's publish and restore, the seed and the benches all come through here.
 */
export async function publishMenuVersion(
  tx: Tx,
  o: {
    catalogue: CatalogueDocument;
    menuIds: readonly string[];
    source: 'seed' | 'publish' | 'restore';
    staffId: string | null;
    summary: string;
    restoredFrom?: number;
  },
): Promise<number> {
  const version = await repo.insertVersion(tx, {
    catalogue: o.catalogue,
    source: o.source,
    staffId: o.staffId,
    summary: o.summary,
    ...(o.restoredFrom === undefined ? {} : { restoredFrom: o.restoredFrom }),
  });
  await repo.pointMenusAt(tx, o.menuIds, version, o.catalogue);
  // The revision moves on, so a second publish of what the editor saw is refused.
  await repo.writeDraft(tx, o.catalogue, o.staffId);
  return version;
}

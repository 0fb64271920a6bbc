import { AppError } from '../../../domain/app-error.ts';
import { catalogueChanges, describeChanges } from '../../../domain/catalogue/catalogue-changes.ts';
import type {
  CatalogueData,
  PublishRequest,
  PutCategoryRequest,
} from '../../../domain/catalogue/catalogue-contract.ts';
import {
  documentProblem,
  productProblem,
  type CatalogueDocument,
  type CatalogueProduct,
} from '../../../domain/catalogue/catalogue-document.ts';
import type { CsvImportRequest } from '../../../domain/catalogue/catalogue-csv.ts';
import { roleCan } from '../../../domain/staff/roles.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { recordAudit, type StaffContext } from '../staff/index.ts';
import * as repo from './repo.ts';
import { publishMenuVersion } from './publish-version.ts';
import { createStoreOverrides } from './store-overrides.ts';
import { applyCsvOrRefuse, catalogueCsv, parseCatalogueCsv } from './catalogue-csv.ts';

export interface CatalogueDeps {
  db: Db;
  /** A publish, restore or store override changed these menus: drop the cached copies here and on every instance. */
  changed: (stores: { locationId: string; menuId: string }[], brandMenuIds: string[]) => void;
  now?: () => Date;
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;

const draftConflict = () =>
  new AppError(
    'CONFLICT',
    'The draft changed since you opened it (another edit or publish). Reload to see the latest draft.',
  );

/** The menu editor's use cases: read, edit the draft, publish, restore, store overrides. */
export function createCatalogueService(deps: CatalogueDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  async function draftOf(tx: Tx, lock: boolean): Promise<{ catalogue: CatalogueDocument; revision: number }> {
    const row = lock ? await repo.lockDraft(tx) : await repo.readDraft(tx);
    if (row) return { catalogue: row.catalogue, revision: row.revision };
    const latest = await repo.latestVersion(tx);
    if (!latest) throw new AppError('NOT_FOUND', 'No menu has been published yet.');
    return { catalogue: latest.catalogue, revision: 0 };
  }

  /** One draft edit: locked, checked, written, audited, in one transaction. */
  async function editDraft(
    staff: StaffContext,
    target: string,
    change: (doc: CatalogueDocument) => CatalogueDocument,
    expectRevision?: number,
  ): Promise<{ revision: number; changes: ReturnType<typeof catalogueChanges> }> {
    return db.transaction(async (tx) => {
      const draft = await draftOf(tx, true);
      if (expectRevision !== undefined && draft.revision !== expectRevision)
        throw new AppError('CONFLICT', 'The draft changed since the dry run: run it again to see the changes.');
      const next = change(structuredClone(draft.catalogue));
      const before = catalogueChanges(draft.catalogue, next);
      const revision = await repo.writeDraft(tx, next, staff.staff.id);
      await recordAudit(tx, {
        staffId: staff.staff.id,
        action: 'menu.draft',
        target,
        after: { changes: before, summary: describeChanges(before) },
      });
      const latest = await repo.latestVersion(tx);
      return { revision, changes: latest ? catalogueChanges(latest.catalogue, next) : [] };
    });
  }

  /** Which stores a publish or restore names: every id must be a store, else nothing is written. */
  async function chosenStores(tx: Tx, ids: readonly string[]) {
    const stores = await repo.listStores(tx);
    const byId = new Map(stores.map((s) => [s.id, s]));
    const chosen = [...new Set(ids)].map((id, i) => {
      const store = byId.get(id);
      if (!store) throw new AppError('FIELD_INVALID', `No store "${id}"`, { field: `location_ids.${i}` });
      return store;
    });
    const everyStore = chosen.length === stores.length;
    return { chosen, brandMenus: everyStore ? await repo.brandMenuIds(tx) : [] };
  }

  function announce(chosen: { id: string; menuId: string }[], brandMenus: string[]) {
    deps.changed(
      chosen.map((s) => ({ locationId: s.id, menuId: s.menuId })),
      brandMenus,
    );
  }

  return {
    async read(staff: StaffContext): Promise<CatalogueData> {
      const [draft, latest, versions, stores] = await Promise.all([
        draftOf(db, false),
        repo.latestVersion(db),
        repo.listVersions(db),
        repo.listStores(db),
      ]);
      return {
        draft: draft.catalogue,
        revision: draft.revision,
        changes: latest ? catalogueChanges(latest.catalogue, draft.catalogue) : [],
        latest_version: latest?.number ?? null,
        versions: versions.map((v) => ({
          number: v.number,
          created_at: v.createdAt.toISOString(),
          by: v.by,
          source: v.source,
          restored_from: v.restoredFrom,
          stores: v.stores,
          summary: v.summary,
        })),
        stores: stores.map((s) => ({
          location_id: s.id,
          menu_id: s.menuId,
          name: s.name,
          city: s.city,
          state: s.state,
          version: s.version,
        })),
        can_edit: roleCan(staff.staff.role, 'edit-catalogue'),
      };
    },

    putProduct(staff: StaffContext, productId: string, product: CatalogueProduct) {
      if (product.product_id !== productId)
        throw new AppError('FIELD_INVALID', 'The product id does not match the address', { field: 'product_id' });
      return editDraft(staff, `product:${productId}`, (doc) => {
        const problem = productProblem(doc, product);
        if (problem) throw new AppError('FIELD_INVALID', problem.message, { field: problem.field });
        const at = doc.products.findIndex((p) => p.product_id === productId);
        const clash = doc.products.find((p) => p.pdp_id === product.pdp_id && p.product_id !== productId);
        if (clash)
          throw new AppError('FIELD_INVALID', `${clash.name} already uses this page address`, { field: 'pdp_id' });
        if (at >= 0) doc.products[at] = product;
        else doc.products.push(product);
        return doc;
      });
    },

    putCategory(staff: StaffContext, categoryId: string, body: PutCategoryRequest) {
      return editDraft(staff, `category:${categoryId}`, (doc) => {
        const at = doc.categories.findIndex((c) => c.id === categoryId);
        if (at < 0) throw new AppError('NOT_FOUND', `No category "${categoryId}"`);
        const { position, ...words } = body;
        const [was] = doc.categories.splice(at, 1);
        if (!was) return doc;
        doc.categories.splice(Math.min(position, doc.categories.length), 0, { ...was, ...words });
        const problem = documentProblem(doc);
        if (problem)
          throw new AppError('FIELD_INVALID', problem.message, {
            field: problem.field.replace(/^categories\.\d+\./, ''),
          });
        return doc;
      });
    },

    /** The draft's products and every store's own prices as CSV. */
    async exportCsv(): Promise<string> {
      const [draft, stores] = await Promise.all([draftOf(db, false), repo.listStores(db)]);
      const prices = await Promise.all(stores.map((s) => repo.menuProductRows(db, s.menuId)));
      return catalogueCsv(draft.catalogue, stores, prices);
    },

    /** A products CSV: its changes listed (dry run), or applied to the draft as one edit. */
    async importCsv(staff: StaffContext, body: CsvImportRequest) {
      const { records, ignored } = parseCatalogueCsv(body.csv);
      const draft = await draftOf(db, false);
      const dry = applyCsvOrRefuse(draft.catalogue, records);
      if (body.dry_run || dry.changes.length === 0)
        return { applied: false, revision: draft.revision, changes: dry.changes, ignored_columns: ignored };
      const written = await editDraft(staff, 'import:csv', (doc) => applyCsvOrRefuse(doc, records).next, body.revision);
      return { applied: true, revision: written.revision, changes: dry.changes, ignored_columns: ignored };
    },

    /** Throws the draft away: it becomes the latest version again. */
    async discard(staff: StaffContext) {
      return db.transaction(async (tx) => {
        await draftOf(tx, true);
        const latest = await repo.latestVersion(tx);
        if (!latest) throw new AppError('NOT_FOUND', 'No menu has been published yet.');
        const revision = await repo.writeDraft(tx, latest.catalogue, staff.staff.id);
        await recordAudit(tx, {
          staffId: staff.staff.id,
          action: 'menu.discard',
          target: 'draft',
          after: { version: latest.number },
        });
        return { revision, changes: [] };
      });
    },

    /** One new version for the chosen stores, all or nothing; a stale revision (another publish won) is 409. */
    async publish(staff: StaffContext, body: PublishRequest) {
      const result = await db.transaction(async (tx) => {
        const draft = await repo.lockDraft(tx);
        if (!draft || draft.revision !== body.revision) throw draftConflict();
        const problem = documentProblem(draft.catalogue);
        if (problem) throw new AppError('FIELD_INVALID', problem.message, { field: problem.field });
        const { chosen, brandMenus } = await chosenStores(tx, body.location_ids);
        const latest = await repo.latestVersion(tx);
        const changes = latest ? catalogueChanges(latest.catalogue, draft.catalogue) : [];
        const summary = describeChanges(changes);
        const version = await publishMenuVersion(tx, {
          catalogue: draft.catalogue,
          menuIds: [...chosen.map((s) => s.menuId), ...brandMenus],
          source: 'publish',
          staffId: staff.staff.id,
          summary,
        });
        await recordAudit(tx, {
          staffId: staff.staff.id,
          action: 'menu.publish',
          target: `menu-version:${version}`,
          after: { version, stores: chosen.length, store_ids: chosen.map((s) => s.id), changes, summary },
        });
        return { version, chosen, brandMenus, summary };
      });
      announce(result.chosen, result.brandMenus);
      return { version: result.version, stores: result.chosen.length, summary: result.summary };
    },

    /** An earlier version served again: copied as a new version for the chosen stores, and the draft reset to it. */
    async restore(staff: StaffContext, number: number, locationIds: readonly string[]) {
      const result = await db.transaction(async (tx) => {
        await repo.lockDraft(tx);
        const old = await repo.findVersion(tx, number);
        if (!old) throw new AppError('NOT_FOUND', `No menu version ${number}`);
        const { chosen, brandMenus } = await chosenStores(tx, locationIds);
        const latest = await repo.latestVersion(tx);
        const changes = latest ? catalogueChanges(latest.catalogue, old.catalogue) : [];
        const version = await publishMenuVersion(tx, {
          catalogue: old.catalogue,
          menuIds: [...chosen.map((s) => s.menuId), ...brandMenus],
          source: 'restore',
          restoredFrom: number,
          staffId: staff.staff.id,
          summary: `restored version ${number}: ${describeChanges(changes)}`,
        });
        await recordAudit(tx, {
          staffId: staff.staff.id,
          action: 'menu.restore',
          target: `menu-version:${version}`,
          after: { version, restored_from: number, stores: chosen.length, changes },
        });
        return { version, chosen, brandMenus };
      });
      announce(result.chosen, result.brandMenus);
      return { version: result.version, stores: result.chosen.length, summary: `restored version ${number}` };
    },

    ...createStoreOverrides({ db, now, announce }),
  };
}

import { AppError } from '../../../domain/app-error.ts';
import type {
  ApplyOverrideRequest,
  PutOverrideRequest,
  StoreOverridesData,
} from '../../../domain/catalogue/catalogue-contract.ts';
import type { CatalogueProduct } from '../../../domain/catalogue/catalogue-document.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import { isSoldOutAt } from '../../../domain/menu/sold-out.ts';
import { roleCan, mayRunLocation } from '../../../domain/staff/roles.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { deleteMark, marksOf, putMark } from '../availability/index.ts';
import { recordAudit, type StaffContext } from '../staff/index.ts';
import * as repo from './repo.ts';

interface OverrideDeps {
  db: Db;
  now: () => Date;
  /** These stores' menus changed: drop their cached copies here and on every instance. */
  announce: (chosen: { id: string; menuId: string }[], brandMenus: string[]) => void;
}

type Store = Awaited<ReturnType<typeof repo.listStores>>[number];

/** The words of one override, for the audit log and the brand action's reply. */
const overrideWords = (name: string, body: PutOverrideRequest) =>
  `${name}: ${
    body.availability === 'hidden'
      ? 'hidden'
      : body.availability === 'sold_out'
        ? body.sold_out_until
          ? `sold out until ${body.sold_out_until}`
          : 'sold out until further notice'
        : 'on sale'
  }, ${body.price_cents === null ? 'catalogue price' : formatCents(body.price_cents)}`;

/** A store's own price and availability over the published menu (the menu editor's store overrides). */
export function createStoreOverrides({ db, now, announce }: OverrideDeps) {
  /** The product as the store's version has it; 404 when the store does not sell it. */
  async function productOf(tx: Tx, store: Store, productId: string, field?: string): Promise<CatalogueProduct> {
    const version = store.version === null ? null : await repo.findVersion(tx, store.version);
    const product = version?.catalogue.products.find((p) => p.product_id === productId);
    if (product) return product;
    const message = `${store.name}'s menu has no product "${productId}"`;
    throw field ? new AppError('FIELD_INVALID', message, { field }) : new AppError('NOT_FOUND', message);
  }

  function soldOutUntil(body: PutOverrideRequest, at: Date): Date | null {
    if (body.availability !== 'sold_out' || body.sold_out_until === null) return null;
    const until = new Date(body.sold_out_until);
    if (until.getTime() <= at.getTime())
      throw new AppError('FIELD_INVALID', 'Choose a time in the future', { field: 'sold_out_until' });
    return until;
  }

  /** One store's override, written and audited inside the caller's transaction. */
  async function writeOverride(
    tx: Tx,
    staff: StaffContext,
    store: Store,
    product: CatalogueProduct,
    body: PutOverrideRequest,
    until: Date | null,
    at: Date,
  ) {
    const before = (await repo.menuProductRows(tx, store.menuId)).find((r) => r.productId === product.product_id);
    await repo.putMenuProduct(tx, {
      menuId: store.menuId,
      productId: product.product_id,
      priceCents: body.price_cents,
      available: body.availability !== 'hidden',
    });
    if (body.availability === 'sold_out')
      await putMark(tx, {
        locationId: store.id,
        kind: 'product',
        itemId: product.product_id,
        until,
        staffId: staff.staff.id,
        at,
      });
    else await deleteMark(tx, store.id, 'product', product.product_id);
    await recordAudit(tx, {
      staffId: staff.staff.id,
      action: 'menu.override',
      locationId: store.id,
      target: `product:${product.product_id}`,
      before: { name: product.name, price_cents: before?.priceCents ?? null, available: before?.available ?? false },
      after: {
        name: product.name,
        cost: product.cost,
        price_cents: body.price_cents,
        availability: body.availability,
        sold_out_until: until?.toISOString() ?? null,
      },
    });
  }

  return {
    async overrides(staff: StaffContext, locationId: string): Promise<StoreOverridesData> {
      const store = await storeOf(db, staff, locationId);
      const version = store.version === null ? null : await repo.findVersion(db, store.version);
      const [rows, marks] = await Promise.all([repo.menuProductRows(db, store.menuId), marksOf(db, locationId)]);
      const own = new Map(rows.map((r) => [r.productId, r]));
      const at = now();
      const soldOut = new Map(
        marks
          .filter((m) => m.kind === 'product' && isSoldOutAt(m.until, at))
          .map((m) => [m.itemId, m.until?.toISOString() ?? null]),
      );
      const doc = version?.catalogue;
      const categoryName = new Map((doc?.categories ?? []).map((c) => [c.id, c.name]));
      return {
        location: { id: store.id, name: store.name },
        version: store.version,
        products: (doc?.products ?? []).map((p) => {
          const row = own.get(p.product_id);
          const hidden = !row?.available;
          return {
            product_id: p.product_id,
            name: p.name,
            category: categoryName.get(p.category_ids[0] ?? '') ?? '',
            cost: p.cost,
            price_cents: row?.priceCents ?? null,
            availability: hidden ? 'hidden' : soldOut.has(p.product_id) ? 'sold_out' : 'on',
            sold_out_until: hidden ? null : (soldOut.get(p.product_id) ?? null),
          };
        }),
        can_edit: roleCan(staff.staff.role, 'manage-store'),
      };
    },

    async putOverride(staff: StaffContext, locationId: string, productId: string, body: PutOverrideRequest) {
      const store = await storeOf(db, staff, locationId);
      const product = await productOf(db, store, productId);
      const at = now();
      const until = soldOutUntil(body, at);
      await db.transaction((tx) => writeOverride(tx, staff, store, product, body, until, at));
      announce([{ id: store.id, menuId: store.menuId }], []);
      return {
        product_id: productId,
        name: product.name,
        category: '',
        cost: product.cost,
        price_cents: body.price_cents,
        availability: body.availability,
        sold_out_until: until?.toISOString() ?? null,
      };
    },

    /** One change for a set of stores, all or nothing: a store not selling the product refuses the whole set. */
    async applyOverride(staff: StaffContext, body: ApplyOverrideRequest) {
      const at = now();
      const until = soldOutUntil(body, at);
      const all = new Map((await repo.listStores(db)).map((s) => [s.id, s]));
      const ids = [...new Set(body.location_ids)];
      const stores = ids.map((id, i) => {
        const store = all.get(id);
        if (!store) throw new AppError('FIELD_INVALID', `No store "${id}"`, { field: `location_ids.${i}` });
        return store;
      });
      const name = await db.transaction(async (tx) => {
        let productName = body.product_id;
        for (const [i, store] of stores.entries()) {
          const product = await productOf(tx, store, body.product_id, `location_ids.${i}`);
          productName = product.name;
          await writeOverride(tx, staff, store, product, body, until, at);
        }
        return productName;
      });
      announce(
        stores.map((s) => ({ id: s.id, menuId: s.menuId })),
        [],
      );
      const summary = `${overrideWords(name, { ...body, sold_out_until: until?.toISOString() ?? null })} in ${stores.length} ${stores.length === 1 ? 'store' : 'stores'}`;
      return { stores: stores.length, summary };
    },
  };
}

/** A store this person runs; any other id answers 404 like an unknown one. */
async function storeOf(db: Db, staff: StaffContext, locationId: string) {
  const store = (await repo.listStores(db)).find((s) => s.id === locationId);
  if (!store || !mayRunLocation(staff.staff.role, staff.locationIds, locationId))
    throw new AppError('NOT_FOUND', 'No such location.');
  return store;
}

import { AppError } from '../../../domain/app-error.ts';
import type { PutOverrideRequest, StoreOverridesData } from '../../../domain/catalogue/catalogue-contract.ts';
import { isSoldOutAt } from '../../../domain/menu/sold-out.ts';
import { roleCan, mayRunLocation } from '../../../domain/staff/roles.ts';
import type { Db } from '../../db/client.ts';
import { deleteMark, marksOf, putMark } from '../availability/index.ts';
import { recordAudit, type StaffContext } from '../staff/index.ts';
import * as repo from './repo.ts';

interface OverrideDeps {
  db: Db;
  now: () => Date;
  /** These stores' menus changed: drop their cached copies here and on every instance. */
  announce: (chosen: { id: string; menuId: string }[], brandMenus: string[]) => void;
}

/** A store's own price and availability over the published menu (the menu editor's store overrides). */
export function createStoreOverrides({ db, now, announce }: OverrideDeps) {
  return {
    async overrides(staff: StaffContext, locationId: string): Promise<StoreOverridesData> {
      const store = await storeOf(db, staff, locationId);
      const version = store.version === null ? null : await repo.findVersion(db, store.version);
      const [rows, marks] = await Promise.all([repo.menuProductRows(db, store.menuId), marksOf(db, locationId)]);
      const own = new Map(rows.map((r) => [r.productId, r]));
      const at = now();
      const soldOut = new Set(
        marks.filter((m) => m.kind === 'product' && isSoldOutAt(m.until, at)).map((m) => m.itemId),
      );
      const doc = version?.catalogue;
      const categoryName = new Map((doc?.categories ?? []).map((c) => [c.id, c.name]));
      return {
        location: { id: store.id, name: store.name },
        version: store.version,
        products: (doc?.products ?? []).map((p) => {
          const row = own.get(p.product_id);
          return {
            product_id: p.product_id,
            name: p.name,
            category: categoryName.get(p.category_ids[0] ?? '') ?? '',
            cost: p.cost,
            price_cents: row?.priceCents ?? null,
            availability: !row?.available ? 'hidden' : soldOut.has(p.product_id) ? 'sold_out' : 'on',
          };
        }),
        can_edit: roleCan(staff.staff.role, 'manage-store'),
      };
    },

    async putOverride(staff: StaffContext, locationId: string, productId: string, body: PutOverrideRequest) {
      const store = await storeOf(db, staff, locationId);
      const version = store.version === null ? null : await repo.findVersion(db, store.version);
      const product = version?.catalogue.products.find((p) => p.product_id === productId);
      if (!product) throw new AppError('NOT_FOUND', `${store.name}'s menu has no product "${productId}"`);
      const at = now();
      await db.transaction(async (tx) => {
        const before = (await repo.menuProductRows(tx, store.menuId)).find((r) => r.productId === productId);
        await repo.putMenuProduct(tx, {
          menuId: store.menuId,
          productId,
          priceCents: body.price_cents,
          available: body.availability !== 'hidden',
        });
        if (body.availability === 'sold_out')
          await putMark(tx, {
            locationId,
            kind: 'product',
            itemId: productId,
            until: null,
            staffId: staff.staff.id,
            at,
          });
        else await deleteMark(tx, locationId, 'product', productId);
        await recordAudit(tx, {
          staffId: staff.staff.id,
          action: 'menu.override',
          locationId,
          target: `product:${productId}`,
          before: {
            name: product.name,
            price_cents: before?.priceCents ?? null,
            available: before?.available ?? false,
          },
          after: {
            name: product.name,
            cost: product.cost,
            price_cents: body.price_cents,
            availability: body.availability,
          },
        });
      });
      announce([{ id: store.id, menuId: store.menuId }], []);
      return {
        product_id: productId,
        name: product.name,
        category: '',
        cost: product.cost,
        price_cents: body.price_cents,
        availability: body.availability,
      };
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

import { AppError } from '../../../domain/app-error.ts';
import { wallTime } from '../../../domain/locations/local-time.ts';
import { soldOutUntil } from '../../../domain/menu/sold-out.ts';
import { STAFF_NOT_ALLOWED } from '../../../domain/staff/contract.ts';
import { roleCan } from '../../../domain/staff/roles.ts';
import type { PutOrderingInput } from '../../../domain/store-ops/hours-rules.ts';
import {
  BRAND_ACTION_PERMISSION,
  brandActionSummary,
  seesAllStores,
  storesNotAllowed,
} from '../../../domain/stores/brand-actions.ts';
import type { BrandActionReply, BrandActionRequest } from '../../../domain/stores/stores-contract.ts';
import type { Db } from '../../db/client.ts';
import { markIn } from '../availability/index.ts';
import type { StaffContext } from '../staff/index.ts';
import { closureIn, orderingIn } from '../store-ops/index.ts';
import { menuNames } from './item-names.ts';
import { existingStores } from './repo.ts';

export interface BrandActionDeps {
  db: Db;
  /** Store-ops' cache drops and bus announce after a committed pause or closure. */
  afterStoreOps(locationId: string, menuId: string, kind: string): Promise<void>;
  /** Sold out's cache drops and bus announce after committed marks. */
  afterMarks(locationId: string, menuId: string): void;
  now?: () => Date;
}

type Store = Awaited<ReturnType<typeof existingStores>>[number];

/**
 * One change made to a set of stores in one step (a supplier shortage, a snowstorm): checked for
 * every store first, then written in ONE transaction — every store changes or none does — with
 * an audit row per store in the same words as that store's own page writes.
 */
export function createBrandActions(deps: BrandActionDeps) {
  const clock = deps.now ?? (() => new Date());

  function authorize(context: StaffContext, request: BrandActionRequest): void {
    const { role } = context.staff;
    if (!seesAllStores(role, context.locationIds) || !roleCan(role, BRAND_ACTION_PERMISSION[request.action]))
      throw new AppError('FORBIDDEN', STAFF_NOT_ALLOWED);
    const refused = storesNotAllowed(role, context.locationIds, request.location_ids);
    if (refused.length)
      throw new AppError('FORBIDDEN', `location_ids: You may not change ${refused.join(', ')}.`, {
        field: 'location_ids',
      });
  }

  async function storesOf(ids: readonly string[]): Promise<Store[]> {
    const found = await existingStores(deps.db, ids);
    const missing = ids.filter((id) => !found.some((s) => s.id === id));
    if (missing.length)
      throw new AppError('NOT_FOUND', `location_ids: No such store: ${missing.join(', ')}.`, { field: 'location_ids' });
    // Locked in one order by every brand action, so two at once never wait on each other.
    return [...found].sort((a, b) => a.id.localeCompare(b.id));
  }

  /** Each store's names of the items asked for; a store whose menu lacks one refuses the whole step. */
  async function itemNames(stores: readonly Store[], productIds: readonly string[]) {
    const names = new Map<string, string[]>();
    const { productsOf } = await menuNames(
      deps.db,
      stores.map((s) => s.menuId),
    );
    for (const store of stores) {
      const products = productsOf.get(store.menuId) ?? new Map<string, string>();
      const missing = productIds.filter((id) => !products.has(id));
      if (missing.length)
        throw new AppError('FIELD_INVALID', `product_ids: ${store.name}'s menu has no ${missing.join(', ')}.`, {
          field: 'product_ids',
        });
      names.set(
        store.id,
        productIds.map((id) => products.get(id)!),
      );
    }
    return names;
  }

  return async function run(context: StaffContext, request: BrandActionRequest): Promise<BrandActionReply> {
    authorize(context, request);
    const stores = await storesOf(request.location_ids);
    const now = clock();
    const by = { staffId: context.staff.id, now, note: { brand_stores: stores.length } };
    let names: string[] = [];

    if (request.action === 'sold_out' || request.action === 'back_on_sale') {
      const byStore = await itemNames(stores, request.product_ids);
      names = byStore.get(stores[0]!.id) ?? [];
      const available = request.action === 'back_on_sale';
      await deps.db.transaction(async (tx) => {
        for (const store of stores)
          for (const [i, itemId] of request.product_ids.entries())
            await markIn(tx, {
              ...by,
              at: now,
              locationId: store.id,
              kind: 'product',
              itemId,
              name: byStore.get(store.id)![i]!,
              until: available ? null : soldOutUntil(request.until, now, store.timeZone),
              available,
            });
      });
      for (const store of stores) deps.afterMarks(store.id, store.menuId);
    } else if (request.action === 'closure') {
      const late = stores.filter((s) => request.closure.date < wallTime(now, s.timeZone).date);
      if (late.length)
        throw new AppError(
          'FIELD_INVALID',
          `closure.date: Choose today or a later date (it is already later at ${late.map((s) => s.name).join(', ')}).`,
          { field: 'closure.date' },
        );
      await deps.db.transaction(async (tx) => {
        for (const store of stores) await closureIn(tx, by, store.id, request.closure);
      });
      await Promise.all(stores.map((s) => deps.afterStoreOps(s.id, s.menuId, 'closure')));
    } else {
      const pause: PutOrderingInput['pause'] =
        request.action === 'resume'
          ? { mode: 'none' }
          : request.minutes === null
            ? { mode: 'until-resumed' }
            : { mode: 'minutes', minutes: request.minutes };
      await deps.db.transaction(async (tx) => {
        for (const store of stores) await orderingIn(tx, by, store.id, { pause });
      });
      await Promise.all(stores.map((s) => deps.afterStoreOps(s.id, s.menuId, 'ordering')));
    }

    const inOrder = request.location_ids.map((id) => stores.find((s) => s.id === id)!);
    return {
      action: request.action,
      message: brandActionSummary(request, names),
      stores: inOrder.map((s) => ({ location_id: s.id, name: s.name })),
    };
  };
}
export type BrandActions = ReturnType<typeof createBrandActions>;

import { AppError } from '../../../domain/app-error.ts';
import type { Menu, MenuOptionGroup } from '../../../domain/menu/menu-contract.ts';
import { findProduct, forEachProduct } from '../../../domain/menu/menu-walk.ts';
import { indexChoices } from '../../../domain/menu/selection.ts';
import { endOfLocalDay, soldOutUntil } from '../../../domain/menu/sold-out.ts';
import type {
  AvailabilityData,
  AvailabilityProduct,
  SetAvailabilityRequest,
} from '../../../domain/staff/availability-contract.ts';
import type { Db } from '../../db/client.ts';
import { findLocation, type ContextScope, type LocationRow } from '../locations/index.ts';
import type { MenuReader } from '../../../domain/menu/menu-contract.ts';
import type { StaffContext } from '../staff/index.ts';
import { marksOf, type ItemKind } from './repo.ts';
import { markIn, soldOutStateOf } from './writes.ts';

export interface AvailabilityDeps {
  db: Db;
  menus: MenuReader;
  /** The location-context cache's invalidate: `{ menuId }` drops the context AND the menu cache's stamp. */
  invalidate: (scope: ContextScope) => void;
  /** Tells the other app instances (realtime bus `availability` channel) to drop their copies too. */
  announce?: (locationId: string, menuId: string) => void;
  now?: () => Date;
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

/** "Sold out": read a location's 86 list, mark one item sold out or back. */
export function createAvailabilityService(deps: AvailabilityDeps) {
  const now = deps.now ?? (() => new Date());

  async function locationAndMenu(locationId: string): Promise<{ location: LocationRow; menu: Menu; timeZone: string }> {
    const location = await findLocation(deps.db, { id: locationId });
    const menu = location ? await deps.menus.getMenu(location.menuId) : null;
    if (!location || !menu) throw new AppError('NOT_FOUND', 'No such location.');
    return { location, menu, timeZone: location.timeZone };
  }

  /** After a mark committed: customers see it at once (the location's context and its menu's cached reply). */
  function afterWrite(locationId: string, menuId: string): void {
    deps.invalidate({ menuId });
    deps.announce?.(locationId, menuId);
  }

  return {
    /** The same after marks written in someone else's transaction (a brand action). */
    afterWrite,

    async list(locationId: string): Promise<AvailabilityData> {
      const { location, menu, timeZone } = await locationAndMenu(locationId);
      const at = now();
      const marks = new Map((await marksOf(deps.db, locationId)).map((m) => [`${m.kind}:${m.itemId}`, m]));
      const products = new Map<string, AvailabilityProduct>();
      const categories: AvailabilityData['categories'] = [];
      for (const master of menu.master_categories) {
        for (const category of master.categories) {
          const ids = [...category.products, ...category.sub_categories.flatMap((s) => s.products)].map(
            (p) => p.product_id,
          );
          categories.push({ id: category.id, name: category.name, product_ids: [...new Set(ids)] });
        }
      }
      forEachProduct(menu, (p) => {
        if (products.has(p.product_id)) return;
        products.set(p.product_id, {
          product_id: p.product_id,
          name: p.name,
          image: p.images[0]?.url ?? null,
          sold_out: soldOutStateOf(marks.get(`product:${p.product_id}`), at),
          choices: flatChoices(p.option_groups).map(({ id, name, group }) => ({
            id,
            name,
            group,
            sold_out: soldOutStateOf(marks.get(`choice:${id}`), at),
          })),
        });
      });
      return {
        location: { id: location.id, name: location.name, time_zone: timeZone },
        close_at: endOfLocalDay(at, timeZone).toISOString(),
        categories,
        products: [...products.values()],
      };
    },

    async set(staff: StaffContext, locationId: string, body: SetAvailabilityRequest) {
      const { location, menu, timeZone } = await locationAndMenu(locationId);
      const kind: ItemKind = body.product_id !== undefined ? 'product' : 'choice';
      const itemId = (body.product_id ?? body.choice_id) as string;
      const name = kind === 'product' ? findProduct(menu, itemId)?.name : choiceName(menu, itemId);
      if (!name)
        throw new AppError(
          'NOT_FOUND',
          `${kind === 'product' ? 'product_id' : 'choice_id'}: ${location.name}'s menu has no ${kind} "${itemId}"`,
          { field: `${kind}_id` },
        );
      const at = now();
      const until = body.available ? null : soldOutUntil(body.until ?? 'further_notice', at, timeZone);
      const sold_out = await deps.db.transaction((tx) =>
        markIn(tx, { staffId: staff.staff.id, at, locationId, kind, itemId, name, until, available: body.available }),
      );
      afterWrite(locationId, location.menuId);
      return { kind, id: itemId, name, sold_out };
    },
  };
}

/** Every choice of a product's option tree, nested groups flattened, each with its group's name. */
function flatChoices(groups: readonly MenuOptionGroup[]): { id: string; name: string; group: string }[] {
  return groups.flatMap((g) =>
    g.choices.flatMap((c) => [{ id: c.id, name: c.name, group: g.name }, ...flatChoices(c.option_groups)]),
  );
}

function choiceName(menu: Menu, choiceId: string): string | undefined {
  let name: string | undefined;
  forEachProduct(menu, (p) => {
    name ??= indexChoices(p).get(choiceId)?.choice.name;
  });
  return name;
}

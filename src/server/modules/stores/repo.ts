import { and, asc, gte, inArray, lt, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locationClosures, locationHours, locations } from '../../db/schema/locations.ts';
import { locationItemAvailability } from '../../db/schema/item-availability.ts';
import { orders } from '../../db/schema/orders.ts';

/** Which stores a view covers: every store (a brand admin) or a manager's list. */
export type StoreScope = 'all' | readonly string[];

const inScope = (column: AnyColumn, scope: StoreScope) => (scope === 'all' ? undefined : inArray(column, [...scope]));

export const storeRows = (db: Db, scope: StoreScope) =>
  db
    .select({
      id: locations.id,
      menuId: locations.menuId,
      name: locations.name,
      city: locations.city,
      state: locations.state,
      timeZone: locations.timeZone,
      comingSoon: locations.comingSoon,
      paused: locations.orderingPaused,
      pausedUntil: locations.orderingPausedUntil,
    })
    .from(locations)
    .where(inScope(locations.id, scope))
    .orderBy(asc(locations.name));

export const hourRows = (db: Db, scope: StoreScope) =>
  db
    .select()
    .from(locationHours)
    .where(inScope(locationHours.locationId, scope))
    .orderBy(asc(locationHours.weekday), asc(locationHours.opens));

/** Closures from `fromDate` (a day before any store's today) on. */
export const closureRows = (db: Db, scope: StoreScope, fromDate: string) =>
  db
    .select()
    .from(locationClosures)
    .where(and(inScope(locationClosures.locationId, scope), gte(locationClosures.date, fromDate)));

/** Open orders promised before `before`, as the board reads them (its partial index). */
export const openPromised = (db: Db, scope: StoreScope, before: Date) =>
  db
    .select({ locationId: orders.locationId, readyAt: orders.readyAt, readyLocal: orders.readyLocal })
    .from(orders)
    .where(
      and(
        inScope(orders.locationId, scope),
        sql`${orders.status} in ('placed', 'in_progress', 'ready')`,
        lt(orders.readyAt, before),
      ),
    );

export const markRows = (db: Db, scope: StoreScope) =>
  db.select().from(locationItemAvailability).where(inScope(locationItemAvailability.locationId, scope));

/** The stores of a request that exist, with their names and menus. */
export const existingStores = (db: Db, ids: readonly string[]) =>
  db
    .select({ id: locations.id, name: locations.name, menuId: locations.menuId, timeZone: locations.timeZone })
    .from(locations)
    .where(inArray(locations.id, [...ids]));

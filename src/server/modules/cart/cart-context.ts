import type { Menu, MenuReader } from '../../../domain/menu/menu-contract.ts';
import { wallTime } from '../../../domain/locations/local-time.ts';
import type { SlotSettings } from '../../../domain/cart/time-slots.ts';
import type { Db } from '../../db/client.ts';
import { findOne, loadSchedules, type LocationRow } from '../locations/repo.ts';

/** What a cart needs besides its own rows: its menu, its location and the slot settings. */
export interface CartContext {
  menu: Menu;
  location: LocationRow;
  path: string;
  slots: SlotSettings;
}

/**
 * Loads the context for a menu id, outside any transaction (PGlite has one connection: a read
 * on `db` while a transaction holds it would wait for itself). Menus come from the menu
 * service's cache; the location and its hours are two small indexed reads.
 */
export async function loadCartContext(db: Db, menus: MenuReader, menuId: string, now: Date): Promise<CartContext | null> {
  const location = await findOne(db, { menuId });
  if (!location) return null;
  const [menu, schedules] = await Promise.all([menus.getMenu(menuId), loadSchedules(db, [location.id], wallTime(now, location.timeZone).date)]);
  if (!menu) return null;
  return {
    menu,
    location,
    path: `/locations/${location.state.toLowerCase()}/${location.citySlug}/${location.addressSlug}`,
    slots: {
      timeZone: location.timeZone,
      schedule: { comingSoon: location.comingSoon, hours: schedules.hours.get(location.id) ?? {}, closures: schedules.closures.get(location.id) ?? [] },
      slotMinutes: location.slotMinutes,
      leadMinutes: location.leadMinutes,
      deliveryLeadMinutes: location.deliveryLeadMinutes,
      advanceDays: location.advanceDays,
    },
  };
}

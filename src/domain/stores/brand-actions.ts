import { formatClock } from '../locations/format.ts';
import { runsEveryLocation, type StaffPermission, type StaffRole } from '../staff/roles.ts';
import { shortDayLabel } from '../us-english-format.ts';
import type { BrandActionKind, BrandActionRequest } from './stores-contract.ts';

/** Whether a staff member gets the all-stores view and its brand actions: brand admins, and managers of several stores. */
export function seesAllStores(role: StaffRole, locationIds: readonly string[]): boolean {
  return runsEveryLocation(role) || (role === 'manager' && locationIds.length > 1);
}

/** What each brand action needs, as the same change in one store does. */
export const BRAND_ACTION_PERMISSION: Record<BrandActionKind, StaffPermission> = {
  sold_out: 'run-board',
  back_on_sale: 'run-board',
  pause: 'pause-ordering',
  resume: 'pause-ordering',
  closure: 'manage-store',
};

/** The stores of a request the caller may not touch, in the request's order. */
export function storesNotAllowed(role: StaffRole, granted: readonly string[], asked: readonly string[]): string[] {
  return runsEveryLocation(role) ? [] : asked.filter((id) => !granted.includes(id));
}

const stores = (n: number) => (n === 1 ? '1 store' : `${n} stores`);

/** The reply's sentence: "Closed 3 stores on Thu, Dec 3 (Snowstorm)", "Marked Butter Croissant sold out at 5 stores until close". */
export function brandActionSummary(request: BrandActionRequest, itemNames: readonly string[] = []): string {
  const n = stores(request.location_ids.length);
  const items = itemNames.join(', ');
  switch (request.action) {
    case 'sold_out':
      return `Marked ${items} sold out at ${n} ${request.until === 'close' ? 'until close' : 'until further notice'}`;
    case 'back_on_sale':
      return `Put ${items} back on sale at ${n}`;
    case 'pause':
      return request.minutes === null
        ? `Paused online ordering at ${n} until resumed`
        : `Paused online ordering at ${n} for ${request.minutes} min`;
    case 'resume':
      return `Resumed online ordering at ${n}`;
    case 'closure': {
      const c = request.closure;
      const why = c.reason ? ` (${c.reason})` : '';
      return c.closed
        ? `Closed ${n} on ${shortDayLabel(c.date)}${why}`
        : `Set special hours at ${n} on ${shortDayLabel(c.date)}: ${formatClock(c.opens ?? '')}–${formatClock(c.closes ?? '')}${why}`;
    }
  }
}

import { formatClock } from '../locations/format.ts';
import { runsEveryLocation, type StaffPermission, type StaffRole } from '../staff/roles.ts';
import { shortDateLabel, shortDayLabel } from '../us-english-format.ts';
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

/** The day a closure sets, as the hours page says it: "Closed all day", "Open 10:00 AM–2:00 PM only". */
const closureDay = (c: Extract<BrandActionRequest, { action: 'closure' }>['closure']) =>
  c.closed ? 'Closed all day' : `Open ${formatClock(c.opens ?? '')}–${formatClock(c.closes ?? '')} only`;

/** The confirmation's question and button before the step: "Close 5 stores on Fri, Dec 4, 2026?". */
export function brandActionQuestion(
  request: BrandActionRequest,
  itemNames: readonly string[] = [],
): { title: string; change: string; confirm: string } {
  const n = stores(request.location_ids.length);
  const items = itemNames.join(', ');
  switch (request.action) {
    case 'sold_out':
      return {
        title: `Mark ${items} sold out at ${n}?`,
        change: request.until === 'close' ? 'Sold out until close' : 'Sold out until further notice',
        confirm: `Mark sold out at ${n}`,
      };
    case 'back_on_sale':
      return { title: `Put ${items} back on sale at ${n}?`, change: 'On sale', confirm: `Put back on sale at ${n}` };
    case 'pause':
      return {
        title: `Pause online ordering at ${n}?`,
        change: request.minutes === null ? 'Paused until resumed' : `Paused for ${request.minutes} min`,
        confirm: `Pause ${n}`,
      };
    case 'resume':
      return { title: `Resume online ordering at ${n}?`, change: 'Taking orders', confirm: `Resume ${n}` };
    case 'closure': {
      const c = request.closure;
      return {
        title: c.closed
          ? `Close ${n} on ${shortDateLabel(c.date)}?`
          : `Set special hours at ${n} on ${shortDateLabel(c.date)}?`,
        change: `${closureDay(c)} (${c.reason})`,
        confirm: c.closed ? `Close ${n}` : `Set special hours at ${n}`,
      };
    }
  }
}

/** What the step did at each store, for the result list: "closed on Fri, Dec 4, 2026 (Snowstorm)". */
export function brandActionDone(request: BrandActionRequest, itemNames: readonly string[] = []): string {
  const items = itemNames.join(', ');
  switch (request.action) {
    case 'sold_out':
      return `${items} sold out ${request.until === 'close' ? 'until close' : 'until further notice'}`;
    case 'back_on_sale':
      return `${items} back on sale`;
    case 'pause':
      return request.minutes === null ? 'paused until resumed' : `paused for ${request.minutes} min`;
    case 'resume':
      return 'taking orders again';
    case 'closure': {
      const c = request.closure;
      return c.closed
        ? `closed on ${shortDateLabel(c.date)} (${c.reason})`
        : `special hours on ${shortDateLabel(c.date)}: ${formatClock(c.opens ?? '')}–${formatClock(c.closes ?? '')} (${c.reason})`;
    }
  }
}

import { clockMinutes } from '../clock-time.ts';
import { formatClockRange } from '../locations/format.ts';
import type { Daypart, MenuProduct } from './menu-contract.ts';
import { soldOutMessage } from './sold-out.ts';

/** Minutes after midnight of `at` on the wall clock of `timeZone` (dayparts are local). */
export function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

/** Is the wall-clock minute inside the window? A window ending at or before its start runs past midnight. */
export function inWindow(minute: number, starts: string, ends: string): boolean {
  const s = clockMinutes(starts);
  const e = clockMinutes(ends);
  return e > s ? minute >= s && minute < e : minute >= s || minute < e;
}

export const isDaypartOpen = (daypart: Pick<Daypart, 'starts' | 'ends'>, at: Date, timeZone: string) =>
  inWindow(localMinutes(at, timeZone), daypart.starts, daypart.ends);

export type HandoffLike = 'pickup' | 'curbside' | 'drivethru' | 'delivery' | 'catering' | 'dispatch';

/** Why a product cannot be ordered in this context, or null when it can. */
export function availabilityProblem(
  product: Pick<MenuProduct, 'name' | 'available' | 'handoffs' | 'dayparts'>,
  dayparts: readonly Daypart[],
  context: { handoff?: HandoffLike | undefined; at?: Date | undefined; timeZone: string | null },
): string | null {
  if (!product.available) return soldOutMessage(product.name);
  if (context.handoff && product.handoffs) {
    // 'dispatch' is delivery by a courier: it follows the delivery rule.
    const handoff = context.handoff === 'dispatch' ? 'delivery' : context.handoff;
    if (!product.handoffs.includes(handoff)) {
      return product.handoffs.every((h) => h === 'catering')
        ? `${product.name} is available for catering orders only`
        : `${product.name} is not available for ${handoff}`;
    }
  }
  if (context.at && context.timeZone) return daypartProblem(product, dayparts, context.at, context.timeZone);
  return null;
}

/**
 * Why a product is not served at `at` (outside every daypart it belongs to), or null. Its own
 * function so the cart can refuse it with ITEM_NOT_SERVED_NOW rather than VALIDATION. The
 * sentence is already a customer's ("… is served during Breakfast 5:00–10:30 AM only").
 */
export function daypartProblem(
  product: Pick<MenuProduct, 'name' | 'dayparts'>,
  dayparts: readonly Daypart[],
  at: Date,
  timeZone: string,
): string | null {
  if (!product.dayparts) return null;
  const windows = dayparts.filter((d) => product.dayparts?.includes(d.id));
  if (!windows.length || windows.some((d) => isDaypartOpen(d, at, timeZone))) return null;
  const hours = windows.map((d) => `${d.name} ${formatClockRange(d.starts, d.ends)}`).join(', ');
  return `${product.name} is served during ${hours} only`;
}

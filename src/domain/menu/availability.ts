import { clockMinutes } from '../clock-time.ts';
import type { Daypart, MenuProduct } from './menu-contract.ts';
import { soldOutMessage } from './sold-out.ts';

/** Minutes after midnight of `at` on the wall clock of `timeZone` (dayparts are local, decision 010). */
export function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
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
      return product.handoffs.every((h) => h === 'catering') ? `${product.name} is available for catering orders only` : `${product.name} is not available for ${handoff}`;
    }
  }
  if (context.at && context.timeZone && product.dayparts) {
    const windows = dayparts.filter((d) => product.dayparts?.includes(d.id));
    if (windows.length && !windows.some((d) => isDaypartOpen(d, context.at as Date, context.timeZone as string))) {
      const hours = windows.map((d) => `${d.name} ${d.starts}–${d.ends}`).join(', ');
      return `${product.name} is served during ${hours} only`;
    }
  }
  return null;
}

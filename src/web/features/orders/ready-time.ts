import type { Order } from '../../../domain/orders/order-schema.ts';
import { formatDay, formatTime } from '../time-picker/index.ts';

/** "Sun, Nov 22 at 12:15 PM" in the location's zone (the order time is stored as local 'YYYYMMDD HH:mm'). */
export const formatReadyTime = (order: Pick<Order, 'time'>) =>
  `${formatDay(order.time.ready.slice(0, 8))} at ${formatTime(order.time.ready)}`;

/** Last order placed in this browser tab: /order/confirm with no id shows it. */
const LAST_ORDER_KEY = 'larkspur.last_order';
export function rememberLastOrder(id: string): void {
  try {
    sessionStorage.setItem(LAST_ORDER_KEY, id);
  } catch {
    // Without storage the confirmation simply needs its id in the path.
  }
}
export function lastOrderId(): string | null {
  try {
    return sessionStorage.getItem(LAST_ORDER_KEY);
  } catch {
    return null;
  }
}

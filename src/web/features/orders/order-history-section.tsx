import { useEffect, useRef, useState } from 'react';
import { formatCents, itemCount } from '../../../domain/menu/menu-format.ts';
import type { OrderLiveStatus } from '../../../domain/orders/order-events-contract.ts';
import { liveStepLabel } from '../../../domain/orders/live-status.ts';
import type { Order, OrderStatus } from '../../../domain/orders/order-schema.ts';
import { Button } from '../../ui/button.tsx';
import { loadOrderHistory, openOrderSummary, useOrderHistoryStore } from './order-history-store.ts';
import { formatReadyTime } from './ready-time.ts';
import { historyEventsUrl, useOrderStatusStream } from './use-order-status-stream.ts';
import styles from './orders.module.css';
import cardStyles from '../../ui/card.module.css';
import { countItems } from '../../../domain/cart/count-items.ts';
import { orderPlaceLabel } from '../../../domain/orders/order-place.ts';

/** The account area's Order History section (spec §6 members: order history with Order Again). */
export function OrderHistorySection() {
  const orders = useOrderHistoryStore((s) => s.orders);
  const error = useOrderHistoryStore((s) => s.error);
  // Fresh on every visit: an order placed a minute ago must be here.
  useEffect(() => void loadOrderHistory(), []);
  // Statuses live: one stream for the member's recent orders.
  const { statuses } = useOrderStatusStream(orders ? historyEventsUrl : null);
  const announcement = useStatusAnnouncement(orders, statuses);
  if (error && !orders) return <p role="alert">{error}</p>;
  if (!orders) return <p role="status">Loading your orders…</p>;
  if (orders.length === 0) return <p>You have no orders yet. Orders you place will be listed here.</p>;
  return (
    <>
      <ul className={styles.history} aria-label="Your orders">
        {orders.map((o) => {
          const count = countItems(o.products);
          const status = statuses[o.id]?.status ?? o.status;
          return (
            <li key={o.id} className={styles.historyItem}>
              <div>
                <p className={styles.strong}>Order #{o.number}</p>
                <p>
                  {orderPlaceLabel(o)} · {formatReadyTime(o)}
                </p>
                <p className={cardStyles.muted}>
                  {itemCount(count)} · {formatCents(o.totals.total)} ·{' '}
                  <span className={styles.historyStatus}>{liveStepLabel(status, o.handoff)}</span>
                </p>
              </div>
              <Button variant="secondary" onClick={() => openOrderSummary(o)} aria-label={`View order ${o.number}`}>
                View Order
              </Button>
            </li>
          );
        })}
      </ul>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </>
  );
}

/** "Order #1043: Ready." for a change that arrives while the list is open (never for the first load). */
function useStatusAnnouncement(orders: Order[] | null, statuses: Record<string, OrderLiveStatus>): string {
  const [text, setText] = useState('');
  const known = useRef(new Map<string, OrderStatus>());
  useEffect(() => {
    for (const o of orders ?? []) {
      const now = statuses[o.id]?.status ?? o.status;
      const before = known.current.get(o.id);
      known.current.set(o.id, now);
      if (before && before !== now) setText(`Order #${o.number}: ${liveStepLabel(now, o.handoff)}.`);
    }
  }, [orders, statuses]);
  return text;
}

import { useEffect } from 'react';
import { formatCents, itemCount } from '../../../domain/menu/menu-format.ts';
import { ORDER_STATUS_LABELS } from '../../../domain/orders/order-schema.ts';
import { Button } from '../../ui/button.tsx';
import { loadOrderHistory, openOrderSummary, useOrderHistoryStore } from './order-history-store.ts';
import { formatReadyTime } from './ready-time.ts';
import styles from './orders.module.css';
import { countItems } from '../../../domain/cart/count-items.ts';

/** The account area's Order History section (spec §6 members: order history with Order Again). */
export function OrderHistorySection() {
  const orders = useOrderHistoryStore((s) => s.orders);
  const error = useOrderHistoryStore((s) => s.error);
  // Fresh on every visit: an order placed a minute ago must be here.
  useEffect(() => void loadOrderHistory(), []);
  if (error && !orders) return <p role="alert">{error}</p>;
  if (!orders) return <p role="status">Loading your orders…</p>;
  if (orders.length === 0) return <p>You have no orders yet. Orders you place will be listed here.</p>;
  return (
    <ul className={styles.history} aria-label="Your orders">
      {orders.map((o) => {
        const count = countItems(o.products);
        return (
          <li key={o.id} className={styles.historyItem}>
            <div>
              <p className={styles.strong}>Order #{o.number}</p>
              <p>
                {o.location.name} · {formatReadyTime(o)}
              </p>
              <p className={styles.muted}>
                {itemCount(count)} · {formatCents(o.totals.total)} · {ORDER_STATUS_LABELS[o.status]}
              </p>
            </div>
            <Button variant="secondary" onClick={() => openOrderSummary(o)} aria-label={`View order ${o.number}`}>
              View Order
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

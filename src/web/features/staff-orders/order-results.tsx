import { formatPhone } from '../../../domain/account/fields.ts';
import { HANDOFF_LABELS } from '../../../domain/handoff-modes.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import type { OrderSearchHit } from '../../../domain/orders/order-search-contract.ts';
import { ORDER_STATUS_LABELS } from '../../../domain/orders/order-schema.ts';
import styles from './staff-orders.module.css';

/** When the order was placed, in its store's clock. */
const placed = (o: OrderSearchHit) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: o.time_zone }).format(
    new Date(o.placed_at),
  );

/** 'YYYYMMDD HH:mm' → "Dec 24, 8:00 AM". */
function readyWords(local: string): string {
  const [, y, m, d, hh, mm] = /^(\d{4})(\d{2})(\d{2}) (\d{2}):(\d{2})$/.exec(local) ?? [];
  if (!y) return local;
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm)));
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(day);
}

export function OrderResults({ orders }: { orders: OrderSearchHit[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>Orders found, newest first</caption>
        <thead>
          <tr>
            {['Order', 'Placed', 'Customer', 'Handoff', 'Status', 'Total'].map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id}>
              <td data-label="Order">
                <strong>#{o.number}</strong>
                <span className={styles.muted}>{o.location_name}</span>
              </td>
              <td data-label="Placed">{placed(o)}</td>
              <td data-label="Customer">
                {o.customer.name}
                <span className={styles.muted}>{o.customer.phone ? formatPhone(o.customer.phone) : ''}</span>
                <span className={styles.muted}>{o.customer.email}</span>
              </td>
              <td data-label="Handoff">
                {HANDOFF_LABELS[o.handoff]}
                <span className={styles.muted}>{readyWords(o.ready_local)}</span>
              </td>
              <td data-label="Status">{ORDER_STATUS_LABELS[o.status]}</td>
              <td data-label="Total" className={styles.numeric}>
                {formatCents(o.total_cents)}
                {o.refunded_cents > 0 ? (
                  <span className={styles.muted}>{formatCents(o.refunded_cents)} refunded</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { useId } from 'react';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import { paymentName } from '../../../domain/refunds/order-money.ts';
import type { StaffOrder } from '../../../domain/orders/staff-order-contract.ts';
import pages from '../../routes/staff-pages.module.css';
import styles from './staff-orders.module.css';

const STATE_WORDS: Record<StaffOrder['payments'][number]['state'], string> = {
  paid: 'Paid',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
  released: 'Hold released, not charged',
  refund_failed: 'Refund failed: refund it by hand with the card processor',
};

/** How the order was paid: each card (brand and last 4 only) and gift card, and what went back to it. */
export function OrderPayments({ order }: { order: StaffOrder }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={pages.panel}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Payments
      </h2>
      {order.payments.length === 0 ? (
        <p className={styles.muted}>Nothing was paid.</p>
      ) : (
        <ul className={styles.plainList}>
          {order.payments.map((p, i) => (
            <li key={i}>
              <strong>{paymentName(p)}</strong> {formatCents(p.amount_cents)}
              <span className={styles.sub}>
                {STATE_WORDS[p.state]}
                {p.refunded_cents > 0 && p.state !== 'refunded' ? ` · ${formatCents(p.refunded_cents)} refunded` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

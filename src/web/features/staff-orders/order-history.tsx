import { useId } from 'react';
import type { StaffOrder } from '../../../domain/orders/staff-order-contract.ts';
import { storeTime } from './order-words.ts';
import pages from '../../routes/staff-pages.module.css';
import styles from './staff-orders.module.css';

/** One titled list of dated lines, in the store's clock. */
function Dated({
  title,
  empty,
  rows,
  zone,
}: {
  title: string;
  empty: string;
  rows: { key: string; at: string; text: string }[];
  zone: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={pages.panel}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ol className={styles.dated}>
          {rows.map((r) => (
            <li key={r.key}>
              <time dateTime={r.at}>{storeTime(r.at, zone)}</time>
              <span>{r.text}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The order's history (placed, moves, cancellation, refunds, e-mails), its rewards and its audit entries. */
export function OrderHistory({ order }: { order: StaffOrder }) {
  const zone = order.location.time_zone;
  return (
    <>
      <Dated
        title="Timeline"
        empty=""
        zone={zone}
        rows={order.timeline.map((e, i) => ({ key: String(i), at: e.at, text: e.text }))}
      />
      <Dated
        title="Rewards"
        empty={
          order.customer.member ? 'No points earned or redeemed on this order yet.' : 'A guest order earns no points.'
        }
        zone={zone}
        rows={order.rewards.map((e, i) => ({ key: String(i), at: e.at, text: e.text }))}
      />
      <Dated
        title="Audit"
        empty="No staff action on this order yet."
        zone={zone}
        rows={order.audit.map((e) => ({ key: e.id, at: e.at, text: e.summary }))}
      />
    </>
  );
}

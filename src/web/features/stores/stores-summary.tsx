import { Link } from 'react-router';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import { storeGlance } from '../../../domain/stores/store-glance.ts';
import type { StoreFacts } from '../../../domain/stores/stores-contract.ts';
import styles from './stores.module.css';

/**
 * Staff home's all-stores line: how many stores are open, closed and paused, late tickets and
 * today's sales across them, then the stores that need someone (paused, late, sold out) by name.
 */
export function StoresSummary({ stores, now }: { stores: readonly StoreFacts[]; now: Date }) {
  const rows = stores.map((store) => ({ store, glance: storeGlance(store, now) }));
  const by = (status: string) => rows.filter((r) => r.glance.status === status).length;
  const late = rows.reduce((sum, r) => sum + r.glance.late, 0);
  const orders = stores.reduce((sum, s) => sum + s.today.orders, 0);
  const sales = stores.reduce((sum, s) => sum + s.today.net_sales_cents, 0);
  const attention = rows.filter((r) => r.glance.status === 'paused' || r.glance.late > 0 || r.store.sold_out.length);
  return (
    <>
      <ul className={styles.summary} aria-label="All stores now">
        <li>
          <strong>{by('open')}</strong> open
        </li>
        <li>
          <strong>{by('closed')}</strong> closed
        </li>
        <li>
          <strong>{by('paused')}</strong> paused
        </li>
        <li>
          <strong>{late}</strong> late {late === 1 ? 'ticket' : 'tickets'}
        </li>
        <li>
          <strong>{orders}</strong> {orders === 1 ? 'order' : 'orders'} · <strong>{formatCents(sales)}</strong> net
          sales today
        </li>
      </ul>
      {attention.length ? (
        <ul className={styles.attention} aria-label="Stores that need attention">
          {attention.map(({ store, glance }) => (
            <li key={store.location_id}>
              <Link to={`/staff/board/${encodeURIComponent(store.location_id)}`}>{store.name}</Link>:{' '}
              {[
                glance.status === 'paused' ? glance.label : null,
                glance.late > 0 ? `${glance.late} late` : null,
                store.sold_out.length ? `sold out: ${store.sold_out.map((i) => i.name).join(', ')}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </li>
          ))}
        </ul>
      ) : (
        <p>Every store is running normally.</p>
      )}
    </>
  );
}

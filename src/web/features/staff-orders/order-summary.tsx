import { useId } from 'react';
import { formatPhone } from '../../../domain/locations/format.ts';
import { HANDOFF_LABELS } from '../../../domain/handoff-modes.ts';
import type { StaffOrder } from '../../../domain/orders/staff-order-contract.ts';
import { readyWords, storeTime } from './order-words.ts';
import pages from '../../routes/staff-pages.module.css';
import styles from './staff-orders.module.css';

/** Who ordered, how and when it is handed over: what a "where is my order?" call asks first. */
export function OrderSummary({ order }: { order: StaffOrder }) {
  const id = useId();
  const zone = order.location.time_zone;
  return (
    <section aria-labelledby={`${id}-title`} className={pages.panel}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Customer and handoff
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>Customer</dt>
          <dd>
            {order.customer.name} {order.customer.member ? '(member)' : '(guest)'}
          </dd>
        </div>
        {order.customer.phone ? (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={`tel:${order.customer.phone}`}>{formatPhone(order.customer.phone)}</a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>E-mail</dt>
          <dd className={styles.wrap}>
            <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
          </dd>
        </div>
        <div>
          <dt>Store</dt>
          <dd>{order.location.name}</dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{storeTime(order.placed_at, zone)}</dd>
        </div>
        <div>
          <dt>{HANDOFF_LABELS[order.handoff]}</dt>
          <dd>
            {order.time_mode === 'asap' ? 'As soon as possible, ' : ''}
            {readyWords(order.ready_local)}
            {order.catering ? ' · catering' : ''}
          </dd>
        </div>
        {order.vehicle ? (
          <div>
            <dt>Vehicle</dt>
            <dd>{order.vehicle}</dd>
          </div>
        ) : null}
        {order.delivery_address ? (
          <div>
            <dt>Deliver to</dt>
            <dd>{order.delivery_address}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

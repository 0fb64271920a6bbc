import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppError } from '../../../domain/app-error.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import { useRootData } from '../../root-data.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { calendarHref, orderCalendar } from './order-calendar.ts';
import { OrderLines } from './order-lines.tsx';
import { OrderLiveStatusCard } from './order-live-status.tsx';
import { OrderTotals } from './order-totals.tsx';
import { ordersApi } from './orders-api.ts';
import { formatReadyTime, lastOrderId } from './ready-time.ts';
import { isDelivered } from '../../../domain/orders/live-status.ts';
import { orderEventsUrl, useOrderStatusStream } from './use-order-status-stream.ts';
import styles from './orders.module.css';
import cardStyles from '../../ui/card.module.css';

/**
 * Order confirmation (/order/confirm/{oid} and the kiosk's /app/confirm): order number,
 * location or delivery address, ready time, lines, totals and add-to-calendar. Only the owner
 * (or the guest session that placed it) can read it: anyone else gets the server's 404.
 */
export function OrderConfirmation({
  oid,
  statusToken,
  actions,
}: {
  oid: string | null;
  /** A guest's private status link (the receipt's): the order is read through it, in any browser. */
  statusToken?: string;
  actions?: ReactNode;
}) {
  // Server state from TanStack Query: no hand-kept "still mounted" flag. Read in the
  // browser only (the last order's id is in this tab's session storage).
  const query = useQuery({
    queryKey: ['orders', 'confirmation', oid, statusToken],
    // Not kept once closed: every open reads afresh, as before.
    gcTime: 0,
    queryFn: () => {
      if (statusToken) return ordersApi.byStatusLink(statusToken);
      const id = oid ?? lastOrderId();
      return id ? ordersApi.get(id) : Promise.reject(new AppError('NOT_FOUND', 'There is no order to show.'));
    },
  });

  if (query.isPending) return <p role="status">Loading your order…</p>;
  if (query.isError) {
    return (
      <div className={cardStyles.card}>
        <p role="alert">{AppError.from(query.error).message}</p>
        <Link to="/menu">Browse the menu</Link>
      </div>
    );
  }
  return <ConfirmationBody order={query.data} actions={actions} live={!statusToken} />;
}

/** The download link looks like a secondary button (it stays a link: it is one). */
const buttonLike = buttonClassName({ variant: 'secondary' });

function ConfirmationBody({ order, actions, live }: { order: Order; actions?: ReactNode; live: boolean }) {
  const brand = useRootData()?.app.name ?? 'Larkspur Bakery & Cafe';
  const l = order.location;
  const delivery = isDelivered(order.handoff);
  const ics = orderCalendar(order, brand);
  // Live status without a reload.
  // The stream belongs to the placing browser or member; a status link shows the status as read.
  const { statuses, connection } = useOrderStatusStream(live ? orderEventsUrl(order.id) : null);
  return (
    <>
      <section className={cardStyles.card} aria-labelledby="confirm-thanks">
        <h2 id="confirm-thanks" className={cardStyles.cardTitle}>
          Thank you, {order.contact.first_name}!
        </h2>
        <p className={styles.number}>Order #{order.number}</p>
        <p className={cardStyles.muted}>A receipt is on its way to {order.contact.email}.</p>
        <dl className={styles.facts}>
          <div>
            <dt>{delivery ? 'Delivering to' : 'Pickup at'}</dt>
            <dd>
              {delivery && order.address
                ? `${order.address.address}${order.address.building ? `, ${order.address.building}` : ''}, ${order.address.city}, ${order.address.state} ${order.address.zip}`
                : `${l.name}, ${l.address}, ${l.city}, ${l.state} ${l.zip}`}
            </dd>
          </div>
          {delivery ? (
            <div>
              <dt>From</dt>
              <dd>{l.name}</dd>
            </div>
          ) : null}
          {delivery && order.address?.instructions ? (
            <div>
              <dt>Delivery instructions</dt>
              <dd>{order.address.instructions}</dd>
            </div>
          ) : null}
          <div>
            <dt>{delivery ? 'Estimated delivery' : 'Ready time'}</dt>
            <dd>{formatReadyTime(order)}</dd>
          </div>
          {order.vehicle ? (
            <div>
              <dt>Vehicle</dt>
              <dd>
                {order.vehicle.color} {order.vehicle.make} {order.vehicle.model}
              </dd>
            </div>
          ) : null}
        </dl>
        <div className={styles.actions}>
          <a className={buttonLike} href={calendarHref(ics)} download={`order-${order.number}.ics`}>
            Add to Calendar
          </a>
          {actions}
        </div>
      </section>
      <OrderLiveStatusCard order={order} live={statuses[order.id]} connection={connection} />
      <section className={cardStyles.card} aria-labelledby="confirm-your-order">
        <h2 id="confirm-your-order" className={cardStyles.cardTitle}>
          Your Order
        </h2>
        <OrderLines products={order.products} />
        <OrderTotals order={order} />
      </section>
    </>
  );
}

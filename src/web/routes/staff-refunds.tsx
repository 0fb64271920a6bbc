import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AppError } from '../../domain/app-error.ts';
import { customerMessage } from '../../domain/customer-copy.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../domain/orders/order-schema.ts';
import type { RefundableOrder } from '../../domain/refunds/refund-contract.ts';
import { roleCan } from '../../domain/staff/roles.ts';
import { staffHeaders, staffRobots, staffTitle, useStaffSession } from '../features/staff/index.ts';
import { staffOrderKey, staffOrderQuery } from '../features/staff-orders/index.ts';
import { OrderLookup, OrderRefunds } from '../features/staff-refunds/index.ts';
import pages from './staff-pages.module.css';

export const meta = () => [{ title: staffTitle('Refund an order') }, staffRobots];
export const headers = staffHeaders;

/** The order found, refunded the same way as on its order page (items or an amount, then a confirmation). */
function FoundOrder({ found, allowed }: { found: RefundableOrder; allowed: boolean }) {
  const id = useId();
  const client = useQueryClient();
  const query = useQuery(staffOrderQuery(found.order_id));
  return (
    <section className={pages.panel} aria-labelledby={`${id}-order`}>
      <h2 id={`${id}-order`} className={pages.cardTitle}>
        Order #{found.number} · {found.customer} · {ORDER_STATUS_LABELS[found.status as OrderStatus] ?? found.status}
      </h2>
      <p className={pages.muted}>
        <Link to={`/staff/orders/${found.order_id}`}>Open the order page</Link> for its items, payments and history.
      </p>
      {query.data ? (
        <OrderRefunds
          order={query.data}
          allowed={allowed}
          onRefunded={() => void client.invalidateQueries({ queryKey: staffOrderKey(found.order_id) })}
        />
      ) : (
        <p role={query.error ? 'alert' : 'status'} className={pages.muted}>
          {query.error ? customerMessage(AppError.from(query.error)) : 'Loading the order…'}
        </p>
      )}
    </section>
  );
}

/**
 * /staff/refunds/{locationId}: a manager or admin finds an order of this location by its number
 * and refunds items of it or an amount, after a confirmation of what goes back where. An order not
 * yet completed is cancelled on the order board instead.
 */
export default function StaffRefunds() {
  const { locationId = '' } = useParams();
  const { session } = useStaffSession();
  const [order, setOrder] = useState<RefundableOrder | null>(null);
  if (!session || session.staff.must_change_password) return null;
  const location = session.locations.find((l) => l.id === locationId);
  const allowed = roleCan(session.staff.role, 'refund-orders');

  return (
    <section aria-labelledby="refunds-title">
      <h1 id="refunds-title" className={pages.title}>
        Refund an order{location ? ` — ${location.name}` : ''}
      </h1>
      {!allowed ? (
        <p className={pages.lead}>Only a store manager or a brand admin can refund orders.</p>
      ) : (
        <>
          <p className={pages.lead}>
            Find a completed order by its number, then refund items of it or an amount. The money goes back to how the
            customer paid.
          </p>
          <OrderLookup locationId={locationId} onSearch={() => setOrder(null)} onFound={setOrder} />
          {order ? <FoundOrder key={order.order_id} found={order} allowed={allowed} /> : null}
        </>
      )}
    </section>
  );
}

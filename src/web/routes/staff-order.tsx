import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { AppError } from '../../domain/app-error.ts';
import { customerMessage } from '../../domain/customer-copy.ts';
import { formatCents } from '../../domain/menu/menu-format.ts';
import { ORDER_STATUS_LABELS } from '../../domain/orders/order-schema.ts';
import { roleCan } from '../../domain/staff/roles.ts';
import { ReprintTicket, usePrintTicket } from '../features/board/index.ts';
import { staffHeaders, staffRobots, staffTitle, useStaffSession } from '../features/staff/index.ts';
import {
  OrderHistory,
  OrderItems,
  OrderPayments,
  OrderSummary,
  staffOrderKey,
  staffOrderQuery,
} from '../features/staff-orders/index.ts';
import { OrderRefunds } from '../features/staff-refunds/index.ts';
import { Button } from '../ui/button.tsx';
import styles from '../features/staff-orders/staff-orders.module.css';
import pages from './staff-pages.module.css';

export const meta = () => [{ title: staffTitle('Order') }, staffRobots];
export const headers = staffHeaders;

/**
 * /staff/orders/{orderId}: one order of a store the person runs, opened from the search. Its items,
 * payments, refunds (a manager refunds items or an amount here, after a confirmation), rewards,
 * timeline and audit entries, and a reprint of its kitchen ticket at any time.
 */
export default function StaffOrderPage() {
  const { orderId = '' } = useParams();
  const { session } = useStaffSession();
  const client = useQueryClient();
  const { printing, print } = usePrintTicket();
  // The search the person came from, so "Back to the search" keeps it.
  const from = (useLocation().state as { search?: string } | null)?.search ?? '';
  const signedIn = Boolean(session && !session.staff.must_change_password);
  const query = useQuery({ ...staffOrderQuery(orderId), enabled: signedIn, retry: false });
  if (!session || !signedIn) return null;
  const back = (
    <Link to={`/staff/orders${from}`} className={styles.back}>
      Back to the search
    </Link>
  );
  if (!query.data)
    return (
      <section aria-labelledby="order-title">
        {back}
        <h1 id="order-title" className={pages.title}>
          Order
        </h1>
        <p role={query.error ? 'alert' : 'status'} className={pages.lead}>
          {query.error
            ? AppError.from(query.error).status === 404
              ? 'No such order in the stores you run.'
              : customerMessage(AppError.from(query.error))
            : 'Loading the order…'}
        </p>
      </section>
    );
  const order = query.data;
  return (
    <article aria-labelledby="order-title">
      {back}
      <header className={styles.orderHead}>
        <h1 id="order-title" className={pages.title}>
          Order #{order.number}
        </h1>
        <span className={styles.statusPill} data-status={order.status}>
          {ORDER_STATUS_LABELS[order.status]}
        </span>
        <p className={styles.headFacts}>
          {order.location.name} · {order.customer.name} · {formatCents(order.totals.total)}
          {order.cancel_reason ? ` · Cancelled: ${order.cancel_reason}` : ''}
        </p>
        <Button variant="secondary" onClick={() => print(order.id)}>
          Print ticket
        </Button>
      </header>
      <div className={styles.columns}>
        <div className={styles.column}>
          <OrderItems order={order} />
          <OrderRefunds
            order={order}
            allowed={roleCan(session.staff.role, 'refund-orders')}
            onRefunded={() => void client.invalidateQueries({ queryKey: staffOrderKey(order.id) })}
          />
        </div>
        <div className={styles.column}>
          <OrderSummary order={order} />
          <OrderPayments order={order} />
          <OrderHistory order={order} />
        </div>
      </div>
      <ReprintTicket ticket={order.ticket} printing={printing === order.id} timeZone={order.location.time_zone} />
    </article>
  );
}

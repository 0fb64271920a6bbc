import { useId, useState } from 'react';
import { useParams } from 'react-router';
import type { RefundableOrder } from '../../domain/refunds/refund-contract.ts';
import { roleCan } from '../../domain/staff/roles.ts';
import { staffHeaders, staffRobots, staffTitle, useStaffSession } from '../features/staff/index.ts';
import { OrderLookup, RefundForm, RefundHistory } from '../features/staff-refunds/index.ts';
import pages from './staff-pages.module.css';

export const meta = () => [{ title: staffTitle('Refund an order') }, staffRobots];
export const headers = staffHeaders;

const STATUS_WORDS: Record<string, string> = {
  placed: 'placed',
  in_progress: 'being prepared',
  ready: 'ready',
  completed: 'completed',
  cancelled: 'cancelled',
};

/**
 * /staff/refunds/{locationId}: a manager or admin finds a completed
 * order of this location by its number and refunds it in full or in part, with a reason. An
 * order not yet completed is cancelled on the order board instead.
 */
export default function StaffRefunds() {
  const { locationId = '' } = useParams();
  const { session } = useStaffSession();
  const id = useId();
  const [order, setOrder] = useState<RefundableOrder | null>(null);
  const [said, setSaid] = useState('');
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
            Find a completed order by its number, then refund all or part of it. The money goes back to how the customer
            paid.
          </p>
          <OrderLookup locationId={locationId} onSearch={() => (setSaid(''), setOrder(null))} onFound={setOrder} />
          <p className={pages.lead} role="status">
            {said}
          </p>
          {order ? (
            <section className={pages.panel} aria-labelledby={`${id}-order`}>
              <h2 id={`${id}-order`} className={pages.cardTitle}>
                Order #{order.number} · {order.customer} · {STATUS_WORDS[order.status] ?? order.status}
              </h2>
              <RefundHistory order={order} />
              {!order.can_refund ? (
                <p>
                  This order is {STATUS_WORDS[order.status] ?? order.status}. Only a completed order is refunded here;
                  cancel an open order on the order board.
                </p>
              ) : order.refundable_cents === 0 ? (
                <p>This order has been refunded in full.</p>
              ) : (
                <RefundForm
                  key={`${order.order_id}-${order.refunded_cents}`}
                  locationId={locationId}
                  order={order}
                  onRefunded={(next, words) => (setOrder(next), setSaid(words))}
                />
              )}
            </section>
          ) : null}
        </>
      )}
    </section>
  );
}

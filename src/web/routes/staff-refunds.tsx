import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { AppError } from '../../domain/app-error.ts';
import type { RefundableOrder } from '../../domain/refunds/refund-contract.ts';
import { roleCan } from '../../domain/staff/roles.ts';
import { staffHeaders, staffRobots, staffTitle, useStaffSession } from '../features/staff/index.ts';
import { findOrder, RefundForm, RefundHistory } from '../features/staff-refunds/index.ts';
import { Button } from '../ui/button.tsx';
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
 * /staff/refunds/{locationId} (issue 17, decision 270): a manager or admin finds a completed
 * order of this location by its number and refunds it in full or in part, with a reason. An
 * order not yet completed is cancelled on the order board instead.
 */
export default function StaffRefunds() {
  const { locationId = '' } = useParams();
  const { session } = useStaffSession();
  const id = useId();
  const [number, setNumber] = useState('');
  const [order, setOrder] = useState<RefundableOrder | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  if (!session || session.staff.must_change_password) return null;
  const location = session.locations.find((l) => l.id === locationId);
  const allowed = roleCan(session.staff.role, 'refund-orders');

  async function find(event: React.FormEvent) {
    event.preventDefault();
    const wanted = Number(number.trim().replace(/^#/, ''));
    setSaid('');
    if (!Number.isInteger(wanted) || wanted < 1) {
      setOrder(null);
      return setError('Enter an order number, like 1043.');
    }
    try {
      setOrder((await findOrder(locationId, wanted)).data.order);
      setError(null);
    } catch (caught) {
      setOrder(null);
      setError(AppError.from(caught).message);
    }
  }

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
          <form className={pages.panel} onSubmit={(e) => void find(e)} noValidate>
            <div className={pages.field}>
              <label htmlFor={`${id}-number`}>Order number</label>
              <input
                id={`${id}-number`}
                inputMode="numeric"
                autoComplete="off"
                value={number}
                onChange={(e) => setNumber(e.target.value)}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </div>
            <div className={pages.actions}>
              <Button type="submit" size="lg">
                Find order
              </Button>
            </div>
          </form>
          <p id={`${id}-error`} className={pages.formError} role="alert">
            {error ?? ''}
          </p>
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

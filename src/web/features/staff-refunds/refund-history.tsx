import { formatCents } from '../../../domain/menu/menu-format.ts';
import type { RefundableOrder } from '../../../domain/refunds/refund-contract.ts';
import styles from './staff-refunds.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What was paid, refunded and is left, and every refund so far (who, why, where the money went). */
export function RefundHistory({ order }: { order: RefundableOrder }) {
  return (
    <>
      <dl className={styles.figures}>
        <div>
          <dt>Paid</dt>
          <dd>{formatCents(order.paid_cents)}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>{formatCents(order.refunded_cents)}</dd>
        </div>
        <div>
          <dt>Left to refund</dt>
          <dd>{formatCents(order.refundable_cents)}</dd>
        </div>
      </dl>
      {order.refunds.length > 0 ? (
        <ul className={styles.refunds} aria-label={`Refunds of order #${order.number}`}>
          {order.refunds.map((r) => (
            <li key={r.id}>
              <strong>{formatCents(r.amount_cents)}</strong> — {r.reason}
              <span className={styles.hint}>
                {' '}
                {r.by ? `by ${r.by}, ` : ''}
                {when(r.at)}.{' '}
                {r.parts
                  .map(
                    (p) =>
                      `${formatCents(p.amount_cents)} to ${p.kind === 'gift_card' ? 'gift card' : p.brand.toUpperCase()} ••${p.last4}${p.state === 'pending' ? ' (pending)' : ''}`,
                  )
                  .join('; ')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

import { formatCents } from '../../../domain/menu/menu-format.ts';
import type { RefundRecord } from '../../../domain/refunds/refund-contract.ts';
import { partsWords } from './refund-confirm.tsx';
import styles from './staff-refunds.module.css';

const when = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));

/**
 * What was paid, refunded and is left (the order's money: a cancellation's refund counts), and
 * every refund so far: who, why, which items, where the money went.
 */
export function RefundHistory({
  number,
  money,
  refunds,
  timeZone,
}: {
  number: number | string;
  money: { paid_cents: number; refunded_cents: number; left_cents: number };
  refunds: readonly RefundRecord[];
  timeZone: string;
}) {
  return (
    <>
      <dl className={styles.figures}>
        <div>
          <dt>Paid</dt>
          <dd>{formatCents(money.paid_cents)}</dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>{formatCents(money.refunded_cents)}</dd>
        </div>
        <div>
          <dt>Left to refund</dt>
          <dd>{formatCents(money.left_cents)}</dd>
        </div>
      </dl>
      {refunds.length > 0 ? (
        <ul className={styles.refunds} aria-label={`Refunds of order #${number}`}>
          {refunds.map((r) => (
            <li key={r.id}>
              <strong>{formatCents(r.amount_cents)}</strong>
              {r.lines.length ? ` (${r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')})` : ''} — {r.reason}
              <span className={styles.hint}>
                {' '}
                {r.by ? `by ${r.by}, ` : ''}
                {when(r.at, timeZone)}. {partsWords(r.parts)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

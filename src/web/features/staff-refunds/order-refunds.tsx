import { useEffect, useId, useRef, useState } from 'react';
import type { StaffOrder } from '../../../domain/orders/staff-order-contract.ts';
import { ORDER_STATUS_LABELS } from '../../../domain/orders/order-schema.ts';
import { RefundChoiceForm, type Quoted } from './refund-choice.tsx';
import { RefundConfirm } from './refund-confirm.tsx';
import { RefundHistory } from './refund-history.tsx';
import pages from '../../routes/staff-pages.module.css';
import styles from './staff-refunds.module.css';

/** Why no refund can be given now, in the words of the person at the counter. */
function noRefund(order: StaffOrder, allowed: boolean): string | null {
  if (order.status !== 'completed')
    return `This order is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}. Only a completed order is refunded here; cancel an open order on the order board.`;
  if (order.money.refundable_cents === 0) return 'This order has been refunded in full.';
  if (!order.money.can_refund) return 'The card payment is still being captured. Try again in a minute.';
  if (!allowed) return 'Only a store manager or a brand admin can refund orders.';
  return null;
}

/**
 * An order's refunds, on the order page and on the refund page alike: the figures, the refunds
 * so far, and a refund in two steps (choose, then confirm what goes back where). After a refund
 * the page reads the order again (`onRefunded`) and says what happened; focus goes to that line.
 */
export function OrderRefunds({
  order,
  allowed,
  onRefunded,
}: {
  order: StaffOrder;
  /** The person may refund (a manager or an admin). */
  allowed: boolean;
  onRefunded: () => void;
}) {
  const id = useId();
  const [quoted, setQuoted] = useState<Quoted | null>(null);
  const [said, setSaid] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  // The confirmation has gone: focus goes to what happened, once it is drawn.
  useEffect(() => {
    if (said) status.current?.focus();
  }, [said]);
  const why = noRefund(order, allowed);
  return (
    <section aria-labelledby={`${id}-title`} className={pages.panel}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Refunds
      </h2>
      <RefundHistory
        number={order.number}
        money={order.money}
        refunds={order.refunds}
        timeZone={order.location.time_zone}
      />
      <p ref={status} role="status" tabIndex={-1} className={styles.said}>
        {said}
      </p>
      {why ? (
        <p className={styles.hint}>{why}</p>
      ) : (
        <>
          <RefundChoiceForm
            // A fresh choice once the order is read again after a refund (what is left has changed).
            key={`${order.refunds.length}-${order.money.refunded_cents}`}
            order={order}
            hidden={quoted !== null}
            onQuoted={(q) => (setSaid(''), setQuoted(q))}
          />
          {quoted ? (
            <RefundConfirm
              order={order}
              quoted={quoted}
              onBack={() => setQuoted(null)}
              onDone={(words) => {
                setQuoted(null);
                setSaid(words);
                onRefunded();
              }}
            />
          ) : null}
        </>
      )}
    </section>
  );
}

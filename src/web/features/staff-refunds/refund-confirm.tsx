import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import { customerMessage } from '../../../domain/customer-copy.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import { refundDestination } from '../../../domain/refunds/order-money.ts';
import type { RefundRecord } from '../../../domain/refunds/refund-contract.ts';
import { Button } from '../../ui/button.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import type { Quoted } from './refund-choice.tsx';
import { refundOrder } from './refunds-api.ts';
import styles from './staff-refunds.module.css';

type Part = { kind: 'card' | 'gift_card'; brand: string; last4: string; amount_cents: number; state?: string };
/** "$8.50 to Visa ending 4242, $5.00 to gift card ending 1234"; a card part not yet through says so. */
export const partsWords = (parts: readonly Part[]) =>
  parts
    .map(
      (p) => `${refundDestination({ ...p, amountCents: p.amount_cents })}${p.state === 'pending' ? ' (pending)' : ''}`,
    )
    .join(', ');

/** What the page says once a refund went through. */
const refundedWords = (r: RefundRecord, points: number) =>
  `Refunded ${formatCents(r.amount_cents)}: ${partsWords(r.parts)}.${points > 0 ? ` ${points} reward points taken back.` : ''}`;

/**
 * Step two: exactly what goes back where, before anything is refunded. Focus moves here; "Change"
 * returns to the choice. One Idempotency-Key per confirmation: a second click or a retry after a
 * lost reply refunds once.
 */
export function RefundConfirm({
  order,
  quoted,
  onBack,
  onDone,
}: {
  order: { id: string; number: number; location: { id: string } };
  quoted: Quoted;
  onBack: () => void;
  onDone: (said: string) => void;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const key = useRef(crypto.randomUUID());
  const { quote, choice } = quoted;
  useEffect(() => heading.current?.focus(), []);
  const refund = useMutation({
    mutationFn: () =>
      refundOrder(order.location.id, order.id, key.current, {
        amount_cents: quote.amount_cents,
        ...(quote.lines.length
          ? { lines: quote.lines.map((l) => ({ line_id: l.line_id, quantity: l.quantity })) }
          : {}),
        reason: choice.reason,
      }),
    onSuccess: (reply) => onDone(refundedWords(reply.data.refund, reply.data.points_reversed)),
  });
  return (
    <section className={styles.confirm} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.formTitle}>
        Refund {formatCents(quote.amount_cents)} of order #{order.number}?
      </h3>
      {quote.lines.length ? (
        <ul className={styles.confirmLines} aria-label="Items refunded">
          {quote.lines.map((l) => (
            <li key={l.line_id}>
              {l.quantity} × {l.name} <strong>{formatCents(l.amount_cents)}</strong>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.confirmFacts}>
        <div>
          <dt>Goes back to</dt>
          <dd>{partsWords(quote.parts)}</dd>
        </div>
        <div>
          <dt>Reason</dt>
          <dd>{choice.reason}</dd>
        </div>
        <div>
          <dt>Left to refund after this</dt>
          <dd>{formatCents(quote.left_after_cents)}</dd>
        </div>
      </dl>
      <FormAlert message={refund.error ? customerMessage(AppError.from(refund.error)) : null} />
      <div className={styles.confirmActions}>
        <Button onClick={() => refund.mutate()} disabled={refund.isPending}>
          {refund.isPending ? 'Refunding…' : `Refund ${formatCents(quote.amount_cents)}`}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={refund.isPending}>
          Change
        </Button>
      </div>
    </section>
  );
}

import { useId, useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import type { RefundableOrder } from '../../../domain/refunds/refund-contract.ts';
import { Button } from '../../ui/button.tsx';
import { dollarsOf, parseDollars } from './parse-dollars.ts';
import { refundOrder } from './refunds-api.ts';
import styles from './staff-refunds.module.css';

const newKey = () => crypto.randomUUID();

/**
 * The refund form of one completed order: an amount (the whole remainder by default) and a
 * reason. One Idempotency-Key per refund the person means: a second click or a retry after a
 * lost reply sends the same key (the server refunds once); changing the amount or reason, or a
 * refund that went through, starts a new one.
 */
export function RefundForm({
  locationId,
  order,
  onRefunded,
}: {
  locationId: string;
  order: RefundableOrder;
  onRefunded: (order: RefundableOrder, said: string) => void;
}) {
  const id = useId();
  const [amount, setAmount] = useState(dollarsOf(order.refundable_cents));
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(newKey);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field: 'amount' | 'reason' | null; message: string } | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const cents = parseDollars(amount);
    if (cents === null) return setProblem({ field: 'amount', message: 'Enter an amount in dollars, like 2.50.' });
    if (cents > order.refundable_cents)
      return setProblem({
        field: 'amount',
        message: `The most you can refund is ${formatCents(order.refundable_cents)}.`,
      });
    if (!reason.trim()) return setProblem({ field: 'reason', message: 'Please give a reason.' });
    setBusy(true);
    try {
      const reply = await refundOrder(locationId, order.order_id, key, { amount_cents: cents, reason });
      const { refund, points_reversed: points } = reply.data;
      const where = refund.parts
        .map(
          (p) =>
            `${formatCents(p.amount_cents)} to the ${p.kind === 'gift_card' ? 'gift card' : p.brand.toUpperCase()} ending in ${p.last4}${p.state === 'pending' ? ' (pending)' : ''}`,
        )
        .join(' and ');
      const said = `Refunded ${formatCents(refund.amount_cents)}: ${where}.${points > 0 ? ` ${points} reward points taken back.` : ''}`;
      setProblem(null);
      setKey(newKey());
      setReason('');
      setAmount(dollarsOf(reply.data.order.refundable_cents));
      onRefunded(reply.data.order, said);
    } catch (caught) {
      const error = AppError.from(caught);
      setProblem({ field: error.field === 'amount_cents' ? 'amount' : null, message: error.message });
    } finally {
      setBusy(false);
    }
  }

  const changed = (set: (v: string) => void) => (e: React.ChangeEvent<HTMLInputElement>) => {
    set(e.target.value);
    setKey(newKey());
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        Refund order #{order.number}
      </h2>
      <div className={styles.field}>
        <label htmlFor={`${id}-amount`}>Amount ($)</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={changed(setAmount)}
          aria-invalid={problem?.field === 'amount' || undefined}
          aria-describedby={`${id}-amount-hint${problem?.field === 'amount' ? ` ${id}-problem` : ''}`}
        />
        <span id={`${id}-amount-hint`} className={styles.hint}>
          Up to {formatCents(order.refundable_cents)}
        </span>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-reason`}>Reason</label>
        <input
          id={`${id}-reason`}
          maxLength={200}
          autoComplete="off"
          value={reason}
          onChange={changed(setReason)}
          aria-invalid={problem?.field === 'reason' || undefined}
          aria-describedby={problem?.field === 'reason' ? `${id}-problem` : undefined}
        />
      </div>
      <p id={`${id}-problem`} className={styles.problem} role="alert">
        {problem?.message ?? ''}
      </p>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Refunding…' : 'Refund'}
      </Button>
    </form>
  );
}

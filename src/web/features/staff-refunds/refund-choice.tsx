import { useEffect, useId, useMemo, useRef } from 'react';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import type { StaffOrder } from '../../../domain/orders/staff-order-contract.ts';
import type { RefundQuote } from '../../../domain/refunds/refund-contract.ts';
import { SelectField } from '../../ui/form/select-field.tsx';
import { SubmitBar } from '../../ui/form/submit-bar.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { refundChoiceSchema, type RefundChoice, type RefundChoiceValues } from './refund-form-schema.ts';
import { quoteRefund } from './refunds-api.ts';
import styles from './staff-refunds.module.css';

export interface Quoted {
  choice: RefundChoice;
  quote: RefundQuote;
}

/**
 * Step one of a refund: items (how many of each line, none chosen at first) or an amount
 * (empty: never the whole balance pre-filled), and a reason. "Review refund" asks the server what
 * that gives back and where; nothing is refunded until the next step is confirmed.
 */
export function RefundChoiceForm({
  order,
  hidden,
  onQuoted,
}: {
  order: StaffOrder;
  /** While the confirmation shows: kept (its values come back with "Change"), not shown. */
  hidden: boolean;
  onQuoted: (quoted: Quoted) => void;
}) {
  const id = useId();
  const lines = order.lines.filter((l) => l.quantity > l.refunded_quantity);
  const schema = useMemo(() => refundChoiceSchema(order.money.refundable_cents), [order.money.refundable_cents]);
  const form = useContractForm<RefundChoiceValues, typeof schema>(
    schema,
    {
      mode: lines.length ? 'items' : 'amount',
      amount: '',
      reason: '',
      qty: Object.fromEntries(lines.map((l) => [l.id, '0'])),
    },
    { aliases: { amount_cents: 'amount', lines: 'qty' } },
  );
  const mode = form.values.mode;
  // Back from the confirmation ("Change"): focus returns to the button that opened it.
  const element = useRef<HTMLFormElement>(null);
  const wasHidden = useRef(hidden);
  useEffect(() => {
    if (wasHidden.current && !hidden)
      element.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    wasHidden.current = hidden;
  }, [hidden]);
  const review = form.submit(
    async (choice) => ({ choice, quote: (await quoteRefund(order.location.id, order.id, choice.request)).data }),
    onQuoted,
  );
  return (
    <form
      ref={element}
      className={styles.form}
      onSubmit={(e) => void review(e)}
      noValidate
      hidden={hidden}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} className={styles.formTitle}>
        Refund order #{order.number}
      </h3>
      <fieldset className={styles.modes}>
        <legend>Refund by</legend>
        {(['items', 'amount'] as const).map((m) => (
          <label key={m} className={styles.mode}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={m}
              checked={mode === m}
              disabled={m === 'items' && lines.length === 0}
              onChange={() => form.set('mode', m)}
            />
            {m === 'items' ? 'Items' : 'Amount'}
          </label>
        ))}
      </fieldset>
      {mode === 'items' ? (
        <fieldset className={styles.items}>
          <legend>How many of each item to refund</legend>
          {lines.map((l) => {
            const left = l.quantity - l.refunded_quantity;
            return (
              <div key={l.id} className={styles.itemRow}>
                <SelectField
                  id={`${id}-qty-${l.id}`}
                  label={`${l.name} (${left} of ${l.quantity} left)`}
                  {...form.field(`qty.${l.id}`)}
                >
                  {Array.from({ length: left + 1 }, (_, n) => (
                    <option key={n} value={String(n)}>
                      {n === 0 ? 'None' : `${n} of ${left}`}
                    </option>
                  ))}
                </SelectField>
                <span className={styles.hint}>
                  {formatCents(l.unit_cents)} each
                  {l.choices.length ? ` · ${l.choices.join(', ')}` : ''}
                </span>
              </div>
            );
          })}
          <p className={styles.hint}>Each item comes back with its share of the discount and tax.</p>
        </fieldset>
      ) : (
        <TextField
          id={`${id}-amount`}
          label="Amount ($)"
          inputMode="decimal"
          autoComplete="off"
          hint={`Up to ${formatCents(order.money.refundable_cents)}`}
          {...form.field('amount')}
        />
      )}
      <TextField id={`${id}-reason`} label="Reason" maxLength={200} autoComplete="off" {...form.field('reason')} />
      <SubmitBar form={form} label="Review refund" pendingLabel="Working out the refund…" layout="actions" />
    </form>
  );
}

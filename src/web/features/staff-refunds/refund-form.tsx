import { useId, useMemo, useState } from 'react';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import type { RefundableOrder } from '../../../domain/refunds/refund-contract.ts';
import { SubmitBar } from '../../ui/form/submit-bar.tsx';
import { TextFieldList, type FieldSpec } from '../../ui/form/text-field-list.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { dollarsOf } from './parse-dollars.ts';
import { refundFormSchema } from './refund-form-schema.ts';
import { refundOrder } from './refunds-api.ts';
import styles from './staff-refunds.module.css';

const newKey = () => crypto.randomUUID();

/** The amount (with what is left as its hint) and the reason; ids under the form's own prefix. */
const refundFields = (id: string, refundableCents: number): FieldSpec<'amount' | 'reason'>[] => [
  {
    field: 'amount',
    id: `${id}-amount`,
    label: 'Amount ($)',
    inputMode: 'decimal',
    autoComplete: 'off',
    hint: `Up to ${formatCents(refundableCents)}`,
  },
  { field: 'reason', id: `${id}-reason`, label: 'Reason', maxLength: 200, autoComplete: 'off' },
];

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
  const [key, setKey] = useState(newKey);
  const schema = useMemo(() => refundFormSchema(order.refundable_cents), [order.refundable_cents]);
  // The one form pattern: the refund request's contract checks the form; the
  // server names the amount `amount_cents`.
  const form = useContractForm(
    schema,
    { amount: dollarsOf(order.refundable_cents), reason: '' },
    {
      aliases: { amount_cents: 'amount' },
    },
  );
  const onSubmit = form.submit(
    (input) => refundOrder(locationId, order.order_id, key, input),
    (reply) => {
      const { refund, points_reversed: points } = reply.data;
      const where = refund.parts
        .map(
          (p) =>
            `${formatCents(p.amount_cents)} to the ${p.kind === 'gift_card' ? 'gift card' : p.brand.toUpperCase()} ending in ${p.last4}${p.state === 'pending' ? ' (pending)' : ''}`,
        )
        .join(' and ');
      const said = `Refunded ${formatCents(refund.amount_cents)}: ${where}.${points > 0 ? ` ${points} reward points taken back.` : ''}`;
      setKey(newKey());
      form.setValues({ amount: dollarsOf(reply.data.order.refundable_cents), reason: '' });
      onRefunded(reply.data.order, said);
    },
  );
  // An edit makes a new refund request: a new idempotency key.
  const edited = {
    field: (name: 'amount' | 'reason') => {
      const binding = form.field(name);
      return { ...binding, onValue: (value: string) => (binding.onValue(value), setKey(newKey())) };
    },
  };

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.formTitle}>
        Refund order #{order.number}
      </h2>
      <TextFieldList fields={refundFields(id, order.refundable_cents)} form={edited} />
      <SubmitBar form={form} label="Refund" pendingLabel="Refunding…" />
    </form>
  );
}

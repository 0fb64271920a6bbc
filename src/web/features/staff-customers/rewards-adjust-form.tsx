import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { CustomerDetail } from '../../../domain/customers/customer-detail-contract.ts';
import { rewardsAdjustmentRequest } from '../../../domain/customers/rewards-adjustment-contract.ts';
import { pointsFromInput } from '../../../domain/customers/rewards-adjustment.ts';
import { SubmitBar } from '../../ui/form/submit-bar.tsx';
import { TextFieldList, type FieldSpec } from '../../ui/form/text-field-list.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { adjustRewards, customerKeys } from './customers-api.ts';
import { pointsWords } from './customer-format.ts';
import styles from './staff-customers.module.css';

const newKey = () => crypto.randomUUID();

const FIELDS: FieldSpec<'points' | 'reason'>[] = [
  {
    field: 'points',
    id: 'adjust-points',
    label: 'Points',
    inputMode: 'numeric',
    autoComplete: 'off',
    hint: 'A minus sign takes points away, e.g. -50',
  },
  {
    field: 'reason',
    id: 'adjust-reason',
    label: 'Reason',
    maxLength: 120,
    autoComplete: 'off',
    hint: 'The customer sees it in their points history',
  },
];

/**
 * Add or take away points with a reason. One Idempotency-Key per adjustment the person means: a
 * second click or a retry after a lost reply sends the same key (posted once); an edit, or an
 * adjustment that went through, starts a new one.
 */
export function RewardsAdjustForm({ customerId, name }: { customerId: string; name: string }) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState(newKey);
  const [said, setSaid] = useState('');
  const form = useContractForm(
    rewardsAdjustmentRequest,
    { points: '', reason: '' },
    { toInput: (v) => ({ points: pointsFromInput(v.points), reason: v.reason }) },
  );
  const mutation = useMutation({
    mutationFn: async (input: { points: number; reason: string }) => ({
      input,
      reply: await adjustRewards(customerId, key, input),
    }),
  });
  const onSubmit = form.submit(
    (input) => mutation.mutateAsync(input),
    ({ input, reply }) => {
      queryClient.setQueryData<CustomerDetail>(customerKeys.one(customerId), (d) =>
        d ? { ...d, rewards: reply.rewards } : d,
      );
      const moved =
        input.points > 0 ? `Added ${pointsWords(input.points)} to` : `Took ${pointsWords(-input.points)} from`;
      setSaid(`${moved} ${name}'s rewards. New balance: ${pointsWords(reply.rewards.balance)}.`);
      setKey(newKey());
      form.setValues({ points: '', reason: '' });
    },
  );
  const edited = {
    field: (field: 'points' | 'reason') => {
      const binding = form.field(field);
      return { ...binding, onValue: (value: string) => (binding.onValue(value), setKey(newKey()), setSaid('')) };
    },
  };
  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="adjust-title">
      <h3 id="adjust-title" className={styles.formTitle}>
        Adjust points
      </h3>
      <TextFieldList fields={FIELDS} form={edited} />
      <SubmitBar form={form} label="Adjust points" pendingLabel="Saving…" layout="actions" />
      <p role="status" className={styles.said}>
        {said}
      </p>
    </form>
  );
}

import { useId } from 'react';
import type { RefundableOrder } from '../../../domain/refunds/refund-contract.ts';
import { SubmitBar } from '../../ui/form/submit-bar.tsx';
import { TextFieldList, type FieldSpec } from '../../ui/form/text-field-list.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import pages from '../../routes/staff-pages.module.css';
import { lookupFormSchema } from './refund-form-schema.ts';
import { findOrder } from './refunds-api.ts';
import styles from './staff-refunds.module.css';

const lookupFields = (id: string): FieldSpec<'number'>[] => [
  { field: 'number', id: `${id}-number`, label: 'Order number', inputMode: 'numeric', autoComplete: 'off' },
];

/**
 * Find an order of this location by its number. `onSearch` runs as each
 * search starts, so the page shows only that search's result: a wrong number or a failed lookup
 * leaves no order on it.
 */
export function OrderLookup({
  locationId,
  onSearch,
  onFound,
}: {
  locationId: string;
  onSearch: () => void;
  onFound: (order: RefundableOrder) => void;
}) {
  const id = useId();
  // The one form pattern: the lookup query's contract checks the number.
  const form = useContractForm(lookupFormSchema, { number: '' });
  const lookUp = form.submit(
    (input) => findOrder(locationId, input.number),
    (reply) => onFound(reply.data.order),
  );
  return (
    <form
      className={`${pages.panel} ${styles.lookup}`}
      onSubmit={(event) => {
        onSearch();
        void lookUp(event);
      }}
      noValidate
    >
      <TextFieldList fields={lookupFields(id)} form={form} />
      {/* A lookup has no words of its own while it runs (it answers at once): the button keeps its name. */}
      <SubmitBar form={form} label="Find order" pendingLabel="Find order" />
    </form>
  );
}

import { useEffect, useRef, useState } from 'react';
import { formatClock } from '../../../domain/locations/format.ts';
import type { ClosureView } from '../../../domain/store-ops/contract.ts';
import { closureInputSchema } from '../../../domain/store-ops/hours-rules.ts';
import { shortDateLabel } from '../../../domain/us-english-format.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { TextFieldList, type FieldSpec } from '../../ui/form/text-field-list.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import pages from '../../routes/staff-pages.module.css';
import styles from '../../routes/staff-ordering.module.css';
import { addClosure, removeClosure } from './store-ops-api.ts';

interface Props {
  locationId: string;
  closures: ClosureView[];
  canEdit: boolean;
  onChange: (closures: ClosureView[]) => void;
  onError: (message: string | null) => void;
  onSaid: (message: string) => void;
}

const describe = (c: ClosureView) =>
  c.closed || !c.opens || !c.closes ? 'Closed all day' : `Open ${formatClock(c.opens)}–${formatClock(c.closes)} only`;
/** "Fri, Dec 25, 2026 (Christmas Day)": how the list, the question and the status name a closure. */
const named = (c: ClosureView) => `${shortDateLabel(c.date)} (${c.reason})`;

type ClosureField = FieldSpec<'date' | 'opens' | 'closes' | 'reason'>;
const dateField: ClosureField = { field: 'date', id: 'closure-date', label: 'Date', type: 'date', required: true };
/** Special hours only: the day's own opening and closing times. */
const hoursFields: ClosureField[] = [
  { field: 'opens', id: 'closure-opens', label: 'Opens', type: 'time', required: true },
  { field: 'closes', id: 'closure-closes', label: 'Closes', type: 'time', required: true },
];
const reasonField: ClosureField = {
  field: 'reason',
  id: 'closure-reason',
  label: 'Reason',
  required: true,
  maxLength: 120,
  placeholder: 'Holiday, storm…',
  style: { width: '14rem' },
};

/**
 * One-off closures and special hours: the list, each with Remove (asked first: a removed
 * Christmas closure opens the day to orders at once), and the add form.
 */
export function ClosuresPanel({ locationId, closures, canEdit, onChange, onError, onSaid }: Props) {
  const [removing, setRemoving] = useState<ClosureView | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The removed row's button is gone: focus goes to the list's heading, not to the page's top.
  const [removedCount, setRemovedCount] = useState(0);
  useEffect(() => {
    if (removedCount > 0) heading.current?.focus();
  }, [removedCount]);
  // The one form pattern: the API's closure contract checks the form first.
  const form = useContractForm(
    closureInputSchema,
    { date: '', closed: true as boolean, opens: '09:00', closes: '14:00', reason: '' },
    { toInput: ({ opens, closes, ...v }) => ({ ...v, ...(v.closed ? {} : { opens, closes }) }) },
  );
  const add = form.submit(
    (input) => addClosure(locationId, input),
    ({ data: { closure } }) => {
      onChange(
        [...closures.filter((c) => c.date !== closure.date), closure].sort((a, b) => a.date.localeCompare(b.date)),
      );
      onSaid(`${shortDateLabel(closure.date)}: ${describe(closure)}.`);
      onError(null);
      form.set('reason', '');
    },
  );
  const closed = form.values.closed;

  // Throws on failure: the dialog stays open and shows the API's message.
  async function remove(closure: ClosureView) {
    await removeClosure(locationId, closure.date);
    onChange(closures.filter((c) => c.date !== closure.date));
    onSaid(`Removed the closure on ${named(closure)}.`);
    onError(null);
    setRemoving(null);
    setRemovedCount((n) => n + 1);
  }

  return (
    <section aria-labelledby="closures-title" className={pages.panel} style={{ marginTop: 'var(--space-4)' }}>
      <h2 id="closures-title" ref={heading} tabIndex={-1} className={pages.subtitle} style={{ marginTop: 0 }}>
        Closures and special hours
      </h2>
      {closures.length === 0 ? <p className={pages.muted}>No closures ahead.</p> : null}
      <ul className={styles.closures}>
        {closures.map((c) => (
          <li key={c.date} className={styles.closure}>
            <span>
              <strong>{shortDateLabel(c.date)}</strong> · {describe(c)} · {c.reason}
            </span>
            {canEdit ? (
              <Button
                variant="secondary"
                onClick={() => setRemoving(c)}
                aria-label={`Remove the closure on ${named(c)}`}
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <form className={styles.row} onSubmit={(e) => void add(e)} aria-label="Add a closure" noValidate>
          <TextFieldList fields={[dateField]} form={form} />
          <fieldset className={pages.fieldset} style={{ marginTop: 0 }}>
            <legend className={pages.legend}>That day</legend>
            <label className={pages.check}>
              <input type="radio" name="closure-kind" checked={closed} onChange={() => form.set('closed', true)} />
              Closed all day
            </label>
            <label className={pages.check}>
              <input type="radio" name="closure-kind" checked={!closed} onChange={() => form.set('closed', false)} />
              Special hours
            </label>
          </fieldset>
          <TextFieldList fields={closed ? [reasonField] : [...hoursFields, reasonField]} form={form} />
          <FormAlert message={form.formError} />
          <Button type="submit">Add closure</Button>
        </form>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={removing ? `Remove the closure on ${named(removing)}?` : ''}
        confirmLabel="Remove closure"
        cancelLabel="Keep it"
        onConfirm={() => (removing ? remove(removing) : Promise.resolve())}
        onCancel={() => setRemoving(null)}
      >
        <p>
          {removing?.closed
            ? 'The store opens that day with its regular hours, and customers can order for it at once.'
            : 'The regular hours apply that day again, and customers can order for them at once.'}
        </p>
      </ConfirmDialog>
    </section>
  );
}

import { AppError } from '../../../domain/app-error.ts';
import type { ClosureView } from '../../../domain/store-ops/contract.ts';
import { closureInputSchema } from '../../../domain/store-ops/hours-rules.ts';
import { Button } from '../../ui/button.tsx';
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

const describe = (c: ClosureView) => (c.closed ? 'Closed all day' : `Open ${c.opens}–${c.closes} only`);

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

/** One-off closures and special hours (issue 16, decision 232): the list with Remove, and the add form. */
export function ClosuresPanel({ locationId, closures, canEdit, onChange, onError, onSaid }: Props) {
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
      onSaid(`${closure.date}: ${describe(closure)}.`);
      onError(null);
      form.set('reason', '');
    },
  );
  const closed = form.values.closed;

  async function remove(day: string) {
    try {
      await removeClosure(locationId, day);
      onChange(closures.filter((c) => c.date !== day));
      onSaid(`${day}: closure removed.`);
      onError(null);
    } catch (caught) {
      onError(AppError.from(caught).message);
    }
  }

  return (
    <section aria-labelledby="closures-title" className={pages.panel} style={{ marginTop: 'var(--space-4)' }}>
      <h2 id="closures-title" className={pages.subtitle} style={{ marginTop: 0 }}>
        Closures and special hours
      </h2>
      {closures.length === 0 ? <p className={pages.muted}>No closures ahead.</p> : null}
      <ul className={styles.closures}>
        {closures.map((c) => (
          <li key={c.date} className={styles.closure}>
            <span>
              <strong>{c.date}</strong> · {describe(c)} · {c.reason}
            </span>
            {canEdit ? (
              <Button
                variant="secondary"
                onClick={() => void remove(c.date)}
                aria-label={`Remove the closure on ${c.date}`}
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
    </section>
  );
}

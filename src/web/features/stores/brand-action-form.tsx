import { useState } from 'react';
import { SOLD_OUT_DURATIONS, type SoldOutDuration } from '../../../domain/menu/sold-out.ts';
import { PAUSE_PRESET_MINUTES } from '../../../domain/store-ops/ordering-pause.ts';
import { brandActionDone, brandActionQuestion } from '../../../domain/stores/brand-actions.ts';
import {
  brandActionRequest,
  type BrandActionReply,
  type BrandActionRequest,
  type StoresSnapshot,
} from '../../../domain/stores/stores-contract.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { FormAlert } from '../../ui/form/form-alert.tsx';
import { SelectField } from '../../ui/form/select-field.tsx';
import { TextFieldList, type FieldSpec } from '../../ui/form/text-field-list.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import pages from '../../routes/staff-pages.module.css';
import { runBrandAction } from './stores-api.ts';
import styles from './stores.module.css';

type Kind = 'closure' | 'pause' | 'sold_out';
const KINDS: { kind: Kind; label: string }[] = [
  { kind: 'sold_out', label: 'Mark an item sold out' },
  { kind: 'pause', label: 'Pause online ordering' },
  { kind: 'closure', label: 'Add a closure' },
];
const UNTIL_LABELS: Record<SoldOutDuration, string> = {
  close: 'Sold out until close',
  further_notice: 'Until further notice',
};
const RESUMED = 'until-resumed';

type ClosureField = FieldSpec<'date' | 'opens' | 'closes' | 'reason'>;
const dateField: ClosureField = {
  field: 'date',
  id: 'brand-closure-date',
  label: 'Date',
  type: 'date',
  required: true,
};
const hoursFields: ClosureField[] = [
  { field: 'opens', id: 'brand-closure-opens', label: 'Opens', type: 'time', required: true },
  { field: 'closes', id: 'brand-closure-closes', label: 'Closes', type: 'time', required: true },
];
const reasonField: ClosureField = {
  field: 'reason',
  id: 'brand-closure-reason',
  label: 'Reason',
  required: true,
  maxLength: 120,
  placeholder: 'Holiday, storm…',
};

interface Props {
  snapshot: StoresSnapshot;
  selected: readonly string[];
  onDone: (result: { reply: BrandActionReply; done: string }) => void;
}

/**
 * One change for the chosen stores (a supplier shortage, a snowstorm): the form is checked by the
 * API's own contract, a dialog names the stores and the change, and only then is it sent.
 */
export function BrandActionForm({ snapshot, selected, onDone }: Props) {
  const [asking, setAsking] = useState<BrandActionRequest | null>(null);
  const form = useContractForm(
    brandActionRequest,
    {
      action: 'sold_out' as Kind,
      product_id: '',
      until: 'close' as SoldOutDuration,
      pause: '30',
      date: '',
      closed: true as boolean,
      opens: '09:00',
      closes: '14:00',
      reason: '',
    },
    {
      toInput: (v) => {
        const location_ids = [...selected];
        if (v.action === 'sold_out')
          return { action: v.action, location_ids, product_ids: v.product_id ? [v.product_id] : [], until: v.until };
        if (v.action === 'pause')
          return { action: v.action, location_ids, minutes: v.pause === RESUMED ? null : Number(v.pause) };
        const { date, closed, opens, closes, reason } = v;
        return {
          action: v.action,
          location_ids,
          closure: { date, closed, reason, ...(closed ? {} : { opens, closes }) },
        };
      },
      aliases: {
        product_ids: 'product_id',
        minutes: 'pause',
        'closure.date': 'date',
        'closure.opens': 'opens',
        'closure.closes': 'closes',
        'closure.reason': 'reason',
      },
    },
  );
  const kind = form.values.action;
  const names = new Map(snapshot.stores.map((s) => [s.location_id, s.name]));
  const itemNames = (request: BrandActionRequest) =>
    'product_ids' in request
      ? request.product_ids.map((id) => snapshot.products.find((p) => p.product_id === id)?.name ?? id)
      : [];
  const question = asking ? brandActionQuestion(asking, itemNames(asking)) : null;
  const n = selected.length;

  async function confirm(request: BrandActionRequest) {
    const reply = await runBrandAction(request);
    setAsking(null);
    if (request.action === 'closure') form.set('reason', '');
    onDone({ reply: reply.data, done: brandActionDone(request, itemNames(request)) });
  }

  return (
    <section aria-labelledby="brand-action-title" className={`${pages.panel} ${styles.action}`}>
      <h2 id="brand-action-title" className={pages.subtitle} style={{ marginTop: 0 }}>
        Change the chosen stores
      </h2>
      <p className={pages.muted}>
        {n === 0
          ? 'No stores chosen yet: tick them in the table below.'
          : n === 1
            ? '1 store chosen.'
            : `${n} stores chosen.`}
      </p>
      <form
        noValidate
        aria-label="Change the chosen stores"
        onSubmit={form.submit(async (request) => setAsking(request))}
      >
        <fieldset className={pages.fieldset}>
          <legend className={pages.legend}>Change</legend>
          <div className={styles.kinds}>
            {KINDS.map((k) => (
              <label key={k.kind} className={pages.check}>
                <input
                  type="radio"
                  name="brand-action"
                  checked={kind === k.kind}
                  onChange={() => (form.set('action', k.kind), form.setFormError(null))}
                />
                {k.label}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'sold_out' ? (
          <div className={styles.fields}>
            <div className={pages.field}>
              <SelectField id="brand-item" label="Item" {...form.field('product_id')}>
                <option value="">Choose an item</option>
                {snapshot.products.map((p) => (
                  <option key={p.product_id} value={p.product_id}>
                    {p.name}
                  </option>
                ))}
              </SelectField>
            </div>
            <div className={pages.field}>
              <SelectField id="brand-until" label="For how long" {...form.field('until')}>
                {SOLD_OUT_DURATIONS.map((d) => (
                  <option key={d} value={d}>
                    {UNTIL_LABELS[d]}
                  </option>
                ))}
              </SelectField>
            </div>
          </div>
        ) : kind === 'pause' ? (
          <div className={styles.fields}>
            <div className={pages.field}>
              <SelectField id="brand-pause" label="Pause for" {...form.field('pause')}>
                {PAUSE_PRESET_MINUTES.map((m) => (
                  <option key={m} value={String(m)}>
                    {m} min
                  </option>
                ))}
                <option value={RESUMED}>Until resumed</option>
              </SelectField>
            </div>
          </div>
        ) : (
          <div className={styles.fields}>
            <TextFieldList fields={[dateField]} form={form} />
            <fieldset className={pages.fieldset} style={{ marginTop: 0 }}>
              <legend className={pages.legend}>That day</legend>
              <label className={pages.check}>
                <input
                  type="radio"
                  name="brand-closure-kind"
                  checked={form.values.closed}
                  onChange={() => form.set('closed', true)}
                />
                Closed all day
              </label>
              <label className={pages.check}>
                <input
                  type="radio"
                  name="brand-closure-kind"
                  checked={!form.values.closed}
                  onChange={() => form.set('closed', false)}
                />
                Special hours
              </label>
            </fieldset>
            <TextFieldList fields={form.values.closed ? [reasonField] : [...hoursFields, reasonField]} form={form} />
          </div>
        )}
        <FormAlert message={form.formError} />
        <Button type="submit">
          {n === 0 ? 'Review the change' : `Review the change for ${n === 1 ? '1 store' : `${n} stores`}`}
        </Button>
      </form>
      <ConfirmDialog
        open={asking !== null}
        title={question?.title ?? ''}
        confirmLabel={question?.confirm ?? ''}
        onConfirm={() => (asking ? confirm(asking) : Promise.resolve())}
        onCancel={() => setAsking(null)}
      >
        <p>
          <strong>{question?.change}</strong> at:
        </p>
        <ul className={styles.storeList}>
          {(asking?.location_ids ?? []).map((id) => (
            <li key={id}>{names.get(id) ?? id}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </section>
  );
}

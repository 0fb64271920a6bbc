import { useState } from 'react';
import type { HandoffMode } from '../../../domain/location-model.ts';
import type { OrderingView } from '../../../domain/store-ops/contract.ts';
import type { PutOrderingInput } from '../../../domain/store-ops/hours-rules.ts';
import { defaultLeadMinutesFor } from '../../../domain/store-ops/lead-time.ts';
import { Button } from '../../ui/button.tsx';
import pages from '../../routes/staff-pages.module.css';
import styles from '../../routes/staff-ordering.module.css';

interface Props {
  view: OrderingView;
  canEdit: boolean;
  save: (body: PutOrderingInput, done: string) => Promise<void>;
}

const HANDOFF_NAMES: Record<HandoffMode, string> = {
  pickup: 'in-store pickup',
  curbside: 'curbside',
  drivethru: 'drive-thru',
  delivery: 'delivery',
  catering: 'catering',
};

type PerHandoff = Partial<Record<HandoffMode, string>>;

/** The form's text as the server last answered: a handoff without its own number is blank (= the default). */
function draftOf(v: OrderingView) {
  const perHandoff = (numbers: Partial<Record<HandoffMode, number>>): PerHandoff =>
    Object.fromEntries(v.handoffs.map((m) => [m, numbers[m] === undefined ? '' : String(numbers[m])]));
  return {
    capacity: String(v.slot_capacity),
    // A handoff's own orders per slot (decision 240); blank = the default.
    capacityPerHandoff: perHandoff(v.slot_capacity_by_handoff),
    lead: String(v.lead_minutes),
    deliveryLead: String(v.delivery_lead_minutes),
    // A handoff's own lead (decision 244); blank = its group's lead.
    leadPerHandoff: perHandoff(v.lead_minutes_by_handoff),
  };
}

interface NumberFieldProps {
  id: string;
  label: string;
  max: number;
  min: number;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  required?: boolean;
  placeholder?: string;
  describedBy?: string;
}

function NumberField({ id, label, value, onChange, describedBy, ...rest }: NumberFieldProps) {
  return (
    <div className={pages.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        {...rest}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy}
      />
    </div>
  );
}

/** Orders per slot and lead times, a default and each handoff's own (decisions 231, 240, 244). */
export function CapacityPanel({ view, canEdit, save }: Props) {
  const [draft, setDraft] = useState(() => draftOf(view));
  // Every reply from the server (a save of this form or of a pause) shows what it now holds.
  const [shown, setShown] = useState(view);
  if (shown !== view) {
    setShown(view);
    setDraft(draftOf(view));
  }
  const delivers = view.handoffs.includes('delivery');
  const set = (change: Partial<ReturnType<typeof draftOf>>) => setDraft((d) => ({ ...d, ...change }));
  const numbersOf = (perHandoff: PerHandoff) =>
    Object.fromEntries(view.handoffs.map((m) => [m, perHandoff[m] ? Number(perHandoff[m]) : null]));
  const defaultLead = (mode: HandoffMode) =>
    defaultLeadMinutesFor({ leadMinutes: view.lead_minutes, deliveryLeadMinutes: view.delivery_lead_minutes }, mode);

  return (
    <section aria-labelledby="throttle-title" className={pages.panel} style={{ marginTop: 'var(--space-4)' }}>
      <h2 id="throttle-title" className={pages.subtitle} style={{ marginTop: 0 }}>
        Capacity and lead time
      </h2>
      <p className={pages.muted}>
        Orders per {view.slot_minutes}-minute slot: each handoff counts its own slots, with the default unless it has
        its own number. The lead time is how long an order takes to make; a handoff left blank uses the default lead.
        {view.handoffs.includes('catering') ? (
          <span id="lead-catering-hint"> Catering always needs at least a day's notice.</span>
        ) : null}{' '}
        Changes apply to new orders at once.
      </p>
      <form
        className={styles.row}
        onSubmit={(e) => {
          e.preventDefault();
          void save(
            {
              slot_capacity: Number(draft.capacity),
              slot_capacity_by_handoff: numbersOf(draft.capacityPerHandoff),
              lead_minutes: Number(draft.lead),
              ...(delivers ? { delivery_lead_minutes: Number(draft.deliveryLead) } : {}),
              lead_minutes_by_handoff: numbersOf(draft.leadPerHandoff),
            },
            'Capacity and lead times saved.',
          );
        }}
      >
        <NumberField
          id="slot-capacity"
          label="Orders per slot (default)"
          min={1}
          max={200}
          required
          value={draft.capacity}
          onChange={(capacity) => set({ capacity })}
          disabled={!canEdit}
        />
        {view.handoffs.map((mode) => (
          <NumberField
            key={mode}
            id={`slot-capacity-${mode}`}
            label={`Orders per slot, ${HANDOFF_NAMES[mode]}`}
            min={1}
            max={200}
            placeholder={`Default (${view.slot_capacity})`}
            value={draft.capacityPerHandoff[mode] ?? ''}
            onChange={(value) =>
              setDraft((d) => ({ ...d, capacityPerHandoff: { ...d.capacityPerHandoff, [mode]: value } }))
            }
            disabled={!canEdit}
          />
        ))}
        <NumberField
          id="lead-minutes"
          label="Lead time (default, min)"
          min={0}
          max={240}
          required
          value={draft.lead}
          onChange={(lead) => set({ lead })}
          disabled={!canEdit}
        />
        {delivers ? (
          <NumberField
            id="delivery-lead-minutes"
            label="Lead time, delivery default (min)"
            min={0}
            max={240}
            required
            value={draft.deliveryLead}
            onChange={(deliveryLead) => set({ deliveryLead })}
            disabled={!canEdit}
          />
        ) : null}
        {view.handoffs.map((mode) => (
          <NumberField
            key={mode}
            id={`lead-minutes-${mode}`}
            label={`Lead time, ${HANDOFF_NAMES[mode]} (min)`}
            min={0}
            max={240}
            placeholder={`Default (${defaultLead(mode)})`}
            value={draft.leadPerHandoff[mode] ?? ''}
            onChange={(value) => setDraft((d) => ({ ...d, leadPerHandoff: { ...d.leadPerHandoff, [mode]: value } }))}
            disabled={!canEdit}
            describedBy={mode === 'catering' ? 'lead-catering-hint' : undefined}
          />
        ))}
        {canEdit ? <Button type="submit">Save</Button> : null}
      </form>
    </section>
  );
}

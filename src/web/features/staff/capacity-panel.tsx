import { useState } from 'react';
import { get } from 'react-hook-form';
import type { HandoffMode } from '../../../domain/location-model.ts';
import type { OrderingView } from '../../../domain/store-ops/contract.ts';
import { putOrderingSchema, type PutOrderingInput } from '../../../domain/store-ops/hours-rules.ts';
import { defaultLeadMinutesFor } from '../../../domain/store-ops/lead-time.ts';
import { SubmitBar } from '../../ui/form/submit-bar.tsx';
import { TextFieldList, type FieldSpec } from '../../ui/form/text-field-list.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
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

/** A handoff's own number is keyed by its path in the request (`slot_capacity_by_handoff.curbside`). */
const PER_HANDOFF = ['slot_capacity_by_handoff', 'lead_minutes_by_handoff'] as const;
const own = (group: (typeof PER_HANDOFF)[number], mode: HandoffMode) => `${group}.${mode}`;

/** The form's text as the server last answered: a handoff without its own number is blank (= the default). */
function valuesOf(v: OrderingView): Record<string, string> {
  const values: Record<string, string> = {
    slot_capacity: String(v.slot_capacity),
    lead_minutes: String(v.lead_minutes),
    delivery_lead_minutes: String(v.delivery_lead_minutes),
  };
  // A handoff's own orders per slot and lead; blank = the default.
  for (const mode of v.handoffs) {
    const capacity = v.slot_capacity_by_handoff[mode];
    const lead = v.lead_minutes_by_handoff[mode];
    values[own('slot_capacity_by_handoff', mode)] = capacity === undefined ? '' : String(capacity);
    values[own('lead_minutes_by_handoff', mode)] = lead === undefined ? '' : String(lead);
  }
  return values;
}

/** The request the form sends: every handoff's number, null (blank) returning it to the default. */
function requestOf(v: OrderingView, values: Record<string, string>): PutOrderingInput {
  // By path (react-hook-form keeps an edited `slot_capacity_by_handoff.curbside` nested).
  const at = (group: (typeof PER_HANDOFF)[number], m: HandoffMode) => get(values, own(group, m)) as string | undefined;
  const perHandoff = (group: (typeof PER_HANDOFF)[number]) =>
    Object.fromEntries(v.handoffs.map((m) => [m, at(group, m) ? Number(at(group, m)) : null]));
  return {
    slot_capacity: Number(values.slot_capacity),
    slot_capacity_by_handoff: perHandoff('slot_capacity_by_handoff'),
    lead_minutes: Number(values.lead_minutes),
    ...(v.handoffs.includes('delivery') ? { delivery_lead_minutes: Number(values.delivery_lead_minutes) } : {}),
    lead_minutes_by_handoff: perHandoff('lead_minutes_by_handoff'),
  };
}

const CATERING_HINT = "Catering always needs at least a day's notice.";

/** The inputs in page order: the default orders per slot, each handoff's, the default leads, each handoff's. */
function capacityFields(v: OrderingView): FieldSpec<string>[] {
  const number = { type: 'number', inputMode: 'numeric' } as const;
  const slots = { ...number, min: 1, max: 200 };
  const minutes = { ...number, min: 0, max: 240 };
  const defaultLead = (mode: HandoffMode) =>
    defaultLeadMinutesFor({ leadMinutes: v.lead_minutes, deliveryLeadMinutes: v.delivery_lead_minutes }, mode);
  return [
    { ...slots, field: 'slot_capacity', id: 'slot-capacity', label: 'Orders per slot (default)', required: true },
    ...v.handoffs.map((mode) => ({
      ...slots,
      field: own('slot_capacity_by_handoff', mode),
      id: `slot-capacity-${mode}`,
      label: `Orders per slot, ${HANDOFF_NAMES[mode]}`,
      placeholder: `Default (${v.slot_capacity})`,
    })),
    { ...minutes, field: 'lead_minutes', id: 'lead-minutes', label: 'Lead time (default, min)', required: true },
    ...(v.handoffs.includes('delivery')
      ? [
          {
            ...minutes,
            field: 'delivery_lead_minutes',
            id: 'delivery-lead-minutes',
            label: 'Lead time, delivery default (min)',
            required: true,
          },
        ]
      : []),
    ...v.handoffs.map((mode) => ({
      ...minutes,
      field: own('lead_minutes_by_handoff', mode),
      id: `lead-minutes-${mode}`,
      label: `Lead time, ${HANDOFF_NAMES[mode]} (min)`,
      placeholder: `Default (${defaultLead(mode)})`,
      ...(mode === 'catering' ? { hint: CATERING_HINT } : {}),
    })),
  ];
}

/** Orders per slot and lead times, a default and each handoff's own. */
export function CapacityPanel({ view, canEdit, save }: Props) {
  // The one form pattern: the ordering request's contract checks the form; a
  // handoff's number is at its path in the request (`slot_capacity_by_handoff.curbside`).
  const aliases = Object.fromEntries(
    view.handoffs.flatMap((mode) => PER_HANDOFF.map((group) => [own(group, mode), own(group, mode)])),
  );
  const form = useContractForm(putOrderingSchema, valuesOf(view), {
    toInput: (values: Record<string, string>) => requestOf(view, values),
    aliases,
  });
  // Every reply from the server (a save of this form or of a pause) shows what it now holds.
  const [shown, setShown] = useState(view);
  if (shown !== view) {
    setShown(view);
    form.setValues(valuesOf(view));
  }
  // The page says what was saved, or the server's refusal, in its own status line and alert.
  const onSubmit = form.submit((body) => save(body, 'Capacity and lead times saved.'));

  return (
    <section aria-labelledby="throttle-title" className={pages.panel} style={{ marginTop: 'var(--space-4)' }}>
      <h2 id="throttle-title" className={pages.subtitle} style={{ marginTop: 0 }}>
        Capacity and lead time
      </h2>
      <p className={pages.muted}>
        Orders per {view.slot_minutes}-minute slot: each handoff counts its own slots, with the default unless it has
        its own number. The lead time is how long an order takes to make; a handoff left blank uses the default lead.
        Changes apply to new orders at once.
      </p>
      {canEdit ? null : (
        <p className={pages.muted}>Only a store manager or a brand admin can change capacity and lead times.</p>
      )}
      {/* The inputs' own min, max and required stop a wrong number before the contract is asked (no noValidate). */}
      <form className={styles.row} onSubmit={(e) => void onSubmit(e)}>
        <TextFieldList fields={capacityFields(view)} form={form} disabled={!canEdit} />
        {canEdit ? <SubmitBar form={form} label="Save" pendingLabel="Saving…" layout="actions" /> : null}
      </form>
    </section>
  );
}

import { useState } from 'react';
import { putDailyLimitRequest, type PutDailyLimitRequest } from '../../../domain/daily-limits/daily-limits-contract.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import pages from '../../routes/staff-pages.module.css';

export interface LimitDraft {
  productId: string;
  perDay: string;
  cutoff: boolean;
  daysBefore: string;
  time: string;
}

export const NEW_LIMIT: LimitDraft = { productId: '', perDay: '24', cutoff: true, daysBefore: '1', time: '14:00' };

const DAYS_BEFORE = [
  ['0', 'the same day'],
  ['1', 'the day before'],
  ['2', '2 days before'],
  ['3', '3 days before'],
  ['7', 'a week before'],
] as const;

/** Field errors of a draft by the request's own contract, keyed by field path. */
function problemsOf(draft: LimitDraft): { body: PutDailyLimitRequest | null; errors: Record<string, string> } {
  const raw = {
    per_day: draft.perDay.trim() === '' ? Number.NaN : Number(draft.perDay),
    cutoff: draft.cutoff ? { days_before: Number(draft.daysBefore), time: draft.time } : null,
  };
  const parsed = putDailyLimitRequest.safeParse(raw);
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { body: null, errors };
}

/**
 * Adds or changes one product's daily limit: its count per pickup day and, when set, the order-by
 * cutoff ("order by 14:00 the day before"), checked with the request's contract before it is sent.
 */
export function LimitForm({
  products,
  initial,
  serverErrors,
  onSave,
  onCancel,
}: {
  products: { product_id: string; name: string }[];
  initial: LimitDraft;
  serverErrors: Record<string, string>;
  onSave: (productId: string, body: PutDailyLimitRequest) => Promise<void>;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<LimitDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const shown = { ...serverErrors, ...errors };

  const submit = async () => {
    const { body, errors: found } = problemsOf(draft);
    if (!draft.productId) found.product = 'Choose a product';
    setErrors(found);
    if (!body || found.product) return;
    await onSave(draft.productId, body);
  };

  return (
    <form
      className={pages.panel}
      aria-label="Daily limit"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className={pages.formGrid}>
        <div className={pages.field}>
          <label htmlFor="limit-product">Product</label>
          <select
            id="limit-product"
            value={draft.productId}
            disabled={initial.productId !== ''}
            onChange={(e) => set({ productId: e.target.value })}
            aria-invalid={shown.product ? true : undefined}
            aria-describedby="limit-product-error"
          >
            <option value="">Choose a product…</option>
            {products.map((p) => (
              <option key={p.product_id} value={p.product_id}>
                {p.name}
              </option>
            ))}
          </select>
          <p id="limit-product-error" className={pages.formError}>
            {shown.product ?? ''}
          </p>
        </div>
        <TextField
          name="per_day"
          id="limit-per-day"
          label="How many per pickup day"
          inputMode="numeric"
          value={draft.perDay}
          onValue={(perDay) => set({ perDay })}
          error={shown.per_day}
        />
      </div>
      <fieldset className={pages.fieldset}>
        <legend className={pages.legend}>Order-by cutoff</legend>
        <label className={pages.check}>
          <input type="checkbox" checked={draft.cutoff} onChange={(e) => set({ cutoff: e.target.checked })} /> Customers
          must order ahead
        </label>
        {draft.cutoff ? (
          <div className={pages.formGrid}>
            <TextField
              name="cutoff.time"
              id="limit-cutoff-time"
              label="Order by (store time)"
              type="time"
              value={draft.time}
              onValue={(time) => set({ time })}
              error={shown['cutoff.time']}
            />
            <div className={pages.field}>
              <label htmlFor="limit-days-before">On</label>
              <select
                id="limit-days-before"
                value={draft.daysBefore}
                onChange={(e) => set({ daysBefore: e.target.value })}
              >
                {DAYS_BEFORE.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
          </div>
        ) : null}
      </fieldset>
      <div className={pages.actions}>
        <Button type="submit">Save limit</Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import type { CatalogueData } from '../../../domain/catalogue/catalogue-contract.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { applyStoreOverride } from './catalogue-api.ts';
import { AVAILABILITY_LABELS, overrideBody, type OverrideFields } from './override-form.ts';
import { AvailabilityRadios } from './availability-radios.tsx';
import styles from './catalogue.module.css';

/** Brand admins: one store price or availability for a set of stores ("pumpkin pie off in all DC stores"). */
export function BrandOverride({ data }: { data: CatalogueData }) {
  const id = useId();
  const [productId, setProductId] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [f, setF] = useState<OverrideFields>({ price: '', availability: 'hidden', until: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const states = [...new Set(data.stores.map((s) => s.state))];
  const inState = (state: string) => data.stores.filter((s) => s.state === state).map((s) => s.location_id);
  const toggle = (ids: string[], on: boolean) => {
    const next = new Set(chosen);
    for (const storeId of ids)
      if (on) next.add(storeId);
      else next.delete(storeId);
    setChosen(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage('');
    const found: Record<string, string> = {};
    if (!productId) found.product_id = 'Choose a product';
    if (chosen.size === 0) found.location_ids = 'Choose at least one store';
    const made = overrideBody(f, 'UTC');
    if ('field' in made) found[made.field] = made.message;
    setErrors(found);
    if (Object.keys(found).length || 'field' in made) return;
    try {
      const reply = await applyStoreOverride({ ...made.body, product_id: productId, location_ids: [...chosen] });
      setMessage(`Applied: ${reply.data.summary}.`);
    } catch (caught) {
      const error = AppError.from(caught);
      setErrors({
        [error.field?.startsWith('location_ids') ? 'location_ids' : (error.field ?? 'form')]: error.message,
      });
    }
  };

  return (
    <section aria-labelledby="brand-override-title" className={styles.panel}>
      <h2 id="brand-override-title" className={styles.heading}>
        Change several stores at once
      </h2>
      <form onSubmit={(e) => void submit(e)} className={styles.fieldset} noValidate>
        <label htmlFor={`${id}-product`}>Product for these stores</label>
        <select
          id={`${id}-product`}
          value={productId}
          aria-invalid={errors.product_id ? true : undefined}
          aria-describedby={`${id}-product-error`}
          onChange={(e) => setProductId(e.target.value)}
        >
          <option value="">Choose a product…</option>
          {data.draft.products.map((p) => (
            <option key={p.product_id} value={p.product_id}>
              {p.name}
            </option>
          ))}
        </select>
        <p id={`${id}-product-error`} className={styles.error}>
          {errors.product_id ?? ''}
        </p>
        <AvailabilityRadios
          name={`${id}-availability`}
          value={f.availability}
          onChange={(availability) => setF({ ...f, availability })}
          labelOf={(a) => (a === 'sold_out' ? 'Sold out until further notice' : AVAILABILITY_LABELS[a])}
        />
        <TextField
          name={`${id}-price`}
          label="Store price"
          hint="Leave empty for the catalogue price."
          inputMode="decimal"
          value={f.price}
          onValue={(price) => setF({ ...f, price })}
          error={errors.price_cents}
        />
        <fieldset className={styles.stores} aria-describedby={`${id}-stores-error`}>
          <legend>Stores</legend>
          {states.map((state) => {
            const ids = inState(state);
            return (
              <label key={state} className={styles.inline}>
                <input
                  type="checkbox"
                  checked={ids.every((s) => chosen.has(s))}
                  onChange={(e) => toggle(ids, e.target.checked)}
                />{' '}
                All {state} stores ({ids.length})
              </label>
            );
          })}
          {data.stores.map((s) => (
            <label key={s.location_id} className={styles.inline}>
              <input
                type="checkbox"
                checked={chosen.has(s.location_id)}
                onChange={(e) => toggle([s.location_id], e.target.checked)}
              />{' '}
              {s.name}, {s.state}
            </label>
          ))}
        </fieldset>
        <p id={`${id}-stores-error`} className={styles.error}>
          {errors.location_ids ?? ''}
        </p>
        {errors.form ? <p className={styles.error}>{errors.form}</p> : null}
        <div className={styles.actions}>
          <Button type="submit">
            Apply to {chosen.size} {chosen.size === 1 ? 'store' : 'stores'}
          </Button>
        </div>
        {message ? <p role="status">{message}</p> : null}
      </form>
    </section>
  );
}

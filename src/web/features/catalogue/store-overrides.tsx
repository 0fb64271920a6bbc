import { useEffect, useId, useState, type FormEvent } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import type { StoreOverridesData } from '../../../domain/catalogue/catalogue-contract.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import { toOrderTime, wallTime } from '../../../domain/locations/local-time.ts';
import type { StaffSessionData } from '../staff/index.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/form/text-field.tsx';
import { getStoreOverrides, putStoreOverride } from './catalogue-api.ts';
import { AVAILABILITY_LABELS, overrideBody, type OverrideFields } from './override-form.ts';
import { centsToDollars } from './product-draft.ts';
import { AvailabilityRadios } from './availability-radios.tsx';
import styles from './catalogue.module.css';

type Store = StaffSessionData['locations'][number];
type Row = StoreOverridesData['products'][number];

/** The store's clock for a datetime-local input ("2026-12-24T14:00"). */
const localInput = (iso: string | null, timeZone: string) => {
  if (!iso) return '';
  const { date, minutes } = wallTime(new Date(iso), timeZone);
  return `${date}T${toOrderTime(date, minutes).slice(-5)}`;
};

/** A store's own price and availability of one product: managers for their stores, admins for any. */
export function StoreOverrides({ stores }: { stores: Store[] }) {
  const [storeId, setStoreId] = useState(stores[0]?.id ?? '');
  const [data, setData] = useState<StoreOverridesData | null>(null);
  const [productId, setProductId] = useState('');
  const [message, setMessage] = useState('');
  const store = stores.find((s) => s.id === storeId);

  useEffect(() => {
    if (!storeId) return;
    getStoreOverrides(storeId)
      .then((reply) => setData(reply.data))
      .catch((caught: unknown) => setMessage(AppError.from(caught).message));
  }, [storeId]);

  if (!store) return null;
  const row = data?.products.find((p) => p.product_id === productId);
  return (
    <section aria-labelledby="overrides-title" className={styles.panel}>
      <h2 id="overrides-title" className={styles.heading}>
        Store prices and availability
      </h2>
      <p>A store’s own price or availability of a product on its published menu. Customers see it at once.</p>
      <div className={styles.row}>
        <div className={styles.fieldset}>
          <label htmlFor="override-store">Store</label>
          <select
            id="override-store"
            value={storeId}
            onChange={(e) => {
              setData(null);
              setProductId('');
              setMessage('');
              setStoreId(e.target.value);
            }}
          >
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}, {s.city}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.fieldset}>
          <label htmlFor="override-product">Product at this store</label>
          <select
            id="override-product"
            value={productId}
            disabled={!data}
            onChange={(e) => {
              setMessage('');
              setProductId(e.target.value);
            }}
          >
            <option value="">Choose a product…</option>
            {(data?.products ?? []).map((p) => (
              <option key={p.product_id} value={p.product_id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      {message ? (
        <p role="status" className={styles.status}>
          {message}
        </p>
      ) : null}
      {row && data ? (
        <OverrideForm
          key={`${storeId}-${row.product_id}`}
          row={row}
          store={store}
          readOnly={!data.can_edit}
          onSaved={(saved) => {
            setData({ ...data, products: data.products.map((p) => (p.product_id === saved.product_id ? saved : p)) });
            setMessage(
              `${saved.name} at ${store.name}: ${saved.price_cents === null ? `catalogue price ${formatCents(saved.cost)}` : formatCents(saved.price_cents)}, ${AVAILABILITY_LABELS[saved.availability].toLowerCase()}.`,
            );
          }}
        />
      ) : null}
    </section>
  );
}

function OverrideForm(props: { row: Row; store: Store; readOnly: boolean; onSaved: (row: Row) => void }) {
  const { row, store, readOnly } = props;
  const id = useId();
  const [f, setF] = useState<OverrideFields>({
    price: row.price_cents === null ? '' : centsToDollars(row.price_cents),
    availability: row.availability,
    until: localInput(row.sold_out_until, store.time_zone),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const made = overrideBody(f, store.time_zone);
    if ('field' in made) return setErrors({ [made.field]: made.message });
    setErrors({});
    setSaving(true);
    try {
      props.onSaved((await putStoreOverride(store.id, row.product_id, made.body)).data);
    } catch (caught) {
      const error = AppError.from(caught);
      setErrors({ [error.field ?? 'form']: error.message });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className={styles.fieldset} aria-label={`${row.name} at ${store.name}`}>
      <p>
        Catalogue price {formatCents(row.cost)}
        {row.category ? ` · ${row.category}` : ''}
      </p>
      <TextField
        name={`${id}-price`}
        label={`Price at ${store.name}`}
        hint="Leave empty for the catalogue price."
        inputMode="decimal"
        value={f.price}
        onValue={(price) => setF({ ...f, price })}
        error={errors.price_cents}
        disabled={readOnly}
      />
      <AvailabilityRadios
        name={`${id}-availability`}
        value={f.availability}
        onChange={(availability) => setF({ ...f, availability })}
        disabled={readOnly}
      />
      {f.availability === 'sold_out' ? (
        <TextField
          name={`${id}-until`}
          label={`Back on sale at (${store.name} time)`}
          hint="Leave empty: sold out until further notice."
          type="datetime-local"
          value={f.until}
          onValue={(until) => setF({ ...f, until })}
          error={errors.sold_out_until}
          disabled={readOnly}
        />
      ) : null}
      {errors.form ? <p className={styles.error}>{errors.form}</p> : null}
      {readOnly ? null : (
        <div className={styles.actions}>
          <Button type="submit" disabled={saving}>
            Save for {store.name}
          </Button>
        </div>
      )}
    </form>
  );
}

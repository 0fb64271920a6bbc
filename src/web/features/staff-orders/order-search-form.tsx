import { useState, type FormEvent } from 'react';
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '../../../domain/orders/order-schema.ts';
import { Button } from '../../ui/button.tsx';
import type { OrderSearchField } from './order-search-api.ts';
import styles from './staff-orders.module.css';

type Values = Partial<Record<OrderSearchField, string>>;

/** The search box and its filters; a search replaces the URL's query, so Back returns to the last one. */
export function OrderSearchForm({
  initial,
  stores,
  onSearch,
}: {
  initial: Values;
  stores: { id: string; name: string }[];
  onSearch: (values: Values) => void;
}) {
  const [v, setV] = useState<Values>(initial);
  const field = (key: OrderSearchField) => ({
    value: v[key] ?? '',
    onChange: (e: { target: { value: string } }) => setV({ ...v, [key]: e.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...v, page: '' });
  };
  return (
    <form role="search" aria-label="Find an order" className={styles.form} onSubmit={submit}>
      <div className={`${styles.field} ${styles.wide}`}>
        <label htmlFor="order-q">Order number, phone, e-mail or name</label>
        <input id="order-q" type="search" autoComplete="off" {...field('q')} />
      </div>
      {stores.length > 1 ? (
        <div className={styles.field}>
          <label htmlFor="order-store">Store</label>
          <select id="order-store" {...field('location_id')}>
            <option value="">All my stores</option>
            {stores.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="order-from">Placed from</label>
        <input id="order-from" type="date" {...field('from')} />
      </div>
      <div className={styles.field}>
        <label htmlFor="order-to">Placed to</label>
        <input id="order-to" type="date" {...field('to')} />
      </div>
      <div className={styles.field}>
        <label htmlFor="order-status">Status</label>
        <select id="order-status" {...field('status')}>
          <option value="">Any status</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <Button type="submit">Search</Button>
      </div>
    </form>
  );
}

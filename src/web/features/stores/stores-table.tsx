import { useEffect, useRef } from 'react';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import { closuresAhead, storeGlance } from '../../../domain/stores/store-glance.ts';
import type { StoreFacts } from '../../../domain/stores/stores-contract.ts';
import pages from '../../routes/staff-pages.module.css';
import styles from './stores.module.css';

interface Props {
  stores: readonly StoreFacts[];
  now: Date;
  /** Checkboxes per row and for every row shown; absent on a read-only table. */
  selection?: {
    selected: ReadonlySet<string>;
    toggle: (locationId: string, on: boolean) => void;
    toggleAll: (on: boolean) => void;
  };
}

const orders = (n: number) => (n === 1 ? '1 order' : `${n} orders`);

/** One row per store: its state now (live minutes left), late tickets, what is sold out, today's orders and net sales. */
export function StoresTable({ stores, now, selection }: Props) {
  const all = useRef<HTMLInputElement>(null);
  const picked = selection ? stores.filter((s) => selection.selected.has(s.location_id)).length : 0;
  useEffect(() => {
    if (all.current) all.current.indeterminate = picked > 0 && picked < stores.length;
  }, [picked, stores.length]);

  return (
    <div className={pages.tableWrap}>
      <table className={`${pages.table} ${styles.storesTable}`}>
        <caption className="visually-hidden">Every store you run, live</caption>
        <thead>
          <tr>
            {selection ? (
              <th scope="col" className={styles.pick}>
                <input
                  ref={all}
                  type="checkbox"
                  aria-label="Select all stores shown"
                  checked={stores.length > 0 && picked === stores.length}
                  onChange={(e) => selection.toggleAll(e.target.checked)}
                />
              </th>
            ) : null}
            <th scope="col">Store</th>
            <th scope="col">State</th>
            <th scope="col">Late tickets</th>
            <th scope="col">Sold out</th>
            <th scope="col">Today</th>
          </tr>
        </thead>
        <tbody>
          {stores.map((store) => {
            const glance = storeGlance(store, now);
            const ahead = closuresAhead(store.schedule.closures, now, store.time_zone);
            const note = glance.today_note && glance.today_note !== glance.label ? glance.today_note : null;
            return (
              <tr key={store.location_id} data-store={store.location_id}>
                {selection ? (
                  <td className={styles.pick}>
                    <label>
                      <input
                        type="checkbox"
                        checked={selection.selected.has(store.location_id)}
                        onChange={(e) => selection.toggle(store.location_id, e.target.checked)}
                      />
                      <span className="visually-hidden">Select {store.name}</span>
                    </label>
                  </td>
                ) : null}
                <td>
                  <strong>{store.name}</strong>
                  <span className={styles.note}>
                    {store.city}, {store.state}
                  </span>
                </td>
                <td data-label="State">
                  <span className={styles.badge} data-status={glance.status}>
                    {glance.label}
                  </span>
                  {note ? <span className={styles.note}>{note}</span> : null}
                  {ahead.map((line) => (
                    <span key={line} className={styles.note}>
                      {line}
                    </span>
                  ))}
                </td>
                <td data-label="Late tickets" className={styles.number}>
                  {glance.late > 0 ? <span className={styles.late}>{glance.late} late</span> : 'None'}
                </td>
                <td data-label="Sold out">
                  {store.sold_out.length === 0 ? 'Nothing' : store.sold_out.map((item) => item.name).join(', ')}
                </td>
                <td data-label="Today" className={styles.number}>
                  {orders(store.today.orders)} · {formatCents(store.today.net_sales_cents)} net sales
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

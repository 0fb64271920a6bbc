import { useMemo, useState } from 'react';
import type { SoldOutDuration } from '../../domain/menu/sold-out.ts';
import type { AvailabilityData } from '../../domain/staff/availability-contract.ts';
import { getAvailability, setAvailability, staffHeaders, staffRobots, staffTitle } from '../features/staff/index.ts';
import { AvailabilityItem, type ItemChange } from '../features/staff/availability-item.tsx';
import { useStaffLocationPage } from './staff-location-page.tsx';
import pages from './staff-pages.module.css';
import styles from './staff-availability.module.css';

export const meta = () => [{ title: staffTitle('Sold out') }, staffRobots];
export const headers = staffHeaders;

type Product = AvailabilityData['products'][number];
const matches = (p: Product, q: string) =>
  !q || p.name.toLowerCase().includes(q) || p.choices.some((c) => c.name.toLowerCase().includes(q));
const anySoldOut = (p: Product) => p.sold_out !== null || p.choices.some((c) => c.sold_out !== null);

/**
 * /staff/availability/{locationId} ("Sold out"): every product and option
 * choice of the location's menu with a three-way switch — on sale, sold out until close, sold out
 * until further notice. Every role that runs the location may use it.
 */
export default function StaffAvailability() {
  const [data, setData] = useState<AvailabilityData | null>(null);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [onlySoldOut, setOnlySoldOut] = useState(false);
  const page = useStaffLocationPage(getAvailability, (reply) => setData(reply.data));

  const byId = useMemo(() => new Map((data?.products ?? []).map((p) => [p.product_id, p])), [data]);
  if (!page.ready) return null;

  const change = (item: ItemChange, to: SoldOutDuration | 'on_sale') =>
    page.attempt(async () => {
      const body = {
        [item.kind === 'product' ? 'product_id' : 'choice_id']: item.id,
        available: to === 'on_sale',
        ...(to === 'on_sale' ? {} : { until: to }),
      };
      const reply = await setAvailability(page.locationId, body);
      const sold_out = reply.data.sold_out;
      setData(
        (d) =>
          d && {
            ...d,
            products: d.products.map((p) =>
              item.kind === 'product'
                ? p.product_id === item.id
                  ? { ...p, sold_out }
                  : p
                : { ...p, choices: p.choices.map((c) => (c.id === item.id ? { ...c, sold_out } : c)) },
            ),
          },
      );
      return `${reply.data.name}: ${to === 'on_sale' ? 'on sale' : to === 'close' ? 'sold out until close' : 'sold out until further notice'}.`;
    });

  const q = query.trim().toLowerCase();
  const categories = (data?.categories ?? [])
    .filter((c) => !category || c.id === category)
    .map((c) => ({
      ...c,
      products: c.product_ids
        .flatMap((id) => byId.get(id) ?? [])
        .filter((p) => matches(p, q) && (!onlySoldOut || anySoldOut(p))),
    }))
    .filter((c) => c.products.length > 0);
  const soldOutCount = (data?.products ?? []).filter(anySoldOut).length;

  return (
    <section aria-labelledby="availability-title">
      <h1 id="availability-title" className={pages.title}>
        Sold out{data ? ` — ${data.location.name}` : ''}
      </h1>
      <p className={pages.lead}>
        Mark an item or one of its options sold out. Customers see it at once; “Until close” ends at midnight, store
        time.
        {data ? ` ${soldOutCount === 1 ? '1 item has' : `${soldOutCount} items have`} something sold out.` : ''}
      </p>
      <div className={styles.filters}>
        <div className={pages.field}>
          <label htmlFor="availability-search">Search items</label>
          <input
            id="availability-search"
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            autoComplete="off"
          />
        </div>
        <div className={pages.field}>
          <label htmlFor="availability-category">Category</label>
          <select id="availability-category" value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">All categories</option>
            {(data?.categories ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <label className={pages.check}>
          <input type="checkbox" checked={onlySoldOut} onChange={(e) => setOnlySoldOut(e.target.checked)} />
          Only what is sold out
        </label>
      </div>
      {page.messages}
      {data && categories.length === 0 ? <p>No items match.</p> : null}
      {categories.map((c) => (
        <section key={c.id} aria-labelledby={`cat-${c.id}`} className={styles.category}>
          <h2 id={`cat-${c.id}`} className={pages.subtitle}>
            {c.name}
          </h2>
          <ul className={styles.items}>
            {c.products.map((p) => (
              <AvailabilityItem key={p.product_id} product={p} onChange={change} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

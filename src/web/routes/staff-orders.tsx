import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppError } from '../../domain/app-error.ts';
import type { OrderSearchHit } from '../../domain/orders/order-search-contract.ts';
import { staffHeaders, staffRobots, staffTitle, useStaffSession } from '../features/staff/index.ts';
import { OrderResults, OrderSearchForm, orderSearchParams, searchOrders } from '../features/staff-orders/index.ts';
import { Button } from '../ui/button.tsx';
import styles from './staff-pages.module.css';

export const meta = () => [{ title: staffTitle('Find an order') }, staffRobots];
export const headers = staffHeaders;

/** /staff/orders: any order of the person's stores by number, phone, e-mail or name; newest first. */
export default function StaffOrders() {
  const { session } = useStaffSession();
  const [params, setParams] = useSearchParams();
  const query = orderSearchParams(params);
  const search = query.toString();
  const page = Math.max(1, Number(query.get('page') ?? '1') || 1);
  // Each answer remembers the search it answers, so a stale one is never shown for a new search.
  const [answer, setAnswer] = useState<{
    search: string;
    data?: { orders: OrderSearchHit[]; has_more: boolean };
    error?: string;
  } | null>(null);
  const signedIn = Boolean(session && !session.staff.must_change_password);

  useEffect(() => {
    if (!signedIn) return;
    searchOrders(new URLSearchParams(search))
      .then((reply) => setAnswer({ search, data: reply.data }))
      .catch((caught: unknown) => setAnswer({ search, error: AppError.from(caught).message }));
  }, [signedIn, search]);

  if (!session || !signedIn) return null;
  const current = answer?.search === search ? answer : null;
  const go = (values: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...Object.fromEntries(query), ...values }))
      if (value) next.set(key, value);
    setParams(next);
  };
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" className={styles.title}>
        Find an order
      </h1>
      <OrderSearchForm key={search} initial={Object.fromEntries(query)} stores={session.locations} onSearch={go} />
      <p role="alert" className={styles.formError}>
        {current?.error ?? ''}
      </p>
      <p role="status" className={styles.muted}>
        {current?.data
          ? current.data.orders.length === 0
            ? 'No orders match.'
            : `${current.data.orders.length}${current.data.has_more ? '+' : ''} ${current.data.orders.length === 1 && !current.data.has_more ? 'order' : 'orders'}, newest first`
          : current?.error
            ? ''
            : 'Searching…'}
      </p>
      {current?.data?.orders.length ? <OrderResults orders={current.data.orders} /> : null}
      <nav aria-label="Order search pages" className={styles.pager}>
        <Button variant="secondary" disabled={page === 1} onClick={() => go({ page: String(page - 1) })}>
          Newer
        </Button>
        <span>Page {page}</span>
        <Button variant="secondary" disabled={!current?.data?.has_more} onClick={() => go({ page: String(page + 1) })}>
          Older
        </Button>
      </nav>
    </section>
  );
}

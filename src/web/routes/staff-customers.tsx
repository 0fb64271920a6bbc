import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { AppError } from '../../domain/app-error.ts';
import { roleCan } from '../../domain/staff/roles.ts';
import { staffHeaders, staffRobots, staffTitle, useStaffSession } from '../features/staff/index.ts';
import { CustomerResults, customerKeys, searchCustomers } from '../features/staff-customers/index.ts';
import { Button } from '../ui/button.tsx';
import styles from '../features/staff-customers/staff-customers.module.css';
import pages from './staff-pages.module.css';

export const meta = () => [{ title: staffTitle('Customers') }, staffRobots];
export const headers = staffHeaders;

/** /staff/customers: a manager finds a customer of their stores (an admin: anyone) by name, e-mail, phone or order. */
export default function StaffCustomers() {
  const { session } = useStaffSession();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [typed, setTyped] = useState(q);
  const role = session && !session.staff.must_change_password ? session.staff.role : null;
  const allowed = role !== null && roleCan(role, 'read-customers');
  const found = useQuery({
    queryKey: customerKeys.search(q),
    queryFn: () => searchCustomers(q),
    enabled: allowed && q !== '',
  });
  if (!role) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(typed.trim() ? { q: typed.trim() } : {});
  };
  const mine = !roleCan(role, 'manage-staff');
  const data = found.data;
  const status = !q
    ? 'Type a name, e-mail, phone or order number.'
    : found.isError
      ? ''
      : !data
        ? 'Searching…'
        : data.customers.length === 0
          ? 'No customers match.'
          : `${data.customers.length}${data.has_more ? '+' : ''} ${data.customers.length === 1 && !data.has_more ? 'customer' : 'customers'}`;
  return (
    <section aria-labelledby="customers-title">
      <h1 id="customers-title" className={pages.title}>
        Customers
      </h1>
      {!allowed ? (
        <p className={pages.lead}>Only a store manager or a brand admin can look up customers.</p>
      ) : (
        <>
          <p className={pages.lead}>
            {mine ? 'Members who ordered at your stores.' : 'Every member of the brand.'} Open one to see their orders,
            refunds, gift cards and rewards.
          </p>
          <form role="search" aria-label="Find a customer" className={styles.search} onSubmit={submit}>
            <div className={pages.field}>
              <label htmlFor="customer-q">Name, e-mail, phone or order number</label>
              <input
                id="customer-q"
                type="search"
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            </div>
            <Button type="submit">Search</Button>
          </form>
          <p role="alert" className={pages.formError}>
            {found.isError ? AppError.from(found.error).message : ''}
          </p>
          <p role="status" className={pages.muted}>
            {status}
          </p>
          {data?.customers.length ? <CustomerResults customers={data.customers} mine={mine} /> : null}
        </>
      )}
    </section>
  );
}

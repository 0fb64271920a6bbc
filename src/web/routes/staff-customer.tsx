import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { AppError } from '../../domain/app-error.ts';
import { roleCan } from '../../domain/staff/roles.ts';
import { staffHeaders, staffRobots, staffTitle, useStaffSession } from '../features/staff/index.ts';
import {
  CustomerContact,
  CustomerOrders,
  CustomerRewardsPanel,
  PointsHistory,
  customerKeys,
  getCustomer,
} from '../features/staff-customers/index.ts';
import styles from '../features/staff-customers/staff-customers.module.css';
import pages from './staff-pages.module.css';

export const meta = () => [{ title: staffTitle('Customer') }, staffRobots];
export const headers = staffHeaders;

/** /staff/customers/{memberId}: contact, gift cards and rewards beside the customer's orders and refunds. */
export default function StaffCustomer() {
  const { memberId = '' } = useParams();
  const { session } = useStaffSession();
  const role = session && !session.staff.must_change_password ? session.staff.role : null;
  const allowed = role !== null && roleCan(role, 'read-customers');
  const one = useQuery({
    queryKey: customerKeys.one(memberId),
    queryFn: () => getCustomer(memberId),
    enabled: allowed,
    retry: false,
  });
  if (!role) return null;
  const back = (
    <Link to="/staff/customers" className={styles.back}>
      ← Customers
    </Link>
  );
  if (!allowed || one.isError) {
    const missing = one.isError && AppError.from(one.error).status === 404;
    return (
      <section aria-labelledby="customer-title">
        {back}
        <h1 id="customer-title" className={pages.title}>
          {missing ? 'Customer not found' : 'Customer'}
        </h1>
        <p className={pages.lead} role="alert">
          {!allowed
            ? 'Only a store manager or a brand admin can look up customers.'
            : missing
              ? 'No such customer has ordered at your stores.'
              : AppError.from(one.error).message}
        </p>
      </section>
    );
  }
  const detail = one.data;
  if (!detail) return <p aria-live="polite">Loading the customer…</p>;
  // Times not tied to an order read in the clock of the store the customer last ordered at.
  const timeZone = detail.orders[0]?.time_zone;
  return (
    <section aria-labelledby="customer-title">
      {back}
      <h1 id="customer-title" className={pages.title}>
        {detail.customer.name}
      </h1>
      <div className={styles.layout}>
        <div className={styles.column}>
          <CustomerContact detail={detail} timeZone={timeZone} />
          <CustomerRewardsPanel
            customerId={detail.customer.id}
            name={detail.customer.name}
            rewards={detail.rewards}
            canAdjust={roleCan(role, 'adjust-rewards')}
          />
        </div>
        <div className={styles.column}>
          <CustomerOrders detail={detail} />
          {detail.rewards ? <PointsHistory rewards={detail.rewards} timeZone={timeZone} /> : null}
        </div>
      </div>
    </section>
  );
}

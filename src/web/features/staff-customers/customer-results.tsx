import { Link } from 'react-router';
import { formatPhone } from '../../../domain/locations/format.ts';
import type { CustomerHit } from '../../../domain/customers/customer-search-contract.ts';
import { DataTable, SubLine } from '../../ui/data-table.tsx';
import { dateOnly } from './customer-format.ts';

/** The members a search found, each a link to their page. */
export function CustomerResults({ customers, mine }: { customers: CustomerHit[]; mine: boolean }) {
  return (
    <DataTable
      caption="Customers found"
      rows={customers}
      rowKey={(c) => c.id}
      columns={[
        {
          label: 'Customer',
          cell: (c) => (
            <>
              <Link to={`/staff/customers/${c.id}`}>{c.name}</Link>
              {c.email ? <SubLine>{c.email}</SubLine> : null}
            </>
          ),
        },
        { label: 'Phone', cell: (c) => (c.phone ? formatPhone(c.phone) : '—') },
        {
          label: mine ? 'Orders at your stores' : 'Orders',
          numeric: true,
          cell: (c) => (
            <>
              {c.orders}
              {c.last_order_at ? <SubLine>Last {dateOnly(c.last_order_at)}</SubLine> : null}
            </>
          ),
        },
      ]}
    />
  );
}

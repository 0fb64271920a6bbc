import { Link, useLocation } from 'react-router';
import { formatPhone } from '../../../domain/locations/format.ts';
import { HANDOFF_LABELS } from '../../../domain/handoff-modes.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import type { OrderSearchHit } from '../../../domain/orders/order-search-contract.ts';
import { ORDER_STATUS_LABELS } from '../../../domain/orders/order-schema.ts';
import { DataTable, SubLine } from '../../ui/data-table.tsx';
import { readyWords, storeTime } from './order-words.ts';

/** The search's results, each opening its order page (which links back to this search). */
export function OrderResults({ orders }: { orders: OrderSearchHit[] }) {
  const { search } = useLocation();
  return (
    <DataTable
      caption="Orders found, newest first"
      rows={orders}
      rowKey={(o) => o.id}
      columns={[
        {
          label: 'Order',
          cell: (o) => (
            <>
              <Link
                to={`/staff/orders/${o.id}`}
                state={{ search }}
                aria-label={`Order #${o.number}, ${o.customer.name}`}
              >
                <strong>#{o.number}</strong>
              </Link>
              <SubLine>{o.location_name}</SubLine>
            </>
          ),
        },
        { label: 'Placed', cell: (o) => storeTime(o.placed_at, o.time_zone) },
        {
          label: 'Customer',
          cell: (o) => (
            <>
              {o.customer.name}
              {o.customer.phone ? <SubLine>{formatPhone(o.customer.phone)}</SubLine> : null}
              <SubLine>{o.customer.email}</SubLine>
            </>
          ),
        },
        {
          label: 'Handoff',
          cell: (o) => (
            <>
              {HANDOFF_LABELS[o.handoff]}
              <SubLine>{readyWords(o.ready_local)}</SubLine>
            </>
          ),
        },
        { label: 'Status', cell: (o) => ORDER_STATUS_LABELS[o.status] },
        {
          label: 'Total',
          numeric: true,
          cell: (o) => (
            <>
              {formatCents(o.total_cents)}
              {o.refunded_cents > 0 ? <SubLine>{formatCents(o.refunded_cents)} refunded</SubLine> : null}
            </>
          ),
        },
      ]}
    />
  );
}

import { formatPhone } from '../../../domain/locations/format.ts';
import { HANDOFF_LABELS } from '../../../domain/handoff-modes.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import type { OrderSearchHit } from '../../../domain/orders/order-search-contract.ts';
import { ORDER_STATUS_LABELS } from '../../../domain/orders/order-schema.ts';
import { DataTable, SubLine } from '../../ui/data-table.tsx';

/** When the order was placed, in its store's clock. */
const placed = (o: OrderSearchHit) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: o.time_zone }).format(
    new Date(o.placed_at),
  );

/** 'YYYYMMDD HH:mm' → "Dec 24, 8:00 AM". */
function readyWords(local: string): string {
  const [, y, m, d, hh, mm] = /^(\d{4})(\d{2})(\d{2}) (\d{2}):(\d{2})$/.exec(local) ?? [];
  if (!y) return local;
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm)));
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(day);
}

export function OrderResults({ orders }: { orders: OrderSearchHit[] }) {
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
              <strong>#{o.number}</strong>
              <SubLine>{o.location_name}</SubLine>
            </>
          ),
        },
        { label: 'Placed', cell: placed },
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

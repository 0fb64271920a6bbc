import { Link } from 'react-router';
import type { CustomerDetail } from '../../../domain/customers/customer-detail-contract.ts';
import { HANDOFF_LABELS } from '../../../domain/handoff-modes.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import { ORDER_STATUS_LABELS } from '../../../domain/orders/order-schema.ts';
import { DataTable, SubLine } from '../../ui/data-table.tsx';
import pages from '../../routes/staff-pages.module.css';
import { dateTime } from './customer-format.ts';

const orderLink = (id: string, number: number) => <Link to={`/staff/orders/${id}`}>#{number}</Link>;

/** The customer's orders (each opens its order page) and the refunds of them, newest first. */
export function CustomerOrders({ detail }: { detail: CustomerDetail }) {
  const where = detail.scope === 'stores' ? ' at your stores' : '';
  const zoneOf = new Map(detail.orders.map((o) => [o.id, o.time_zone]));
  return (
    <>
      <section aria-labelledby="customer-orders" className={pages.panel}>
        <h2 id="customer-orders" className={pages.subtitle} style={{ marginTop: 0 }}>
          Orders{where}
        </h2>
        {detail.orders.length === 0 ? (
          <p className={pages.muted}>No orders{where}.</p>
        ) : (
          <>
            <DataTable
              caption={`Orders${where}, newest first`}
              rows={detail.orders}
              rowKey={(o) => o.id}
              columns={[
                {
                  label: 'Order',
                  cell: (o) => (
                    <>
                      <strong>{orderLink(o.id, o.number)}</strong>
                      <SubLine>{o.location_name}</SubLine>
                    </>
                  ),
                },
                { label: 'Placed', cell: (o) => dateTime(o.placed_at, o.time_zone) },
                {
                  label: 'Status',
                  cell: (o) => (
                    <>
                      {ORDER_STATUS_LABELS[o.status]}
                      <SubLine>{HANDOFF_LABELS[o.handoff]}</SubLine>
                    </>
                  ),
                },
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
            {detail.order_count > detail.orders.length ? (
              <p className={pages.muted}>
                The newest {detail.orders.length} of {detail.order_count} orders.
              </p>
            ) : null}
          </>
        )}
      </section>
      <section aria-labelledby="customer-refunds" className={pages.panel}>
        <h2 id="customer-refunds" className={pages.subtitle} style={{ marginTop: 0 }}>
          Refunds
        </h2>
        {detail.refunds.length === 0 ? (
          <p className={pages.muted}>No refunds.</p>
        ) : (
          <DataTable
            caption="Refunds, newest first"
            rows={detail.refunds}
            rowKey={(r) => r.id}
            columns={[
              { label: 'When', cell: (r) => dateTime(r.at, zoneOf.get(r.order_id)) },
              { label: 'Order', cell: (r) => orderLink(r.order_id, r.order_number) },
              {
                label: 'Reason',
                cell: (r) => (
                  <>
                    {r.reason}
                    {r.by ? <SubLine>by {r.by}</SubLine> : null}
                  </>
                ),
              },
              { label: 'Amount', numeric: true, cell: (r) => formatCents(r.amount_cents) },
            ]}
          />
        )}
      </section>
    </>
  );
}

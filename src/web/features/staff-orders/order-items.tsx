import { useId } from 'react';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import type { StaffOrder, StaffOrderLine } from '../../../domain/orders/staff-order-contract.ts';
import { DataTable, SubLine } from '../../ui/data-table.tsx';
import pages from '../../routes/staff-pages.module.css';
import styles from './staff-orders.module.css';

/** The receipt's totals, in its order; a zero fee or tip is left out. */
function totalRows(order: StaffOrder): [string, number][] {
  const t = order.totals;
  const discount = order.discounts.map((d) => d.label).join(', ') || order.coupon || 'Discount';
  return [
    ['Subtotal', t.subtotal],
    ...(t.discount ? [[discount, -t.discount] as [string, number]] : []),
    ['Tax', t.tax],
    ...(t.fees ? [['Service fee', t.fees] as [string, number]] : []),
    ...(t.handoff ? [['Delivery fee', t.handoff] as [string, number]] : []),
    ...(t.tip ? [['Tip', t.tip] as [string, number]] : []),
  ];
}

/** The items as sold (choices, who each is for, instructions), their prices, what was refunded, and the totals. */
export function OrderItems({ order }: { order: StaffOrder }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={pages.panel}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Items
      </h2>
      <DataTable<StaffOrderLine>
        caption={`Items of order #${order.number}`}
        rows={order.lines}
        rowKey={(l) => l.id}
        columns={[
          {
            label: 'Item',
            cell: (l) => (
              <>
                <strong>
                  {l.quantity} × {l.name}
                </strong>
                {l.choices.length ? <SubLine>{l.choices.join(', ')}</SubLine> : null}
                {l.made_for ? <SubLine>Made for: {l.made_for}</SubLine> : null}
                {l.instructions ? <SubLine>Instructions: {l.instructions}</SubLine> : null}
              </>
            ),
          },
          { label: 'Each', numeric: true, cell: (l) => formatCents(l.unit_cents) },
          {
            label: 'Price',
            numeric: true,
            cell: (l) => (
              <>
                {formatCents(l.total_cents)}
                {l.refunded_quantity ? <SubLine>{l.refunded_quantity} refunded</SubLine> : null}
              </>
            ),
          },
        ]}
      />
      <dl className={styles.totals}>
        {totalRows(order).map(([label, cents]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatCents(cents)}</dd>
          </div>
        ))}
        <div className={styles.grand}>
          <dt>Total</dt>
          <dd>{formatCents(order.totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

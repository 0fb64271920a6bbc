import { HANDOFF_LABELS } from '../../../domain/handoff-modes.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import type { SalesReport } from '../../../domain/reports/report-contract.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { formatDay, formatHour } from './report-dates.ts';
import styles from './reports.module.css';

const money = formatCents;

/** The report's breakdowns: days and stores, handoffs, payment methods, items sold and hours. */
export function ReportBreakdowns({ report }: { report: SalesReport }) {
  const several = report.by_day_and_location.length > 1;
  return (
    <>
      {several ? (
        <section aria-labelledby="report-days">
          <h2 id="report-days" className={styles.subtitle}>
            By day and store
          </h2>
          <DataTable
            caption="Sales by business day and store"
            rows={report.by_day_and_location}
            rowKey={(r) => `${r.date}-${r.location_id}`}
            columns={[
              { label: 'Day', cell: (r) => formatDay(r.date) },
              { label: 'Store', cell: (r) => r.name },
              { label: 'Orders', cell: (r) => r.orders, numeric: true },
              { label: 'Net sales', cell: (r) => money(r.net_sales_cents), numeric: true },
              { label: 'Tax', cell: (r) => money(r.tax_cents), numeric: true },
              { label: 'Tips', cell: (r) => money(r.tips_cents), numeric: true },
              { label: 'Total collected', cell: (r) => money(r.total_collected_cents), numeric: true },
            ]}
          />
        </section>
      ) : null}
      <div className={styles.pair}>
        <section aria-labelledby="report-handoffs">
          <h2 id="report-handoffs" className={styles.subtitle}>
            By handoff
          </h2>
          <DataTable
            caption="Sales by handoff"
            rows={report.by_handoff}
            rowKey={(r) => r.handoff}
            columns={[
              { label: 'Handoff', cell: (r) => HANDOFF_LABELS[r.handoff] },
              { label: 'Orders', cell: (r) => r.orders, numeric: true },
              { label: 'Net sales', cell: (r) => money(r.net_sales_cents), numeric: true },
            ]}
          />
        </section>
        <section aria-labelledby="report-payments">
          <h2 id="report-payments" className={styles.subtitle}>
            By payment method
          </h2>
          <DataTable
            caption="Payments by method"
            rows={report.by_payment}
            rowKey={(r) => `${r.method}-${r.brand}`}
            columns={[
              { label: 'Method', cell: (r) => r.brand },
              { label: 'Payments', cell: (r) => r.payments, numeric: true },
              { label: 'Amount', cell: (r) => money(r.amount_cents), numeric: true },
              { label: 'Refunded', cell: (r) => money(r.refunded_cents), numeric: true },
            ]}
          />
        </section>
      </div>
      <div className={styles.pair}>
        <section aria-labelledby="report-items">
          <h2 id="report-items" className={styles.subtitle}>
            Product mix
          </h2>
          <DataTable
            caption="Items sold, most first"
            rows={report.product_mix}
            rowKey={(r) => r.product_id}
            columns={[
              { label: 'Item', cell: (r) => r.name },
              { label: 'Sold', cell: (r) => r.quantity, numeric: true },
              { label: 'Sales', cell: (r) => money(r.sales_cents), numeric: true },
            ]}
          />
        </section>
        <section aria-labelledby="report-hours">
          <h2 id="report-hours" className={styles.subtitle}>
            Orders per hour
          </h2>
          <DataTable
            caption="Orders and net sales by hour of the business day"
            rows={report.by_hour}
            rowKey={(r) => String(r.hour)}
            columns={[
              { label: 'Hour', cell: (r) => formatHour(r.hour) },
              { label: 'Orders', cell: (r) => r.orders, numeric: true },
              { label: 'Net sales', cell: (r) => money(r.net_sales_cents), numeric: true },
            ]}
          />
        </section>
      </div>
    </>
  );
}

import { formatCents } from '../../../domain/menu/menu-format.ts';
import type { SalesFigures, SalesReport } from '../../../domain/reports/report-contract.ts';
import styles from './reports.module.css';

const LINES: [keyof SalesFigures, string][] = [
  ['gross_sales_cents', 'Gross sales'],
  ['discounts_cents', 'Discounts'],
  ['refunds_cents', 'Refunds'],
  ['net_sales_cents', 'Net sales'],
  ['tax_cents', 'Tax'],
  ['tips_cents', 'Tips'],
  ['delivery_fees_cents', 'Delivery fees'],
  ['service_fees_cents', 'Service fees'],
  ['total_collected_cents', 'Total collected'],
  ['gift_card_redemptions_cents', 'Gift card redemptions'],
];

/** The headline figures, then the lines a manager reconciles the deposit with. */
export function ReportSummary({ report }: { report: SalesReport }) {
  const s = report.summary;
  return (
    <>
      <dl className={styles.headline}>
        <div>
          <dt>Net sales</dt>
          <dd>{formatCents(s.net_sales_cents)}</dd>
        </div>
        <div>
          <dt>Orders</dt>
          <dd>{s.orders}</dd>
        </div>
        <div>
          <dt>Average ticket</dt>
          <dd>{formatCents(s.average_ticket_cents)}</dd>
        </div>
      </dl>
      <dl className={styles.lines}>
        {LINES.map(([key, label]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd>{formatCents(s[key])}</dd>
          </div>
        ))}
        <div>
          <dt>Cancelled orders (not in sales)</dt>
          <dd>
            {report.cancelled.orders} · {formatCents(report.cancelled.total_cents)}
          </dd>
        </div>
      </dl>
    </>
  );
}

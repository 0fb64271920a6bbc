import { formatCents } from '../../../domain/menu/menu-format.ts';
import { SALES_FIGURE_LABELS, type SalesReport } from '../../../domain/reports/report-contract.ts';
import styles from './reports.module.css';

// The headline shows the average ticket; the lines are the rest.
const LINES = SALES_FIGURE_LABELS.filter(([key]) => key !== 'average_ticket_cents');

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

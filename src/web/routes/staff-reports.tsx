import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AppError } from '../../domain/app-error.ts';
import type { SalesReport, SalesReportQuery } from '../../domain/reports/report-contract.ts';
import { roleCan } from '../../domain/staff/roles.ts';
import {
  formatDay,
  getSalesReport,
  businessDay,
  ordersCsvUrl,
  ReportBreakdowns,
  ReportFilters,
  ReportSummary,
  reportSearch,
  salesCsvUrl,
} from '../features/reports/index.ts';
import { staffHeaders, staffRobots, staffTitle, useStaffSession } from '../features/staff/index.ts';
import styles from './staff-pages.module.css';

export const meta = () => [{ title: staffTitle('Sales reports') }, staffRobots];
export const headers = staffHeaders;

/** The filters as the URL holds them, so a report can be bookmarked or sent; yesterday by default. */
function queryOf(params: URLSearchParams, timeZone: string): SalesReportQuery {
  const yesterday = businessDay(timeZone, -1);
  const location = params.get('location_id');
  return {
    from: params.get('from') ?? yesterday,
    to: params.get('to') ?? params.get('from') ?? yesterday,
    ...(location ? { location_id: location } : {}),
  };
}

const rangeWords = (q: SalesReportQuery) =>
  q.from === q.to ? formatDay(q.from) : `${formatDay(q.from)} – ${formatDay(q.to)}`;

/** /staff/reports: end-of-day and date-range sales for a manager's stores or, for an admin, the brand. */
export default function StaffReports() {
  const { session } = useStaffSession();
  const [params, setParams] = useSearchParams();
  // Yesterday in the (first) store's own zone.
  const zone = session?.locations[0]?.time_zone ?? 'America/New_York';
  const query = queryOf(params, zone);
  const search = reportSearch(query);
  // Each answer remembers the query it answers, so a stale one is never shown for a new query.
  const [answer, setAnswer] = useState<{ search: string; report?: SalesReport; error?: string } | null>(null);
  const allowed = session ? roleCan(session.staff.role, 'read-reports') : false;

  useEffect(() => {
    if (!allowed) return;
    getSalesReport(queryOf(new URLSearchParams(search), zone))
      .then((reply) => setAnswer({ search, report: reply.data.report }))
      .catch((caught: unknown) => setAnswer({ search, error: AppError.from(caught).message }));
  }, [allowed, search, zone]);
  const current = answer?.search === search ? answer : null;
  const report = current?.report ?? null;
  const error = current?.error ?? null;

  if (!session || session.staff.must_change_password) return null;
  if (!allowed) return <p role="alert">Only a store manager or a brand admin can read sales reports.</p>;
  const storeName = query.location_id
    ? (session.locations.find((l) => l.id === query.location_id)?.name ?? query.location_id)
    : session.locations.length === 1
      ? (session.locations[0]?.name ?? '')
      : 'All my stores';
  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title" className={styles.title}>
        Sales reports
      </h1>
      <p className={styles.lead}>
        Business days in each store’s own time zone. Refunds count on the day they were given.
      </p>
      <ReportFilters
        key={search}
        query={query}
        stores={session.locations}
        onChange={(next) => setParams(new URLSearchParams(reportSearch(next)))}
      />
      <h2 className={styles.subtitle}>
        {storeName} · {rangeWords(query)}
      </h2>
      <p role="alert" className={styles.formError}>
        {error ?? ''}
      </p>
      <p role="status" className={styles.muted}>
        {report || error ? '' : 'Loading the report…'}
      </p>
      {report ? (
        <>
          <ReportSummary report={report} />
          <p className={styles.actions}>
            <a href={salesCsvUrl(query)} download>
              Download end-of-day CSV
            </a>
            <a href={ordersCsvUrl(query)} download>
              Download orders CSV
            </a>
          </p>
          {report.summary.orders === 0 && report.summary.refunds_cents === 0 ? (
            <p>No sales on these days.</p>
          ) : (
            <ReportBreakdowns report={report} />
          )}
        </>
      ) : null}
    </section>
  );
}

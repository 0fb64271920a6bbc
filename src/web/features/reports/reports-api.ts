import { salesReportReply, type SalesReportQuery } from '../../../domain/reports/report-contract.ts';
import { staffRequest } from '../staff/index.ts';

/** The query string of a report and of its exports, from the filters as the URL holds them. */
export function reportSearch(query: SalesReportQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.location_id) params.set('location_id', query.location_id);
  return params.toString();
}

export const getSalesReport = (query: SalesReportQuery) =>
  staffRequest(`reports/sales?${reportSearch(query)}`, salesReportReply);

export const salesCsvUrl = (query: SalesReportQuery) => `/api/staff/reports/sales.csv?${reportSearch(query)}`;
export const ordersCsvUrl = (query: SalesReportQuery) => `/api/staff/reports/orders.csv?${reportSearch(query)}`;

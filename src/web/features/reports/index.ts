// The staff reports feature's public entry: the sales report's client, filters, summary and breakdowns.
export { getSalesReport, ordersCsvUrl, reportSearch, salesCsvUrl } from './reports-api.ts';
export { businessDay, formatDay } from './report-dates.ts';
export { ReportFilters } from './report-filters.tsx';
export { ReportSummary } from './report-summary.tsx';
export { ReportBreakdowns } from './report-breakdowns.tsx';

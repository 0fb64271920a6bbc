// The reports module's public entry: sales reports and their CSV exports for the store office.
export { reportRoutes } from './routes.ts';
export { createReportsService, type ReportsService } from './service.ts';

import type { SalesReport } from '../../../domain/reports/report-contract.ts';
import { figuresBy, figuresOf } from '../../../domain/reports/sales-rollup.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

export interface ReportLocation {
  id: string;
  name: string;
  time_zone: string;
}

/** Sales reports read from order, payment and refund rows, in each store's own time zone. */
export function createReportsService(db: Db) {
  async function salesReport(locations: ReportLocation[], from: string, to: string): Promise<SalesReport> {
    const scope = { locationIds: locations.map((l) => l.id), from, to };
    const [sales, refunds, byPayment, mix, cancelled] = await Promise.all([
      repo.saleCells(db, scope),
      repo.refundCells(db, scope),
      repo.paymentMethods(db, scope),
      repo.productMix(db, scope),
      repo.cancelledOrders(db, scope),
    ]);
    const nameOf = (id: string) => locations.find((l) => l.id === id)?.name ?? id;
    const days = figuresBy('date', sales, refunds);
    return {
      from,
      to,
      locations,
      summary: figuresOf(sales, refunds),
      by_day: days.map((g) => ({ date: g.value, ...g.figures })),
      by_location: figuresBy('locationId', sales, refunds).map((g) => ({
        location_id: g.value,
        name: nameOf(g.value),
        ...g.figures,
      })),
      by_day_and_location: days.flatMap((day) =>
        figuresBy(
          'locationId',
          sales.filter((c) => c.date === day.value),
          refunds.filter((r) => r.date === day.value),
        ).map((g) => ({ date: day.value, location_id: g.value, name: nameOf(g.value), ...g.figures })),
      ),
      by_handoff: figuresBy('handoff', sales, refunds).map((g) => ({ handoff: g.value, ...g.figures })),
      by_hour: figuresBy('hour', sales, refunds).map((g) => ({ hour: g.value, ...g.figures })),
      by_payment: byPayment,
      product_mix: mix,
      cancelled,
    };
  }

  return {
    salesReport,
    /** The stores a report may cover: the given ids, or every store. */
    locations: (ids: string[] | 'all') => repo.reportLocations(db, ids),
    ordersForExport: (locations: ReportLocation[], from: string, to: string) =>
      repo.ordersForExport(db, { locationIds: locations.map((l) => l.id), from, to }),
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;

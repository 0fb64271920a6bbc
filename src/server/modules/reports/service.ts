import type { SalesFigures, SalesReport } from '../../../domain/reports/report-contract.ts';
import { figuresBy, figuresOf } from '../../../domain/reports/sales-rollup.ts';
import type { Db } from '../../db/client.ts';
import { ordersMoney } from '../refunds/index.ts';
import * as repo from './repo.ts';

export interface ReportLocation {
  id: string;
  name: string;
  time_zone: string;
}

export type OrderExport = repo.OrderExportRow & { card_cents: number; gift_card_cents: number; refunded_cents: number };

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

  /** Each store's figures for one business day of its own (today, for the all-stores view), by the report's rules. */
  async function dayFigures(stores: readonly { id: string; date: string }[]): Promise<Map<string, SalesFigures>> {
    const byDate = new Map<string, string[]>();
    for (const s of stores) byDate.set(s.date, [...(byDate.get(s.date) ?? []), s.id]);
    const figures = new Map<string, SalesFigures>();
    await Promise.all(
      [...byDate].map(async ([date, locationIds]) => {
        const scope = { locationIds, from: date, to: date };
        const [sales, refunds] = await Promise.all([repo.saleCells(db, scope), repo.refundCells(db, scope)]);
        for (const id of locationIds)
          figures.set(
            id,
            figuresOf(
              sales.filter((c) => c.locationId === id),
              refunds.filter((r) => r.locationId === id),
            ),
          );
      }),
    );
    return figures;
  }

  return {
    salesReport,
    dayFigures,
    /** The stores a report may cover: the given ids, or every store. */
    locations: (ids: string[] | 'all') => repo.reportLocations(db, ids),
    /** The orders behind a report, each with its money by the same rules as the board, order and refund pages. */
    async ordersForExport(locations: ReportLocation[], from: string, to: string): Promise<OrderExport[]> {
      const rows = await repo.ordersForExport(db, { locationIds: locations.map((l) => l.id), from, to });
      const money = await ordersMoney(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((row) => {
        const m = money.get(row.id);
        const paid = (kind: 'card' | 'gift_card') =>
          (m?.payments ?? []).filter((p) => p.kind === kind).reduce((sum, p) => sum + p.paidCents, 0);
        return {
          ...row,
          card_cents: paid('card'),
          gift_card_cents: paid('gift_card'),
          refunded_cents: m?.refundedCents ?? 0,
        };
      });
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;

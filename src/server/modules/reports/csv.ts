import { stringify } from 'csv-stringify/sync';
import { SALES_FIGURE_LABELS, type SalesFigures, type SalesReport } from '../../../domain/reports/report-contract.ts';
import type { OrderExport } from './service.ts';

/** Cents as a plain decimal ("-12.05"), which every spreadsheet reads as a number. */
export function decimal(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A name a customer typed must not run as a spreadsheet formula. */
const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const figureCells = (f: SalesFigures) => [String(f.orders), ...SALES_FIGURE_LABELS.map(([key]) => decimal(f[key]))];

/** The end-of-day export: a row per business day and store, then the total of the range. */
export function salesCsv(report: SalesReport): string {
  const header = ['Date', 'Store', 'Orders', ...SALES_FIGURE_LABELS.map(([, label]) => label)];
  const rows = report.by_day_and_location.map((r) => [r.date, text(r.name), ...figureCells(r)]);
  const totalLabel = report.locations.length === 1 ? (report.locations[0]?.name ?? '') : 'All stores';
  rows.push([`${report.from} to ${report.to}`, text(totalLabel), ...figureCells(report.summary)]);
  return stringify([header, ...rows]);
}

/** The orders behind a report, cancelled ones included with their status. */
export function ordersCsv(orders: OrderExport[], storeName: (id: string) => string): string {
  const header = [
    'Order',
    'Store',
    'Placed',
    'Ready',
    'Handoff',
    'Status',
    'Customer',
    'Items',
    'Subtotal',
    'Discount',
    'Tax',
    'Service fee',
    'Delivery fee',
    'Tip',
    'Total',
    'Paid by card',
    'Paid by gift card',
    'Refunded',
  ];
  const rows = orders.map((o) => [
    String(o.number),
    text(storeName(o.location_id)),
    o.placed_local,
    o.ready_local,
    o.handoff,
    o.status,
    text(o.customer),
    String(o.items),
    decimal(o.totals.subtotal),
    decimal(o.totals.discount),
    decimal(o.totals.tax),
    decimal(o.totals.fees),
    decimal(o.totals.handoff),
    decimal(o.totals.tip),
    decimal(o.totals.total),
    decimal(o.card_cents),
    decimal(o.gift_card_cents),
    decimal(o.refunded_cents),
  ]);
  return stringify([header, ...rows]);
}

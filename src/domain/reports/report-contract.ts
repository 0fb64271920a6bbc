import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { handoffMode } from '../app-info.ts';
import { isCalendarDate } from '../store-ops/hours-rules.ts';

/** A report covers at most about a quarter: longer ranges are an export job, not a page. */
export const REPORT_MAX_DAYS = 92;

const reportDate = (words: string) =>
  z
    .string({ error: `Choose ${words}, e.g. 2026-12-01` })
    .refine(isCalendarDate, { error: `Choose ${words}, e.g. 2026-12-01` });

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** GET /api/staff/reports/sales(.csv): business days in each store's own time zone, both ends included. */
export const salesReportQuery = z
  .strictObject({
    from: reportDate('a start date (from)'),
    to: reportDate('an end date (to)'),
    location_id: z
      .string({ error: 'location_id must be a location id' })
      .min(1, { error: 'location_id must be a location id' })
      .max(64, { error: 'A location id is at most 64 characters' })
      .optional(),
  })
  .superRefine((q, ctx) => {
    const days = dayNumber(q.to) - dayNumber(q.from) + 1;
    if (days < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date (to) must be on or after the start date (from)',
      });
    else if (days > REPORT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `A report covers at most ${REPORT_MAX_DAYS} days` });
  });
export type SalesReportQuery = z.infer<typeof salesReportQuery>;

const cents = z.number().int();
const count = z.number().int().nonnegative();

/** The figures every row of a report carries, in integer cents. */
export const salesFigures = z.object({
  orders: count,
  /** Items at their menu prices, before discounts. */
  gross_sales_cents: cents,
  discounts_cents: cents,
  /** Money given back by staff refunds on these days (cancelled orders are not sales at all). */
  refunds_cents: cents,
  /** Gross sales − discounts − refunds. */
  net_sales_cents: cents,
  tax_cents: cents,
  tips_cents: cents,
  delivery_fees_cents: cents,
  service_fees_cents: cents,
  /** What customers paid: items − discounts + tax + fees + tips. */
  total_collected_cents: cents,
  gift_card_redemptions_cents: cents,
  /** Net sales per order, rounded to the cent. */
  average_ticket_cents: cents,
});
export type SalesFigures = z.infer<typeof salesFigures>;

/** The money figures in the order a manager reads them, with their names (page and CSV). */
export const SALES_FIGURE_LABELS: [Exclude<keyof SalesFigures, 'orders'>, string][] = [
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
  ['average_ticket_cents', 'Average ticket'],
];

export const paymentMethodRow = z.object({
  method: z.enum(['card', 'gift_card']),
  /** The card brand; "Gift card" for gift cards. */
  brand: z.string(),
  payments: count,
  amount_cents: cents,
  refunded_cents: cents,
});
export type PaymentMethodRow = z.infer<typeof paymentMethodRow>;

export const productMixRow = z.object({
  product_id: z.string(),
  name: z.string(),
  quantity: count,
  sales_cents: cents,
});
export type ProductMixRow = z.infer<typeof productMixRow>;

export const salesReport = z.object({
  from: z.string(),
  to: z.string(),
  locations: z.array(z.object({ id: z.string(), name: z.string(), time_zone: z.string() })),
  summary: salesFigures,
  by_day: z.array(salesFigures.extend({ date: z.string() })),
  by_location: z.array(salesFigures.extend({ location_id: z.string(), name: z.string() })),
  /** The end-of-day rows: one per store and business day that had a sale or a refund. */
  by_day_and_location: z.array(salesFigures.extend({ date: z.string(), location_id: z.string(), name: z.string() })),
  by_handoff: z.array(salesFigures.extend({ handoff: handoffMode })),
  by_hour: z.array(salesFigures.extend({ hour: z.number().int().min(0).max(23) })),
  by_payment: z.array(paymentMethodRow),
  product_mix: z.array(productMixRow),
  cancelled: z.object({ orders: count, total_cents: cents }),
});
export type SalesReport = z.infer<typeof salesReport>;
export const salesReportReply = okEnvelope(z.object({ report: salesReport }));

import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { handoffMode } from '../app-info.ts';
import { isCalendarDate } from '../store-ops/hours-rules.ts';
import { ORDER_STATUSES } from './order-schema.ts';

export const ORDER_SEARCH_PAGE_SIZE = 25;

const day = (words: string) =>
  z
    .string()
    .refine(isCalendarDate, { error: `Choose ${words}, e.g. 2026-12-01` })
    .optional();

/** GET /api/staff/orders: any order of the caller's stores by number, phone, e-mail or name, newest first. */
export const orderSearchQuery = z.strictObject({
  q: z.string().max(100, { error: 'Search for at most 100 characters' }).optional(),
  location_id: z.string().min(1).max(64, { error: 'A location id is at most 64 characters' }).optional(),
  from: day('a start date (from)'),
  to: day('an end date (to)'),
  handoff: z
    .enum(handoffMode.options, { error: `handoff must be one of ${handoffMode.options.join(', ')}` })
    .optional(),
  status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page starts at 1' })
    .max(1000, { error: 'page is too large' })
    .default(1),
});
export type OrderSearchQuery = z.infer<typeof orderSearchQuery>;

export const orderSearchHit = z.object({
  id: z.string(),
  number: z.number().int(),
  location_id: z.string(),
  location_name: z.string(),
  time_zone: z.string(),
  placed_at: z.string(),
  /** 'YYYYMMDD HH:mm' in the store's zone: when the customer comes (or the courier leaves). */
  ready_local: z.string(),
  handoff: handoffMode,
  status: z.enum(ORDER_STATUSES),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  total_cents: z.number().int(),
  refunded_cents: z.number().int(),
});
export type OrderSearchHit = z.infer<typeof orderSearchHit>;

export const orderSearchReply = okEnvelope(
  z.object({ orders: z.array(orderSearchHit), page: z.number().int(), has_more: z.boolean() }),
);

import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { handoffMode } from '../app-info.ts';
import { ORDER_STATUSES } from '../orders/order-schema.ts';
import { LEDGER_KINDS } from '../rewards/history.ts';

export const CUSTOMER_ORDERS_SHOWN = 50;
export const CUSTOMER_HISTORY_SHOWN = 50;

/** GET /api/staff/customers/{id}: one member as the store office sees them. */
export const customerParams = z.strictObject({
  id: z.uuid({ error: 'id must be a customer id' }),
});

export const customerOrder = z.object({
  id: z.string(),
  number: z.number().int(),
  location_name: z.string(),
  time_zone: z.string(),
  placed_at: z.string(),
  handoff: handoffMode,
  status: z.enum(ORDER_STATUSES),
  total_cents: z.number().int(),
  refunded_cents: z.number().int(),
});
export type CustomerOrder = z.infer<typeof customerOrder>;

export const customerRefund = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.number().int(),
  amount_cents: z.number().int(),
  reason: z.string(),
  by: z.string().nullable(),
  at: z.string(),
});
export type CustomerRefund = z.infer<typeof customerRefund>;

/** A gift card on file: its last four digits only (the number and PIN are never stored). */
export const customerGiftCard = z.object({
  last4: z.string(),
  balance_cents: z.number().int(),
  added_at: z.string(),
});

export const rewardsEntry = z.object({
  id: z.string(),
  kind: z.enum(LEDGER_KINDS),
  points: z.number().int(),
  text: z.string(),
  at: z.string(),
  /** The staff member who adjusted the points, for an adjustment. */
  by: z.string().nullable(),
});
export type RewardsEntry = z.infer<typeof rewardsEntry>;

export const customerRewards = z.object({
  balance: z.number().int(),
  /** When the points lapse without activity (ISO), or null with nothing to lapse. */
  expires_at: z.string().nullable(),
  /** The points lapsed at expires_at (the balance reads 0 until the lapse is posted). */
  lapsed: z.boolean(),
  history: z.array(rewardsEntry),
});
export type CustomerRewards = z.infer<typeof customerRewards>;

export const customerDetail = z.object({
  customer: z.object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    member_since: z.string(),
  }),
  /** `stores`: orders and refunds are those of the caller's stores (a manager); `all`: an admin's. */
  scope: z.enum(['all', 'stores']),
  order_count: z.number().int(),
  orders: z.array(customerOrder),
  refunds: z.array(customerRefund),
  gift_cards: z.array(customerGiftCard),
  /** Null while rewards are switched off for the brand. */
  rewards: customerRewards.nullable(),
});
export type CustomerDetail = z.infer<typeof customerDetail>;

export const customerDetailReply = okEnvelope(customerDetail);

import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { handoffMode } from '../app-info.ts';
import { ticketSchema } from '../board/ticket-contract.ts';
import { cartTotalsSchema } from '../cart/cart-contract.ts';
import { refundRecord } from '../refunds/refund-contract.ts';
import { orderStatus } from './order-schema.ts';

/**
 * GET /api/staff/orders/{orderId}: everything about one order of a store the caller runs (another
 * store's order is a 404, like an unknown id): its items with their choices and prices, totals,
 * payments, refunds, rewards, its history and audit entries, and its kitchen ticket for a reprint.
 * Money in integer cents, every figure from the server (refunds/order-money.ts).
 */
export const staffOrderParams = z.strictObject({ orderId: z.uuid({ error: 'The order id is not valid.' }) });

export const staffOrderLine = z.object({
  id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  /** Choice names as sold ("2× Oat milk", "Message: “Happy birthday”"). */
  choices: z.array(z.string()),
  made_for: z.string().nullable(),
  instructions: z.string().nullable(),
  unit_cents: z.number().int(),
  total_cents: z.number().int(),
  /** Units staff refunds took back; the rest may still be refunded by item. */
  refunded_quantity: z.number().int(),
});
export type StaffOrderLine = z.infer<typeof staffOrderLine>;

export const staffOrderPayment = z.object({
  kind: z.enum(['card', 'gift_card']),
  brand: z.string(),
  last4: z.string(),
  amount_cents: z.number().int(),
  paid_cents: z.number().int(),
  refunded_cents: z.number().int(),
  left_cents: z.number().int(),
  state: z.enum(['paid', 'partly_refunded', 'refunded', 'released', 'refund_failed']),
});

export const staffOrderMoney = z.object({
  paid_cents: z.number().int(),
  refunded_cents: z.number().int(),
  /** Paid less refunded. */
  left_cents: z.number().int(),
  /** What a refund may still give back: a completed order's captured payments only. */
  refundable_cents: z.number().int(),
  /** A refund can be given now (completed, captured, something left). */
  can_refund: z.boolean(),
});

export const staffOrder = z.object({
  id: z.string(),
  number: z.number().int(),
  status: orderStatus,
  location: z.object({ id: z.string(), name: z.string(), time_zone: z.string() }),
  placed_at: z.string(),
  handoff: handoffMode,
  time_mode: z.enum(['asap', 'advance']),
  /** 'YYYYMMDD HH:mm' in the store's zone. */
  ready_local: z.string(),
  catering: z.boolean(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable(), member: z.boolean() }),
  vehicle: z.string().nullable(),
  delivery_address: z.string().nullable(),
  lines: z.array(staffOrderLine),
  coupon: z.string().nullable(),
  discounts: z.array(z.object({ label: z.string() })),
  totals: cartTotalsSchema,
  payments: z.array(staffOrderPayment),
  money: staffOrderMoney,
  refunds: z.array(refundRecord),
  /** The order's points ledger entries in plain words ("+52 points — order #1043"). */
  rewards: z.array(z.object({ at: z.string(), kind: z.string(), points: z.number().int(), text: z.string() })),
  timeline: z.array(
    z.object({ at: z.string(), kind: z.enum(['placed', 'status', 'cancelled', 'refund', 'email']), text: z.string() }),
  ),
  /** The order's audit entries, newest first, in plain words. */
  audit: z.array(z.object({ id: z.string(), at: z.string(), summary: z.string() })),
  cancel_reason: z.string().nullable(),
  /** The kitchen ticket as the board prints it. */
  ticket: ticketSchema,
});
export type StaffOrder = z.infer<typeof staffOrder>;

export const staffOrderReply = okEnvelope(z.object({ order: staffOrder }));

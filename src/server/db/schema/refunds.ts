import { sql, type AnyColumn } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidId } from './columns.ts';
import { orders } from './orders.ts';
import { staffMembers } from './staff.ts';

/** One payment's share of a refund: where that part of the money went back. */
export interface RefundPartRow {
  paymentId: string;
  kind: 'card' | 'gift_card';
  brand: string;
  last4: string;
  amountCents: number;
  /** refunded: the card processor or the gift card took it back; pending: the processor call has not succeeded yet. */
  state: 'refunded' | 'pending';
}

/** One refunded line of a refund by items: how many of its units, and what they gave back. */
export interface RefundLineRow {
  lineId: string;
  name: string;
  quantity: number;
  amountCents: number;
}

/**
 * Refunds of completed orders by staff: full or partial, each a row with
 * its amount, reason, who gave it, and how it was split over the order's payments. `refund_key`
 * (the request's Idempotency-Key, scoped to the order) is unique, so a retried click refunds once.
 * The sum of an order's rows never exceeds what was paid: each is written with the order row locked.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuidId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    refundKey: text('refund_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.id),
    parts: jsonb('parts').$type<RefundPartRow[]>().notNull(),
    /** A refund by items: its lines (no unit is refunded twice); empty for a refund by amount. */
    lines: jsonb('lines').$type<RefundLineRow[]>().notNull().default([]),
    /** Reward points this refund took back (0 without a member or with rewards off). */
    pointsReversed: integer('points_reversed').notNull().default(0),
    /** The customer's refund e-mail: claimed by the one instance that sends it. */
    emailSentAt: timestamptz('email_sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId), check('order_refunds_amount', sql`${t.amountCents} > 0`)],
);

/** What has been refunded of an order so far, in cents (as text: a bigint sum). */
export const refundedCentsOf = (orderId: AnyColumn) =>
  sql<string>`coalesce((select sum(${orderRefunds.amountCents}) from ${orderRefunds} where ${orderRefunds.orderId} = ${orderId}), 0)::text`;

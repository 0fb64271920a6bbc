import { and, asc, desc, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { LIVE_ATTEMPT_STATUSES, paymentStatesBefore } from '../../../domain/checkout/payment-state.ts';
import { orderLines, orders, payments } from '../../db/schema/orders.ts';
import { orderRefunds } from '../../db/schema/refunds.ts';
import type { Tx } from '../../db/tx.ts';
import type { OrderLineRow, OrderRow, PaymentRow } from './order-view.ts';

export async function findOrder(db: Tx, id: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row ?? null;
}

export async function lockOrder(tx: Tx, id: string): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

export async function readOrderParts(
  db: Tx,
  orderIds: string[],
): Promise<{ lines: OrderLineRow[]; pays: PaymentRow[] }> {
  if (orderIds.length === 0) return { lines: [], pays: [] };
  const [lines, pays] = [
    await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.position)),
    await db.select().from(payments).where(inArray(payments.orderId, orderIds)),
  ];
  return { lines, pays };
}

/** A member's orders, newest first; `before` pages on created_at (ties broken by id). */
export async function listMemberOrders(db: Tx, memberId: string, limit: number, before?: Date): Promise<OrderRow[]> {
  const where = before
    ? and(eq(orders.memberId, memberId), lt(orders.createdAt, before))
    : eq(orders.memberId, memberId);
  return db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.number)).limit(limit);
}

export async function updateOrder(tx: Tx, id: string, patch: Partial<typeof orders.$inferInsert>): Promise<void> {
  await tx
    .update(orders)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

export async function orderPayments(tx: Tx, orderId: string): Promise<PaymentRow[]> {
  return tx.select().from(payments).where(eq(payments.orderId, orderId));
}

/**
 * Writes a payment's outcome. A status change applies only from a state the payment lifecycle
 * allows (src/domain/checkout/payment-state.ts): a late or repeated write can never turn a
 * refund back into a capture. False when it did not apply.
 */
export async function updatePayment(
  tx: Tx,
  id: string,
  patch: Partial<typeof payments.$inferInsert>,
): Promise<boolean> {
  const guard = patch.status
    ? and(eq(payments.id, id), inArray(payments.status, paymentStatesBefore(patch.status)))
    : eq(payments.id, id);
  const rows = await tx
    .update(payments)
    .set({ ...patch, updatedAt: new Date() })
    .where(guard)
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * Records the intent to void a card attempt before the processor is asked: only
 * an attempt no order holds, still live, moves to `voiding`. The row lock this update takes
 * orders it against the order statement, which only takes a live attempt: either the order has
 * the payment and the void does not happen, or the void is recorded and the order is refused.
 * Null when nothing is to be voided; else the processor's id to void (the one known in memory
 * when the row has none yet).
 */
export async function markVoiding(
  tx: Tx,
  id: string,
  why: string,
  knownRef: string | null,
): Promise<{ ref: string | null } | null> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'voiding', failure: why, updatedAt: new Date(), ...(knownRef ? { providerRef: knownRef } : {}) })
    .where(and(eq(payments.id, id), isNull(payments.orderId), inArray(payments.status, [...LIVE_ATTEMPT_STATUSES])))
    .returning({ ref: payments.providerRef });
  return row ?? null;
}

/**
 * A group part's order takes its card attempt (the one-statement path does the same in SQL):
 * only a live attempt no other order holds, authorized after `usableAfter`.
 */
export async function attachCardPayment(
  tx: Tx,
  id: string,
  orderId: string,
  ref: string,
  usableAfter: Date,
): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ orderId, status: 'authorized', providerRef: ref, updatedAt: new Date() })
    .where(
      and(
        eq(payments.id, id),
        isNull(payments.orderId),
        inArray(payments.status, ['pending', 'authorized']),
        gt(payments.createdAt, usableAfter),
      ),
    )
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * A pending attempt whose request died before its processor answer was recorded, superseded by
 * another checkout of its cart: it can never be voided (no processor id), so it
 * is closed as failed; a hold it may have made lapses at the processor.
 */
export async function abandonAttempt(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ status: 'failed', failure: 'abandoned', updatedAt: new Date() })
    .where(and(eq(payments.id, id), isNull(payments.orderId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Owner test used by every order read: the member, or the placing session. */
export const ownsOrder = (
  row: Pick<OrderRow, 'memberId' | 'sessionIdHash'>,
  who: { sessionIdHash: string | null; memberId: string | null },
) =>
  (who.memberId !== null && row.memberId === who.memberId) ||
  (who.sessionIdHash !== null && row.sessionIdHash === who.sessionIdHash);

export type OrderRowList = readonly OrderRow[];

/** Sign-in rotates the session: this browser keeps its guest orders and pending payments (like carts). */
export async function handOverOrders(db: Tx, from: string, to: string): Promise<void> {
  await db.update(orders).set({ sessionIdHash: to }).where(eq(orders.sessionIdHash, from));
  await db.update(payments).set({ sessionIdHash: to }).where(eq(payments.sessionIdHash, from));
}

/** Whether staff refunded any of this completed order. */
export async function hasRefunds(tx: Tx, orderId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId))
    .limit(1);
  return Boolean(row);
}

import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { orderLines, orders, payments } from '../../db/schema/orders.ts';
import { orderRefunds, type RefundPartRow } from '../../db/schema/refunds.ts';
import { staffMembers } from '../../db/schema/staff.ts';
import type { Tx } from '../../db/tx.ts';

export type RefundRow = typeof orderRefunds.$inferSelect;
export type RefundWithStaff = RefundRow & { staffName: string | null };

export async function findOrderByNumber(tx: Tx, locationId: string, number: number) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.locationId, locationId), eq(orders.number, number)))
    .limit(1);
  return row ?? null;
}

export async function orderRefundRows(tx: Tx, orderId: string): Promise<RefundWithStaff[]> {
  const rows = await tx
    .select({ refund: orderRefunds, staffName: staffMembers.displayName })
    .from(orderRefunds)
    .leftJoin(staffMembers, eq(staffMembers.id, orderRefunds.staffId))
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
  return rows.map((r) => ({ ...r.refund, staffName: r.staffName }));
}

export async function findRefundByKey(tx: Tx, refundKey: string): Promise<RefundRow | null> {
  const [row] = await tx.select().from(orderRefunds).where(eq(orderRefunds.refundKey, refundKey)).limit(1);
  return row ?? null;
}

export async function insertRefund(tx: Tx, row: typeof orderRefunds.$inferInsert): Promise<RefundRow> {
  const [inserted] = await tx.insert(orderRefunds).values(row).returning();
  if (!inserted) throw new Error('refund row not written');
  return inserted;
}

/** Marks one payment's part of a refund as done (after the processor said yes). */
export async function markPartRefunded(tx: Tx, refundId: string, paymentId: string): Promise<void> {
  const [row] = await tx.select({ parts: orderRefunds.parts }).from(orderRefunds).where(eq(orderRefunds.id, refundId));
  if (!row) return;
  const parts: RefundPartRow[] = row.parts.map((p) =>
    p.paymentId === paymentId ? { ...p, state: 'refunded' as const } : p,
  );
  await tx
    .update(orderRefunds)
    .set({ parts: sql`${JSON.stringify(parts)}::jsonb` })
    .where(eq(orderRefunds.id, refundId));
}

export async function setPointsReversed(tx: Tx, refundId: string, points: number): Promise<RefundRow> {
  const [row] = await tx
    .update(orderRefunds)
    .set({ pointsReversed: points })
    .where(eq(orderRefunds.id, refundId))
    .returning();
  if (!row) throw new Error('refund row not found');
  return row;
}

export async function paymentById(tx: Tx, id: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function orderLineRows(tx: Tx, orderId: string) {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

/** Takes the refund e-mail's claim: true for the one caller that wins it. */
export async function claimRefundEmail(tx: Tx, refundId: string): Promise<boolean> {
  const rows = await tx
    .update(orderRefunds)
    .set({ emailSentAt: new Date() })
    .where(and(eq(orderRefunds.id, refundId), isNull(orderRefunds.emailSentAt)))
    .returning({ id: orderRefunds.id });
  return rows.length > 0;
}

export async function releaseRefundEmail(tx: Tx, refundId: string): Promise<void> {
  await tx.update(orderRefunds).set({ emailSentAt: null }).where(eq(orderRefunds.id, refundId));
}

export async function refundById(tx: Tx, refundId: string): Promise<RefundRow | null> {
  const [row] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, refundId)).limit(1);
  return row ?? null;
}

export async function orderById(tx: Tx, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

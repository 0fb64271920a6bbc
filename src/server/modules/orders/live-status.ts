import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { OrderLiveStatus, OrderRefundPart } from '../../../domain/orders/order-events-contract.ts';
import { cancellationParts } from '../../../domain/refunds/customer-mail.ts';
import { orderMoney } from '../../../domain/refunds/order-money.ts';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/orders.ts';
import { orderRefunds } from '../../db/schema/refunds.ts';

/** How many of a member's newest orders the history stream follows (the history page shows those). */
export const HISTORY_STREAM_ORDERS = 20;

const statusColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  updatedAt: orders.updatedAt,
  memberId: orders.memberId,
};
type StatusRow = {
  id: string;
  number: number;
  status: OrderLiveStatus['status'];
  updatedAt: Date;
  memberId: string | null;
};
type WithMember = OrderLiveStatus & { memberId: string | null };

/** A completed order's staff refunds, one part per payment each refund went back to. */
function staffRefundsOf(refunds: readonly (typeof orderRefunds.$inferSelect)[]): OrderRefundPart[] {
  return refunds.flatMap((r) =>
    r.parts.map((p) => ({ kind: p.kind, brand: p.brand, last4: p.last4, amount: p.amountCents, state: p.state })),
  );
}

async function withRefunds(db: Db, rows: readonly StatusRow[]): Promise<WithMember[]> {
  const cancelled = rows.filter((r) => r.status === 'cancelled').map((r) => r.id);
  const completed = rows.filter((r) => r.status === 'completed').map((r) => r.id);
  const [pays, refunds] = await Promise.all([
    cancelled.length ? db.select().from(payments).where(inArray(payments.orderId, cancelled)) : [],
    completed.length
      ? db
          .select()
          .from(orderRefunds)
          .where(inArray(orderRefunds.orderId, completed))
          .orderBy(asc(orderRefunds.createdAt))
      : [],
  ]);
  return rows.map((r) => ({
    order_id: r.id,
    number: String(r.number),
    status: r.status,
    seq: r.updatedAt.getTime(),
    refund:
      r.status === 'cancelled'
        ? cancellationParts(
            orderMoney(
              pays.filter((p) => p.orderId === r.id),
              [],
            ),
          )
        : r.status === 'completed'
          ? staffRefundsOf(refunds.filter((x) => x.orderId === r.id))
          : [],
    memberId: r.memberId,
  }));
}

const strip = ({ memberId: _memberId, ...status }: WithMember): OrderLiveStatus => status;

/** One order's live status and its member (null: not found). */
export async function readLiveStatus(
  db: Db,
  orderId: string,
): Promise<{ status: OrderLiveStatus; memberId: string | null } | null> {
  const rows = await db.select(statusColumns).from(orders).where(eq(orders.id, orderId)).limit(1);
  const [one] = await withRefunds(db, rows);
  return one ? { status: strip(one), memberId: one.memberId } : null;
}

/** A member's newest orders' live statuses (the history stream's snapshot). */
export async function readMemberLiveStatuses(db: Db, memberId: string): Promise<OrderLiveStatus[]> {
  const rows = await db
    .select(statusColumns)
    .from(orders)
    .where(eq(orders.memberId, memberId))
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .limit(HISTORY_STREAM_ORDERS);
  return (await withRefunds(db, rows)).map(strip);
}

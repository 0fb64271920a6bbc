import { inArray } from 'drizzle-orm';
import { refundableCents } from '../../../domain/refunds/allocate.ts';
import type { OrderMoney } from '../../../domain/refunds/order-money.ts';
import type { RefundRecord } from '../../../domain/refunds/refund-contract.ts';
import { payments } from '../../db/schema/orders.ts';
import { orderRefunds } from '../../db/schema/refunds.ts';
import type { Tx } from '../../db/tx.ts';
import type { PaymentRow } from '../orders/index.ts';
import { orderRefundRows, type RefundWithStaff } from './repo.ts';
import { moneyOf, refundablePayments, toRefundRecord } from './view.ts';

/** An order's refunds and money as the order page shows them. */
export interface OrderRefundsView {
  money: OrderMoney;
  /** What a refund may still give back (a completed order's captured payments). */
  refundableCents: number;
  rows: RefundWithStaff[];
  records: RefundRecord[];
}

export async function orderRefundsView(
  db: Tx,
  order: { id: string; status: string },
  pays: readonly PaymentRow[],
): Promise<OrderRefundsView> {
  const rows = await orderRefundRows(db, order.id);
  const money = moneyOf(pays, rows);
  return {
    money,
    refundableCents: order.status === 'completed' ? refundableCents(refundablePayments(money)) : 0,
    rows,
    records: rows.map(toRefundRecord),
  };
}

/** Each order's money by id (a page of search results): two reads, however many orders. */
export async function ordersMoney(db: Tx, orderIds: readonly string[]): Promise<Map<string, OrderMoney>> {
  if (orderIds.length === 0) return new Map();
  const ids = [...orderIds];
  const [pays, refunds] = await Promise.all([
    db.select().from(payments).where(inArray(payments.orderId, ids)),
    db
      .select({ orderId: orderRefunds.orderId, parts: orderRefunds.parts })
      .from(orderRefunds)
      .where(inArray(orderRefunds.orderId, ids)),
  ]);
  return new Map(
    ids.map((id) => [
      id,
      moneyOf(
        pays.filter((p) => p.orderId === id),
        refunds.filter((r) => r.orderId === id),
      ),
    ]),
  );
}

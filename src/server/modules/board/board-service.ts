import { eq } from 'drizzle-orm';
import { AppError } from '../../../domain/app-error.ts';
import { bumpTarget, recallTarget } from '../../../domain/board/board-rules.ts';
import type { BoardAction, Ticket } from '../../../domain/board/ticket-contract.ts';
import { cancelMoneyWords } from '../../../domain/board/ticket-payment.ts';
import type { Db } from '../../db/client.ts';
import { orders, payments } from '../../db/schema/orders.ts';
import type { OrdersService } from '../orders/index.ts';
import { recordAudit } from '../staff/index.ts';
import { oneTicket } from './tickets.ts';

const NO_SUCH_ORDER = 'No such order';

/** Says what the cancel did with the money: the payment rows after the state machine ran. */
async function refundSummary(db: Db, orderId: string): Promise<string> {
  return cancelMoneyWords(await db.select().from(payments).where(eq(payments.orderId, orderId)));
}

/** Board moves: through the orders status machine, audited in its transaction. */
export function createBoardService(o: { db: Db; orders: OrdersService }) {
  return {
    async move(
      staffId: string,
      locationId: string,
      orderId: string,
      action: BoardAction,
      reason?: string,
    ): Promise<{ ticket: Ticket; refund: string | null }> {
      const [row] = await o.db
        .select({ status: orders.status, locationId: orders.locationId })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1);
      if (!row || row.locationId !== locationId) throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
      const to =
        action === 'bump' ? bumpTarget(row.status) : action === 'recall' ? recallTarget(row.status) : 'cancelled';
      if (!to)
        throw new AppError(
          'CONFLICT',
          action === 'bump'
            ? `The order is ${row.status.replace('_', ' ')} and cannot be bumped.`
            : `The order is ${row.status.replace('_', ' ')} and cannot be recalled.`,
        );
      // The status is checked again under the row lock in setStatus: a double tap is a 409.
      await o.orders.setStatus(orderId, to, {
        locationId,
        recall: action === 'recall',
        inTransaction: (tx, before, after) =>
          recordAudit(tx, {
            staffId,
            action: `order.${action}`,
            locationId,
            target: `order:${orderId}`,
            before: { status: before },
            after: { status: after, ...(reason ? { reason } : {}) },
          }),
      });
      const ticket = await oneTicket(o.db, locationId, orderId);
      if (!ticket) throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
      return { ticket, refund: action === 'cancel' ? await refundSummary(o.db, orderId) : null };
    },
  };
}

export type BoardService = ReturnType<typeof createBoardService>;

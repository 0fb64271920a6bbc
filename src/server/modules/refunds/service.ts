import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../domain/app-error.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import { allocateRefund } from '../../../domain/refunds/allocate.ts';
import type { RefundableOrder, RefundRecord, RefundRequest } from '../../../domain/refunds/refund-contract.ts';
import type { Db } from '../../db/client.ts';
import type { RefundPartRow } from '../../db/schema/refunds.ts';
import type { Tx } from '../../db/tx.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';
import { adjustBalance } from '../gift-cards/index.ts';
import {
  lockOrder,
  orderPayments,
  updateOrder,
  updatePayment,
  type OrderChange,
  type OrderRow,
} from '../orders/index.ts';
import { recordAudit } from '../staff/index.ts';
import * as repo from './repo.ts';
import { refundablePayments, toRefundableOrder, toRefundRecord } from './view.ts';

/** What the rewards ledger is told about a refund, inside its transaction. */
export interface RefundFacts {
  refundId: string;
  amountCents: number;
  /** What the order's earlier refunds gave back. */
  refundedBeforeCents: number;
  /** What the order's payments took. */
  paidCents: number;
  /** Nothing is left to refund after this one. */
  full: boolean;
}
/** Returns the points it took back. */
export type RefundHook = (tx: Tx, order: OrderRow, refund: RefundFacts) => Promise<number>;

export interface RefundServiceOptions {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  onRefund?: RefundHook;
  onChanged?: (change: OrderChange) => void;
}

const NO_SUCH_ORDER = 'No such order';
/** The processor's idempotency key of one payment's part of one refund. */
const processorKey = (refundId: string, paymentId: string) => `${refundId}-${paymentId}`;

/**
 * Staff refunds of completed orders: the refund row, the gift card
 * balances, the audit entry and the points reversal commit together with the order row locked;
 * the card part goes back through the processor after the commit under its own idempotency key,
 * and a replay of the same request (same Idempotency-Key) finishes a part that did not, never
 * refunding twice.
 */
export function createRefundService(o: RefundServiceOptions) {
  const { db, provider, log } = o;

  async function view(tx: Tx, order: OrderRow): Promise<RefundableOrder> {
    const [pays, refunds] = await Promise.all([orderPayments(tx, order.id), repo.orderRefundRows(tx, order.id)]);
    return toRefundableOrder(order, pays, refunds);
  }

  /** Sends the card parts still pending to the processor; a failure leaves the part pending (shown, retried on replay). */
  async function sendCardParts(refundId: string, parts: readonly RefundPartRow[]): Promise<void> {
    for (const part of parts.filter((p) => p.kind === 'card' && p.state === 'pending')) {
      const payment = await repo.paymentById(db, part.paymentId);
      if (!payment?.providerRef) continue;
      try {
        await provider.refund(payment.providerRef, part.amountCents, processorKey(refundId, part.paymentId));
        await db.transaction(async (tx) => {
          await repo.markPartRefunded(tx, refundId, part.paymentId);
          const [left] = refundablePayments([payment], await repo.orderRefundRows(tx, payment.orderId ?? ''));
          if (left && left.refundedCents >= left.amountCents)
            await updatePayment(tx, payment.id, { status: 'refunded' });
        });
      } catch (error) {
        log.error(
          { err: error, payment: part.paymentId, refund: refundId },
          'card refund failed; retry or refund by hand',
        );
      }
    }
  }

  return {
    async lookup(locationId: string, number: number): Promise<RefundableOrder> {
      const order = await repo.findOrderByNumber(db, locationId, number);
      if (!order) throw new AppError('NOT_FOUND', `No order #${number} at this location.`);
      return view(db, order);
    },

    async refund(
      staffId: string,
      locationId: string,
      orderId: string,
      idempotencyKey: string,
      input: RefundRequest,
    ): Promise<{ order: RefundableOrder; refund: RefundRecord; points_reversed: number }> {
      const refundKey = `${orderId}:${idempotencyKey}`;
      const written = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order || order.locationId !== locationId) throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
        const replay = await repo.findRefundByKey(tx, refundKey);
        if (replay) {
          if (replay.amountCents !== input.amount_cents)
            throw new AppError('CONFLICT', 'This Idempotency-Key was used for a different refund.');
          return { order, refund: replay, fresh: false };
        }
        if (order.status !== 'completed')
          throw new AppError(
            'CONFLICT',
            `Order #${order.number} is ${order.status.replace('_', ' ')}: only a completed order is refunded here (an open order is cancelled on the board).`,
          );
        const pays = await orderPayments(tx, orderId);
        if (pays.some((p) => p.kind === 'card' && p.status === 'authorized'))
          throw new AppError('CONFLICT', 'The card payment is still being captured. Try again in a minute.', {
            retryAfterSeconds: 60,
          });
        const before = await repo.orderRefundRows(tx, orderId);
        const payable = refundablePayments(pays, before);
        const check = allocateRefund(payable, input.amount_cents);
        if (!check.ok) {
          if (check.problem === 'nothing_left')
            throw new AppError(
              'CONFLICT',
              `Order #${order.number} has been refunded in full; nothing is left to refund.`,
            );
          throw new AppError(
            'VALIDATION',
            `The refund is more than what is left to refund (${formatCents(check.leftCents)}).`,
            { field: 'amount_cents' },
          );
        }
        const parts: RefundPartRow[] = [];
        for (const share of check.shares) {
          const p = pays.find((x) => x.id === share.paymentId);
          if (!p) continue;
          const part: RefundPartRow = {
            paymentId: p.id,
            kind: p.kind,
            brand: p.brand,
            last4: p.last4,
            amountCents: share.amountCents,
            state: 'pending',
          };
          // A gift card's part goes back on the card in this transaction.
          if (p.kind === 'gift_card' && p.giftCardId) {
            await adjustBalance(tx, p.giftCardId, share.amountCents);
            const paid = payable.find((x) => x.id === p.id);
            if (paid && paid.refundedCents + share.amountCents >= paid.amountCents)
              await updatePayment(tx, p.id, { status: 'refunded' });
            part.state = 'refunded';
          }
          parts.push(part);
        }
        const refundedBefore = before.reduce((s, r) => s + r.amountCents, 0);
        const refund = await repo.insertRefund(tx, {
          orderId,
          refundKey,
          amountCents: input.amount_cents,
          reason: input.reason,
          staffId,
          parts,
        });
        const points =
          (await o.onRefund?.(tx, order, {
            refundId: refund.id,
            amountCents: input.amount_cents,
            refundedBeforeCents: refundedBefore,
            paidCents: payable.reduce((s, p) => s + p.amountCents, 0),
            full: check.full,
          })) ?? 0;
        const saved = points > 0 ? await repo.setPointsReversed(tx, refund.id, points) : refund;
        await updateOrder(tx, orderId, { updatedAt: new Date() });
        await recordAudit(tx, {
          staffId,
          action: 'order.refund',
          locationId,
          target: `order:${orderId}`,
          before: { refunded_cents: refundedBefore },
          after: {
            refunded_cents: refundedBefore + input.amount_cents,
            amount_cents: input.amount_cents,
            reason: input.reason,
            points_reversed: points,
          },
        });
        return { order, refund: saved, fresh: true };
      });
      await sendCardParts(written.refund.id, written.refund.parts);
      // The customer's order page and history follow the order's stream.
      if (written.fresh) o.onChanged?.({ locationId, orderId, kind: 'status', seq: Date.now() });
      const refunds = await repo.orderRefundRows(db, orderId);
      const done = refunds.find((r) => r.id === written.refund.id);
      if (!done) throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
      return {
        order: await view(db, written.order),
        refund: toRefundRecord(done),
        points_reversed: done.pointsReversed,
      };
    },
  };
}

export type RefundService = ReturnType<typeof createRefundService>;

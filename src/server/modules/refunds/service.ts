import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../domain/app-error.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import type {
  RefundableOrder,
  RefundQuote,
  RefundQuoteRequest,
  RefundRecord,
  RefundRequest,
} from '../../../domain/refunds/refund-contract.ts';
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
import { planRefund } from './plan.ts';
import { recordAudit } from '../staff/index.ts';
import * as repo from './repo.ts';
import { moneyOf, refundablePayments, toRefundableOrder, toRefundRecord } from './view.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { createRefundEmailSender } from './refund-email.ts';

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
  /** The customer's e-mail after a new refund committed and its card part was sent (claimed once; never throws). */
  mail?: { mailer: Mailer; brand: string };
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
  const refundEmail = o.mail ? createRefundEmailSender({ db, log, ...o.mail }) : null;

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
          const [left] = refundablePayments(moneyOf([payment], await repo.orderRefundRows(tx, payment.orderId ?? '')));
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

    /** What a refund would give back and where (the confirmation step); writes nothing. */
    async quote(locationId: string, orderId: string, want: RefundQuoteRequest): Promise<RefundQuote> {
      const order = await repo.orderById(db, orderId);
      if (!order || order.locationId !== locationId) throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
      const plan = await planRefund(db, order, want);
      return {
        amount_cents: plan.amountCents,
        parts: plan.shares.flatMap((share) => {
          const p = plan.pays.find((x) => x.id === share.paymentId);
          return p ? [{ kind: p.kind, brand: p.brand, last4: p.last4, amount_cents: share.amountCents }] : [];
        }),
        lines: plan.lines.map((l) => ({
          line_id: l.lineId,
          name: l.name,
          quantity: l.quantity,
          amount_cents: l.amountCents,
        })),
        left_after_cents: plan.leftAfterCents,
      };
    },

    async refund(
      staffId: string,
      locationId: string,
      orderId: string,
      idempotencyKey: string,
      input: RefundRequest,
    ): Promise<{ order: RefundableOrder; refund: RefundRecord; points_reversed: number }> {
      const refundKey = `${orderId}:${idempotencyKey}`;
      const asked = (input.lines ?? []).map((l) => `${l.line_id}×${l.quantity}`).join(',');
      const written = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order || order.locationId !== locationId) throw new AppError('NOT_FOUND', NO_SUCH_ORDER);
        const replay = await repo.findRefundByKey(tx, refundKey);
        if (replay) {
          if (
            replay.amountCents !== input.amount_cents ||
            replay.lines.map((l) => `${l.lineId}×${l.quantity}`).join(',') !== asked
          )
            throw new AppError('CONFLICT', 'This Idempotency-Key was used for a different refund.');
          return { order, refund: replay, fresh: false };
        }
        const plan = await planRefund(
          tx,
          order,
          input.lines ? { lines: input.lines } : { amount_cents: input.amount_cents },
        );
        // By items, the amount is the server's; the one confirmed must still be it.
        if (plan.amountCents !== input.amount_cents)
          throw new AppError(
            'CONFLICT',
            `These items now come to ${formatCents(plan.amountCents)}, not ${formatCents(input.amount_cents)}. Review the refund again.`,
            { field: 'amount_cents' },
          );
        const parts: RefundPartRow[] = [];
        for (const share of plan.shares) {
          const p = plan.pays.find((x) => x.id === share.paymentId);
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
            const paid = plan.payable.find((x) => x.id === p.id);
            if (paid && paid.refundedCents + share.amountCents >= paid.amountCents)
              await updatePayment(tx, p.id, { status: 'refunded' });
            part.state = 'refunded';
          }
          parts.push(part);
        }
        const refund = await repo.insertRefund(tx, {
          orderId,
          refundKey,
          amountCents: plan.amountCents,
          reason: input.reason,
          staffId,
          parts,
          lines: plan.lines,
        });
        const points =
          (await o.onRefund?.(tx, order, {
            refundId: refund.id,
            amountCents: plan.amountCents,
            refundedBeforeCents: plan.refundedBeforeCents,
            paidCents: plan.payable.reduce((s, p) => s + p.amountCents, 0),
            full: plan.full,
          })) ?? 0;
        const saved = points > 0 ? await repo.setPointsReversed(tx, refund.id, points) : refund;
        await updateOrder(tx, orderId, { updatedAt: new Date() });
        await recordAudit(tx, {
          staffId,
          action: 'order.refund',
          locationId,
          target: `order:${orderId}`,
          before: { refunded_cents: plan.refundedBeforeCents },
          after: {
            refunded_cents: plan.refundedBeforeCents + plan.amountCents,
            amount_cents: plan.amountCents,
            reason: input.reason,
            points_reversed: points,
            ...(plan.lines.length ? { lines: plan.lines.map((l) => ({ name: l.name, quantity: l.quantity })) } : {}),
          },
        });
        return { order, refund: saved, fresh: true };
      });
      await sendCardParts(written.refund.id, written.refund.parts);
      if (written.fresh) {
        // The customer's order page and history follow the order's stream; the e-mail goes once.
        o.onChanged?.({ locationId, orderId, kind: 'status', seq: Date.now() });
        await refundEmail?.send(written.refund.id);
      }
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

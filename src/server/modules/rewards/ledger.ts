import type { OrderStatus } from '../../../domain/orders/order-schema.ts';
import { REFUND_LABEL, REFUND_PREFIX } from '../../../domain/rewards/history.ts';
import { earningBase, pointsForSubtotal, refundReversal } from '../../../domain/rewards/points.ts';
import type { Programme } from '../../../domain/rewards/programme.ts';
import type { Tx } from '../../db/tx.ts';
import type { OrderRow } from '../orders/index.ts';
import type { RefundHook } from '../refunds/index.ts';
import * as repo from './repo.ts';

/**
 * The ledger's part of an order's status change, run inside the status
 * transaction with the order row locked, so a change and its points commit together. Keys name
 * the order and how many times it earned before, so a replayed event posts nothing and a recall
 * (completed → ready) followed by a new completion earns again exactly once.
 */
export function createOrderLedger(programme: Programme, now: () => Date) {
  return async function onStatus(tx: Tx, order: OrderRow, before: OrderStatus, after: OrderStatus): Promise<void> {
    const memberId = order.memberId;
    if (!memberId) return;
    const at = now();
    const entries = await repo.orderEntries(tx, order.id);
    const earned = entries.filter((e) => e.kind === 'accrual' || e.kind === 'reversal');
    const net = earned.reduce((s, e) => s + e.points, 0);
    const number = String(order.number);

    if (after === 'completed') {
      const points = pointsForSubtotal(earningBase(order.totals), programme.points_per_dollar);
      if (points <= 0 || net > 0) return;
      await repo.ensureAccount(tx, memberId);
      await repo.lockAccount(tx, memberId);
      const round = earned.filter((e) => e.kind === 'accrual').length;
      await repo.post(tx, {
        memberId,
        kind: 'accrual',
        points,
        label: `Order #${number}`,
        idempotencyKey: `accrual:${order.id}:${round}`,
        orderId: order.id,
        orderNumber: number,
        at,
      });
      return;
    }
    if (before === 'completed' && net > 0) {
      // Recalled from completed (a bump by mistake): the order's points go back until it completes again.
      const account = await repo.lockAccount(tx, memberId);
      // Points already spent cannot be taken back below zero: take what is left.
      const take = Math.min(net, account?.balance ?? 0);
      const round = earned.filter((e) => e.kind === 'reversal').length;
      if (take > 0)
        await repo.post(tx, {
          memberId,
          kind: 'reversal',
          points: -take,
          label: `Order #${number}`,
          idempotencyKey: `reversal:${order.id}:${round}`,
          orderId: order.id,
          orderNumber: number,
          at,
        });
    }
    if (after === 'cancelled') await giveBackRedemption(tx, order, entries, at, 'cancelled');
  };
}

/**
 * A reward redeemed by an order that is cancelled or refunded in full comes back, and so does an
 * offer's one use (the member may use it again). Once per order (its key).
 */
async function giveBackRedemption(
  tx: Tx,
  order: OrderRow,
  entries: readonly repo.LedgerRow[],
  at: Date,
  cause: 'cancelled' | 'refunded',
) {
  const memberId = order.memberId;
  const redeemed = entries.find((e) => e.kind === 'redemption' || e.kind === 'offer');
  if (!memberId || !redeemed) return;
  await repo.ensureAccount(tx, memberId);
  await repo.lockAccount(tx, memberId);
  await repo.post(tx, {
    memberId,
    kind: 'return',
    points: -redeemed.points,
    label: cause === 'refunded' ? `${REFUND_PREFIX}${redeemed.label}` : redeemed.label,
    idempotencyKey: `return:${order.id}`,
    orderId: order.id,
    orderNumber: String(order.number),
    sourceId: redeemed.sourceId,
    at,
  });
}

/**
 * The ledger's part of a staff refund of a completed order, in the refund's
 * transaction: the order's points are reversed in proportion to the money returned
 * (`refundReversal`), under a key per refund so a replay posts once; a refund in full also gives
 * back the reward or offer the order used. Returns the points taken back.
 */
export function createRefundLedger(programme: Programme, now: () => Date): RefundHook {
  return async function onRefund(tx, order, refund) {
    const memberId = order.memberId;
    if (!memberId) return 0;
    const at = now();
    const entries = await repo.orderEntries(tx, order.id);
    const net = entries.filter((e) => e.kind === 'accrual' || e.kind === 'reversal').reduce((s, e) => s + e.points, 0);
    let taken = 0;
    if (net > 0) {
      const base = earningBase(order.totals);
      const want = refundReversal({
        earned: pointsForSubtotal(base, programme.points_per_dollar),
        baseCents: base,
        paidCents: refund.paidCents,
        refundedBeforeCents: refund.refundedBeforeCents,
        refundCents: refund.amountCents,
        reversedBefore: -entries
          .filter((e) => e.kind === 'reversal' && e.idempotencyKey.startsWith('refund:'))
          .reduce((s, e) => s + e.points, 0),
        perDollar: programme.points_per_dollar,
      });
      const account = await repo.lockAccount(tx, memberId);
      // Points already spent cannot be taken below zero.
      const take = Math.min(want, net, account?.balance ?? 0);
      if (
        take > 0 &&
        (await repo.post(tx, {
          memberId,
          kind: 'reversal',
          points: -take,
          label: REFUND_LABEL,
          idempotencyKey: `refund:${refund.refundId}`,
          orderId: order.id,
          orderNumber: String(order.number),
          at,
        }))
      )
        taken = take;
    }
    if (refund.full) await giveBackRedemption(tx, order, entries, at, 'refunded');
    return taken;
  };
}

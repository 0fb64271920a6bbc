import type { OrderStatus } from '../../../domain/orders/order-schema.ts';
import { earningBase, pointsForSubtotal } from '../../../domain/rewards/points.ts';
import type { Programme } from '../../../domain/rewards/programme.ts';
import type { Tx } from '../../db/tx.ts';
import type { OrderRow } from '../orders/index.ts';
import * as repo from './repo.ts';

/**
 * The ledger's part of an order's status change (issue 17, decision 247), run inside the status
 * transaction with the order row locked, so a change and its points commit together. Keys name
 * the order and how many times it earned before, so a replayed event posts nothing and a recall
 * (completed → ready, decision 225) followed by a new completion earns again exactly once.
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
      // Points already spent cannot be taken back below zero (decision 247): take what is left.
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
    if (after === 'cancelled') {
      // A reward redeemed by a cancelled order comes back (an offer use does not: decision 246).
      const redeemed = entries.find((e) => e.kind === 'redemption');
      if (!redeemed) return;
      await repo.ensureAccount(tx, memberId);
      await repo.lockAccount(tx, memberId);
      await repo.post(tx, {
        memberId,
        kind: 'return',
        points: -redeemed.points,
        label: redeemed.label,
        idempotencyKey: `return:${order.id}`,
        orderId: order.id,
        orderNumber: number,
        sourceId: redeemed.sourceId,
        at,
      });
    }
  };
}

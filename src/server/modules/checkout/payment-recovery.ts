import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNotNull, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys, orders, payments } from '../../db/schema/orders.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';
import { markVoiding, updatePayment } from '../orders/index.ts';

/**
 * What the capture sweep finishes besides captures: money movements whose intent
 * is recorded in the database but whose processor call, or the row update after it, a crash or
 * a database error cut off. Each processor call is safe to repeat (the sandbox treats a repeated
 * void or refund as done; Stripe's carry idempotency keys), and each row update is guarded by the
 * payment lifecycle, so a sweep racing a live request changes nothing twice.
 *
 * - `voiding` (a checkout recorded its void): void, then `voided`.
 * - An authorization no order took, untouched for `abandonedAfterMs`, whose key has no live claim
 *   (a shopper who left at the bank's step): recorded `voiding`, then as above.
 * - A card payment still `authorized` or `captured` on a cancelled order (the cancellation
 *   committed; its give-back did not run or did not finish): voided, or refunded when the capture
 *   came first.
 */
export async function finishPaymentRecovery(o: {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  at: Date;
  olderThanMs: number;
  abandonedAfterMs: number;
}): Promise<number> {
  const { db, provider, log, at } = o;
  const before = (ms: number) => new Date(at.getTime() - ms);
  const unfinished = await db
    .select({ id: payments.id, ref: payments.providerRef })
    .from(payments)
    .where(
      and(eq(payments.kind, 'card'), eq(payments.status, 'voiding'), lt(payments.updatedAt, before(o.olderThanMs))),
    )
    .limit(500);
  const stale = await db
    .select({ id: payments.id })
    .from(payments)
    .leftJoin(idempotencyKeys, eq(idempotencyKeys.id, payments.idempotencyKeyId))
    .where(
      and(
        eq(payments.kind, 'card'),
        isNull(payments.orderId),
        inArray(payments.status, ['authorized', 'requires_confirmation']),
        isNotNull(payments.providerRef),
        lte(payments.updatedAt, before(o.abandonedAfterMs)),
        or(
          isNull(idempotencyKeys.id),
          ne(idempotencyKeys.state, 'processing'),
          isNull(idempotencyKeys.lockedUntil),
          lte(idempotencyKeys.lockedUntil, at),
        ),
      ),
    )
    .limit(500);
  const abandoned: { id: string; ref: string | null }[] = [];
  for (const p of stale) {
    const marked = await markVoiding(db, p.id, 'abandoned', null);
    if (marked) abandoned.push({ id: p.id, ref: marked.ref });
  }
  let moved = 0;
  for (const p of [...unfinished, ...abandoned]) {
    try {
      if (p.ref) await provider.void(p.ref);
      if (await updatePayment(db, p.id, { status: 'voided' })) moved += 1;
    } catch (error) {
      log.error({ err: error, payment: p.id }, 'void not finished; the next sweep tries again');
    }
  }

  const cancelled = await db
    .select({ id: payments.id, ref: payments.providerRef, status: payments.status, amountCents: payments.amountCents })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.kind, 'card'),
        inArray(payments.status, ['authorized', 'captured']),
        isNotNull(payments.providerRef),
        lt(payments.updatedAt, before(o.olderThanMs)),
        eq(orders.status, 'cancelled'),
      ),
    )
    .limit(500);
  for (const p of cancelled) {
    if (!p.ref) continue;
    try {
      let status: 'voided' | 'refunded' = 'refunded';
      if (p.status === 'authorized') {
        try {
          await provider.void(p.ref);
          status = 'voided';
        } catch {
          // The capture reached the processor first: the money goes back as a refund.
          await provider.refund(p.ref, p.amountCents);
        }
      } else await provider.refund(p.ref, p.amountCents);
      if (await updatePayment(db, p.id, { status })) moved += 1;
    } catch (error) {
      log.error({ err: error, payment: p.id }, 'cancelled order’s card not given back; the next sweep tries again');
    }
  }
  if (moved)
    log.warn({ count: moved }, 'finished voids and refunds left by an earlier process or an abandoned checkout');
  return moved;
}

import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { orders, payments } from '../../db/schema/orders.ts';
import type { PaymentProvider } from '../../providers/payment/payment-provider.ts';
import type { CheckoutFaults } from './faults.ts';
import { finishPaymentRecovery } from './payment-recovery.ts';

/**
 * Card captures after checkout, off the request path. The order statement has
 * committed the payment as `authorized`; the shopper's reply does not wait for the processor's
 * capture (a network call with a real processor) nor for the row update. Captures that arrive
 * within BATCH_MS share one UPDATE.
 *
 * Nothing is lost when the process stops in between: the payment stays `authorized` on a placed
 * order, and `sweep` (at start and every few minutes, on every instance) captures such payments.
 * A capture is safe to repeat — Stripe's carries an idempotency key, the sandbox's accepts a
 * captured payment — and the row update only moves `authorized` to `captured`, so a payment a
 * cancellation voided or refunded meanwhile keeps that status.
 *
 * The sweep also finishes recorded voids and refunds a crash interrupted, and voids abandoned
 * authorizations (`payment-recovery.ts`).
 */
export interface CaptureQueue {
  /** Capture this authorization soon; the order holding it is committed. */
  add(paymentId: string, ref: string): void;
  /** Resolves once everything added so far has been captured (or its failure logged). */
  settled(): Promise<void>;
  /**
   * Captures authorized card payments of orders that are not cancelled, and finishes voids and
   * cancelled orders' give-backs, older than `olderThanMs`; voids authorizations no order took,
   * older than `abandonedAfterMs`. Answers how many payments it moved.
   */
  sweep(olderThanMs: number, abandonedAfterMs?: number): Promise<number>;
  /** Starts the periodic sweep (unref'd timer). */
  start(): void;
  /** Stops the sweep and finishes what is queued (server close). */
  stop(): Promise<void>;
}

const BATCH_MS = 20;
/** While the database is away, captured payments are marked again this often. */
const MARK_RETRY_MS = 1_000;
const SWEEP_EVERY_MS = 5 * 60_000;
const FIRST_SWEEP_MS = 30_000;
/** A payment authorized this long ago is no longer in some instance's queue. */
export const STRANDED_AFTER_MS = 2 * 60_000;
/** An authorization no order took, this long after its last change, with no live claim on its key, is voided. */
export const ABANDONED_AFTER_MS = 30 * 60_000;

export function createCaptureQueue(options: {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  now?: () => Date;
  faults?: Pick<CheckoutFaults, 'afterCaptureCall'>;
}): CaptureQueue {
  const { db, provider, log } = options;
  const now = options.now ?? (() => new Date());
  let queued: { paymentId: string; ref: string }[] = [];
  let timer: NodeJS.Timeout | null = null;
  let inFlight = Promise.resolve();
  let sweeper: NodeJS.Timeout | null = null;
  let retry: NodeJS.Timeout | null = null;
  let unmarked: { paymentId: string; ref: string }[] = [];
  let stopped = false;

  async function capture(batch: { paymentId: string; ref: string }[]): Promise<void> {
    const results = await Promise.allSettled(batch.map((p) => provider.capture(p.ref)));
    const done = batch.filter((p, i) => {
      const r = results[i];
      if (r?.status === 'fulfilled') return true;
      // The order stands; the authorization stays for the next sweep.
      log.error({ err: r?.reason, payment: p.paymentId }, 'capture failed; payment left authorized');
      return false;
    });
    if (done.length === 0) return;
    try {
      await options.faults?.afterCaptureCall?.();
      await db
        .update(payments)
        .set({ status: 'captured', updatedAt: now() })
        .where(
          and(
            inArray(
              payments.id,
              done.map((p) => p.paymentId),
            ),
            eq(payments.status, 'authorized'),
          ),
        );
    } catch (error) {
      // A database outage passes: try again soon rather than leave the payments to the next sweep
      // (minutes). Capturing again is safe (see above). Once stopped, the sweep takes them over.
      if (!stopped && isDatabaseUnavailable(error)) {
        log.warn({ payments: done.length }, 'database unreachable; captured payments are marked when it is back');
        unmarked.push(...done);
        retry ??= setTimeout(() => {
          retry = null;
          const again = unmarked;
          unmarked = [];
          inFlight = inFlight.then(() => capture(again));
        }, MARK_RETRY_MS).unref();
        return;
      }
      log.error(
        { err: error, payments: done.map((p) => p.paymentId) },
        'captured payments not marked; the sweep captures them again',
      );
    }
  }

  function flush(): void {
    timer = null;
    const batch = queued;
    queued = [];
    inFlight = inFlight.then(() => capture(batch));
  }

  async function settled(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      flush();
    }
    await inFlight;
  }

  async function sweep(olderThanMs: number, abandonedAfterMs = ABANDONED_AFTER_MS): Promise<number> {
    const voided = await finishPaymentRecovery({ db, provider, log, at: now(), olderThanMs, abandonedAfterMs });
    const stranded = await db
      .select({ paymentId: payments.id, ref: payments.providerRef })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          eq(payments.kind, 'card'),
          eq(payments.status, 'authorized'),
          isNotNull(payments.providerRef),
          lt(payments.updatedAt, new Date(now().getTime() - olderThanMs)),
          ne(orders.status, 'cancelled'),
        ),
      )
      .limit(500);
    const batch = stranded.flatMap((p) => (p.ref ? [{ paymentId: p.paymentId, ref: p.ref }] : []));
    if (batch.length) {
      log.warn({ count: batch.length }, 'capturing authorized payments left by an earlier process');
      inFlight = inFlight.then(() => capture(batch));
      await inFlight;
    }
    return voided + batch.length;
  }

  return {
    add(paymentId, ref) {
      queued.push({ paymentId, ref });
      timer ??= setTimeout(flush, BATCH_MS);
    },
    settled,
    sweep,
    start() {
      if (sweeper) return;
      const run = () => {
        sweep(STRANDED_AFTER_MS).catch((error: unknown) => log.warn({ err: error }, 'capture sweep failed'));
        sweeper = setTimeout(run, SWEEP_EVERY_MS).unref();
      };
      sweeper = setTimeout(run, FIRST_SWEEP_MS).unref();
    },
    async stop() {
      stopped = true;
      if (sweeper) clearTimeout(sweeper);
      if (retry) clearTimeout(retry);
      sweeper = null;
      retry = null;
      await settled();
    },
  };
}

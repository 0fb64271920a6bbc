import { randomUUID } from 'node:crypto';
import { hashableBody } from '../../../domain/checkout/idempotency.ts';
import type { SubmitOrderInput } from '../../../domain/checkout/submit-order-contract.ts';
import { toErrorReply } from '../../http/errors.ts';
import type { PaymentRow } from '../orders/index.ts';
import type { CardAttempts } from './card-attempts.ts';
import { SimulatedCrash } from './faults.ts';
import { claimKey, completedReply, purgeKeys, releaseKey, requestHash, type StoredReply } from './idempotency-repo.ts';
import { claimKeyWithAttempt } from './claim-with-attempt.ts';
import { createKeyLease } from './key-lease.ts';
import type { OrderPlacer } from './place-order.ts';
import type { Planner } from './plan-order.ts';
import {
  holdKeyOf,
  scopeOf,
  type Buyer,
  type CheckoutServiceOptions,
  type OrderPlan,
  type PlannedStart,
} from './types.ts';

type SubmitOptions = Pick<CheckoutServiceOptions, 'db' | 'provider' | 'signer' | 'log' | 'faults'> & {
  now: () => Date;
  planner: Planner;
  attempts: Pick<CardAttempts, 'withHold'>;
  placer: OrderPlacer;
};

/**
 * POST /api/checkout, exactly once per Idempotency-Key: the key's
 * stored reply, or a new attempt under a claim whose lease is kept while the request runs.
 */
export function createSubmitOrder(options: SubmitOptions) {
  const { db, provider, signer, log, now, planner } = options;
  const lease = createKeyLease({ db, log, faults: options.faults, now });
  let lastPurge = 0;

  /**
   * The common submission — a card, no gift cards, no tip change, not a group part — plans first
   * (read-only), then claims its key and writes its card attempt in ONE statement. Anything
   * else, a plan that fails, or a key already known: null, and the submission goes the
   * claim-first way (which plans again, so its reply is stored on the key). A key claimed
   * without its attempt (the cart moved on, or the token was spent elsewhere) goes that way too,
   * as a fresh key.
   */
  async function claimWithPlan(
    buyer: Buyer,
    key: string,
    hash: string,
    input: SubmitOrderInput,
    at: Date,
  ): Promise<{ keyId: string; token: string; planned: PlannedStart | null } | null> {
    if (input.gift_cards.length > 0 || !input.payment) return null;
    const checked = signer.check(input.payment.token, at, buyer.sessionIdHash);
    if (!checked.ok) return null;
    const card = checked.card;
    let plan: OrderPlan;
    try {
      plan = await planner.planOrder(buyer, input, at, false);
    } catch {
      return null;
    }
    if (plan.part || plan.tipChange || plan.allocation.remainderCents === 0) return null;
    const attempt: PaymentRow = {
      id: randomUUID(),
      orderId: null,
      idempotencyKeyId: null,
      sessionIdHash: buyer.sessionIdHash,
      kind: 'card',
      provider: provider.name,
      providerRef: null,
      giftCardId: null,
      brand: card.brand,
      last4: card.last4,
      amountCents: plan.allocation.remainderCents,
      status: 'pending',
      failure: null,
      holdKey: holdKeyOf(buyer, plan.cart, null),
      createdAt: at,
      updatedAt: at,
    };
    const token = randomUUID();
    // Another key's live attempt on this cart: refused (409, nothing written) or superseded first.
    const claimed = await options.attempts.withHold(plan.cart.id, at, () =>
      claimKeyWithAttempt(db, {
        scope: scopeOf(buyer),
        key,
        hash,
        token,
        nonce: card.nonce,
        cart: { id: plan.cart.id, version: plan.cartRow.version },
        attempt,
        now: at,
      }),
    );
    if (!claimed.keyId) return null;
    const planned = claimed.attemptId
      ? { keyId: claimed.keyId, token, plan, attempt: { ...attempt, idempotencyKeyId: claimed.keyId }, card }
      : null;
    return { keyId: claimed.keyId, token, planned };
  }

  /** POST /api/checkout: the stored reply of this key, or a new attempt. */
  async function submit(buyer: Buyer, key: string, input: SubmitOrderInput): Promise<StoredReply> {
    const at = now();
    if (at.getTime() - lastPurge > 3600_000) {
      lastPurge = at.getTime();
      void purgeKeys(db, at).catch((error: unknown) => log.warn({ err: error }, 'idempotency purge failed'));
    }
    const hash = requestHash(hashableBody(input));
    const started = await claimWithPlan(buyer, key, hash, input, at);
    const planned = started?.planned ?? null;
    const claim = started
      ? ({ kind: 'claimed', id: started.keyId, fresh: true, token: started.token } as const)
      : await claimKey(db, scopeOf(buyer), key, hash, now);
    if (claim.kind === 'replay') return claim.reply;
    const stopRenewing = lease.keepClaim(claim.id, claim.token);
    try {
      const reply = await options.placer.placeOrder(claim.id, claim.fresh, buyer, input, planned ?? undefined);
      if (reply.body.data.result !== 'placed') await releaseKey(db, claim.id, claim.token, reply);
      return reply;
    } catch (error) {
      // A simulated crash leaves the key as a dead process would: `processing`, its lease running out.
      if (error instanceof SimulatedCrash) throw error;
      // The same status and envelope the error handler sends (a database outage: 503, not 500).
      const { status, body } = toErrorReply(error);
      // Not released: another request took the claim over, and may have placed the order — then that is the reply.
      if ((await lease.releaseSoon(claim.id, claim.token, { status, body })) === false) {
        const placed = await completedReply(db, claim.id).catch(() => null);
        if (placed) return placed;
      }
      throw error;
    } finally {
      stopRenewing();
    }
  }

  return { submit };
}

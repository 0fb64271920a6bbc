import { and, eq, inArray, isNull } from 'drizzle-orm';
import { AppError } from '../../../domain/app-error.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { liveHoldAction } from '../../../domain/checkout/idempotency.ts';
import { LIVE_ATTEMPT_STATUSES, authorizationUsable } from '../../../domain/checkout/payment-state.ts';
import { PAYMENT_MESSAGES } from '../../../domain/checkout/submit-order-contract.ts';
import { carts } from '../../db/schema/carts.ts';
import { idempotencyKeys, payments } from '../../db/schema/orders.ts';
import type { CardToken } from '../../providers/payment/card-token.ts';
import type { AuthorizeResult } from '../../providers/payment/payment-provider.ts';
import { abandonAttempt, markVoiding, updatePayment, type PaymentRow } from '../orders/index.ts';
import { cardOf, tokenSpentError } from './card-tokens.ts';
import { SimulatedCrash } from './faults.ts';
import { spendCardToken } from './card-token-repo.ts';
import { ALREADY_BEING_PLACED } from './messages.ts';
import { holdKeyOf, type Buyer, type CheckoutPart, type CheckoutServiceOptions } from './types.ts';

type AttemptOptions = Pick<CheckoutServiceOptions, 'db' | 'provider' | 'signer' | 'log' | 'faults' | 'app'> & {
  now: () => Date;
};

/** A card attempt refused by the one-live-hold index through either driver and Drizzle's wrapping. */
export function isLiveHoldConflict(error: unknown): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (
      code === '23505' &&
      (constraint === 'payments_live_hold_uq' ||
        (typeof message === 'string' && message.includes('payments_live_hold_uq')))
    )
      return true;
  }
  return false;
}

export interface Authorized {
  payment: PaymentRow;
  result: AuthorizeResult;
}

/**
 * Card attempts: a payment row is written before the processor is asked,
 * reused by a retry of its key while its hold lives, confirmed at the bank's extra step, and
 * voided with the intent recorded first.
 */
export function createCardAttempts(options: AttemptOptions) {
  const { db, provider, signer, log, now } = options;

  /**
   * Another key's live attempt holds this cart: refused while its request is
   * live (409), else superseded — its authorization voided (an attempt whose processor answer was
   * never recorded cannot be voided; it is marked abandoned and its hold lapses at the processor).
   */
  async function settleLiveHold(holdKey: string, at: Date): Promise<void> {
    const [holder] = await db
      .select({
        id: payments.id,
        status: payments.status,
        providerRef: payments.providerRef,
        keyState: idempotencyKeys.state,
        lockedUntil: idempotencyKeys.lockedUntil,
      })
      .from(payments)
      .leftJoin(idempotencyKeys, eq(idempotencyKeys.id, payments.idempotencyKeyId))
      .where(
        and(
          eq(payments.holdKey, holdKey),
          eq(payments.kind, 'card'),
          isNull(payments.orderId),
          inArray(payments.status, [...LIVE_ATTEMPT_STATUSES]),
        ),
      )
      .limit(1);
    if (!holder) return;
    if (liveHoldAction({ keyState: holder.keyState, lockedUntil: holder.lockedUntil }, at) === 'refuse')
      throw new AppError('CONFLICT', ALREADY_BEING_PLACED);
    if (holder.status === 'pending' && !holder.providerRef) await abandonAttempt(db, holder.id);
    else await voidCard(holder, 'superseded');
  }

  /** Runs `write` (which inserts a card attempt) again after settling the cart's live hold, at most twice. */
  async function withHold<T>(holdKey: string, at: Date, write: () => Promise<T>): Promise<T> {
    for (let tries = 0; ; tries++) {
      try {
        return await write();
      } catch (error) {
        if (!isLiveHoldConflict(error) || tries >= 2)
          throw isLiveHoldConflict(error) ? new AppError('CONFLICT', ALREADY_BEING_PLACED) : error;
        await settleLiveHold(holdKey, at);
      }
    }
  }

  /**
   * The card attempt of this key that can still be used, or a new authorization. `record`: write
   * an authorization to its row now; a whole order leaves it to the order
   * transaction, which ties the row to the order and marks it authorized at once.
   * Reused only when still live, no order's and young enough to hold; a pending
   * attempt is asked for again with its own idempotency key, and one whose hold lapsed meanwhile
   * (voided, expired) gives way to a new attempt.
   */
  async function authorizeCard(
    keyId: string,
    freshKey: boolean,
    buyer: Buyer,
    token: string,
    amountCents: number,
    cart: Cart,
    part: CheckoutPart | null,
  ): Promise<Authorized> {
    const at = now();
    const card = cardOf(signer, token, at, buyer);
    const record = part !== null;
    const description = `${options.app.name} order, cart ${cart.id}`;
    // A fresh key has no earlier attempts; a retried one may hold an authorization to reuse.
    const previous = freshKey
      ? []
      : await db
          .select()
          .from(payments)
          .where(
            and(
              eq(payments.idempotencyKeyId, keyId),
              eq(payments.kind, 'card'),
              isNull(payments.orderId),
              inArray(payments.status, [...LIVE_ATTEMPT_STATUSES]),
            ),
          );
    for (const p of previous) {
      const usable = authorizationUsable(p.createdAt, at);
      const sameCard = usable && p.brand === card.brand && p.last4 === card.last4 && p.amountCents === amountCents;
      if (sameCard && p.status === 'authorized' && p.providerRef)
        return { payment: p, result: { status: 'authorized', ref: p.providerRef } };
      if (sameCard && p.status === 'requires_confirmation' && p.providerRef)
        return { payment: p, result: { status: 'requires_confirmation', ref: p.providerRef } };
      // An attempt that stopped between the processor's answer and the order (the process died):
      // its row id is the processor's idempotency key, so asking again returns that same
      // authorization instead of charging twice — or `lapsed` when it was voided or expired.
      if (sameCard && p.status === 'pending') {
        const again = await authorizeRow(p, card, description, record);
        if (again.result.status !== 'lapsed') return again;
        continue;
      }
      // The bag's total changed since (same body, new amount), or the hold is too old: let the old attempt go.
      await voidCard(p, usable ? 'superseded' : 'expired');
    }
    const holdKey = holdKeyOf(buyer, cart, part);
    const spend = await spendCardToken(db, { nonce: card.nonce, keyId, holdKey, now: at });
    if (!spend.spent) throw tokenSpentError(spend.holdKey, holdKey);
    const payment = await withHold(holdKey, at, () =>
      db.transaction(async (tx) => {
        // As the claim statement does: no attempt on a cart another key has just ordered.
        const [active] = await tx
          .select({ id: carts.id })
          .from(carts)
          .where(and(eq(carts.id, cart.id), eq(carts.status, 'active')))
          .for('share');
        if (!active) throw new AppError('CONFLICT', ALREADY_BEING_PLACED);
        const [row] = await tx
          .insert(payments)
          .values({
            idempotencyKeyId: keyId,
            sessionIdHash: buyer.sessionIdHash,
            kind: 'card',
            provider: provider.name,
            brand: card.brand,
            last4: card.last4,
            amountCents,
            status: 'pending',
            holdKey,
          })
          .returning();
        if (!row) throw new Error('payment row not written');
        return row;
      }),
    );
    return authorizeRow(payment, card, description, record);
  }

  /** Asks the processor for the row's amount, with the row id as idempotency key, and records declines (and, when asked, the rest). */
  async function authorizeRow(
    payment: PaymentRow,
    card: CardToken,
    description: string,
    record: boolean,
  ): Promise<Authorized> {
    let result: AuthorizeResult;
    try {
      result = await provider.authorize({
        amountCents: payment.amountCents,
        card,
        idempotencyKey: payment.id,
        description,
      });
    } catch (error) {
      await updatePayment(db, payment.id, { status: 'failed', failure: 'provider_error' });
      log.error({ err: error, payment: payment.id }, 'payment provider failed to authorize');
      throw new AppError('CARD_DECLINED', PAYMENT_MESSAGES.processing_error, { field: 'number' });
    }
    if (result.status === 'declined') {
      await updatePayment(db, payment.id, { status: 'failed', failure: result.reason, providerRef: result.ref });
      return { payment, result };
    }
    if (result.status === 'lapsed') {
      // Its hold is gone at the processor: the row says so, and no order will use it.
      await updatePayment(db, payment.id, { status: 'voided', failure: 'lapsed', providerRef: result.ref });
      return { payment, result };
    }
    if (record || result.status === 'requires_confirmation')
      await updatePayment(db, payment.id, { status: result.status, providerRef: result.ref });
    return {
      payment: {
        ...payment,
        status: record || result.status === 'requires_confirmation' ? result.status : payment.status,
        providerRef: result.ref,
      },
      result,
    };
  }

  /**
   * Voids an attempt no order holds: the intent (`voiding`) is written first, under
   * the guard that no order has the payment; then the processor; then `voided`. A failure after
   * the intent leaves `voiding`, which no order can use and the capture sweep finishes; a failure
   * before it leaves the attempt as it was, for a retry of its key to use. `knownRef`: the
   * processor's id when the row does not have it yet (the order statement records it).
   */
  async function voidCard(
    p: Pick<PaymentRow, 'id' | 'providerRef'>,
    why: string,
    knownRef: string | null = null,
  ): Promise<void> {
    try {
      const marked = await markVoiding(db, p.id, why, knownRef ?? p.providerRef);
      if (!marked) return;
      const ref = marked.ref ?? knownRef;
      if (ref) await provider.void(ref);
      await options.faults?.afterVoidCall?.();
      await updatePayment(db, p.id, { status: 'voided' });
    } catch (error) {
      if (error instanceof SimulatedCrash) throw error;
      // The sweep voids it later (or the authorization lapses at the processor); the row says `voiding`.
      log.error({ err: error, payment: p.id }, 'card void not finished; left for the sweep');
    }
  }

  /** POST /api/checkout/payments/{id}/confirm: the extra step of some cards. */
  async function confirmPayment(
    buyer: Buyer,
    paymentId: string,
    approve: boolean,
  ): Promise<{ payment_id: string; status: 'confirmed' | 'cancelled' }> {
    const [p] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
    if (!p || p.kind !== 'card' || p.sessionIdHash !== buyer.sessionIdHash)
      throw new AppError('NOT_FOUND', 'No such payment');
    if (p.status === 'authorized' || p.status === 'captured') return { payment_id: p.id, status: 'confirmed' };
    if (p.status !== 'requires_confirmation' || !p.providerRef)
      throw new AppError('CONFLICT', 'This payment cannot be confirmed any more. Please place your order again.');
    const result = await provider.confirm(p.providerRef, approve);
    if (result.status === 'authorized') {
      await updatePayment(db, p.id, { status: 'authorized' });
      return { payment_id: p.id, status: 'confirmed' };
    }
    if (result.status === 'requires_confirmation') throw new AppError('CONFLICT', 'The payment is not confirmed yet.');
    await updatePayment(db, p.id, { status: 'voided', failure: 'confirmation_cancelled' });
    return { payment_id: p.id, status: 'cancelled' };
  }

  return { authorizeCard, voidCard, confirmPayment };
}

export type CardAttempts = ReturnType<typeof createCardAttempts>;

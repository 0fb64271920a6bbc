import { cartRefusal } from '../../../domain/checkout/order-rules.ts';
import type { Db } from '../../db/client.ts';
import { cardTokenUses, idempotencyKeys, payments } from '../../db/schema/orders.ts';
import { findCartForShare } from '../cart/index.ts';
import type { PaymentRow } from '../orders/index.ts';
import { leaseFrom } from './idempotency-repo.ts';

/** A card attempt refused by the one-live-hold index (decision 173), through either driver and Drizzle's wrapping. */
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

/** One key's claim with its card attempt (see `claimKeyWithAttempt`). */
export interface ClaimWithAttempt {
  scope: string;
  key: string;
  hash: string;
  token: string;
  nonce: string;
  cart: { id: string; version: number };
  attempt: PaymentRow;
  now: Date;
}

export interface ClaimOutcome {
  keyId: string | null;
  attemptId: string | null;
}

/**
 * The first request of a key that already knows its card amount: in one transaction the key is
 * claimed, the card token spent and the card attempt's row written — the row exists, under the
 * key, before the processor is called. `keyId` null when the key is known (the caller then takes
 * `claimKey`); `attemptId` null when the cart is no longer as validated or the token was spent by
 * another key (the key is claimed, with no attempt: the caller goes the claim-first way, which
 * finds out which). Throws the live-hold conflict (`isLiveHoldConflict`) when another attempt
 * holds the cart (the transaction rolls back: nothing of this claim is written then).
 */
export async function claimKeyWithAttempt(db: Db, c: ClaimWithAttempt): Promise<ClaimOutcome> {
  return db.transaction(async (tx) => {
    const [key] = await tx
      .insert(idempotencyKeys)
      .values({
        scope: c.scope,
        key: c.key,
        requestHash: c.hash,
        state: 'processing',
        lockedUntil: leaseFrom(c.now),
        claimToken: c.token,
        createdAt: c.now,
        updatedAt: c.now,
      })
      .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
      .returning({ id: idempotencyKeys.id });
    if (!key) return { keyId: null, attemptId: null };
    // Shared lock: an order of another key on this cart commits first (and this finds it submitted) or after.
    if (cartRefusal(await findCartForShare(tx, c.cart.id), c.cart.version)) return { keyId: key.id, attemptId: null };
    // The key is new, so a token already spent was spent by another key: no attempt then.
    const [spent] = await tx
      .insert(cardTokenUses)
      .values({ nonce: c.nonce, idempotencyKeyId: key.id, holdKey: c.attempt.holdKey ?? c.cart.id, usedAt: c.now })
      .onConflictDoNothing({ target: cardTokenUses.nonce })
      .returning({ nonce: cardTokenUses.nonce });
    if (!spent) return { keyId: key.id, attemptId: null };
    await tx.insert(payments).values({ ...c.attempt, idempotencyKeyId: key.id, status: 'pending' });
    return { keyId: key.id, attemptId: c.attempt.id };
  });
}

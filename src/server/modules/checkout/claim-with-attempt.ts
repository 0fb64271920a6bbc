import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';
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

const p = (name: string) => sql.placeholder(name);

function prepareClaimWithAttempt(db: Db) {
  const key = db.$with('claimed', {}).as(
    sql`insert into idempotency_keys (scope, key, request_hash, state, locked_until, claim_token, created_at, updated_at)
      values (${p('scope')}::text, ${p('key')}::text, ${p('hash')}::text, 'processing', ${p('lockedUntil')}::timestamptz, ${p('claimToken')}::uuid, ${p('now')}::timestamptz, ${p('now')}::timestamptz)
      on conflict (scope, key) do nothing returning id`,
  );
  // The cart must still be active at the validated version, under a share lock: an order statement
  // of another key on this cart commits first (and this finds the cart submitted) or after (decision 173).
  const cart = db
    .$with('cart_ok', {})
    .as(
      sql`select id from carts where id = ${p('cartId')}::uuid and status = 'active' and version = ${p('version')}::int for share`,
    );
  // The key is new, so a token already spent was spent by another key: no attempt then.
  const spent = db.$with('spent', {}).as(
    sql`insert into card_token_uses (nonce, idempotency_key_id, hold_key, used_at)
      select ${p('nonce')}::text, claimed.id, ${p('holdKey')}::text, ${p('now')}::timestamptz from claimed, cart_ok
      on conflict (nonce) do nothing returning nonce`,
  );
  const attempt = db.$with('attempt', {}).as(
    sql`insert into payments (id, idempotency_key_id, session_id_hash, kind, provider, brand, last4, amount_cents, status, hold_key, created_at, updated_at)
      select ${p('paymentId')}::uuid, claimed.id, ${p('session')}::text, 'card', ${p('provider')}::text, ${p('brand')}::text, ${p('last4')}::text, ${p('amount')}::int, 'pending', ${p('holdKey')}::text, ${p('now')}::timestamptz, ${p('now')}::timestamptz
      from claimed, spent returning id`,
  );
  return db
    .with(key, cart, spent, attempt)
    .select({
      keyId: sql<string | null>`(select id from claimed)`,
      attemptId: sql<string | null>`(select id from attempt)`,
    })
    .from(sql`(select 1) as one`)
    .prepare('checkout_claim_key_with_attempt_v3');
}
const claimWithAttemptFor = preparedPerDb(prepareClaimWithAttempt);

/**
 * The first request of a key that already knows its card amount (decision 155): the key is
 * claimed, the card token spent and the card attempt's row written by one statement — the row
 * exists, under the key, before the processor is called. `keyId` null when the key is known (the
 * caller then takes `claimKey`); `attemptId` null when the cart is no longer as validated or
 * the token was spent by another key (the key is claimed, with no attempt: the caller goes the
 * claim-first way, which finds out which). Throws the live-hold conflict (`isLiveHoldConflict`)
 * when another attempt holds the cart (nothing is written then).
 */
export async function claimKeyWithAttempt(
  db: Db,
  c: {
    scope: string;
    key: string;
    hash: string;
    token: string;
    nonce: string;
    cart: { id: string; version: number };
    attempt: PaymentRow;
    now: Date;
  },
): Promise<{ keyId: string | null; attemptId: string | null }> {
  const [row] = await claimWithAttemptFor(db).execute({
    cartId: c.cart.id,
    version: c.cart.version,
    scope: c.scope,
    key: c.key,
    hash: c.hash,
    now: c.now.toISOString(),
    lockedUntil: leaseFrom(c.now).toISOString(),
    claimToken: c.token,
    nonce: c.nonce,
    holdKey: c.attempt.holdKey,
    paymentId: c.attempt.id,
    session: c.attempt.sessionIdHash,
    provider: c.attempt.provider,
    brand: c.attempt.brand,
    last4: c.attempt.last4,
    amount: c.attempt.amountCents,
  });
  return { keyId: row?.keyId ?? null, attemptId: row?.attemptId ?? null };
}

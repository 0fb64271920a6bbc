import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { AppError } from '../../../domain/app-error.ts';
import {
  canonicalJson,
  claimIsLive,
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_RETENTION_MS,
} from '../../../domain/checkout/idempotency.ts';
import { IDEMPOTENCY_KEY_REUSED } from '../../../domain/checkout/submit-order-contract.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentRow } from '../orders/index.ts';
import { cardTokenUses, idempotencyKeys } from '../../db/schema/orders.ts';
import { TOKEN_TTL_MS } from '../../providers/payment/card-token.ts';
import type { Tx } from '../../db/tx.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';

/**
 * Idempotency keys (decision 081). Who may work on a key is decided by PostgreSQL, never by
 * JS state: the first request wins the unique (scope, key) INSERT; a retry of a failed or
 * unfinished attempt wins a conditional UPDATE (state 'open' → 'processing', or a 'processing'
 * claim whose lease ran out, decision 174); a request that finds a live claim waits for the
 * winner's stored reply. Several app instances on one database behave the same.
 */
export const requestHash = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

export type StoredReply = { status: number; body: unknown };
/**
 * `fresh`: the key is new, so it has no earlier payment attempts to look for. `token`: this
 * claim's holder; only it renews the lease or releases the key (decision 174).
 */
export type Claim =
  { kind: 'claimed'; id: string; fresh: boolean; token: string } | { kind: 'replay'; reply: StoredReply };

const WAIT_STEP_MS = 20;
const WAIT_LIMIT_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const leaseFrom = (now: Date) => new Date(now.getTime() + IDEMPOTENCY_LEASE_MS);

/**
 * Claims the key: the first request inserts it; a retry takes it when it is `open` (an attempt
 * failed or waits for the bank's step) or `processing` under a lease that ran out (its request
 * died: the retry picks up the recorded card attempt, decision 174); a request that finds a live
 * claim waits for its reply.
 */
export async function claimKey(db: Db, scope: string, key: string, hash: string, now: () => Date): Promise<Claim> {
  const token = randomUUID();
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash, state: 'processing', lockedUntil: leaseFrom(now()), claimToken: token })
    .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  if (inserted) return { kind: 'claimed', id: inserted.id, fresh: true, token };

  let waited = 0;
  let sawProcessing = false;
  for (;;) {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!row) {
      // Purged between our insert and this read: start again.
      return claimKey(db, scope, key, hash, now);
    }
    if (row.requestHash !== hash) throw new AppError('VALIDATION', IDEMPOTENCY_KEY_REUSED);
    const stored = row.replyStatus !== null ? { status: row.replyStatus, body: row.replyBody } : null;
    if (row.state === 'completed' && stored) return { kind: 'replay', reply: stored };
    // A duplicate of an attempt we watched finish: it gets that attempt's reply, not a new try —
    // unless the attempt failed on our side (a database outage): then it is the retry (decision 174).
    if (row.state === 'open' && sawProcessing && stored && stored.status < 500)
      return { kind: 'replay', reply: stored };
    const at = now();
    if (row.state === 'open' || (row.state === 'processing' && !claimIsLive(row.lockedUntil, at))) {
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ state: 'processing', lockedUntil: leaseFrom(at), claimToken: token, updatedAt: at })
        .where(
          row.state === 'open'
            ? and(eq(idempotencyKeys.id, row.id), eq(idempotencyKeys.state, 'open'))
            : and(
                eq(idempotencyKeys.id, row.id),
                eq(idempotencyKeys.state, 'processing'),
                or(isNull(idempotencyKeys.lockedUntil), lte(idempotencyKeys.lockedUntil, at)),
              ),
        )
        .returning({ id: idempotencyKeys.id });
      if (taken) return { kind: 'claimed', id: taken.id, fresh: false, token };
      continue;
    }
    sawProcessing = true;
    if (waited >= WAIT_LIMIT_MS)
      throw new AppError('CONFLICT', 'This order is still being placed. Please wait a moment and check your orders.');
    await sleep(WAIT_STEP_MS);
    waited += WAIT_STEP_MS;
  }
}

/** The live request keeps its claim (every IDEMPOTENCY_RENEW_MS); false when it lost it. */
export async function renewLease(db: Db, id: string, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ lockedUntil: leaseFrom(now) })
    .where(
      and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.claimToken, token), eq(idempotencyKeys.state, 'processing')),
    )
    .returning({ id: idempotencyKeys.id });
  return rows.length > 0;
}

/** The stored reply of a completed key (a holder whose release did not apply: another holder placed the order). */
export async function completedReply(db: Db, id: string): Promise<StoredReply | null> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.id, id)).limit(1);
  return row?.state === 'completed' && row.replyStatus !== null
    ? { status: row.replyStatus, body: row.replyBody }
    : null;
}

/**
 * Spends a card token for this key (decision 175): spent the first time, and again for the same
 * key (its retries may use the token again); once another key has used it, what that key paid
 * for (its hold key: the cart).
 */
export async function spendCardToken(
  db: Db,
  c: { nonce: string; keyId: string; holdKey: string; now: Date },
): Promise<{ spent: true } | { spent: false; holdKey: string | null }> {
  const rows = await db
    .insert(cardTokenUses)
    .values({ nonce: c.nonce, idempotencyKeyId: c.keyId, holdKey: c.holdKey, usedAt: c.now })
    .onConflictDoUpdate({
      target: cardTokenUses.nonce,
      set: { usedAt: sql`${cardTokenUses.usedAt}` },
      setWhere: sql`${cardTokenUses.idempotencyKeyId} = ${c.keyId}::uuid`,
    })
    .returning({ nonce: cardTokenUses.nonce });
  if (rows.length > 0) return { spent: true };
  const [other] = await db
    .select({ holdKey: cardTokenUses.holdKey })
    .from(cardTokenUses)
    .where(eq(cardTokenUses.nonce, c.nonce))
    .limit(1);
  return { spent: false, holdKey: other?.holdKey ?? null };
}

/**
 * Read-only twin of `spendCardToken`: has another key already used this token, and for what (its
 * hold key)? Asked before gift cards are looked up, so a spent token is refused the same way
 * whatever the PIN (decision 180).
 */
export async function tokenUsedByAnotherKey(
  db: Db,
  nonce: string,
  keyId: string,
): Promise<{ holdKey: string | null } | null> {
  const [use] = await db
    .select({ keyId: cardTokenUses.idempotencyKeyId, holdKey: cardTokenUses.holdKey })
    .from(cardTokenUses)
    .where(eq(cardTokenUses.nonce, nonce))
    .limit(1);
  return use && use.keyId !== keyId ? { holdKey: use.holdKey } : null;
}

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

/**
 * An attempt that did not place an order: its reply is kept, and a retry may try again. Only
 * the claim's holder releases, and only a key still `processing`: false when the claim was
 * taken over or the key completed meanwhile.
 */
export async function releaseKey(db: Tx, id: string, token: string, reply: StoredReply): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ state: 'open', replyStatus: reply.status, replyBody: reply.body, lockedUntil: null, updatedAt: new Date() })
    .where(
      and(eq(idempotencyKeys.id, id), eq(idempotencyKeys.claimToken, token), eq(idempotencyKeys.state, 'processing')),
    )
    .returning({ id: idempotencyKeys.id });
  return rows.length > 0;
}

/** Inside the order transaction: the key and the order commit together. */
export async function completeKey(tx: Tx, id: string, orderId: string, reply: StoredReply): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ state: 'completed', orderId, replyStatus: reply.status, replyBody: reply.body, updatedAt: new Date() })
    .where(eq(idempotencyKeys.id, id));
}

/** Keys older than the retention (≥ 24 h) go, and spent card tokens older than any token lives; run now and then (see service). */
export async function purgeKeys(db: Tx, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(
      and(
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)),
        sql`${idempotencyKeys.state} <> 'processing'`,
      ),
    )
    .returning({ id: idempotencyKeys.id });
  await db.delete(cardTokenUses).where(lt(cardTokenUses.usedAt, new Date(now.getTime() - 2 * TOKEN_TTL_MS)));
  return gone.length;
}

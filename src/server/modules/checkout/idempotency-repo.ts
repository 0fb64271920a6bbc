import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { AppError } from '../../../domain/app-error.ts';
import { canonicalJson, IDEMPOTENCY_RETENTION_MS, IDEMPOTENCY_STALE_MS } from '../../../domain/checkout/idempotency.ts';
import { IDEMPOTENCY_KEY_REUSED } from '../../../domain/checkout/submit-order-contract.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentRow } from '../orders/order-view.ts';
import { idempotencyKeys } from '../../db/schema/orders.ts';
import type { Tx } from '../cart/repo.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';

/**
 * Idempotency keys (decision 081). Who may work on a key is decided by PostgreSQL, never by
 * JS state: the first request wins the unique (scope, key) INSERT; a retry of a failed or
 * unfinished attempt wins a conditional UPDATE (state 'open' → 'processing'); a request that
 * finds the key 'processing' waits for the winner's stored reply. Several app instances on one
 * database behave the same.
 */
export const requestHash = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

export type StoredReply = { status: number; body: unknown };
/** `fresh`: the key is new, so it has no earlier payment attempts to look for. */
export type Claim = { kind: 'claimed'; id: string; fresh: boolean } | { kind: 'replay'; reply: StoredReply };

const WAIT_STEP_MS = 20;
const WAIT_LIMIT_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function claimKey(db: Db, scope: string, key: string, hash: string, now: () => Date): Promise<Claim> {
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash: hash, state: 'processing' })
    .onConflictDoNothing({ target: [idempotencyKeys.scope, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  if (inserted) return { kind: 'claimed', id: inserted.id, fresh: true };

  let waited = 0;
  let sawProcessing = false;
  for (;;) {
    const [row] = await db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))).limit(1);
    if (!row) {
      // Purged between our insert and this read: start again.
      return claimKey(db, scope, key, hash, now);
    }
    if (row.requestHash !== hash) throw new AppError('VALIDATION', IDEMPOTENCY_KEY_REUSED);
    const stored = row.replyStatus !== null ? { status: row.replyStatus, body: row.replyBody } : null;
    if (row.state === 'completed' && stored) return { kind: 'replay', reply: stored };
    // A duplicate of an attempt we watched finish: it gets that attempt's reply, not a new try.
    if (row.state === 'open' && sawProcessing && stored) return { kind: 'replay', reply: stored };
    if (row.state === 'open' || (row.state === 'processing' && now().getTime() - row.updatedAt.getTime() > IDEMPOTENCY_STALE_MS)) {
      const [taken] = await db
        .update(idempotencyKeys)
        .set({ state: 'processing', updatedAt: now() })
        .where(
          row.state === 'open'
            ? and(eq(idempotencyKeys.id, row.id), eq(idempotencyKeys.state, 'open'))
            : and(eq(idempotencyKeys.id, row.id), eq(idempotencyKeys.state, 'processing'), lt(idempotencyKeys.updatedAt, new Date(now().getTime() - IDEMPOTENCY_STALE_MS))),
        )
        .returning({ id: idempotencyKeys.id });
      if (taken) return { kind: 'claimed', id: taken.id, fresh: false };
      continue;
    }
    sawProcessing = true;
    if (waited >= WAIT_LIMIT_MS) throw new AppError('CONFLICT', 'This order is still being placed. Please wait a moment and check your orders.');
    await sleep(WAIT_STEP_MS);
    waited += WAIT_STEP_MS;
  }
}

const p = (name: string) => sql.placeholder(name);

function prepareClaimWithAttempt(db: Db) {
  const key = db.$with('claimed', {}).as(
    sql`insert into idempotency_keys (scope, key, request_hash, state, created_at, updated_at)
      values (${p('scope')}::text, ${p('key')}::text, ${p('hash')}::text, 'processing', ${p('now')}::timestamptz, ${p('now')}::timestamptz)
      on conflict (scope, key) do nothing returning id`,
  );
  const attempt = db.$with('attempt', {}).as(
    sql`insert into payments (id, idempotency_key_id, session_id_hash, kind, provider, brand, last4, amount_cents, status, created_at, updated_at)
      select ${p('paymentId')}::uuid, claimed.id, ${p('session')}::text, 'card', ${p('provider')}::text, ${p('brand')}::text, ${p('last4')}::text, ${p('amount')}::int, 'pending', ${p('now')}::timestamptz, ${p('now')}::timestamptz
      from claimed returning id`,
  );
  return db
    .with(key, attempt)
    .select({ keyId: sql<string | null>`(select id from claimed)`, attemptId: sql<string | null>`(select id from attempt)` })
    .from(sql`(select 1) as one`)
    .prepare('checkout_claim_key_with_attempt');
}
const claimWithAttemptFor = preparedPerDb(prepareClaimWithAttempt);

/**
 * The first request of a key that already knows its card amount (decision 155): the key is
 * claimed and the card attempt's row written by one statement — the row exists, under the key,
 * before the processor is called. Null when the key is known (the caller then takes `claimKey`).
 */
export async function claimKeyWithAttempt(db: Db, c: { scope: string; key: string; hash: string; attempt: PaymentRow; now: Date }): Promise<string | null> {
  const [row] = await claimWithAttemptFor(db).execute({
    scope: c.scope,
    key: c.key,
    hash: c.hash,
    now: c.now.toISOString(),
    paymentId: c.attempt.id,
    session: c.attempt.sessionIdHash,
    provider: c.attempt.provider,
    brand: c.attempt.brand,
    last4: c.attempt.last4,
    amount: c.attempt.amountCents,
  });
  return row?.keyId ?? null;
}

/** An attempt that did not place an order: its reply is kept, and a retry may try again. */
export async function releaseKey(db: Tx, id: string, reply: StoredReply): Promise<void> {
  await db.update(idempotencyKeys).set({ state: 'open', replyStatus: reply.status, replyBody: reply.body, updatedAt: new Date() }).where(eq(idempotencyKeys.id, id));
}

/** Inside the order transaction: the key and the order commit together. */
export async function completeKey(tx: Tx, id: string, orderId: string, reply: StoredReply): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ state: 'completed', orderId, replyStatus: reply.status, replyBody: reply.body, updatedAt: new Date() })
    .where(eq(idempotencyKeys.id, id));
}

/** Keys older than the retention (≥ 24 h) go; run now and then (see service). */
export async function purgeKeys(db: Tx, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(and(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS)), sql`${idempotencyKeys.state} <> 'processing'`))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}

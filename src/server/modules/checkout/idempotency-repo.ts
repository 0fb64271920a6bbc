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
import { cardTokenUses, idempotencyKeys } from '../../db/schema/orders.ts';
import { TOKEN_TTL_MS } from '../../providers/payment/card-token.ts';
import type { Tx } from '../../db/tx.ts';

/**
 * Idempotency keys. Who may work on a key is decided by PostgreSQL, never by
 * JS state: the first request wins the unique (scope, key) INSERT; a retry of a failed or
 * unfinished attempt wins a conditional UPDATE (state 'open' → 'processing', or a 'processing'
 * claim whose lease ran out); a request that finds a live claim waits for the
 * winner's stored reply. Several app instances on one database behave the same.
 */
export const requestHash = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

export type StoredReply = { status: number; body: unknown };
/**
 * `fresh`: the key is new, so it has no earlier payment attempts to look for. `token`: this
 * claim's holder; only it renews the lease or releases the key.
 */
export type Claim =
  { kind: 'claimed'; id: string; fresh: boolean; token: string } | { kind: 'replay'; reply: StoredReply };

const WAIT_STEP_MS = 20;
const WAIT_LIMIT_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const leaseFrom = (now: Date) => new Date(now.getTime() + IDEMPOTENCY_LEASE_MS);

/**
 * Claims the key: the first request inserts it; a retry takes it when it is `open` (an attempt
 * failed or waits for the bank's step) or `processing` under a lease that ran out (its request
 * died: the retry picks up the recorded card attempt); a request that finds a live
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
    // unless the attempt failed on our side (a database outage): then it is the retry.
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

import { sql } from 'drizzle-orm';
import { createBatchLoader, settle, unsettle, type Settled } from '../../db/batch-loader.ts';
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
 * The claims of every request of one loop turn in ONE statement (decisions 155, 343): for each,
 * the key is claimed, the card token spent and the card attempt's row written. Each request's key,
 * token use and attempt depend only on its own rows (its claim token, its cart), so its outcome
 * is what it would be alone; of two requests of one batch with the same key or the same card
 * token the first wins, as two statements in a row would (`on conflict do nothing` skips a row
 * that conflicts with one the same command inserted).
 */
function prepareClaims(db: Db) {
  const requests = db.$with('req', {}).as(
    sql`select * from jsonb_to_recordset(${p('requests')}::jsonb) as r(i int, scope text, key text, hash text, locked_until timestamptz,
      claim_token uuid, now timestamptz, cart_id uuid, version int, nonce text, hold_key text, payment_id uuid, session text,
      provider text, brand text, last4 text, amount int)`,
  );
  const claimed = db.$with('claimed', {}).as(
    sql`insert into idempotency_keys (scope, key, request_hash, state, locked_until, claim_token, created_at, updated_at)
      select r.scope, r.key, r.hash, 'processing', r.locked_until, r.claim_token, r.now, r.now from req r order by r.i
      on conflict (scope, key) do nothing returning id, claim_token`,
  );
  // The cart must still be active at the validated version, under a share lock (carts in id order):
  // an order statement of another key on it commits first (and this finds it submitted) or after (decision 173).
  const cart = db.$with('cart_ok', {}).as(
    sql`select r.i from req r join carts c on c.id = r.cart_id and c.status = 'active' and c.version = r.version
      order by c.id for share of c`,
  );
  // The key is new, so a token already spent was spent by another key: no attempt then.
  const spent = db.$with('spent', {}).as(
    sql`insert into card_token_uses (nonce, idempotency_key_id, hold_key, used_at)
      select r.nonce, k.id, r.hold_key, r.now from req r join claimed k on k.claim_token = r.claim_token join cart_ok c on c.i = r.i
      order by r.i on conflict (nonce) do nothing returning idempotency_key_id`,
  );
  const attempt = db.$with('attempt', {}).as(
    sql`insert into payments (id, idempotency_key_id, session_id_hash, kind, provider, brand, last4, amount_cents, status, hold_key, created_at, updated_at)
      select r.payment_id, k.id, r.session, 'card', r.provider, r.brand, r.last4, r.amount, 'pending', r.hold_key, r.now, r.now
      from req r join claimed k on k.claim_token = r.claim_token join spent s on s.idempotency_key_id = k.id
      order by r.i returning id`,
  );
  return db
    .with(requests, claimed, cart, spent, attempt)
    .select({
      i: sql<number>`r.i`,
      keyId: sql<string | null>`k.id`,
      attemptId: sql<string | null>`a.id`,
    })
    .from(sql`req r left join claimed k on k.claim_token = r.claim_token left join attempt a on a.id = r.payment_id`)
    .prepare('checkout_claim_keys_with_attempts_v1');
}
const claimsFor = preparedPerDb(prepareClaims);

async function claimAll(db: Db, claims: ClaimWithAttempt[]): Promise<ClaimOutcome[]> {
  const rows = await claimsFor(db).execute({
    requests: JSON.stringify(
      claims.map((c, i) => ({
        i,
        scope: c.scope,
        key: c.key,
        hash: c.hash,
        locked_until: leaseFrom(c.now).toISOString(),
        claim_token: c.token,
        now: c.now.toISOString(),
        cart_id: c.cart.id,
        version: c.cart.version,
        nonce: c.nonce,
        hold_key: c.attempt.holdKey,
        payment_id: c.attempt.id,
        session: c.attempt.sessionIdHash,
        provider: c.attempt.provider,
        brand: c.attempt.brand,
        last4: c.attempt.last4,
        amount: c.attempt.amountCents,
      })),
    ),
  });
  const byIndex = new Map(rows.map((row) => [Number(row.i), row]));
  return claims.map((_, i) => ({ keyId: byIndex.get(i)?.keyId ?? null, attemptId: byIndex.get(i)?.attemptId ?? null }));
}

/**
 * A batch that failed wrote nothing — one claim's conflict (another key's live attempt on its cart,
 * decision 173), a deadlock with another instance's batch, the database — and each of its claims
 * is asked again alone, so each caller gets its own answer or error.
 */
async function claimTurn(db: Db, claims: ClaimWithAttempt[]): Promise<Settled<ClaimOutcome>[]> {
  try {
    return (await claimAll(db, claims)).map((value) => ({ value }));
  } catch (error) {
    if (claims.length === 1) return [{ error }];
    return Promise.all(claims.map((c) => settle(claimAll(db, [c]).then(([outcome]) => outcome!))));
  }
}

const loaderFor = preparedPerDb((db: Db) => createBatchLoader((claims: ClaimWithAttempt[]) => claimTurn(db, claims)));

/**
 * The first request of a key that already knows its card amount (decision 155): the key is
 * claimed, the card token spent and the card attempt's row written by one statement — the row
 * exists, under the key, before the processor is called; concurrent requests share the statement
 * (decision 343). `keyId` null when the key is known (the caller then takes `claimKey`);
 * `attemptId` null when the cart is no longer as validated or the token was spent by another key
 * (the key is claimed, with no attempt: the caller goes the claim-first way, which finds out
 * which). Throws the live-hold conflict (`isLiveHoldConflict`) when another attempt holds the
 * cart (nothing of this claim is written then).
 */
export async function claimKeyWithAttempt(db: Db, c: ClaimWithAttempt): Promise<ClaimOutcome> {
  return unsettle(await loaderFor(db)(c));
}

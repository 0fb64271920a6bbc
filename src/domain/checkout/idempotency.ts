/**
 * The request hash is taken over a canonical JSON of the parsed body (keys
 * sorted, defaults applied by the contract), so key order or whitespace never makes "the same
 * body" look different. Pure; the server hashes the result with SHA-256.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** Keys are kept at least this long (≥ 24 h); older ones are purged. */
export const IDEMPOTENCY_RETENTION_MS = 48 * 3600_000;
/**
 * A 'processing' claim is a lease: the live request renews it every
 * IDEMPOTENCY_RENEW_MS; a claim whose lease ran out belongs to a request that died (its process
 * stopped, or it failed and could not release the key) and may be taken over at once.
 */
export const IDEMPOTENCY_LEASE_MS = 5_000;
export const IDEMPOTENCY_RENEW_MS = 1_500;

/** Whether a 'processing' claim still has a live holder (a claim written before leases existed has none). */
export const claimIsLive = (lockedUntil: Date | null, now: Date): boolean =>
  lockedUntil !== null && lockedUntil.getTime() > now.getTime();

/**
 * Another key's live card attempt on the same cart: while its request is live, a
 * second submission is refused (409, Stripe's answer to a concurrent request on one object);
 * once it is not (failed, waiting for the bank's step, or its request died) the new submission
 * supersedes it: the old authorization is voided before a new one is asked for.
 */
export function liveHoldAction(
  holder: { keyState: 'processing' | 'open' | 'completed' | null; lockedUntil: Date | null },
  now: Date,
): 'refuse' | 'supersede' {
  return holder.keyState === 'processing' && claimIsLive(holder.lockedUntil, now) ? 'refuse' : 'supersede';
}

/**
 * What the request hash covers: the body without gift-card PINs. A stored SHA-256 of a body with
 * a 4-digit PIN in it would give the PIN away to anyone who can read the table. Leaving the PIN
 * out costs nothing: a failed attempt releases its key, and a placed order replays its reply.
 */
export function hashableBody<T extends { gift_cards?: { number: string; pin: string }[] | undefined }>(
  body: T,
): Omit<T, 'gift_cards'> & { gift_cards?: { number: string }[] } {
  return { ...body, gift_cards: body.gift_cards?.map(({ number }) => ({ number })) };
}

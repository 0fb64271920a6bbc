/**
 * Decision 081: the request hash is taken over a canonical JSON of the parsed body (keys
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

/** Keys are kept at least this long (issue 6: ≥ 24 h); older ones are purged. */
export const IDEMPOTENCY_RETENTION_MS = 48 * 3600_000;
/** A 'processing' claim older than this belongs to a crashed request and may be taken over. */
export const IDEMPOTENCY_STALE_MS = 2 * 60_000;

/**
 * What the request hash covers: the body without gift-card PINs. A stored SHA-256 of a body with
 * a 4-digit PIN in it would give the PIN away to anyone who can read the table. Leaving the PIN
 * out costs nothing: a failed attempt releases its key, and a placed order replays its reply.
 */
export function hashableBody<T extends { gift_cards?: { number: string; pin: string }[] | undefined }>(body: T): Omit<T, 'gift_cards'> & { gift_cards?: { number: string }[] } {
  return { ...body, gift_cards: body.gift_cards?.map(({ number }) => ({ number })) };
}

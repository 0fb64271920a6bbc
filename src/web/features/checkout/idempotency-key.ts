/**
 * One Idempotency-Key per distinct order body: a retry, a double click or a
 * timeout-and-retry sends the same body with the same key, so the server makes one order; a
 * changed body (another card, other contact details) gets a fresh key.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export class AttemptKeys {
  private last: { body: string; key: string } | null = null;

  /** The key for this body: the previous attempt's when the body is the same, else a new one. */
  keyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.last?.body === text) return this.last.key;
    this.last = { body: text, key: newIdempotencyKey() };
    return this.last.key;
  }

  /** After an order is placed the next order is a new attempt. */
  reset(): void {
    this.last = null;
  }
}

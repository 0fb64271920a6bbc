import { randomFillSync } from 'node:crypto';

const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;

/**
 * A page's CSP nonce: 16 random bytes, base64. Every per-request page takes one, so the bytes come
 * from a pool filled 256 nonces at a time, as Node's own `randomUUID` batches its entropy: one call
 * into the random source per 256 pages instead of one per page. The pool is never read twice.
 */
const pool = Buffer.allocUnsafe(NONCE_BYTES * NONCES_PER_FILL);
let next = pool.length;

export function cspNonce(): string {
  if (next === pool.length) {
    randomFillSync(pool);
    next = 0;
  }
  const nonce = pool.toString('base64', next, next + NONCE_BYTES);
  next += NONCE_BYTES;
  return nonce;
}

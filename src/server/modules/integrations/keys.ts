import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new key: `lsk_<12 hex>_<43 base64url>`; only `hashKey(key)` is stored. */
export function generateKey(): { key: string; prefix: string } {
  const prefix = randomBytes(6).toString('hex');
  return { key: `lsk_${prefix}_${randomBytes(32).toString('base64url')}`, prefix };
}

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Constant-time comparison of a presented key with a stored hash. */
export function keyMatches(key: string, storedHash: string): boolean {
  const given = Buffer.from(hashKey(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** The legacy single STAFF_API_KEY, compared in constant time (kept as one mapped integration key). */
export function legacyKeyMatches(key: string, legacy: string): boolean {
  const given = Buffer.from(key);
  const expected = Buffer.from(legacy);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

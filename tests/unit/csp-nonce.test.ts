import { describe, expect, it } from 'vitest';
import { cspNonce } from '../../src/server/http/csp-nonce.ts';

describe('CSP nonce', () => {
  it('is 16 bytes of base64, never the same twice across pool refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const nonce = cspNonce();
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      seen.add(nonce);
    }
    // 2,000 nonces span eight fills of the pool; a repeat would mean bytes read twice.
    expect(seen.size).toBe(2_000);
  });
});

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CardBehaviour } from '../../../domain/checkout/card-rules.ts';
import type { CardBrand } from '../../../domain/checkout/payment-token-contract.ts';

/**
 * Opaque payment tokens (decision 080), what Stripe.js would hand the browser: the card's
 * brand, last 4, expiry and test behaviour, signed with HMAC-SHA256 under a server secret. No
 * number and no CVC inside, so a token in a log or a database reveals nothing usable.
 */
export interface CardToken {
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  behaviour: CardBehaviour;
  /** Issued at, ms. */
  iat: number;
  nonce: string;
}

export const TOKEN_TTL_MS = 3600_000;
const PREFIX = 'tok_';

export function createTokenSigner(secret: string | undefined) {
  // No secret configured: a random one for this process (tokens die with it; decision 080).
  const key = secret ?? randomBytes(32).toString('hex');
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  return {
    sign(card: Omit<CardToken, 'iat' | 'nonce'>, now: Date): string {
      const payload: CardToken = { ...card, iat: now.getTime(), nonce: randomBytes(8).toString('hex') };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${PREFIX}${body}.${mac(body)}`;
    },
    /** The token's card, or null when it is forged, altered or older than an hour. */
    verify(token: string, now: Date): CardToken | null {
      if (!token.startsWith(PREFIX)) return null;
      const [body, sig] = token.slice(PREFIX.length).split('.');
      if (!body || !sig) return null;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        const card = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CardToken;
        if (typeof card.iat !== 'number' || now.getTime() - card.iat > TOKEN_TTL_MS || card.iat - now.getTime() > 60_000) return null;
        return card;
      } catch {
        return null;
      }
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

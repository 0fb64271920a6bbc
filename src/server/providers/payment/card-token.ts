import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CardBehavior } from '../../../domain/checkout/card-rules.ts';
import type { CardBrand } from '../../../domain/checkout/payment-token-contract.ts';

/**
 * Opaque payment tokens, what Stripe.js would hand the browser: the card's
 * brand, last 4, expiry and test behavior, signed with HMAC-SHA256 under a server secret. No
 * number and no CVC inside, so a token in a log or a database reveals nothing usable.
 */
export interface CardToken {
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  behavior: CardBehavior;
  /** Issued at, ms. */
  iat: number;
  /** Unique per token: what its single use is recorded by. */
  nonce: string;
  /** The session the token was made for, as an HMAC of its id hash; absent in tokens made before. */
  sid?: string;
}

/** Why a token cannot pay: forged or altered or too old (`invalid`), or made in another browser session. */
export type TokenCheck = { ok: true; card: CardToken } | { ok: false; reason: 'invalid' | 'other_session' };

export const TOKEN_TTL_MS = 3600_000;
const PREFIX = 'tok_';

export function createTokenSigner(key: string) {
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  // The session binding is keyed too: a token names its session without revealing its id hash.
  const sessionTag = (sessionIdHash: string) =>
    createHmac('sha256', key).update(`session:${sessionIdHash}`).digest('base64url').slice(0, 22);
  return {
    sign(card: Omit<CardToken, 'iat' | 'nonce' | 'sid'>, now: Date, sessionIdHash: string): string {
      const payload: CardToken = {
        ...card,
        iat: now.getTime(),
        nonce: randomBytes(16).toString('hex'),
        sid: sessionTag(sessionIdHash),
      };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${PREFIX}${body}.${mac(body)}`;
    },
    /** The token's card, if it is genuine, younger than an hour and made for this session. */
    check(token: string, now: Date, sessionIdHash: string): TokenCheck {
      if (!token.startsWith(PREFIX)) return { ok: false, reason: 'invalid' };
      const [body, sig] = token.slice(PREFIX.length).split('.');
      if (!body || !sig) return { ok: false, reason: 'invalid' };
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given))
        return { ok: false, reason: 'invalid' };
      let card: CardToken;
      try {
        card = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as CardToken;
      } catch {
        return { ok: false, reason: 'invalid' };
      }
      if (
        typeof card.iat !== 'number' ||
        typeof card.nonce !== 'string' ||
        now.getTime() - card.iat > TOKEN_TTL_MS ||
        card.iat - now.getTime() > 60_000
      )
        return { ok: false, reason: 'invalid' };
      const tag = Buffer.from(sessionTag(sessionIdHash));
      const bound = Buffer.from(card.sid ?? '');
      if (tag.length !== bound.length || !timingSafeEqual(tag, bound)) return { ok: false, reason: 'other_session' };
      return { ok: true, card };
    },
  };
}
export type TokenSigner = ReturnType<typeof createTokenSigner>;

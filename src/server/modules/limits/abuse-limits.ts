import { limitAddress } from '../../../domain/ip-prefix.ts';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createAttemptLimiter } from '../account/index.ts';
import { createGiftCardAttempts, type GiftCardAttempts } from '../gift-cards/index.ts';

export const CARD_TOKENS_TOO_MANY = 'Too many card attempts. Please wait a few minutes and try again.';
export const GROUP_JOINS_TOO_MANY =
  'Too many group order joins from this network. Please wait a few minutes and try again.';

/** Per-IP counters of anonymous writes that cost something. */
export type IpLimit = (ip: string) => Promise<void>;

export interface AbuseLimits {
  giftCards: GiftCardAttempts;
  cardTokens: IpLimit;
  groupJoins: IpLimit;
}

/**
 * The limits every instance shares: fixed-window counters in PostgreSQL
 * (rate_limit_counters, the same table and code as sign-in's), one window for all of them.
 * The per-instance @fastify/rate-limit stays as a coarse flood guard in front.
 */
export function createAbuseLimits(db: Db, config: ServerConfig): AbuseLimits {
  const limiter = createAttemptLimiter(db, config.LIMIT_WINDOW_MINUTES * 60_000);
  return {
    giftCards: createGiftCardAttempts(limiter, {
      perCard: config.GIFT_CARD_ATTEMPTS_PER_CARD,
      perIp: config.GIFT_CARD_ATTEMPTS_PER_IP,
    }),
    cardTokens: (ip) =>
      limiter.hit(
        [{ key: `card-token-ip:${limitAddress(ip)}`, limit: config.CARD_TOKENS_PER_IP }],
        CARD_TOKENS_TOO_MANY,
      ),
    groupJoins: (ip) =>
      limiter.hit(
        [{ key: `group-join-ip:${limitAddress(ip)}`, limit: config.GROUP_JOINS_PER_IP }],
        GROUP_JOINS_TOO_MANY,
      ),
  };
}

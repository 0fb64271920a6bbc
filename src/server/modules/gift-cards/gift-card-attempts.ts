import { GIFT_CARD_TOO_MANY_ATTEMPTS } from '../../../domain/checkout/gift-card-payment.ts';
import { limitAddress } from '../../../domain/ip-prefix.ts';
import { hashGiftCardNumber } from './gift-cards.ts';

/** What the attempts need of a shared counter: the account module's `createAttemptLimiter` is one. */
export interface AttemptCounter {
  hit(keys: { key: string; limit: number }[], message?: string): Promise<void>;
}

export interface GiftCardAttempts {
  /**
   * Counts one attempt per distinct card number and per IP, BEFORE any card is looked up, and
   * refuses (429) past either limit — a right PIN too. The balance check, saving a card and
   * checkout all count here, in one counter per card shared by every instance.
   */
  count(ip: string, numbers: readonly string[]): Promise<void>;
}

export interface GiftCardAttemptLimits {
  perCard: number;
  perIp: number;
}

export function createGiftCardAttempts(limiter: AttemptCounter, limits: GiftCardAttemptLimits): GiftCardAttempts {
  return {
    async count(ip, numbers) {
      // Keyed by the number's hash: unknown numbers count too, and no number is stored in clear.
      const cards = [...new Set(numbers.map(hashGiftCardNumber))];
      if (cards.length === 0) return;
      await limiter.hit(
        [
          ...cards.map((hash) => ({ key: `gift-card:${hash}`, limit: limits.perCard })),
          ...cards.map(() => ({ key: `gift-card-ip:${limitAddress(ip)}`, limit: limits.perIp })),
        ],
        GIFT_CARD_TOO_MANY_ATTEMPTS,
      );
    },
  };
}

// The gift-cards module's public entry: gift cards and the attempt
// counters in front of every PIN check, used by checkout, orders (refunds),
// account (cards on file), limits and the seed. Everything else in this folder is internal.
export {
  createGiftCardAttempts,
  type AttemptCounter,
  type GiftCardAttemptLimits,
  type GiftCardAttempts,
} from './gift-card-attempts.ts';
export {
  adjustBalance,
  debitGiftCard,
  findGiftCard,
  hashGiftCardNumber,
  hashPin,
  seedGiftCards,
  type GiftCardRow,
} from './gift-cards.ts';

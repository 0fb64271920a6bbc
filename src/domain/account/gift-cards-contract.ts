import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { giftCardInput } from '../checkout/gift-card-balance-contract.ts';

/**
 * GET/POST /api/account/gift-cards and DELETE /api/account/gift-cards/{id} ("gift cards
 * on file (balance)"). The number and PIN are checked exactly as the balance check
 * does (same fields, same generic 404) and are never stored or returned.
 */
export const saveGiftCardRequest = giftCardInput;
export type SaveGiftCardRequest = z.input<typeof saveGiftCardRequest>;

export const savedGiftCard = z.object({
  id: z.string(),
  /** Last four digits, for "•••• 1234". */
  last4: z.string(),
  /** Integer cents, read live from the card. */
  balance: z.number().int(),
});
export type SavedGiftCard = z.infer<typeof savedGiftCard>;

export const giftCardIdParam = z.strictObject({ id: z.uuid({ error: 'id is invalid' }) });
export const giftCardsReply = okEnvelope(z.object({ gift_cards: z.array(savedGiftCard) }));
export type GiftCardsReply = z.infer<typeof giftCardsReply>;

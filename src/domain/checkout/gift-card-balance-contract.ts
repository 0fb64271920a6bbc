import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';

/**
 * POST /api/gift-cards/balance (spec §3 Gift card: balance). Rate limited per
 * IP; a wrong number or PIN gets one generic message so the reply never tells which was wrong.
 */
export const GIFT_CARD_NOT_FOUND = 'We could not find a gift card with that number and PIN.';
export const GIFT_CARD_NUMBER_INVALID = 'Please enter a valid gift card number';
export const GIFT_CARD_PIN_INVALID = 'Please enter a valid PIN';

export const giftCardNumberField = z
  .string({ error: GIFT_CARD_NUMBER_INVALID })
  .max(40, { error: GIFT_CARD_NUMBER_INVALID })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => /^\d{16}$/.test(v), { error: GIFT_CARD_NUMBER_INVALID });
export const giftCardPinField = z
  .string({ error: GIFT_CARD_PIN_INVALID })
  .regex(/^\d{4,8}$/, { error: GIFT_CARD_PIN_INVALID });

export const giftCardInput = z.strictObject({ number: giftCardNumberField, pin: giftCardPinField });
export type GiftCardInput = z.input<typeof giftCardInput>;

export const giftCardBalanceRequest = giftCardInput;
export const giftCardBalanceReply = okEnvelope(
  z.object({
    /** Last four digits of the card number, for display ("Gift Card •••• 1234"). */
    last4: z.string(),
    /** Integer cents. */
    balance: z.number().int(),
  }),
);
export type GiftCardBalanceReply = z.infer<typeof giftCardBalanceReply>;

import { AppError } from '../../../domain/app-error.ts';
import { checkCard } from '../../../domain/checkout/card-rules.ts';
import {
  CARD_CVC_INVALID,
  CARD_EXPIRED,
  CARD_EXPIRY_INVALID,
  CARD_NUMBER_INVALID,
  type CardBrand,
  type PaymentTokenRequest,
} from '../../../domain/checkout/payment-token-contract.ts';
import type { TokenSigner } from '../../providers/payment/card-token.ts';

/** POST /api/checkout/payment-token: the sandbox tokenizer; the token pays once, in this session. */
export function tokenizeCard(
  signer: TokenSigner,
  input: Omit<PaymentTokenRequest, 'exp_year'> & { exp_year: number },
  sessionIdHash: string,
  at: Date,
): { token: string; brand: CardBrand; last4: string; exp_month: number; exp_year: number } {
  const checked = checkCard(input, at);
  if (!checked.ok) {
    const message = {
      number_invalid: CARD_NUMBER_INVALID,
      expiry_invalid: CARD_EXPIRY_INVALID,
      expired: CARD_EXPIRED,
      cvc_invalid: CARD_CVC_INVALID,
    }[checked.reason];
    const field = { number: 'number', expiry: 'exp_month', cvc: 'cvc' }[checked.field];
    // Typed codes: the web puts the error at its field by `field`, never by the text.
    throw new AppError(checked.reason === 'expired' ? 'CARD_EXPIRED' : 'VALIDATION', `${field}: ${message}`, { field });
  }
  const card = {
    brand: checked.brand,
    last4: checked.last4,
    exp_month: input.exp_month,
    exp_year: input.exp_year,
    behavior: checked.behavior,
  };
  return {
    token: signer.sign(card, at, sessionIdHash),
    brand: card.brand,
    last4: card.last4,
    exp_month: card.exp_month,
    exp_year: card.exp_year,
  };
}

import { AppError } from '../../../domain/app-error.ts';
import { PAYMENT_MESSAGES } from '../../../domain/checkout/submit-order-contract.ts';
import type { CardToken, TokenSigner } from '../../providers/payment/card-token.ts';
import { ALREADY_BEING_PLACED, REENTER_CARD } from './messages.ts';
import type { Buyer } from './types.ts';

/** The token's card; a forged or expired token is a decline, one made in another session must be entered again. */
export function cardOf(signer: TokenSigner, token: string, at: Date, buyer: Buyer): CardToken {
  const checked = signer.check(token, at, buyer.sessionIdHash);
  if (checked.ok) return checked.card;
  if (checked.reason === 'other_session')
    throw new AppError('CARD_REENTER', `payment.token: ${REENTER_CARD}`, { field: 'payment.token' });
  throw new AppError('CARD_DECLINED', PAYMENT_MESSAGES.token_invalid, { field: 'payment.token' });
}

/** A token another key spent: on this same cart, that is another tab's checkout of it (409); else the token is used up. */
export const tokenSpentError = (spentFor: string | null, holdKey: string) =>
  spentFor === holdKey
    ? new AppError('CONFLICT', ALREADY_BEING_PLACED)
    : new AppError('CARD_REENTER', `payment.token: ${REENTER_CARD}`, { field: 'payment.token' });

import { confirmPaymentReply } from '../../../domain/checkout/confirm-payment-contract.ts';
import { paymentTokenReply, type PaymentTokenRequest } from '../../../domain/checkout/payment-token-contract.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  submitOrderReply,
  type SubmitOrderRequest,
} from '../../../domain/checkout/submit-order-contract.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** The checkout calls, each parsed with the shared contract. */
export const checkoutApi = {
  /** The only call that ever sees the card number; the reply is an opaque token. */
  tokenize: async (card: PaymentTokenRequest) =>
    (await apiRequest('checkout/payment-token', paymentTokenReply, { method: 'POST', body: card })).data,
  submit: async (body: SubmitOrderRequest, key: string) =>
    (
      await apiRequest('checkout', submitOrderReply, {
        method: 'POST',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      })
    ).data,
  confirmPayment: async (paymentId: string, approve: boolean) =>
    (
      await apiRequest(`checkout/payments/${encodeURIComponent(paymentId)}/confirm`, confirmPaymentReply, {
        method: 'POST',
        body: { approve },
      })
    ).data,
};

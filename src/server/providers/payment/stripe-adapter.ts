import Stripe from 'stripe';
import type { CardToken } from './card-token.ts';
import type { AuthorizeInput, AuthorizeResult, DeclineReason, PaymentProvider } from './payment-provider.ts';

/**
 * Stripe PaymentIntents through the official SDK (DESIGN §5): authorize is a
 * manual-capture PaymentIntent confirmed at once; capture, cancel (void) and refunds follow.
 * Our payment row id is Stripe's Idempotency-Key, so a retried authorize never charges twice.
 *
 * The token's card becomes one of Stripe's test PaymentMethods (pm_card_visa, …): this app's
 * card form is the sandbox tokenizer, so only test-mode keys make sense with it. A live front
 * end would send Stripe.js PaymentMethod ids instead ("Later").
 */
export interface StripeAdapterOptions {
  secretKey: string;
  /** e.g. http://127.0.0.1:12111 for a local fake; default https://api.stripe.com. */
  apiUrl?: string;
  timeoutMs?: number;
}

const TEST_METHODS: Record<CardToken['behavior'], string> = {
  succeed: 'pm_card_visa',
  decline: 'pm_card_visa_chargeDeclined',
  insufficient_funds: 'pm_card_visa_chargeDeclinedInsufficientFunds',
  processing_error: 'pm_card_chargeDeclinedProcessingError',
  requires_confirmation: 'pm_card_authenticationRequired',
};
const BRAND_METHODS: Partial<Record<CardToken['brand'], string>> = {
  mastercard: 'pm_card_mastercard',
  amex: 'pm_card_amex',
  discover: 'pm_card_discover',
  diners: 'pm_card_diners',
  jcb: 'pm_card_jcb',
};

export const paymentMethodFor = (card: CardToken) =>
  card.behavior === 'succeed' ? (BRAND_METHODS[card.brand] ?? TEST_METHODS.succeed) : TEST_METHODS[card.behavior];

function declineReason(error: unknown): DeclineReason | null {
  if (!(error instanceof Stripe.errors.StripeCardError)) return null;
  if (error.decline_code === 'insufficient_funds') return 'insufficient_funds';
  if (error.code === 'processing_error' || error.decline_code === 'processing_error') return 'processing_error';
  return 'declined';
}

function resultOf(intent: Stripe.PaymentIntent): AuthorizeResult {
  switch (intent.status) {
    case 'requires_capture':
    case 'succeeded':
      return { status: 'authorized', ref: intent.id };
    case 'requires_action':
      return { status: 'requires_confirmation', ref: intent.id };
    case 'processing':
      return { status: 'declined', reason: 'processing_error', ref: intent.id };
    // A replayed create (same idempotency key) of an intent cancelled since, by us or by expiry.
    case 'canceled':
      return { status: 'lapsed', ref: intent.id };
    default:
      return { status: 'declined', reason: 'declined', ref: intent.id };
  }
}

export function createStripeAdapter(options: StripeAdapterOptions): PaymentProvider {
  const url = options.apiUrl ? new URL(options.apiUrl) : null;
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: options.timeoutMs ?? 20_000,
    telemetry: false,
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === 'https:' ? 443 : 80),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });

  return {
    name: 'stripe',
    async authorize(input: AuthorizeInput) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            capture_method: 'manual',
            confirm: true,
            payment_method: paymentMethodFor(input.card),
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            description: input.description,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        // A replayed create answers the intent as it was first created; what counts is its state now
        // (cancelled since: `lapsed`, never an order's payment).
        const replayed = intent.lastResponse?.headers?.['idempotent-replayed'] === 'true';
        return resultOf(replayed ? await stripe.paymentIntents.retrieve(intent.id) : intent);
      } catch (error) {
        const reason = declineReason(error);
        if (reason) return { status: 'declined', reason, ref: null };
        throw error;
      }
    },
    async confirm(ref, approve) {
      if (!approve) {
        await stripe.paymentIntents.cancel(ref);
        return { status: 'declined', reason: 'declined', ref };
      }
      // The shopper completed the bank's step in the browser; Stripe knows the outcome.
      return resultOf(await stripe.paymentIntents.retrieve(ref));
    },
    async capture(ref) {
      await stripe.paymentIntents.capture(ref, {}, { idempotencyKey: `capture-${ref}` });
    },
    async void(ref) {
      await stripe.paymentIntents.cancel(ref, {}, { idempotencyKey: `cancel-${ref}` });
    },
    async refund(ref, amountCents, idempotencyKey) {
      await stripe.refunds.create(
        { payment_intent: ref, amount: amountCents },
        { idempotencyKey: idempotencyKey ? `refund-${idempotencyKey}` : `refund-${ref}` },
      );
    },
  };
}

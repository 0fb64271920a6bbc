import type { ServerConfig } from '../../config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createSandboxProcessor } from './sandbox-processor.ts';
import { createStripeAdapter } from './stripe-adapter.ts';

/** PAYMENT_PROVIDER picks the processor (DESIGN §5); config.ts already refused stripe without a key. */
export function createPaymentProvider(
  config: Pick<ServerConfig, 'PAYMENT_PROVIDER' | 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>,
): PaymentProvider {
  if (config.PAYMENT_PROVIDER === 'stripe' && config.STRIPE_SECRET_KEY) {
    return createStripeAdapter({
      secretKey: config.STRIPE_SECRET_KEY,
      ...(config.STRIPE_API_URL ? { apiUrl: config.STRIPE_API_URL } : {}),
    });
  }
  return createSandboxProcessor();
}

import { randomUUID } from 'node:crypto';
import type { AuthoriseInput, AuthoriseResult, PaymentProvider } from './payment-provider.ts';

/**
 * The embedded sandbox processor (DESIGN §5): decides from the token's test behaviour, like the
 * big processors' test numbers. It keeps each authorisation in memory so a capture or void of
 * an unknown or already voided payment fails loudly, and counts calls for tests and the bench.
 * Authorising twice with one idempotency key returns the first result (as Stripe does).
 */
export function createSandboxProcessor(): PaymentProvider & { counts: { authorise: number; capture: number; void: number; refund: number } } {
  const byKey = new Map<string, AuthoriseResult>();
  const state = new Map<string, 'requires_confirmation' | 'authorized' | 'captured' | 'voided' | 'refunded'>();
  const counts = { authorise: 0, capture: 0, void: 0, refund: 0 };
  const MAX_KEYS = 100_000;

  return {
    name: 'sandbox',
    counts,
    async authorise(input: AuthoriseInput): Promise<AuthoriseResult> {
      const previous = byKey.get(input.idempotencyKey);
      if (previous) return previous;
      counts.authorise += 1;
      const ref = `sbx_${randomUUID()}`;
      let result: AuthoriseResult;
      switch (input.card.behaviour) {
        case 'decline':
          result = { status: 'declined', reason: 'declined', ref: null };
          break;
        case 'insufficient_funds':
          result = { status: 'declined', reason: 'insufficient_funds', ref: null };
          break;
        case 'processing_error':
          result = { status: 'declined', reason: 'processing_error', ref: null };
          break;
        case 'requires_confirmation':
          result = { status: 'requires_confirmation', ref };
          state.set(ref, 'requires_confirmation');
          break;
        default:
          result = { status: 'authorized', ref };
          state.set(ref, 'authorized');
      }
      if (byKey.size > MAX_KEYS) byKey.clear();
      byKey.set(input.idempotencyKey, result);
      return result;
    },
    async confirm(ref, approve) {
      const s = state.get(ref);
      // A sandbox payment from before a restart: the approval alone decides.
      if (s === undefined || s === 'requires_confirmation') {
        if (!approve) {
          state.set(ref, 'voided');
          return { status: 'declined', reason: 'declined', ref };
        }
        state.set(ref, 'authorized');
        return { status: 'authorized', ref };
      }
      return s === 'authorized' || s === 'captured' ? { status: 'authorized', ref } : { status: 'declined', reason: 'declined', ref };
    },
    async capture(ref) {
      const s = state.get(ref);
      // Capturing again is a no-op, as a repeated Stripe capture with its idempotency key is (the capture sweep may repeat one).
      if (s === 'captured') return;
      if (s !== undefined && s !== 'authorized') throw new Error(`sandbox: cannot capture a ${s} payment`);
      counts.capture += 1;
      state.set(ref, 'captured');
    },
    async void(ref) {
      const s = state.get(ref);
      if (s === 'captured' || s === 'refunded') throw new Error(`sandbox: cannot void a ${s} payment`);
      counts.void += 1;
      state.set(ref, 'voided');
    },
    async refund(ref) {
      const s = state.get(ref);
      if (s !== undefined && s !== 'captured') throw new Error(`sandbox: cannot refund a ${s} payment`);
      counts.refund += 1;
      state.set(ref, 'refunded');
    },
  };
}

import { randomUUID } from 'node:crypto';
import { AUTHORISATION_LIFETIME_MS } from '../../../domain/checkout/payment-state.ts';
import type { AuthoriseInput, AuthoriseResult, PaymentProvider } from './payment-provider.ts';

type HoldState = 'requires_confirmation' | 'authorized' | 'captured' | 'voided' | 'refunded';

/**
 * The embedded sandbox processor (DESIGN §5): decides from the token's test behaviour, like the
 * big processors' test numbers. It keeps each authorisation in memory so a capture or void of
 * an unknown or already voided payment fails loudly, and counts calls for tests and the bench.
 * Authorising twice with one idempotency key returns the first result (as Stripe does) — but an
 * authorisation voided or expired since comes back `lapsed`, as Stripe's replay returns the
 * cancelled PaymentIntent: a retry never takes a dead hold for a live one (decision 173).
 * Holds expire after AUTHORISATION_LIFETIME_MS on the processor's clock (`now`, for tests).
 * Voiding, capturing or refunding twice is a no-op: recovery repeats what a crash interrupted.
 */
export function createSandboxProcessor(
  options: { now?: () => Date } = {},
): PaymentProvider & { counts: { authorise: number; capture: number; void: number; refund: number } } {
  const now = options.now ?? (() => new Date());
  const byKey = new Map<string, AuthoriseResult>();
  const state = new Map<string, HoldState>();
  const authorisedAt = new Map<string, number>();
  const counts = { authorise: 0, capture: 0, void: 0, refund: 0 };
  const MAX_KEYS = 100_000;
  const expired = (ref: string) =>
    now().getTime() - (authorisedAt.get(ref) ?? now().getTime()) >= AUTHORISATION_LIFETIME_MS;
  /** The hold's state now: an authorisation past its lifetime is gone. */
  const current = (ref: string): HoldState | 'expired' | undefined => {
    const s = state.get(ref);
    return (s === 'authorized' || s === 'requires_confirmation') && expired(ref) ? 'expired' : s;
  };

  return {
    name: 'sandbox',
    counts,
    async authorise(input: AuthoriseInput): Promise<AuthoriseResult> {
      const previous = byKey.get(input.idempotencyKey);
      if (previous) {
        const s = previous.ref ? current(previous.ref) : undefined;
        if (previous.ref && (s === 'voided' || s === 'expired')) return { status: 'lapsed', ref: previous.ref };
        return previous;
      }
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
      if (result.ref) authorisedAt.set(result.ref, now().getTime());
      if (byKey.size > MAX_KEYS) byKey.clear();
      byKey.set(input.idempotencyKey, result);
      return result;
    },
    async confirm(ref, approve) {
      const s = current(ref);
      // A sandbox payment from before a restart: the approval alone decides.
      if (s === undefined || s === 'requires_confirmation') {
        if (!approve) {
          state.set(ref, 'voided');
          return { status: 'declined', reason: 'declined', ref };
        }
        state.set(ref, 'authorized');
        return { status: 'authorized', ref };
      }
      return s === 'authorized' || s === 'captured'
        ? { status: 'authorized', ref }
        : { status: 'declined', reason: 'declined', ref };
    },
    async capture(ref) {
      const s = current(ref);
      // Capturing again is a no-op, as a repeated Stripe capture with its idempotency key is (the capture sweep may repeat one).
      if (s === 'captured') return;
      if (s !== undefined && s !== 'authorized') throw new Error(`sandbox: cannot capture a ${s} payment`);
      counts.capture += 1;
      state.set(ref, 'captured');
    },
    async void(ref) {
      const s = current(ref);
      if (s === 'voided') return;
      if (s === 'captured' || s === 'refunded') throw new Error(`sandbox: cannot void a ${s} payment`);
      counts.void += 1;
      state.set(ref, 'voided');
    },
    async refund(ref) {
      const s = current(ref);
      if (s === 'refunded') return;
      if (s !== undefined && s !== 'captured') throw new Error(`sandbox: cannot refund a ${s} payment`);
      counts.refund += 1;
      state.set(ref, 'refunded');
    },
  };
}

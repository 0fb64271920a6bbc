import { randomUUID } from 'node:crypto';
import { AUTHORIZATION_LIFETIME_MS } from '../../../domain/checkout/payment-state.ts';
import type { AuthorizeInput, AuthorizeResult, PaymentProvider } from './payment-provider.ts';

type HoldState = 'requires_confirmation' | 'authorized' | 'captured' | 'voided' | 'refunded';

/**
 * The embedded sandbox processor (DESIGN §5): decides from the token's test behavior, like the
 * big processors' test numbers. It keeps each authorization in memory so a capture or void of
 * an unknown or already voided payment fails loudly, and counts calls for tests and the bench.
 * Authorizing twice with one idempotency key returns the first result (as Stripe does) — but an
 * authorization voided or expired since comes back `lapsed`, as Stripe's replay returns the
 * cancelled PaymentIntent: a retry never takes a dead hold for a live one.
 * Holds expire after AUTHORIZATION_LIFETIME_MS on the processor's clock (`now`, for tests).
 * Voiding, capturing or refunding twice is a no-op: recovery repeats what a crash interrupted.
 */
export function createSandboxProcessor(
  options: { now?: () => Date } = {},
): PaymentProvider & { counts: { authorize: number; capture: number; void: number; refund: number } } {
  const now = options.now ?? (() => new Date());
  const byKey = new Map<string, AuthorizeResult>();
  const state = new Map<string, HoldState>();
  const authorizedAt = new Map<string, number>();
  const partialRefunds = new Map<string, { ref: string; amountCents: number }>();
  const counts = { authorize: 0, capture: 0, void: 0, refund: 0 };
  const MAX_KEYS = 100_000;
  const expired = (ref: string) =>
    now().getTime() - (authorizedAt.get(ref) ?? now().getTime()) >= AUTHORIZATION_LIFETIME_MS;
  /** The hold's state now: an authorization past its lifetime is gone. */
  const current = (ref: string): HoldState | 'expired' | undefined => {
    const s = state.get(ref);
    return (s === 'authorized' || s === 'requires_confirmation') && expired(ref) ? 'expired' : s;
  };

  return {
    name: 'sandbox',
    counts,
    async authorize(input: AuthorizeInput): Promise<AuthorizeResult> {
      const previous = byKey.get(input.idempotencyKey);
      if (previous) {
        const s = previous.ref ? current(previous.ref) : undefined;
        if (previous.ref && (s === 'voided' || s === 'expired')) return { status: 'lapsed', ref: previous.ref };
        return previous;
      }
      counts.authorize += 1;
      const ref = `sbx_${randomUUID()}`;
      let result: AuthorizeResult;
      switch (input.card.behavior) {
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
      if (result.ref) authorizedAt.set(result.ref, now().getTime());
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
    async refund(ref, amountCents, idempotencyKey) {
      const s = current(ref);
      if (idempotencyKey !== undefined) {
        // A partial refund: once per key; the payment stays captured for the next one.
        if (partialRefunds.has(idempotencyKey)) return;
        if (s !== undefined && s !== 'captured') throw new Error(`sandbox: cannot refund a ${s} payment`);
        counts.refund += 1;
        partialRefunds.set(idempotencyKey, { ref, amountCents });
        return;
      }
      if (s === 'refunded') return;
      if (s !== undefined && s !== 'captured') throw new Error(`sandbox: cannot refund a ${s} payment`);
      counts.refund += 1;
      state.set(ref, 'refunded');
    },
  };
}

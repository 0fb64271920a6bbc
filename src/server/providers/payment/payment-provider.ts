import type { CardToken } from './card-token.ts';

/**
 * The payment port (DESIGN §5): authorize first, capture once the order is
 * committed, void an authorization that no order needs, refund a captured one. Providers never
 * see a card number from us: they get the token's contents (brand, last 4, test behavior).
 */
export type DeclineReason = 'declined' | 'insufficient_funds' | 'processing_error';

export type AuthorizeResult =
  | { status: 'authorized'; ref: string }
  | { status: 'requires_confirmation'; ref: string }
  | { status: 'declined'; reason: DeclineReason; ref: string | null }
  /** A repeated call whose idempotency key's authorization no longer holds (voided or expired): never an order's payment. */
  | { status: 'lapsed'; ref: string };

export interface AuthorizeInput {
  amountCents: number;
  card: CardToken;
  /** Our payment row id: the provider's idempotency key, so a retried call never charges twice. */
  idempotencyKey: string;
  description: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  authorize(input: AuthorizeInput): Promise<AuthorizeResult>;
  /** After the shopper's extra confirmation step: the authorization's state now. */
  confirm(ref: string, approve: boolean): Promise<AuthorizeResult>;
  capture(ref: string): Promise<void>;
  void(ref: string): Promise<void>;
  /**
   * Gives back a captured payment. Without `idempotencyKey`: the whole payment, once. With one (a
   * staff refund of part of an order): that amount, once per key, so several
   * partial refunds of one payment add up and a retried call refunds nothing more.
   */
  refund(ref: string, amountCents: number, idempotencyKey?: string): Promise<void>;
}

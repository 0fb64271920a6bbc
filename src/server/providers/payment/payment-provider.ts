import type { CardToken } from './card-token.ts';

/**
 * The payment port (DESIGN §5, decision 080): authorise first, capture once the order is
 * committed, void an authorisation that no order needs, refund a captured one. Providers never
 * see a card number from us: they get the token's contents (brand, last 4, test behaviour).
 */
export type DeclineReason = 'declined' | 'insufficient_funds' | 'processing_error';

export type AuthoriseResult =
  | { status: 'authorized'; ref: string }
  | { status: 'requires_confirmation'; ref: string }
  | { status: 'declined'; reason: DeclineReason; ref: string | null }
  /** A repeated call whose idempotency key's authorisation no longer holds (voided or expired): never an order's payment (decision 173). */
  | { status: 'lapsed'; ref: string };

export interface AuthoriseInput {
  amountCents: number;
  card: CardToken;
  /** Our payment row id: the provider's idempotency key, so a retried call never charges twice. */
  idempotencyKey: string;
  description: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  authorise(input: AuthoriseInput): Promise<AuthoriseResult>;
  /** After the shopper's extra confirmation step: the authorisation's state now. */
  confirm(ref: string, approve: boolean): Promise<AuthoriseResult>;
  capture(ref: string): Promise<void>;
  void(ref: string): Promise<void>;
  refund(ref: string, amountCents: number): Promise<void>;
}

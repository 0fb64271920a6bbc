import { AppError } from '../../../domain/app-error.ts';
import { GIFT_CARD_NOT_FOUND } from '../../../domain/checkout/gift-card-balance-contract.ts';
import type { PaymentTokenRequest } from '../../../domain/checkout/payment-token-contract.ts';
import { createCardAttempts } from './card-attempts.ts';
import { findGiftCard } from '../gift-cards/index.ts';
import { createOrderWriter } from './order-writer.ts';
import { createOrderPlacer } from './place-order.ts';
import { createPlanner } from './plan-order.ts';
import { createSubmitOrder } from './submit-order.ts';
import { tokenizeCard } from './tokenize-card.ts';
import type { CheckoutServiceOptions } from './types.ts';

export type {
  Buyer,
  CheckoutGuard,
  CheckoutPart,
  CheckoutServiceOptions,
  Redemption,
  RedemptionLookup,
} from './types.ts';
export type { CheckoutFaults } from './faults.ts';
export { ALREADY_BEING_PLACED, REENTER_CARD } from './messages.ts';

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/**
 * Checkout. `submit` is the exactly-once flow
 * (`submit-order.ts`): claim the Idempotency-Key (a unique insert) → plan (`plan-order.ts`):
 * validate the cart (owner, active, timeout, lines re-priced, time still offered), rules and
 * guards, gift cards (allocation) → authorize the card remainder (`card-attempts.ts`) → write the
 * order (`order-writer.ts`): ONE transaction that re-checks cart, gift cards, points, offer and
 * card attempt under their locks, inserts order + lines + payments, marks the cart submitted,
 * completes the key and takes the slot place last → reply; capture and receipt after it
 * (`place-order.ts`). A failure before the order leaves no order and an intact cart, gives the
 * place back and voids the authorization.
 */
export function createCheckoutService(options: CheckoutServiceOptions) {
  const { db, provider, signer, log } = options;
  const now = options.now ?? (() => new Date());
  // The process's one location-context cache: a slot filled here invalidates its
  // location at once, so this process's carts and checkouts stop offering it.
  const { contexts } = options;
  const planner = createPlanner({
    db,
    signer,
    carts: options.carts,
    app: options.app,
    guards: options.guards,
    redemptions: options.redemptions,
    contexts,
  });
  const attempts = createCardAttempts({ db, provider, signer, log, faults: options.faults, app: options.app, now });
  const writer = createOrderWriter({
    db,
    log,
    slotFilled: (locationId) => contexts.invalidate({ locationId }),
    notice: options.orderNotice,
    onPlaced: options.onOrderChanged,
  });
  const placer = createOrderPlacer({
    db,
    captures: options.captures,
    mailer: options.mailer,
    statusLinks: options.statusLinks,
    log,
    app: options.app,
    faults: options.faults,
    now,
    planner,
    attempts,
    writer,
    onPlaced: options.onOrderPlaced,
  });
  const { submit } = createSubmitOrder({ db, log, faults: options.faults, now, placer });

  return {
    /** POST /api/checkout/payment-token: the sandbox tokenizer. */
    tokenize: (input: Omit<PaymentTokenRequest, 'exp_year'> & { exp_year: number }, sessionIdHash: string) =>
      tokenizeCard(signer, input, sessionIdHash, now()),

    /** POST /api/gift-cards/balance. */
    async giftCardBalance(number: string, pin: string): Promise<{ last4: string; balance: number }> {
      const row = await findGiftCard(db, number, pin);
      if (!row) throw new AppError('NOT_FOUND', GIFT_CARD_NOT_FOUND);
      return { last4: row.last4, balance: row.balanceCents };
    },

    /** POST /api/checkout: the stored reply of this key, or a new attempt (see above). */
    submit,

    /** POST /api/checkout/payments/{id}/confirm: the extra step of some cards. */
    confirmPayment: attempts.confirmPayment,
  };
}

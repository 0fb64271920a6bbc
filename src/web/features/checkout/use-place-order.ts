import { useRef, useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import type { PaymentTokenRequest } from '../../../domain/checkout/payment-token-contract.ts';
import type { SubmitOrderRequest } from '../../../domain/checkout/submit-order-contract.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import { setCart } from '../../data/cart/cart-cache.ts';
import { checkoutApi } from './checkout-api.ts';
import { checkoutCartApi } from '../../data/cart/checkout-cart-api.ts';
import { routeCheckoutError } from './error-routing.ts';
import type { AppliedGiftCard } from './gift-card-fields.tsx';
import { AttemptKeys } from './idempotency-key.ts';
import type { PlaceOrderInput } from './validate-checkout.ts';

/** A refusal of the tokenization call: its `field` names a card input, not an order field. */
class CardRefusal extends Error {
  constructor(readonly app: AppError) {
    super(app.message);
  }
}

/** A card token is valid for an hour; reuse it well inside that for retries. */
const TOKEN_REUSE_MS = 30 * 60 * 1000;

export interface PendingConfirmation {
  paymentId: string;
  message: string;
}

/**
 * Place Order (issue 6 "Exactly-once submission"): the button is disabled while a submission is
 * in flight AND every retry of the same body reuses its Idempotency-Key, so a double click, a
 * timeout and a retry, or a second tab give one order. The card is tokenized once per request
 * body (the token is reused while the card fields and the rest of the body are unchanged, which
 * keeps the body, and so the key, the same): a token pays for one checkout only,
 * so a changed body — a new key — gets a new token. The number never goes to the order call.
 */
export function usePlaceOrder({
  onPlaced,
  onSignInNeeded,
  onCartGone,
  onFieldError,
}: {
  onPlaced: (order: Order) => void;
  onSignInNeeded: () => void;
  onCartGone: (message: string) => void;
  /** A refusal about one input (its form path, or `time`): the checkout form shows it there. */
  onFieldError: (field: string, message: string) => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  const inFlight = useRef(false);
  const keys = useRef(new AttemptKeys());
  const token = useRef<{ card: string; token: string; at: number } | null>(null);
  const lastBody = useRef<SubmitOrderRequest | null>(null);

  async function tokenFor(card: PaymentTokenRequest, rest: Omit<SubmitOrderRequest, 'payment'>): Promise<string> {
    const fingerprint = JSON.stringify([card, rest]);
    const cached = token.current;
    if (cached && cached.card === fingerprint && Date.now() - cached.at < TOKEN_REUSE_MS) return cached.token;
    const reply = await checkoutApi.tokenize(card).catch((error: unknown) => {
      throw new CardRefusal(AppError.from(error));
    });
    token.current = { card: fingerprint, token: reply.token, at: Date.now() };
    return reply.token;
  }

  async function send(body: SubmitOrderRequest) {
    lastBody.current = body;
    const result = await checkoutApi.submit(body, keys.current.keyFor(body));
    if (result.result === 'placed') {
      keys.current.reset();
      token.current = null;
      // Spec: after placing, the browser forgets the cart (the server marked it submitted).
      setCart(null);
      onPlaced(result.order);
      return;
    }
    setConfirmation({ paymentId: result.payment_id, message: result.message });
  }

  /** By the reply's code and field, never its text; in the customer copy list's words. */
  function handleFailure(error: unknown, cart: Cart) {
    const failure =
      error instanceof CardRefusal ? routeCheckoutError(error.app, 'card') : routeCheckoutError(AppError.from(error));
    switch (failure.kind) {
      case 'sign-in':
        return onSignInNeeded();
      case 'cart-gone':
        setCart(null);
        return onCartGone(failure.message);
      case 'field':
        // A refused card or an unusable token: the next attempt needs a fresh token.
        if (failure.newToken) token.current = null;
        // A full slot may have changed what the picker offers: refresh the cart too.
        if (failure.field === 'time') void checkoutCartApi.validate(cart.id).catch(() => undefined);
        return onFieldError(failure.field, failure.message);
      case 'form':
        // A changed price or a cart that moved on: show why and refresh the cart.
        if (failure.refresh) void checkoutCartApi.validate(cart.id).catch(() => undefined);
        setFormError(failure.message);
        requestAnimationFrame(() => document.getElementById('checkout-place-error')?.focus());
    }
  }

  /** `checked` is the checkout form's input, already parsed by the contracts (validate-checkout.ts). */
  async function place(cart: Cart, checked: PlaceOrderInput, giftCards: AppliedGiftCard[]) {
    if (inFlight.current) return;
    setFormError(null);
    inFlight.current = true;
    setSubmitting(true);
    try {
      // Every field the form took from the shopper goes as it is (the request's own shape).
      const { card, ...fields } = checked;
      const rest = {
        ...fields,
        cart_id: cart.id,
        gift_cards: giftCards.map((g) => ({ number: g.number, pin: g.pin })),
        expected_total: cart.totals.total,
      };
      const paymentToken = card ? await tokenFor(card, rest) : null;
      await send({ ...rest, payment: paymentToken ? { token: paymentToken } : null });
    } catch (error) {
      handleFailure(error, cart);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  /** The extra confirmation step (test card 4000 0025 0000 3155): approve or cancel, then the SAME request again. */
  async function confirm(approve: boolean, cart: Cart) {
    const pending = confirmation;
    const body = lastBody.current;
    setConfirmation(null);
    if (!pending || !body || inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await checkoutApi.confirmPayment(pending.paymentId, approve);
      await send(body);
    } catch (error) {
      handleFailure(error, cart);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return { place, confirm, submitting, formError, confirmation };
}

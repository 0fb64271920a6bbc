import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../domain/app-error.ts';
import { toErrorReply } from '../../http/errors.ts';
import type { AppInfo } from '../../../domain/app-info.ts';
import { SIGN_IN_REQUIRED } from '../../../domain/account/messages.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { asapSlot, hoursModeFor } from '../../../domain/cart/time-slots.ts';
import { zonedInstant } from '../../../domain/cart/zoned-time.ts';
import { checkCard } from '../../../domain/checkout/card-rules.ts';
import { GIFT_CARD_NOT_FOUND } from '../../../domain/checkout/gift-card-balance-contract.ts';
import { giftCardProblem } from '../../../domain/checkout/gift-card-payment.ts';
import { allocateGiftCards, type Allocation } from '../../../domain/checkout/gift-card-allocation.ts';
import { hashableBody, IDEMPOTENCY_RENEW_MS, liveHoldAction } from '../../../domain/checkout/idempotency.ts';
import { AUTHORISATION_USABLE_MS, LIVE_ATTEMPT_STATUSES, authorisationUsable } from '../../../domain/checkout/payment-state.ts';
import { CARD_CVC_INVALID, CARD_EXPIRED, CARD_EXPIRY_INVALID, CARD_NUMBER_INVALID, type CardBrand, type PaymentTokenRequest } from '../../../domain/checkout/payment-token-contract.ts';
import { PAYMENT_MESSAGES, VEHICLE_REQUIRED, type SubmitOrderInput, type SubmitOrderResult } from '../../../domain/checkout/submit-order-contract.ts';
import { parseOrderTime } from '../../../domain/locations/local-time.ts';
import type { MenuReader } from '../../../domain/menu/menu-contract.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys, orderLines, orders, payments } from '../../db/schema/orders.ts';
import { carts } from '../../db/schema/carts.ts';
import type { MemberRow } from '../account/repo.ts';
import { loadCartContext, type CartContext } from '../cart/cart-context.ts';
import * as cartRepo from '../cart/repo.ts';
import type { CartService } from '../cart/service.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { CardToken, TokenSigner } from '../../providers/payment/card-token.ts';
import type { AuthoriseResult, PaymentProvider } from '../../providers/payment/payment-provider.ts';
import { receiptEmail } from '../orders/receipt-email.ts';
import { toOrder, type OrderLineRow, type OrderRow, type PaymentRow } from '../orders/order-view.ts';
import { abandonAttempt, attachCardPayment, markVoiding, updatePayment } from '../orders/repo.ts';
import { adjustBalance, findGiftCard, lockGiftCards, type GiftCardRow } from './gift-cards.ts';
import type { CaptureQueue } from './capture-queue.ts';
import { claimKey, claimKeyWithAttempt, completedReply, completeKey, isLiveHoldConflict, purgeKeys, releaseKey, renewLease, requestHash, spendCardToken, tokenUsedByAnotherKey, type StoredReply } from './idempotency-repo.ts';
import { SimulatedCrash, type CheckoutFaults } from './faults.ts';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';
import { placeOrderStatement } from './place-order-statement.ts';
import { giveBackSlotPlace, type SlotPlace } from './slot-places.ts';
import { fullyBooked, takeSlotOrNext } from './asap-place.ts';
import { eq, and, inArray, isNull } from 'drizzle-orm';

/** Who is checking out: the session (decision 006) and, when signed in, the member. */
export interface Buyer {
  sessionIdHash: string;
  memberId: string | null;
  member: MemberRow | null;
}

/**
 * A rule that may refuse a checkout (throw an AppError). The one place for rules owned by
 * other features, e.g. spec §5's host-pays group rule (issue 8): pass it in `guards`. A guard
 * may instead answer with a part: the buyer pays for the validated cart's lines only, a part of
 * a shared cart (each-pays group orders, decision 160).
 */
export type CheckoutGuard = (input: { buyer: Buyer; cart: Cart }) => Promise<void | CheckoutPart>;

/**
 * One person's part of a shared cart (decision 160). The validated cart is already just that
 * part, priced as it is paid. The order transaction asks the part, not the cart's version, whether
 * it still holds: the others in the group keep changing their own lines meanwhile.
 */
export interface CheckoutPart {
  /** ASAP: ready no earlier than this (a participant's food is made with the group's, after its deadline). */
  readyFrom: Date | null;
  /** The host's part submits the shared cart and closes the group; a participant's leaves it open. */
  closesCart: boolean;
  /**
   * In the order transaction, the shared cart row locked: re-checks the seat and that the part is
   * still what was validated, moves its lines to a cart of their own when needed (the order's
   * cart), and says whether the group already holds a place in this slot (one place per group).
   */
  take(tx: cartRepo.Tx, locked: cartRepo.CartRow, validated: Cart, slot: { start: Date; mode: string }): Promise<{ cartId: string; slotHeld: boolean }>;
  /** Still in the transaction, once the order exists: who paid with which order. */
  record(tx: cartRepo.Tx, orderId: string): Promise<void>;
}

export type { CheckoutFaults } from './faults.ts';

export interface CheckoutServiceOptions {
  db: Db;
  menus: MenuReader;
  carts: CartService;
  provider: PaymentProvider;
  signer: TokenSigner;
  mailer: Mailer;
  /** Captures after commit, off the request path (decision 155). */
  captures: CaptureQueue;
  log: FastifyBaseLogger;
  app: Pick<AppInfo, 'name' | 'flags'>;
  guards?: CheckoutGuard[];
  faults?: CheckoutFaults;
  now?: () => Date;
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/** What `planOrder` decided (see there). */
interface OrderPlan {
  cart: Cart;
  cartRow: cartRepo.CartRow;
  part: CheckoutPart | null;
  contact: Order['contact'];
  cards: GiftCardRow[];
  allocation: Allocation;
  ctx: CartContext;
  ready: { local: string; at: Date; slotStart: Date; mode: string; reserved: boolean };
  /** The request's tip differs from the cart's (only reported when the plan did not apply it). */
  tipChange: boolean;
}

/** A submission whose key and card attempt were written together after planning (decision 155). */
interface PlannedStart {
  keyId: string;
  /** The claim's holder (decision 174). */
  token: string;
  plan: OrderPlan;
  attempt: PaymentRow;
  card: CardToken;
}

/** A cart's lines as its order keeps them: names and prices frozen at submission (decision 082). */
const frozenLines = (orderId: string, products: Cart['products']) =>
  products.map((p, position) => ({
    orderId,
    position,
    productId: p.product_id,
    pdpId: p.pdp_id,
    name: p.name,
    image: p.image,
    quantity: p.quantity,
    quantities: p.quantities,
    choices: p.choices,
    unitCents: p.cost.unit,
    totalCents: p.cost.total,
    recipient: p.recipient,
    instructions: p.instructions,
  }));

const declineMessage = (reason: 'declined' | 'insufficient_funds' | 'processing_error') => PAYMENT_MESSAGES[reason];
const CART_CHANGED = 'Your bag changed while the order was being placed. Please review it and try again.';
const GIFT_CARD_BALANCE_CHANGED = 'A gift card balance changed. Please check your gift cards and try again.';
/** Another key's card attempt on this cart is in flight (decision 173). */
export const ALREADY_BEING_PLACED = 'This order is already being placed in another tab or window. Please wait a moment and check your orders.';
/** A card token used by another checkout, or made in another browser session (decision 175). */
export const REENTER_CARD = 'Please re-enter your card details.';
const PAYMENT_GONE = 'Your card authorisation was cancelled while the order was being placed. Please place your order again.';
/** An attempt created before this may have lost its hold: no order takes it (decision 173). */
const usableAfter = (at: Date) => new Date(at.getTime() - AUTHORISATION_USABLE_MS);

/**
 * Checkout (issue 6; decisions 080–083, 155). `submit` is the exactly-once flow:
 *   claim the Idempotency-Key (a unique insert) → plan: validate the cart (owner, active,
 *   timeout, lines re-priced, time still offered), rules and guards, gift cards (allocation) →
 *   authorise the card remainder → take the ASAP slot place → ONE statement (a group part: one
 *   transaction): lock cart and gift cards, re-check, debit, insert order + lines + payments,
 *   mark the cart submitted and complete the key → reply; capture and receipt after it. A
 *   failure before the order leaves no order and an intact cart, gives the place back and voids
 *   the authorisation. The common card submission plans first and claims its key together
 *   with its card attempt (`claimWithPlan`); anything unusual claims first.
 */
export function createCheckoutService(options: CheckoutServiceOptions) {
  const { db, provider, signer, log } = options;
  const now = options.now ?? (() => new Date());
  const guards = options.guards ?? [];
  let lastPurge = 0;

  // Location settings and hours are re-read at most once a second per menu (as the cart service does, decision 060).
  const contexts = new Map<string, { ctx: CartContext; at: number }>();
  async function contextFor(menuId: string, at: Date): Promise<CartContext | null> {
    const hit = contexts.get(menuId);
    if (hit && Date.now() - hit.at < 1000) return hit.ctx;
    const ctx = await loadCartContext(db, options.menus, menuId, at);
    if (ctx) {
      if (contexts.size > 1000) contexts.clear();
      contexts.set(menuId, { ctx, at: Date.now() });
    }
    return ctx;
  }

  /** A slot filled here: this process's carts and checkouts stop offering it at once (decision 181). */
  const slotFilled = (locationId: string) => {
    for (const [menuId, hit] of contexts) if (hit.ctx.location.id === locationId) contexts.delete(menuId);
    options.carts.slotsChanged(locationId);
  };

  const scopeOf = (buyer: Buyer) => (buyer.memberId ? `m:${buyer.memberId}` : `s:${buyer.sessionIdHash}`);

  function contactFor(buyer: Buyer, input: SubmitOrderInput): Order['contact'] {
    if (input.contact) return { first_name: input.contact.first_name, last_name: input.contact.last_name, email: input.contact.email, phone: input.contact.phone };
    const m = buyer.member;
    if (m?.email && m.firstName) return { first_name: m.firstName, last_name: m.lastName ?? '', email: m.email, phone: m.phone };
    throw new AppError('VALIDATION', 'contact: Please enter your first name, last name, email address and phone number');
  }

  /**
   * Gift cards as given, each checked with its PIN (the route counted the attempts first), and
   * their allocation. Planned last, after every check that can fail before money moves, and
   * refused by one rule (decision 180), so no reply tells a right PIN from a wrong one before
   * payment: without a payment card the gift cards must cover everything.
   */
  async function giftCardsOf(buyer: Buyer, input: SubmitOrderInput, cart: Cart, part: CheckoutPart | null, at: Date, keyId: string | undefined): Promise<{ cards: GiftCardRow[]; allocation: Allocation }> {
    if (input.gift_cards.length === 0) return { cards: [], allocation: allocateGiftCards(cart.totals.total, []) };
    // An unusable card token — forged, another session's, or spent by another key — must be refused
    // before the lookup: after it, its reply would tell a right PIN from a wrong one's 422.
    if (input.payment) {
      const card = cardOf(input.payment.token, at, buyer);
      const spent = keyId ? await tokenUsedByAnotherKey(db, card.nonce, keyId) : null;
      if (spent) throw tokenSpentError(spent.holdKey, holdKeyOf(buyer, cart, part));
    }
    const cards: GiftCardRow[] = [];
    for (const card of input.gift_cards) {
      const row = await findGiftCard(db, card.number, card.pin);
      if (row) cards.push(row);
    }
    const allocation = allocateGiftCards(cart.totals.total, cards.map((c) => ({ id: c.id, balanceCents: c.balanceCents })));
    const problem = giftCardProblem({ given: input.gift_cards.length, found: cards.length, remainderCents: allocation.remainderCents, hasCard: Boolean(input.payment) });
    if (problem) throw new AppError('VALIDATION', `gift_cards: ${problem}`);
    return { cards, allocation };
  }

  /** The token's card; a forged or expired token is a decline, one made in another session must be entered again (decision 175). */
  function cardOf(token: string, at: Date, buyer: Buyer): CardToken {
    const checked = signer.check(token, at, buyer.sessionIdHash);
    if (checked.ok) return checked.card;
    if (checked.reason === 'other_session') throw new AppError('VALIDATION', `payment.token: ${REENTER_CARD}`);
    throw new AppError('PAYMENT_DECLINED', PAYMENT_MESSAGES.token_invalid);
  }

  /** A token another key spent: on this same cart, that is another tab's checkout of it (409); else the token is used up (decision 175). */
  const tokenSpentError = (spentFor: string | null, holdKey: string) =>
    spentFor === holdKey ? new AppError('CONFLICT', ALREADY_BEING_PLACED) : new AppError('VALIDATION', `payment.token: ${REENTER_CARD}`);

  /** What a card attempt holds money for: the cart, or a group part's cart and payer (decision 173). */
  const holdKeyOf = (buyer: Buyer, cart: Cart, part: CheckoutPart | null) => (part ? `${cart.id}:${scopeOf(buyer)}` : cart.id);

  /**
   * Another key's live attempt holds this cart (decision 173): refused while its request is
   * live (409), else superseded — its authorisation voided (an attempt whose processor answer was
   * never recorded cannot be voided; it is marked abandoned and its hold lapses at the processor).
   */
  async function settleLiveHold(holdKey: string, at: Date): Promise<void> {
    const [holder] = await db
      .select({ id: payments.id, status: payments.status, providerRef: payments.providerRef, keyState: idempotencyKeys.state, lockedUntil: idempotencyKeys.lockedUntil })
      .from(payments)
      .leftJoin(idempotencyKeys, eq(idempotencyKeys.id, payments.idempotencyKeyId))
      .where(and(eq(payments.holdKey, holdKey), eq(payments.kind, 'card'), isNull(payments.orderId), inArray(payments.status, [...LIVE_ATTEMPT_STATUSES])))
      .limit(1);
    if (!holder) return;
    if (liveHoldAction({ keyState: holder.keyState, lockedUntil: holder.lockedUntil }, at) === 'refuse') throw new AppError('CONFLICT', ALREADY_BEING_PLACED);
    if (holder.status === 'pending' && !holder.providerRef) await abandonAttempt(db, holder.id);
    else await voidCard(holder, 'superseded');
  }

  /** Runs `write` (which inserts a card attempt) again after settling the cart's live hold, at most twice. */
  async function withHold<T>(holdKey: string, at: Date, write: () => Promise<T>): Promise<T> {
    for (let tries = 0; ; tries++) {
      try {
        return await write();
      } catch (error) {
        if (!isLiveHoldConflict(error) || tries >= 2) throw isLiveHoldConflict(error) ? new AppError('CONFLICT', ALREADY_BEING_PLACED) : error;
        await settleLiveHold(holdKey, at);
      }
    }
  }

  /**
   * The card attempt of this key that can still be used, or a new authorisation. `record`: write
   * an authorisation to its row now; the one-statement order path leaves it to the order
   * statement (decision 155), which ties the row to the order and marks it authorised at once.
   * Reused only when still live, no order's and young enough to hold (decision 173); a pending
   * attempt is asked for again with its own idempotency key, and one whose hold lapsed meanwhile
   * (voided, expired) gives way to a new attempt.
   */
  async function authoriseCard(keyId: string, freshKey: boolean, buyer: Buyer, token: string, amountCents: number, cart: Cart, part: CheckoutPart | null): Promise<{ payment: PaymentRow; result: AuthoriseResult }> {
    const at = now();
    const card = cardOf(token, at, buyer);
    const record = part !== null;
    const description = `${options.app.name} order, cart ${cart.id}`;
    // A fresh key has no earlier attempts; a retried one may hold an authorisation to reuse.
    const previous = freshKey
      ? []
      : await db
          .select()
          .from(payments)
          .where(and(eq(payments.idempotencyKeyId, keyId), eq(payments.kind, 'card'), isNull(payments.orderId), inArray(payments.status, [...LIVE_ATTEMPT_STATUSES])));
    for (const p of previous) {
      const usable = authorisationUsable(p.createdAt, at);
      const sameCard = usable && p.brand === card.brand && p.last4 === card.last4 && p.amountCents === amountCents;
      if (sameCard && p.status === 'authorized' && p.providerRef) return { payment: p, result: { status: 'authorized', ref: p.providerRef } };
      if (sameCard && p.status === 'requires_confirmation' && p.providerRef) return { payment: p, result: { status: 'requires_confirmation', ref: p.providerRef } };
      // An attempt that stopped between the processor's answer and the order (the process died):
      // its row id is the processor's idempotency key, so asking again returns that same
      // authorisation instead of charging twice — or `lapsed` when it was voided or expired.
      if (sameCard && p.status === 'pending') {
        const again = await authoriseRow(p, card, description, record);
        if (again.result.status !== 'lapsed') return again;
        continue;
      }
      // The bag's total changed since (same body, new amount), or the hold is too old: let the old attempt go.
      await voidCard(p, usable ? 'superseded' : 'expired');
    }
    const holdKey = holdKeyOf(buyer, cart, part);
    const spend = await spendCardToken(db, { nonce: card.nonce, keyId, holdKey, now: at });
    if (!spend.spent) throw tokenSpentError(spend.holdKey, holdKey);
    const payment = await withHold(holdKey, at, () =>
      db.transaction(async (tx) => {
        // As the claim statement does: no attempt on a cart another key has just ordered (decision 173).
        const [active] = await tx.select({ id: carts.id }).from(carts).where(and(eq(carts.id, cart.id), eq(carts.status, 'active'))).for('share');
        if (!active) throw new AppError('CONFLICT', ALREADY_BEING_PLACED);
        const [row] = await tx
          .insert(payments)
          .values({ idempotencyKeyId: keyId, sessionIdHash: buyer.sessionIdHash, kind: 'card', provider: provider.name, brand: card.brand, last4: card.last4, amountCents, status: 'pending', holdKey })
          .returning();
        if (!row) throw new Error('payment row not written');
        return row;
      }),
    );
    return authoriseRow(payment, card, description, record);
  }

  /** Asks the processor for the row's amount, with the row id as idempotency key, and records declines (and, when asked, the rest). */
  async function authoriseRow(payment: PaymentRow, card: CardToken, description: string, record: boolean): Promise<{ payment: PaymentRow; result: AuthoriseResult }> {
    let result: AuthoriseResult;
    try {
      result = await provider.authorise({ amountCents: payment.amountCents, card, idempotencyKey: payment.id, description });
    } catch (error) {
      await updatePayment(db, payment.id, { status: 'failed', failure: 'provider_error' });
      log.error({ err: error, payment: payment.id }, 'payment provider failed to authorise');
      throw new AppError('PAYMENT_DECLINED', PAYMENT_MESSAGES.processing_error);
    }
    if (result.status === 'declined') {
      await updatePayment(db, payment.id, { status: 'failed', failure: result.reason, providerRef: result.ref });
      return { payment, result };
    }
    if (result.status === 'lapsed') {
      // Its hold is gone at the processor: the row says so, and no order will use it.
      await updatePayment(db, payment.id, { status: 'voided', failure: 'lapsed', providerRef: result.ref });
      return { payment, result };
    }
    if (record || result.status === 'requires_confirmation') await updatePayment(db, payment.id, { status: result.status, providerRef: result.ref });
    return { payment: { ...payment, status: record || result.status === 'requires_confirmation' ? result.status : payment.status, providerRef: result.ref }, result };
  }

  /**
   * Voids an attempt no order holds (decision 173): the intent (`voiding`) is written first, under
   * the guard that no order has the payment; then the processor; then `voided`. A failure after
   * the intent leaves `voiding`, which no order can use and the capture sweep finishes; a failure
   * before it leaves the attempt as it was, for a retry of its key to use. `knownRef`: the
   * processor's id when the row does not have it yet (the order statement records it).
   */
  async function voidCard(p: Pick<PaymentRow, 'id' | 'providerRef'>, why: string, knownRef: string | null = null): Promise<void> {
    try {
      const marked = await markVoiding(db, p.id, why, knownRef ?? p.providerRef);
      if (!marked) return;
      const ref = marked.ref ?? knownRef;
      if (ref) await provider.void(ref);
      await options.faults?.afterVoidCall?.();
      await updatePayment(db, p.id, { status: 'voided' });
    } catch (error) {
      if (error instanceof SimulatedCrash) throw error;
      // The sweep voids it later (or the authorisation lapses at the processor); the row says `voiding`.
      log.error({ err: error, payment: p.id }, 'card void not finished; left for the sweep');
    }
  }

  /** When and which slot place the order takes (decision 060 slot rules). */
  function readyTime(cartRow: cartRepo.CartRow, ctx: CartContext, itemCount: number, at: Date): { local: string; at: Date; slotStart: Date; mode: string; reserved: boolean } {
    const mode = hoursModeFor(cartRow.handoff, cartRow.catering);
    if (cartRow.timeMode === 'advance') {
      const parsed = cartRow.wanted ? parseOrderTime(cartRow.wanted) : null;
      const instant = parsed ? zonedInstant(parsed.date, parsed.minutes, ctx.slots.timeZone) : null;
      if (!cartRow.wanted || !instant) throw new AppError('CONFLICT', 'The chosen time is no longer available. Please choose another time.');
      const reserved = cartRow.reservedSlotStart !== null && cartRow.reservedSlotMode === mode;
      return { local: cartRow.wanted, at: instant, slotStart: cartRow.reservedSlotStart ?? instant, mode, reserved };
    }
    const asap = asapSlot(ctx.slots, { handoff: cartRow.handoff, catering: cartRow.catering, itemCount, now: at });
    if (!asap.available) throw new AppError('CONFLICT', asap.reason);
    return { local: asap.slot.time, at: asap.slot.start, slotStart: asap.slot.start, mode, reserved: false };
  }

  /**
   * Everything decided before any money moves: the tip (applied only when `applyTip`; otherwise
   * a change is reported), the validated cart and its row, a group part, contact, gift cards and
   * their allocation, the location context and the ready time. Read-only unless `applyTip`.
   */
  async function planOrder(buyer: Buyer, input: SubmitOrderInput, at: Date, applyTip: boolean, keyId?: string): Promise<OrderPlan> {
    if (!options.app.flags.borderless && !buyer.memberId) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED);
    const owner = { sessionIdHash: buyer.sessionIdHash, memberId: buyer.memberId };
    const wantedTip = input.tip ? ('percent' in input.tip ? { percent: input.tip.percent, custom: null } : { percent: null, custom: input.tip.custom }) : null;
    const tipDiffers = (tips: Cart['tips']) => wantedTip !== null && tips.allow && (tips.percent !== wantedTip.percent || tips.custom !== wantedTip.custom);

    // The tip the shopper chose on the checkout page (spec §9), where tips are taken.
    if (input.tip && applyTip) {
      const current = await options.carts.get(owner, input.cart_id);
      if (tipDiffers(current.tips)) await options.carts.setTip(owner, input.cart_id, input.tip);
    }
    const checked = await options.carts.validateForCheckout(owner, input.cart_id);
    const cart = checked.cart;
    if (!checked.valid) throw new AppError('CONFLICT', cart.problems[0]?.message ?? 'This bag cannot be ordered as it is.');
    let part: CheckoutPart | null = null;
    for (const guard of guards) part = (await guard({ buyer, cart })) ?? part;
    const contact = contactFor(buyer, input);
    if (!buyer.memberId && !contact.phone) throw new AppError('VALIDATION', 'contact.phone: Please enter a 10-digit phone number');
    if (cart.handoff === 'curbside' && !input.vehicle) throw new AppError('VALIDATION', `vehicle: ${VEHICLE_REQUIRED}`);
    const total = cart.totals.total;
    if (input.expected_total !== undefined && input.expected_total !== total) {
      throw new AppError('CONFLICT', `The total changed to $${(total / 100).toFixed(2)}. Please review your order and place it again.`);
    }

    const cartRow = checked.row;
    const ctx = await contextFor(cartRow.menuId, at);
    if (!ctx) throw new AppError('NOT_FOUND', 'No such cart');
    const itemCount = cart.products.reduce((n, p) => n + p.quantity, 0);
    const ready = readyTime(cartRow, ctx, itemCount, part?.readyFrom && part.readyFrom > at ? part.readyFrom : at);
    const { cards, allocation } = await giftCardsOf(buyer, input, cart, part, at, keyId);
    return { cart, cartRow, part, contact, cards, allocation, ctx, ready, tipChange: !applyTip && tipDiffers(cart.tips) };
  }

  /**
   * The common submission — a card, no gift cards, no tip change, not a group part — plans
   * first (read-only), then claims its key and writes its card attempt in ONE statement
   * (decision 155). Anything else, a plan that fails, or a key already known: null, and the
   * submission goes the claim-first way (which plans again, so its reply is stored on the key).
   * A key claimed without its attempt (the cart moved on, or the token was spent elsewhere) goes
   * that way too, as a fresh key.
   */
  async function claimWithPlan(buyer: Buyer, key: string, hash: string, input: SubmitOrderInput, at: Date): Promise<{ keyId: string; token: string; planned: PlannedStart | null } | null> {
    if (input.gift_cards.length > 0 || !input.payment) return null;
    const checked = signer.check(input.payment.token, at, buyer.sessionIdHash);
    if (!checked.ok) return null;
    const card = checked.card;
    let plan: OrderPlan;
    try {
      plan = await planOrder(buyer, input, at, false);
    } catch {
      return null;
    }
    if (plan.part || plan.tipChange || plan.allocation.remainderCents === 0) return null;
    const attempt: PaymentRow = {
      id: randomUUID(),
      orderId: null,
      idempotencyKeyId: null,
      sessionIdHash: buyer.sessionIdHash,
      kind: 'card',
      provider: provider.name,
      providerRef: null,
      giftCardId: null,
      brand: card.brand,
      last4: card.last4,
      amountCents: plan.allocation.remainderCents,
      status: 'pending',
      failure: null,
      holdKey: holdKeyOf(buyer, plan.cart, null),
      createdAt: at,
      updatedAt: at,
    };
    const token = randomUUID();
    // Another key's live attempt on this cart: refused (409, nothing written) or superseded first (decision 173).
    const claimed = await withHold(plan.cart.id, at, () =>
      claimKeyWithAttempt(db, { scope: scopeOf(buyer), key, hash, token, nonce: card.nonce, cart: { id: plan.cart.id, version: plan.cartRow.version }, attempt, now: at }),
    );
    if (!claimed.keyId) return null;
    const planned = claimed.attemptId ? { keyId: claimed.keyId, token, plan, attempt: { ...attempt, idempotencyKeyId: claimed.keyId }, card } : null;
    return { keyId: claimed.keyId, token, planned };
  }

  async function placeOrder(keyId: string, freshKey: boolean, buyer: Buyer, input: SubmitOrderInput, planned?: PlannedStart): Promise<{ status: number; body: { status: 'ok'; data: SubmitOrderResult } }> {
    const at = now();
    const plan = planned?.plan ?? (await planOrder(buyer, input, at, true, keyId));
    const { cart, cartRow, part, contact, cards, allocation, ctx, ready } = plan;

    let card: { payment: PaymentRow; ref: string } | null = null;
    if (allocation.remainderCents > 0) {
      if (!input.payment) throw new AppError('PAYMENT_DECLINED', PAYMENT_MESSAGES.payment_required);
      const { payment, result } = planned
        ? await authoriseRow(planned.attempt, planned.card, `${options.app.name} order, cart ${cart.id}`, false)
        : await authoriseCard(keyId, freshKey, buyer, input.payment.token, allocation.remainderCents, cart, part);
      if (result.status === 'declined') throw new AppError('PAYMENT_DECLINED', declineMessage(result.reason));
      if (result.status === 'lapsed') throw new AppError('CONFLICT', PAYMENT_GONE);
      if (result.status === 'requires_confirmation') {
        return {
          status: 200,
          body: { status: 'ok', data: { result: 'requires_confirmation', payment_id: payment.id, message: 'Your bank asks you to confirm this payment.' } },
        };
      }
      card = { payment, ref: result.ref };
    }

    try {
      await options.faults?.afterAuthorise?.();
      const order = !part
        ? await placeInOneStatement({ keyId, buyer, input, cart, cartVersion: cartRow.version, ctx, ready, contact, allocation, cards, card, at })
        : await db.transaction(async (tx) => {
        const locked = await cartRepo.lockCart(tx, input.cart_id);
        if (!locked || locked.status !== 'active' || (!part && locked.version !== cart.version)) throw new AppError('CONFLICT', CART_CHANGED);
        const taken = part ? await part.take(tx, locked, cart, { start: ready.slotStart, mode: ready.mode }) : null;
        // An order of a group whose place in this slot another part already holds takes none.
        const holdsPlace = !taken?.slotHeld;
        await debitGiftCards(tx, allocation);
        const l = ctx.location;
        const [row] = await tx
          .insert(orders)
          .values({
            sessionIdHash: buyer.sessionIdHash,
            memberId: buyer.memberId,
            cartId: taken?.cartId ?? cart.id,
            menuId: cart.menu_id,
            locationId: l.id,
            catering: cart.catering,
            handoff: cart.handoff,
            timeMode: locked.timeMode,
            readyAt: ready.at,
            readyLocal: ready.local,
            address: cart.address,
            vehicle: cart.handoff === 'curbside' && input.vehicle ? input.vehicle : null,
            location: { ...cart.location, time_zone: l.timeZone },
            couponCode: cart.coupon,
            discounts: cart.discounts,
            totals: cart.totals,
            contact,
            slotStart: holdsPlace ? ready.slotStart : null,
            slotMode: holdsPlace ? ready.mode : null,
          })
          .returning();
        if (!row) throw new Error('order row not written');
        const lines = cart.products.length
          ? await tx
              .insert(orderLines)
              .values(frozenLines(row.id, cart.products))
              .returning()
          : [];
        const gift = allocation.applied.length
          ? await tx
              .insert(payments)
              .values(
                allocation.applied.map((a) => ({
                  orderId: row.id,
                  idempotencyKeyId: keyId,
                  sessionIdHash: buyer.sessionIdHash,
                  kind: 'gift_card' as const,
                  provider: 'gift_card',
                  providerRef: a.id,
                  giftCardId: a.id,
                  brand: 'gift_card',
                  last4: cards.find((c) => c.id === a.id)?.last4 ?? '',
                  amountCents: a.amountCents,
                  status: 'captured' as const,
                })),
              )
              .returning()
          : [];
        const pays = [...gift];
        if (card) {
          if (!(await attachCardPayment(tx, card.payment.id, row.id, card.ref, usableAfter(at)))) throw new AppError('CONFLICT', PAYMENT_GONE);
          pays.push({ ...card.payment, orderId: row.id, status: 'authorized' });
        }
        // The slot place now belongs to the order; the cart is done (a participant's part: the
        // shared cart goes on for the others, without the place if this order took it over).
        if (part) await part.record(tx, row.id);
        if (!part || part.closesCart) await cartRepo.updateCart(tx, cart.id, { status: 'submitted', reservedSlotStart: null, reservedSlotMode: null });
        else await cartRepo.updateCart(tx, cart.id, ready.reserved && holdsPlace ? { reservedSlotStart: null, reservedSlotMode: null } : {});
        const placed = toOrder(row, lines, pays);
        await completeKey(tx, keyId, row.id, { status: 200, body: { status: 'ok', data: { result: 'placed', order: placed } } });
        // Last: every order of one slot updates the same counter row, so its lock is held only until commit.
        if (!ready.reserved && holdsPlace) {
          const taken = await cartRepo.reserveSlot(tx, { locationId: ctx.location.id, handoff: ready.mode, start: ready.slotStart }, ctx.location.slotCapacity);
          if (!taken) throw new AppError('CONFLICT', fullyBooked(ready.local));
        }
        return placed;
      });
      await options.faults?.afterOrderPlaced?.();
      // The order is committed: the reply does not wait for the capture (decision 155).
      if (card) options.captures.add(card.payment.id, card.ref);
      void sendReceipt(order);
      return { status: 200, body: { status: 'ok', data: { result: 'placed', order } } };
    } catch (error) {
      if (error instanceof SimulatedCrash) throw error;
      // Voided only if no order holds it (an order that committed before an error keeps its payment).
      if (card) await voidCard(card.payment, 'order_not_placed', card.ref);
      if (card && isDatabaseUnavailable(error)) captureIfPlaced(card);
      throw error;
    }
  }

  interface OneStatementOrder {
    keyId: string;
    buyer: Buyer;
    input: SubmitOrderInput;
    cart: Cart;
    cartVersion: number;
    ctx: CartContext;
    ready: ReturnType<typeof readyTime>;
    contact: Order['contact'];
    allocation: Allocation;
    cards: GiftCardRow[];
    card: { payment: PaymentRow; ref: string } | null;
    at: Date;
  }

  /**
   * An ordinary checkout's order (not a group part): the rows are built here, with their ids,
   * and written by one statement that checks and locks as the transaction does (decision 155).
   * The reply is built from these rows; only the order number comes back from the database.
   */
  async function placeInOneStatement(o: OneStatementOrder): Promise<Order> {
    const { buyer, cart, ctx, at } = o;
    const l = ctx.location;
    // The slot place first, in a statement of its own that does not hold the slot's row across a
    // disk flush (slot-places.ts); a full ASAP slot moves the order to the next free one (decision 181).
    const itemCount = cart.products.reduce((n, p) => n + p.quantity, 0);
    const { ready, slot } = await takeSlotOrNext(db, {
      ready: o.ready,
      asap: cart.time.mode !== 'advance',
      ctx,
      request: { handoff: cart.handoff, catering: cart.catering, itemCount, now: at },
      filled: slotFilled,
    });
    const row: OrderRow = {
      id: randomUUID(),
      number: 0,
      sessionIdHash: buyer.sessionIdHash,
      memberId: buyer.memberId,
      cartId: cart.id,
      menuId: cart.menu_id,
      locationId: l.id,
      status: 'placed',
      catering: cart.catering,
      handoff: cart.handoff,
      timeMode: cart.time.mode,
      readyAt: ready.at,
      readyLocal: ready.local,
      address: cart.address,
      vehicle: cart.handoff === 'curbside' && o.input.vehicle ? o.input.vehicle : null,
      location: { ...cart.location, time_zone: l.timeZone },
      couponCode: cart.coupon,
      discounts: cart.discounts,
      totals: cart.totals,
      contact: o.contact,
      slotStart: ready.slotStart,
      slotMode: ready.mode,
      createdAt: at,
      updatedAt: at,
    };
    const lines: OrderLineRow[] = frozenLines(row.id, cart.products).map((line) => ({ id: randomUUID(), ...line }));
    const gift: PaymentRow[] = o.allocation.applied.map((a) => ({
      id: randomUUID(),
      orderId: row.id,
      idempotencyKeyId: o.keyId,
      sessionIdHash: buyer.sessionIdHash,
      kind: 'gift_card',
      provider: 'gift_card',
      providerRef: a.id,
      giftCardId: a.id,
      brand: 'gift_card',
      last4: o.cards.find((c) => c.id === a.id)?.last4 ?? '',
      amountCents: a.amountCents,
      status: 'captured',
      failure: null,
      holdKey: null,
      createdAt: at,
      updatedAt: at,
    }));
    const pays = o.card ? [...gift, { ...o.card.payment, orderId: row.id, status: 'authorized' as const, providerRef: o.card.ref }] : gift;
    const placed = toOrder(row, lines, pays);
    const { number: _assigned, ...orderInsert } = row;
    const outcome = await placeOrderStatement(db, {
      cart: { id: cart.id, version: o.cartVersion },
      order: orderInsert,
      lines,
      giftDebits: o.allocation.applied.map((a) => ({ id: a.id, amountCents: a.amountCents })),
      giftPayments: gift,
      card: o.card ? { paymentId: o.card.payment.id, providerRef: o.card.ref, usableAfter: usableAfter(at) } : null,
      key: { id: o.keyId, reply: { status: 200, body: { status: 'ok', data: { result: 'placed', order: placed } } } },
      now: at,
    }).catch(async (error: unknown) => {
      if (slot) await giveBack(slot);
      throw error;
    });
    if (outcome.placed) return { ...placed, number: String(outcome.number) };
    if (slot) await giveBack(slot);
    throw new AppError('CONFLICT', outcome.failed === 'gift_card_balance' ? GIFT_CARD_BALANCE_CHANGED : outcome.failed === 'payment_gone' ? PAYMENT_GONE : CART_CHANGED);
  }

  /** A place whose order was not placed goes back; if that fails too, the place stays counted (it errs towards refusing). */
  async function giveBack(slot: SlotPlace): Promise<void> {
    await giveBackSlotPlace(db, slot).catch((error: unknown) => log.error({ err: error, slot }, 'slot place not given back'));
  }

  async function debitGiftCards(tx: cartRepo.Tx, allocation: Allocation): Promise<void> {
    const locked = await lockGiftCards(tx, allocation.applied.map((a) => a.id));
    for (const a of allocation.applied) {
      const row = locked.find((r) => r.id === a.id);
      if (!row || row.balanceCents < a.amountCents) throw new AppError('CONFLICT', GIFT_CARD_BALANCE_CHANGED);
      await adjustBalance(tx, a.id, -a.amountCents);
    }
  }

  /**
   * The database stopped answering around the order statement, so whether the order committed is
   * unknown. Once it answers again, a committed order's capture is queued (else only the sweep,
   * minutes later, would take it); an attempt no order took is left to its key's retry (decision 173).
   */
  function captureIfPlaced(card: { payment: PaymentRow; ref: string }): void {
    const check = (delays: number[]) => {
      const [delay, ...rest] = delays;
      if (delay === undefined) return;
      setTimeout(() => {
        db.select({ orderId: payments.orderId, status: payments.status })
          .from(payments)
          .where(eq(payments.id, card.payment.id))
          .limit(1)
          .then(([row]) => {
            if (row?.orderId && row.status === 'authorized') options.captures.add(card.payment.id, card.ref);
          })
          .catch(() => check(rest));
      }, delay).unref();
    };
    check([100, 250, 500, 1000, 2000, 4000, 8000, 16000]);
  }

  /** Renews the key's lease while the request runs (decision 174); stopped when it ends. */
  function keepClaim(id: string, token: string): () => void {
    const timer = setInterval(() => {
      renewLease(db, id, token, now()).catch((error: unknown) => log.warn({ err: error }, 'idempotency lease not renewed'));
    }, IDEMPOTENCY_RENEW_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  /**
   * Releases a failed attempt's key. When the database cannot be reached (the usual reason the
   * attempt failed), it is tried again in the background until the lease would have run out, so
   * a retry can go ahead as soon as the database is back (decision 174). True/false: released or
   * not (taken over, or completed); null: left to the background.
   */
  async function releaseSoon(id: string, token: string, reply: StoredReply): Promise<boolean | null> {
    const attempt = async () => {
      await options.faults?.beforeRelease?.();
      return releaseKey(db, id, token, reply);
    };
    try {
      return await attempt();
    } catch (error) {
      log.warn({ err: error, key: id }, 'idempotency key not released; trying again');
      const retry = (delays: number[]) => {
        const [delay, ...rest] = delays;
        if (delay === undefined) return;
        setTimeout(() => void attempt().catch(() => retry(rest)), delay).unref();
      };
      retry([100, 200, 400, 800, 1600, 3200]);
      return null;
    }
  }

  async function sendReceipt(order: Order): Promise<void> {
    try {
      await options.mailer.send(receiptEmail(order, options.app.name));
    } catch (error) {
      log.error({ err: error, order: order.id }, 'receipt e-mail not sent');
    }
  }

  return {
    /** POST /api/checkout/payment-token: the sandbox tokeniser (decision 080); the token pays once, in this session (decision 175). */
    tokenise(input: Omit<PaymentTokenRequest, 'exp_year'> & { exp_year: number }, sessionIdHash: string): { token: string; brand: CardBrand; last4: string; exp_month: number; exp_year: number } {
      const checked = checkCard(input, now());
      if (!checked.ok) {
        const message = { number_invalid: CARD_NUMBER_INVALID, expiry_invalid: CARD_EXPIRY_INVALID, expired: CARD_EXPIRED, cvc_invalid: CARD_CVC_INVALID }[checked.reason];
        const field = { number: 'number', expiry: 'exp_month', cvc: 'cvc' }[checked.field];
        throw new AppError('VALIDATION', `${field}: ${message}`);
      }
      const card = { brand: checked.brand, last4: checked.last4, exp_month: input.exp_month, exp_year: input.exp_year, behaviour: checked.behaviour };
      return { token: signer.sign(card, now(), sessionIdHash), brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year };
    },

    /** POST /api/gift-cards/balance. */
    async giftCardBalance(number: string, pin: string): Promise<{ last4: string; balance: number }> {
      const row = await findGiftCard(db, number, pin);
      if (!row) throw new AppError('NOT_FOUND', GIFT_CARD_NOT_FOUND);
      return { last4: row.last4, balance: row.balanceCents };
    },

    /** POST /api/checkout: the stored reply of this key, or a new attempt (see above). */
    async submit(buyer: Buyer, key: string, input: SubmitOrderInput): Promise<StoredReply> {
      const at = now();
      if (at.getTime() - lastPurge > 3600_000) {
        lastPurge = at.getTime();
        void purgeKeys(db, at).catch((error: unknown) => log.warn({ err: error }, 'idempotency purge failed'));
      }
      const hash = requestHash(hashableBody(input));
      const started = await claimWithPlan(buyer, key, hash, input, at);
      const planned = started?.planned ?? null;
      const claim = started ? ({ kind: 'claimed', id: started.keyId, fresh: true, token: started.token } as const) : await claimKey(db, scopeOf(buyer), key, hash, now);
      if (claim.kind === 'replay') return claim.reply;
      const stopRenewing = keepClaim(claim.id, claim.token);
      try {
        const reply = await placeOrder(claim.id, claim.fresh, buyer, input, planned ?? undefined);
        if (reply.body.data.result !== 'placed') await releaseKey(db, claim.id, claim.token, reply);
        return reply;
      } catch (error) {
        // A simulated crash leaves the key as a dead process would: `processing`, its lease running out.
        if (error instanceof SimulatedCrash) throw error;
        // The same status and envelope the error handler sends (a database outage: 503, not 500).
        const { status, body } = toErrorReply(error);
        // Not released: another request took the claim over, and may have placed the order — then that is the reply.
        if ((await releaseSoon(claim.id, claim.token, { status, body })) === false) {
          const placed = await completedReply(db, claim.id).catch(() => null);
          if (placed) return placed;
        }
        throw error;
      } finally {
        stopRenewing();
      }
    },

    /** POST /api/checkout/payments/{id}/confirm: the extra step of some cards (decision 080). */
    async confirmPayment(buyer: Buyer, paymentId: string, approve: boolean): Promise<{ payment_id: string; status: 'confirmed' | 'cancelled' }> {
      const [p] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
      if (!p || p.kind !== 'card' || p.sessionIdHash !== buyer.sessionIdHash) throw new AppError('NOT_FOUND', 'No such payment');
      if (p.status === 'authorized' || p.status === 'captured') return { payment_id: p.id, status: 'confirmed' };
      if (p.status !== 'requires_confirmation' || !p.providerRef) throw new AppError('CONFLICT', 'This payment cannot be confirmed any more. Please place your order again.');
      const result = await provider.confirm(p.providerRef, approve);
      if (result.status === 'authorized') {
        await updatePayment(db, p.id, { status: 'authorized' });
        return { payment_id: p.id, status: 'confirmed' };
      }
      if (result.status === 'requires_confirmation') throw new AppError('CONFLICT', 'The payment is not confirmed yet.');
      await updatePayment(db, p.id, { status: 'voided', failure: 'confirmation_cancelled' });
      return { payment_id: p.id, status: 'cancelled' };
    },
  };
}

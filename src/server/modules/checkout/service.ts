import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../domain/app-error.ts';
import type { AppInfo } from '../../../domain/app-info.ts';
import { SIGN_IN_REQUIRED } from '../../../domain/account/messages.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { asapSlot, hoursModeFor } from '../../../domain/cart/time-slots.ts';
import { zonedInstant } from '../../../domain/cart/zoned-time.ts';
import { checkCard } from '../../../domain/checkout/card-rules.ts';
import { GIFT_CARD_NOT_FOUND } from '../../../domain/checkout/gift-card-balance-contract.ts';
import { allocateGiftCards, type Allocation } from '../../../domain/checkout/gift-card-allocation.ts';
import { hashableBody } from '../../../domain/checkout/idempotency.ts';
import { CARD_CVC_INVALID, CARD_EXPIRED, CARD_EXPIRY_INVALID, CARD_NUMBER_INVALID, type CardBrand, type PaymentTokenRequest } from '../../../domain/checkout/payment-token-contract.ts';
import { PAYMENT_MESSAGES, VEHICLE_REQUIRED, type SubmitOrderInput, type SubmitOrderResult } from '../../../domain/checkout/submit-order-contract.ts';
import { parseOrderTime } from '../../../domain/locations/local-time.ts';
import type { MenuReader } from '../../../domain/menu/menu-contract.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, payments } from '../../db/schema/orders.ts';
import type { MemberRow } from '../account/repo.ts';
import { loadCartContext, type CartContext } from '../cart/cart-context.ts';
import * as cartRepo from '../cart/repo.ts';
import type { CartService } from '../cart/service.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { CardToken, TokenSigner } from '../../providers/payment/card-token.ts';
import type { AuthoriseResult, PaymentProvider } from '../../providers/payment/payment-provider.ts';
import { receiptEmail } from '../orders/receipt-email.ts';
import { toOrder, type OrderLineRow, type OrderRow, type PaymentRow } from '../orders/order-view.ts';
import { updatePayment } from '../orders/repo.ts';
import { adjustBalance, findGiftCard, lockGiftCards, type GiftCardRow } from './gift-cards.ts';
import type { CaptureQueue } from './capture-queue.ts';
import { claimKey, claimKeyWithAttempt, completeKey, purgeKeys, releaseKey, requestHash, type StoredReply } from './idempotency-repo.ts';
import { placeOrderStatement } from './place-order-statement.ts';
import { giveBackSlotPlace, takeSlotPlace, type SlotPlace } from './slot-places.ts';
import { eq, and, inArray } from 'drizzle-orm';

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

/** Test-only fault injection (issue 6 tests): runs after the card is authorised, before the order transaction. */
export interface CheckoutFaults {
  afterAuthorise?: () => Promise<void>;
}

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
const fullyBooked = (local: string) => `${local.slice(9)} is fully booked. Please choose another time.`;
const GIFT_CARD_BALANCE_CHANGED = 'A gift card balance changed. Please check your gift cards and try again.';

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

  const scopeOf = (buyer: Buyer) => (buyer.memberId ? `m:${buyer.memberId}` : `s:${buyer.sessionIdHash}`);

  function contactFor(buyer: Buyer, input: SubmitOrderInput): Order['contact'] {
    if (input.contact) return { first_name: input.contact.first_name, last_name: input.contact.last_name, email: input.contact.email, phone: input.contact.phone };
    const m = buyer.member;
    if (m?.email && m.firstName) return { first_name: m.firstName, last_name: m.lastName ?? '', email: m.email, phone: m.phone };
    throw new AppError('VALIDATION', 'contact: Please enter your first name, last name, email address and phone number');
  }

  /** Gift cards as given, each checked with its PIN; any miss is the one generic message. */
  async function giftCardsOf(input: SubmitOrderInput): Promise<GiftCardRow[]> {
    const rows: GiftCardRow[] = [];
    for (const card of input.gift_cards) {
      const row = await findGiftCard(db, card.number, card.pin);
      if (!row) throw new AppError('VALIDATION', `gift_cards: ${GIFT_CARD_NOT_FOUND}`);
      rows.push(row);
    }
    return rows;
  }

  /**
   * The card attempt of this key that can still be used, or a new authorisation. `record`: write
   * an authorisation to its row now; the one-statement order path leaves it to the order
   * statement (decision 155), which ties the row to the order and marks it authorised at once.
   */
  async function authoriseCard(keyId: string, freshKey: boolean, buyer: Buyer, token: string, amountCents: number, cart: Cart, record: boolean): Promise<{ payment: PaymentRow; result: AuthoriseResult }> {
    const card = signer.verify(token, now());
    if (!card) throw new AppError('PAYMENT_DECLINED', PAYMENT_MESSAGES.token_invalid);
    const description = `${options.app.name} order, cart ${cart.id}`;
    // A fresh key has no earlier attempts; a retried one may hold an authorisation to reuse.
    const previous = freshKey
      ? []
      : await db
          .select()
          .from(payments)
          .where(and(eq(payments.idempotencyKeyId, keyId), eq(payments.kind, 'card'), inArray(payments.status, ['pending', 'requires_confirmation', 'authorized'])));
    for (const p of previous) {
      const sameCard = p.brand === card.brand && p.last4 === card.last4 && p.amountCents === amountCents;
      if (sameCard && p.status === 'authorized' && p.providerRef) return { payment: p, result: { status: 'authorized', ref: p.providerRef } };
      if (sameCard && p.status === 'requires_confirmation' && p.providerRef) return { payment: p, result: { status: 'requires_confirmation', ref: p.providerRef } };
      // An attempt that stopped between the processor's answer and the order (the process died):
      // its row id is the processor's idempotency key, so asking again returns that same
      // authorisation instead of charging twice.
      if (sameCard && p.status === 'pending') return authoriseRow(p, card, description, record);
      // The bag's total changed since (same body, new amount): let the old attempt go.
      await voidCard(p, 'superseded');
    }
    const [payment] = await db
      .insert(payments)
      .values({ idempotencyKeyId: keyId, sessionIdHash: buyer.sessionIdHash, kind: 'card', provider: provider.name, brand: card.brand, last4: card.last4, amountCents, status: 'pending' })
      .returning();
    if (!payment) throw new Error('payment row not written');
    return authoriseRow(payment, card, description, record);
  }

  /** Asks the processor for the row's amount, with the row id as idempotency key, and records declines (and, when asked, the rest). */
  async function authoriseRow(payment: PaymentRow, card: NonNullable<ReturnType<TokenSigner['verify']>>, description: string, record: boolean): Promise<{ payment: PaymentRow; result: AuthoriseResult }> {
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
    if (record || result.status === 'requires_confirmation') await updatePayment(db, payment.id, { status: result.status, providerRef: result.ref });
    return { payment: { ...payment, status: record || result.status === 'requires_confirmation' ? result.status : payment.status, providerRef: result.ref }, result };
  }

  async function voidCard(p: Pick<PaymentRow, 'id' | 'providerRef' | 'status'>, why: string): Promise<void> {
    try {
      if (p.providerRef && (p.status === 'authorized' || p.status === 'requires_confirmation' || p.status === 'pending')) await provider.void(p.providerRef);
      await updatePayment(db, p.id, { status: 'voided', failure: why, providerRef: p.providerRef });
    } catch (error) {
      // The authorisation lapses at the processor on its own; the row says what happened.
      log.error({ err: error, payment: p.id }, 'could not void a card authorisation');
      await updatePayment(db, p.id, { failure: `void_failed:${why}` }).catch(() => undefined);
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
  async function planOrder(buyer: Buyer, input: SubmitOrderInput, at: Date, applyTip: boolean): Promise<OrderPlan> {
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

    const cards = await giftCardsOf(input);
    const allocation = allocateGiftCards(total, cards.map((c) => ({ id: c.id, balanceCents: c.balanceCents })));
    const cartRow = checked.row;
    const ctx = await contextFor(cartRow.menuId, at);
    if (!ctx) throw new AppError('NOT_FOUND', 'No such cart');
    const itemCount = cart.products.reduce((n, p) => n + p.quantity, 0);
    const ready = readyTime(cartRow, ctx, itemCount, part?.readyFrom && part.readyFrom > at ? part.readyFrom : at);
    return { cart, cartRow, part, contact, cards, allocation, ctx, ready, tipChange: !applyTip && tipDiffers(cart.tips) };
  }

  /**
   * The common submission — a card, no gift cards, no tip change, not a group part — plans
   * first (read-only), then claims its key and writes its card attempt in ONE statement
   * (decision 155). Anything else, a plan that fails, or a key already known: null, and the
   * submission goes the claim-first way (which plans again, so its reply is stored on the key).
   */
  async function claimWithPlan(buyer: Buyer, key: string, hash: string, input: SubmitOrderInput, at: Date): Promise<PlannedStart | null> {
    if (input.gift_cards.length > 0 || !input.payment) return null;
    const card = signer.verify(input.payment.token, at);
    if (!card) return null;
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
      createdAt: at,
      updatedAt: at,
    };
    const keyId = await claimKeyWithAttempt(db, { scope: scopeOf(buyer), key, hash, attempt, now: at });
    if (!keyId) return null;
    return { keyId, plan, attempt: { ...attempt, idempotencyKeyId: keyId }, card };
  }

  async function placeOrder(keyId: string, freshKey: boolean, buyer: Buyer, input: SubmitOrderInput, planned?: PlannedStart): Promise<{ status: number; body: { status: 'ok'; data: SubmitOrderResult } }> {
    const at = now();
    const plan = planned?.plan ?? (await planOrder(buyer, input, at, true));
    const { cart, cartRow, part, contact, cards, allocation, ctx, ready } = plan;

    let card: { payment: PaymentRow; ref: string } | null = null;
    if (allocation.remainderCents > 0) {
      if (!input.payment) throw new AppError('PAYMENT_DECLINED', PAYMENT_MESSAGES.payment_required);
      const { payment, result } = planned
        ? await authoriseRow(planned.attempt, planned.card, `${options.app.name} order, cart ${cart.id}`, false)
        : await authoriseCard(keyId, freshKey, buyer, input.payment.token, allocation.remainderCents, cart, part !== null);
      if (result.status === 'declined') throw new AppError('PAYMENT_DECLINED', declineMessage(result.reason));
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
          await updatePayment(tx, card.payment.id, { orderId: row.id });
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
      // The order is committed: the reply does not wait for the capture (decision 155).
      if (card) options.captures.add(card.payment.id, card.ref);
      void sendReceipt(order);
      return { status: 200, body: { status: 'ok', data: { result: 'placed', order } } };
    } catch (error) {
      if (card) await voidCard({ ...card.payment, status: 'authorized', providerRef: card.ref }, 'order_not_placed');
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
    const { buyer, cart, ctx, ready, at } = o;
    const l = ctx.location;
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
      createdAt: at,
      updatedAt: at,
    }));
    const pays = o.card ? [...gift, { ...o.card.payment, orderId: row.id, status: 'authorized' as const, providerRef: o.card.ref }] : gift;
    const placed = toOrder(row, lines, pays);
    const { number: _assigned, ...orderInsert } = row;
    // The slot place first, in a statement of its own that does not hold the slot's row across a disk flush (slot-places.ts).
    const slot = ready.reserved ? null : { locationId: l.id, handoff: ready.mode, start: ready.slotStart };
    if (slot && !(await takeSlotPlace(db, slot, l.slotCapacity))) throw new AppError('CONFLICT', fullyBooked(ready.local));
    const outcome = await placeOrderStatement(db, {
      cart: { id: cart.id, version: o.cartVersion },
      order: orderInsert,
      lines,
      giftDebits: o.allocation.applied.map((a) => ({ id: a.id, amountCents: a.amountCents })),
      giftPayments: gift,
      card: o.card ? { paymentId: o.card.payment.id, providerRef: o.card.ref } : null,
      key: { id: o.keyId, reply: { status: 200, body: { status: 'ok', data: { result: 'placed', order: placed } } } },
      now: at,
    }).catch(async (error: unknown) => {
      if (slot) await giveBack(slot);
      throw error;
    });
    if (outcome.placed) return { ...placed, number: String(outcome.number) };
    if (slot) await giveBack(slot);
    throw new AppError('CONFLICT', outcome.failed === 'gift_card_balance' ? GIFT_CARD_BALANCE_CHANGED : CART_CHANGED);
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

  async function sendReceipt(order: Order): Promise<void> {
    try {
      await options.mailer.send(receiptEmail(order, options.app.name));
    } catch (error) {
      log.error({ err: error, order: order.id }, 'receipt e-mail not sent');
    }
  }

  return {
    /** POST /api/checkout/payment-token: the sandbox tokeniser (decision 080). */
    tokenise(input: Omit<PaymentTokenRequest, 'exp_year'> & { exp_year: number }): { token: string; brand: CardBrand; last4: string; exp_month: number; exp_year: number } {
      const checked = checkCard(input, now());
      if (!checked.ok) {
        const message = { number_invalid: CARD_NUMBER_INVALID, expiry_invalid: CARD_EXPIRY_INVALID, expired: CARD_EXPIRED, cvc_invalid: CARD_CVC_INVALID }[checked.reason];
        const field = { number: 'number', expiry: 'exp_month', cvc: 'cvc' }[checked.field];
        throw new AppError('VALIDATION', `${field}: ${message}`);
      }
      const card = { brand: checked.brand, last4: checked.last4, exp_month: input.exp_month, exp_year: input.exp_year, behaviour: checked.behaviour };
      return { token: signer.sign(card, now()), brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year };
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
      const planned = await claimWithPlan(buyer, key, hash, input, at);
      const claim = planned ? ({ kind: 'claimed', id: planned.keyId, fresh: true } as const) : await claimKey(db, scopeOf(buyer), key, hash, now);
      if (claim.kind === 'replay') return claim.reply;
      try {
        const reply = await placeOrder(claim.id, claim.fresh, buyer, input, planned ?? undefined);
        if (reply.body.data.result !== 'placed') await releaseKey(db, claim.id, reply);
        return reply;
      } catch (error) {
        const status = error instanceof AppError ? error.status : 500;
        const body = error instanceof AppError ? { status: 'error', message: error.message, code: error.code } : { status: 'error', message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' };
        await releaseKey(db, claim.id, { status, body }).catch((e: unknown) => log.error({ err: e }, 'could not release an idempotency key'));
        throw error;
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

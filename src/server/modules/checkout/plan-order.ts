import { AppError } from '../../../domain/app-error.ts';
import { SIGN_IN_REQUIRED } from '../../../domain/account/messages.ts';
import { SLOT_FULL_MESSAGE, TIME_REQUIRED_MESSAGE } from '../../../domain/customer-copy.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { asapSlot, hoursModeFor, pausedRefusal } from '../../../domain/cart/time-slots.ts';
import { zonedInstant } from '../../../domain/cart/zoned-time.ts';
import { allocateGiftCards, type Allocation } from '../../../domain/checkout/gift-card-allocation.ts';
import { giftCardProblem } from '../../../domain/checkout/gift-card-payment.ts';
import { VEHICLE_REQUIRED, type SubmitOrderInput } from '../../../domain/checkout/submit-order-contract.ts';
import { parseOrderTime } from '../../../domain/locations/local-time.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import type { LocationContext as CartContext, LocationContextCache } from '../locations/index.ts';
import type { CartRow } from '../cart/index.ts';
import type { ReadyTime } from './asap-place.ts';
import { cardOf, tokenSpentError } from './card-tokens.ts';
import { findGiftCard, type GiftCardRow } from '../gift-cards/index.ts';
import { checkDailyLimits, limitedOrderOf } from '../daily-limits/index.ts';
import { tokenUsedByAnotherKey } from './card-token-repo.ts';
import { holdKeyOf, type Buyer, type CheckoutPart, type CheckoutServiceOptions, type OrderPlan } from './types.ts';
import { countItems } from '../../../domain/cart/count-items.ts';

type PlannerOptions = Pick<CheckoutServiceOptions, 'db' | 'signer' | 'carts' | 'app' | 'guards' | 'redemptions'> & {
  contexts: Pick<LocationContextCache, 'find'>;
};

function contactFor(buyer: Buyer, input: SubmitOrderInput): Order['contact'] {
  if (input.contact)
    return {
      first_name: input.contact.first_name,
      last_name: input.contact.last_name,
      email: input.contact.email,
      phone: input.contact.phone,
    };
  const m = buyer.member;
  if (m?.email && m.firstName)
    return { first_name: m.firstName, last_name: m.lastName ?? '', email: m.email, phone: m.phone };
  throw new AppError('VALIDATION', 'contact: Please enter your first name, last name, email address and phone number', {
    field: 'contact',
  });
}

/** When and which slot place the order takes (the slot rules). */
function readyTime(cartRow: CartRow, ctx: CartContext, itemCount: number, at: Date): ReadyTime {
  // A paused store takes no order at all, ahead or ASAP; the cart may still fill.
  const paused = pausedRefusal(ctx.slots, at);
  if (paused) throw new AppError('LOCATION_PAUSED', paused);
  const mode = hoursModeFor(cartRow.handoff, cartRow.catering);
  if (cartRow.timeMode === 'advance') {
    const parsed = cartRow.wanted ? parseOrderTime(cartRow.wanted) : null;
    const instant = parsed ? zonedInstant(parsed.date, parsed.minutes, ctx.slots.timeZone) : null;
    // No time chosen asks for one; a chosen time that cannot be served says so (both at the time picker).
    if (!cartRow.wanted) throw new AppError('TIME_REQUIRED', TIME_REQUIRED_MESSAGE, { field: 'time' });
    if (!instant) throw new AppError('SLOT_FULL', SLOT_FULL_MESSAGE, { field: 'time' });
    const reserved = cartRow.reservedSlotStart !== null && cartRow.reservedSlotMode === mode;
    return { local: cartRow.wanted, at: instant, slotStart: cartRow.reservedSlotStart ?? instant, mode, reserved };
  }
  const asap = asapSlot(ctx.slots, { handoff: cartRow.handoff, catering: cartRow.catering, itemCount, now: at });
  if (!asap.available) throw new AppError('SLOT_FULL', asap.reason, { field: 'time' });
  return { local: asap.slot.time, at: asap.slot.start, slotStart: asap.slot.start, mode, reserved: false };
}

/** Everything checkout decides before any money moves (`planOrder`). */
export function createPlanner(options: PlannerOptions) {
  const { db, signer } = options;
  const guards = options.guards ?? [];

  /**
   * Gift cards as given, each checked with its PIN (the route counted the attempts first), and
   * their allocation. Planned last, after every check that can fail before money moves, and
   * refused by one rule, so no reply tells a right PIN from a wrong one before
   * payment: without a payment card the gift cards must cover everything.
   */
  async function giftCardsOf(
    buyer: Buyer,
    input: SubmitOrderInput,
    cart: Cart,
    part: CheckoutPart | null,
    at: Date,
    keyId: string | undefined,
  ): Promise<{ cards: GiftCardRow[]; allocation: Allocation }> {
    if (input.gift_cards.length === 0) return { cards: [], allocation: allocateGiftCards(cart.totals.total, []) };
    // An unusable card token — forged, another session's, or spent by another key — must be refused
    // before the lookup: after it, its reply would tell a right PIN from a wrong one's 422.
    if (input.payment) {
      const card = cardOf(signer, input.payment.token, at, buyer);
      const spent = keyId ? await tokenUsedByAnotherKey(db, card.nonce, keyId) : null;
      if (spent) throw tokenSpentError(spent.holdKey, holdKeyOf(buyer, cart, part));
    }
    const cards: GiftCardRow[] = [];
    for (const card of input.gift_cards) {
      const row = await findGiftCard(db, card.number, card.pin);
      if (row) cards.push(row);
    }
    const allocation = allocateGiftCards(
      cart.totals.total,
      cards.map((c) => ({ id: c.id, balanceCents: c.balanceCents })),
    );
    const problem = giftCardProblem({
      given: input.gift_cards.length,
      found: cards.length,
      remainderCents: allocation.remainderCents,
      hasCard: Boolean(input.payment),
    });
    if (problem) throw new AppError('VALIDATION', `gift_cards: ${problem}`, { field: 'gift_cards' });
    return { cards, allocation };
  }

  /**
   * Everything decided before any money moves: the tip (applied only when `applyTip`; otherwise
   * a change is reported), the validated cart and its row, a group part, contact, gift cards and
   * their allocation, the location context and the ready time. Read-only unless `applyTip`.
   */
  async function planOrder(
    buyer: Buyer,
    input: SubmitOrderInput,
    at: Date,
    applyTip: boolean,
    keyId?: string,
  ): Promise<OrderPlan> {
    if (!options.app.flags.borderless && !buyer.memberId) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED);
    const owner = { sessionIdHash: buyer.sessionIdHash, memberId: buyer.memberId };
    const wantedTip = input.tip
      ? 'percent' in input.tip
        ? { percent: input.tip.percent, custom: null }
        : { percent: null, custom: input.tip.custom }
      : null;
    const tipDiffers = (tips: Cart['tips']) =>
      wantedTip !== null && tips.allow && (tips.percent !== wantedTip.percent || tips.custom !== wantedTip.custom);

    // The tip the shopper chose on the checkout page (spec §9), where tips are taken.
    if (input.tip && applyTip) {
      const current = await options.carts.get(owner, input.cart_id);
      if (tipDiffers(current.tips)) await options.carts.setTip(owner, input.cart_id, input.tip);
    }
    const checked = await options.carts.validateForCheckout(owner, input.cart_id);
    const cart = checked.cart;
    if (!checked.valid) {
      const first = cart.problems[0];
      throw new AppError(
        first?.code ?? 'CONFLICT',
        first?.message ?? 'This bag cannot be ordered as it is.',
        first?.field ? { field: first.field } : {},
      );
    }
    let part: CheckoutPart | null = null;
    for (const guard of guards) part = (await guard({ buyer, cart })) ?? part;
    // A reward or offer on the bag: checked before money moves, taken with the order.
    const redemption = options.redemptions ? await options.redemptions({ buyer, cart }) : null;
    if (redemption && part)
      throw new AppError(
        'CONFLICT',
        'Rewards and offers cannot be used on a group order. Please remove it and try again.',
      );
    const contact = contactFor(buyer, input);
    if (!buyer.memberId && !contact.phone)
      throw new AppError('VALIDATION', 'contact.phone: Please enter a 10-digit phone number', {
        field: 'contact.phone',
      });
    if (cart.handoff === 'curbside' && !input.vehicle)
      throw new AppError('VALIDATION', `vehicle: ${VEHICLE_REQUIRED}`, { field: 'vehicle' });
    const total = cart.totals.total;
    if (input.expected_total !== undefined && input.expected_total !== total) {
      throw new AppError(
        'CONFLICT',
        `The total changed to $${(total / 100).toFixed(2)}. Please review your order and place it again.`,
      );
    }

    const cartRow = checked.row;
    const ctx = await options.contexts.find(cartRow.menuId, at);
    if (!ctx) throw new AppError('CART_NOT_FOUND', 'No such cart');
    const itemCount = countItems(cart.products);
    // A later part of a group shares the first paid part's slot while that slot is still ahead.
    const held = cartRow.timeMode !== 'advance' && part?.heldReady && part.heldReady.at > at ? part.heldReady : null;
    const ready = held
      ? { ...held, reserved: false }
      : readyTime(cartRow, ctx, itemCount, part?.readyFrom && part.readyFrom > at ? part.readyFrom : at);
    await checkDailyLimits(db, limitedOrderOf(ctx, cart, ready.at, at));
    const { cards, allocation } = await giftCardsOf(buyer, input, cart, part, at, keyId);
    return {
      cart,
      cartRow,
      part,
      contact,
      cards,
      allocation,
      ctx,
      ready,
      tipChange: !applyTip && tipDiffers(cart.tips),
      redemption,
    };
  }

  return { planOrder };
}

export type Planner = ReturnType<typeof createPlanner>;

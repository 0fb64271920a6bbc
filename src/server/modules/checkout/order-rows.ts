import { randomUUID } from 'node:crypto';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import type { SubmitOrderInput } from '../../../domain/checkout/submit-order-contract.ts';
import type { OrderChange, OrderLineRow, OrderRow, PaymentRow } from '../orders/index.ts';
import type { ReadyTime } from './asap-place.ts';
import type { rewardLedger } from '../../db/schema/rewards.ts';
import type { Buyer, CardHold, OrderPlan, Redemption } from './types.ts';

// The rows of one order, built before its transaction (order-writer.ts).

/** A redemption's ledger entry as the order's transaction inserts it. */
export type RedemptionEntry = typeof rewardLedger.$inferInsert & { id: string; createdAt: Date };

/** An order ready to be written: the plan, the authorized card (if any) and the key it completes. */
export interface OrderToWrite {
  keyId: string;
  buyer: Buyer;
  vehicle: SubmitOrderInput['vehicle'];
  plan: OrderPlan;
  card: CardHold | null;
  at: Date;
}

/** Where the order sits: its cart, its ready time, and whether it holds a slot place. */
export interface Placement {
  cartId: string;
  ready: ReadyTime;
  holdsPlace: boolean;
}

/** A cart's lines as its order keeps them: names and prices frozen at submission. */
const frozenLines = (orderId: string, products: Cart['products']): OrderLineRow[] =>
  products.map((p, position) => ({
    id: randomUUID(),
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

/** The gift card debits as payments of the order, captured at once. */
const giftCardPayments = (o: OrderToWrite, orderId: string): PaymentRow[] =>
  o.plan.allocation.applied.map((a) => ({
    id: randomUUID(),
    orderId,
    idempotencyKeyId: o.keyId,
    sessionIdHash: o.buyer.sessionIdHash,
    kind: 'gift_card',
    provider: 'gift_card',
    providerRef: a.id,
    giftCardId: a.id,
    brand: 'gift_card',
    last4: o.plan.cards.find((c) => c.id === a.id)?.last4 ?? '',
    amountCents: a.amountCents,
    status: 'captured',
    failure: null,
    holdKey: null,
    createdAt: o.at,
    updatedAt: o.at,
  }));

/**
 * Every row of one order, ids included: the order
 * (its `number` comes from the database), its lines, the gift card payments, and the payments
 * the reply shows (the card's as it will be once the order takes it).
 */
export function orderRows(o: OrderToWrite, placement: Placement) {
  const { buyer, plan, at } = o;
  const { cart } = plan;
  const { ready, holdsPlace } = placement;
  const l = plan.ctx.location;
  const order: Omit<OrderRow, 'number'> = {
    id: randomUUID(),
    sessionIdHash: buyer.sessionIdHash,
    memberId: buyer.memberId,
    cartId: placement.cartId,
    menuId: cart.menu_id,
    locationId: l.id,
    status: 'placed',
    catering: cart.catering,
    handoff: cart.handoff,
    timeMode: cart.time.mode,
    readyAt: ready.at,
    readyLocal: ready.local,
    address: cart.address,
    vehicle: cart.handoff === 'curbside' && o.vehicle ? o.vehicle : null,
    location: { ...cart.location, time_zone: l.timeZone },
    couponCode: cart.coupon,
    discounts: cart.discounts,
    totals: cart.totals,
    contact: plan.contact,
    slotStart: holdsPlace ? ready.slotStart : null,
    slotMode: holdsPlace ? ready.mode : null,
    createdAt: at,
    updatedAt: at,
    readyEmailSentAt: null,
    cancelEmailSentAt: null,
  };
  const lines = frozenLines(order.id, cart.products);
  const gift = giftCardPayments(o, order.id);
  const pays = o.card
    ? [...gift, { ...o.card.payment, orderId: order.id, status: 'authorized' as const, providerRef: o.card.ref }]
    : gift;
  return { order, lines, gift, pays };
}

/** A redemption's ledger entry: a reward's is keyed by its order, an offer's by its once-per-member key. */
export const redemptionEntry = (r: Redemption, orderId: string, at: Date): RedemptionEntry => ({
  id: randomUUID(),
  memberId: r.memberId,
  kind: r.kind,
  points: -r.points,
  orderId,
  orderNumber: null,
  sourceId: r.sourceId,
  label: r.label,
  idempotencyKey: r.onceKey ?? `redeem:${orderId}`,
  createdAt: at,
});

/** The board's event of a placed order: its row's creation time orders it. */
export const placedChange = (order: Omit<OrderRow, 'number'>): OrderChange => ({
  locationId: order.locationId,
  orderId: order.id,
  kind: 'placed',
  seq: order.createdAt.getTime(),
});

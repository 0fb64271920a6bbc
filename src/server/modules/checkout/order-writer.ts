import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../domain/app-error.ts';
import type { Allocation } from '../../../domain/checkout/gift-card-allocation.ts';
import { slotCapacityFor } from '../../../domain/store-ops/slot-capacity.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, payments } from '../../db/schema/orders.ts';
import type { Tx } from '../../db/tx.ts';
import { lockCart, reserveSlot, updateCart } from '../cart/index.ts';
import { attachCardPayment, toOrder, type OrderChange } from '../orders/index.ts';
import type { StatementNotice } from '../../realtime/index.ts';
import { fullyBooked, takeSlotOrNext } from './asap-place.ts';
import { adjustBalance, lockGiftCards } from '../gift-cards/index.ts';
import { completeKey } from './idempotency-repo.ts';
import {
  CART_CHANGED,
  GIFT_CARD_BALANCE_CHANGED,
  OFFER_ALREADY_USED,
  PAYMENT_GONE,
  REWARD_POINTS_CHANGED,
  usableAfter,
} from './messages.ts';
import { orderRows, placedChange, redemptionEntry, type OrderToWrite } from './order-rows.ts';
import type { PlaceOrderOutcome } from './place-order-statement.ts';
import { placeOrderRows } from './place-orders-batch.ts';
import { giveBackSlotPlace, type SlotPlace } from './slot-places.ts';
import { placedReply, type CheckoutPart } from './types.ts';
import { countItems } from '../../../domain/cart/count-items.ts';

const FAILED: Record<Exclude<PlaceOrderOutcome, { placed: true }>['failed'], string> = {
  cart_changed: CART_CHANGED,
  gift_card_balance: GIFT_CARD_BALANCE_CHANGED,
  payment_gone: PAYMENT_GONE,
  reward_points: REWARD_POINTS_CHANGED,
  offer_used: OFFER_ALREADY_USED,
};

/**
 * Writes a planned order (decision 155). An ordinary order is ONE prepared statement after its
 * slot place; a group part (decision 160) is a transaction, because its checks need several
 * reads under the cart's lock. Both write the same rows, built by `orderRows`, and tell the
 * board once the order committed: by a NOTIFY the order statement carries (decision 341), else
 * through `onPlaced` after the commit.
 */
export function createOrderWriter(options: {
  db: Db;
  log: FastifyBaseLogger;
  slotFilled: (locationId: string) => void;
  notice?: ((change: OrderChange) => StatementNotice | null) | undefined;
  onPlaced?: ((change: OrderChange) => void) | undefined;
}) {
  const { db, log } = options;

  /**
   * An ordinary checkout's order: written by one statement that checks and locks as the
   * transaction does. The reply is built from the rows; only the order number comes back.
   */
  async function inOneStatement(o: OrderToWrite): Promise<Order> {
    const { cart, ctx, cartRow, allocation } = o.plan;
    // The slot place first, in a statement of its own that does not hold the slot's row across a
    // disk flush (slot-places.ts); a full ASAP slot moves the order to the next free one (decision 181).
    const itemCount = countItems(cart.products);
    const { ready, slot } = await takeSlotOrNext(db, {
      ready: o.plan.ready,
      asap: cart.time.mode !== 'advance',
      ctx,
      request: { handoff: cart.handoff, catering: cart.catering, itemCount, now: o.at },
      filled: options.slotFilled,
    });
    const rows = orderRows(o, { cartId: cart.id, ready, holdsPlace: true });
    const placed = toOrder({ ...rows.order, number: 0 }, rows.lines, rows.pays);
    const change = placedChange(rows.order);
    const notice = options.notice?.(change) ?? null;
    const outcome = await placeOrderRows(db, {
      cart: { id: cart.id, version: cartRow.version },
      order: rows.order,
      lines: rows.lines,
      giftDebits: allocation.applied.map((a) => ({ id: a.id, amountCents: a.amountCents })),
      giftPayments: rows.gift,
      card: o.card ? { paymentId: o.card.payment.id, providerRef: o.card.ref, usableAfter: usableAfter(o.at) } : null,
      key: { id: o.keyId, reply: placedReply(placed) },
      redemption: o.plan.redemption
        ? { entry: redemptionEntry(o.plan.redemption, rows.order.id, o.at), points: o.plan.redemption.points }
        : null,
      now: o.at,
      notice,
    }).catch(async (error: unknown) => {
      if (slot) await giveBack(slot);
      throw error;
    });
    if (outcome.placed) {
      if (!notice) options.onPlaced?.(change);
      return { ...placed, number: String(outcome.number) };
    }
    if (slot) await giveBack(slot);
    throw new AppError('CONFLICT', FAILED[outcome.failed]);
  }

  /** A group part's order: the shared cart locked, the part re-checked and taken, then the same rows. */
  async function inTransaction(o: OrderToWrite, part: CheckoutPart): Promise<Order> {
    const { cart, ready, allocation } = o.plan;
    let change: OrderChange | null = null;
    const order = await db.transaction(async (tx) => {
      const locked = await lockCart(tx, cart.id);
      if (!locked || locked.status !== 'active') throw new AppError('CONFLICT', CART_CHANGED);
      const taken = await part.take(tx, locked, cart, { start: ready.slotStart, mode: ready.mode });
      // An order of a group whose place in this slot another part already holds takes none.
      const holdsPlace = !taken.slotHeld;
      await debitGiftCards(tx, allocation);
      const rows = orderRows(o, { cartId: taken.cartId, ready, holdsPlace });
      change = placedChange(rows.order);
      const [written] = await tx.insert(orders).values(rows.order).returning({ number: orders.number });
      if (!written) throw new Error('order row not written');
      if (rows.lines.length) await tx.insert(orderLines).values(rows.lines);
      if (rows.gift.length) await tx.insert(payments).values(rows.gift);
      if (o.card && !(await attachCardPayment(tx, o.card.payment.id, rows.order.id, o.card.ref, usableAfter(o.at))))
        throw new AppError('CONFLICT', PAYMENT_GONE);
      // The slot place now belongs to the order; the cart is done (a participant's part: the
      // shared cart goes on for the others, without the place if this order took it over).
      await part.record(tx, rows.order.id);
      if (part.closesCart)
        await updateCart(tx, cart.id, { status: 'submitted', reservedSlotStart: null, reservedSlotMode: null });
      else
        await updateCart(
          tx,
          cart.id,
          ready.reserved && holdsPlace ? { reservedSlotStart: null, reservedSlotMode: null } : {},
        );
      const placed = toOrder({ ...rows.order, number: written.number }, rows.lines, rows.pays);
      await completeKey(tx, o.keyId, rows.order.id, placedReply(placed));
      // Last: every order of one slot updates the same counter row, so its lock is held only until commit.
      if (!ready.reserved && holdsPlace) {
        const l = o.plan.ctx.location;
        const took = await reserveSlot(
          tx,
          { locationId: l.id, handoff: ready.mode, start: ready.slotStart },
          slotCapacityFor(l, ready.mode),
        );
        if (!took) throw new AppError('CONFLICT', fullyBooked(ready.local));
      }
      return placed;
    });
    if (change) options.onPlaced?.(change);
    return order;
  }

  async function debitGiftCards(tx: Tx, allocation: Allocation): Promise<void> {
    const locked = await lockGiftCards(
      tx,
      allocation.applied.map((a) => a.id),
    );
    for (const a of allocation.applied) {
      const row = locked.find((r) => r.id === a.id);
      if (!row || row.balanceCents < a.amountCents) throw new AppError('CONFLICT', GIFT_CARD_BALANCE_CHANGED);
      await adjustBalance(tx, a.id, -a.amountCents);
    }
  }

  /** A place whose order was not placed goes back; if that fails too, the place stays counted (it errs towards refusing). */
  async function giveBack(slot: SlotPlace): Promise<void> {
    await giveBackSlotPlace(db, slot).catch((error: unknown) =>
      log.error({ err: error, slot }, 'slot place not given back'),
    );
  }

  return {
    write: (o: OrderToWrite): Promise<Order> => (o.plan.part ? inTransaction(o, o.plan.part) : inOneStatement(o)),
  };
}

export type OrderWriter = ReturnType<typeof createOrderWriter>;

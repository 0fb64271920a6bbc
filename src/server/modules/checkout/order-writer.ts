import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../domain/app-error.ts';
import { countItems } from '../../../domain/cart/count-items.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import { slotCapacityFor } from '../../../domain/store-ops/slot-capacity.ts';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, payments } from '../../db/schema/orders.ts';
import { rewardAccounts, rewardLedger } from '../../db/schema/rewards.ts';
import type { Tx } from '../../db/tx.ts';
import type { StatementNotice } from '../../realtime/index.ts';
import { lockCart, submitCartAtVersion, takeSlotPlace, updateCart } from '../cart/index.ts';
import { limitedOrderOf, takeDailyLimits } from '../daily-limits/index.ts';
import { debitGiftCard } from '../gift-cards/index.ts';
import { attachCardPayment, toOrder, type OrderChange } from '../orders/index.ts';
import { nextReadyTime, type ReadyTime } from './asap-place.ts';
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
import { placedReply } from './types.ts';

/** The order's slot was full when its transaction reached it: nothing was written. */
class SlotFull extends Error {}

/**
 * Writes a planned order in ONE transaction, each rule checked once, in lock
 * order: the cart (still active at the validated version; a group part re-checks its seat), the
 * gift cards (each still holding its debit, in id order), then with the order row the reward
 * points and offer use, the card attempt (still live and no order's), the daily limits of its products, and last the slot place: every order of a slot
 * updates one counter row, so its lock is held only for the commit. Any failed check throws and
 * rolls everything back. The board hears of the order by a NOTIFY sent with the commit (PostgreSQL),
 * else through `onPlaced` after it.
 */
export function createOrderWriter(options: {
  db: Db;
  log: FastifyBaseLogger;
  slotFilled: (locationId: string) => void;
  notice?: ((change: OrderChange) => StatementNotice | null) | undefined;
  onPlaced?: ((change: OrderChange) => void) | undefined;
}) {
  const { db } = options;

  async function write(o: OrderToWrite): Promise<Order> {
    const { cart, ctx } = o.plan;
    const next = {
      asap: cart.time.mode !== 'advance',
      ctx,
      request: { handoff: cart.handoff, catering: cart.catering, itemCount: countItems(cart.products), now: o.at },
    };
    const full: number[] = [];
    let ready = o.plan.ready;
    for (let moves = 0; ; moves++) {
      try {
        return await writeAt(o, ready);
      } catch (error) {
        if (!(error instanceof SlotFull)) throw error;
        options.slotFilled(ctx.location.id);
        full.push(ready.slotStart.getTime());
        ready = nextReadyTime(next, ready, full, moves);
      }
    }
  }

  async function writeAt(o: OrderToWrite, ready: ReadyTime): Promise<Order> {
    const { cart, cartRow, allocation, part, redemption } = o.plan;
    let change: OrderChange | null = null;
    let notice: StatementNotice | null = null;
    let slotNowFull = false;
    const order = await db.transaction(async (tx) => {
      let cartId = cart.id;
      let holdsPlace = true;
      if (part) {
        const locked = await lockCart(tx, cart.id);
        if (!locked || locked.status !== 'active') throw new AppError('CONFLICT', CART_CHANGED);
        const taken = await part.take(tx, locked, cart, { start: ready.slotStart, mode: ready.mode });
        cartId = taken.cartId;
        // An order of a group whose place in this slot another part already holds takes none.
        holdsPlace = !taken.slotHeld;
      } else if (!(await submitCartAtVersion(tx, cart.id, cartRow.version)))
        throw new AppError('CONFLICT', CART_CHANGED);
      for (const a of [...allocation.applied].sort((x, y) => (x.id < y.id ? -1 : 1)))
        if (!(await debitGiftCard(tx, a.id, a.amountCents))) throw new AppError('CONFLICT', GIFT_CARD_BALANCE_CHANGED);
      const rows = orderRows(o, { cartId, ready, holdsPlace });
      const [written] = await tx.insert(orders).values(rows.order).returning({ number: orders.number });
      if (!written) throw new Error('order row not written');
      if (redemption) await redeem(tx, redemptionEntry(redemption, rows.order.id, o.at), redemption.points, o.at);
      if (rows.lines.length) await tx.insert(orderLines).values(rows.lines);
      if (rows.gift.length) await tx.insert(payments).values(rows.gift);
      if (o.card && !(await attachCardPayment(tx, o.card.payment.id, rows.order.id, o.card.ref, usableAfter(o.at))))
        throw new AppError('CONFLICT', PAYMENT_GONE);
      if (part) {
        // The slot place now belongs to the order; a participant's part leaves the shared cart
        // going on for the others, without the place if this order took it over.
        await part.record(tx, rows.order.id);
        await updateCart(
          tx,
          cart.id,
          part.closesCart || (ready.reserved && holdsPlace)
            ? {
                ...(part.closesCart ? { status: 'submitted' as const } : {}),
                reservedSlotStart: null,
                reservedSlotMode: null,
              }
            : {},
        );
      }
      const placed = toOrder({ ...rows.order, number: written.number }, rows.lines, rows.pays);
      await completeKey(tx, o.keyId, rows.order.id, placedReply(placed));
      change = placedChange(rows.order);
      notice = options.notice?.(change) ?? null;
      if (notice) await tx.execute(sql`select pg_notify(${notice.channel}, ${notice.payload})`);
      // Then the day's limited products, in product order: each count row locked to the commit.
      await takeDailyLimits(tx, rows.order.id, limitedOrderOf(o.plan.ctx, cart, ready.at, o.at));
      // Last: the slot's counter row is locked from here to the commit only.
      if (!ready.reserved && holdsPlace) {
        const l = o.plan.ctx.location;
        const capacity = slotCapacityFor(l, ready.mode);
        const taken = await takeSlotPlace(
          tx,
          { locationId: l.id, handoff: ready.mode, start: ready.slotStart },
          capacity,
        );
        if (taken === null) throw new SlotFull();
        slotNowFull = taken >= capacity;
      }
      return placed;
    });
    if (slotNowFull) options.slotFilled(o.plan.ctx.location.id);
    if (change && !notice) options.onPlaced?.(change);
    return order;
  }

  /**
   * A reward's points come off the member's account only while the balance still holds them; an
   * offer's once-per-member key (a reward's: its order) refuses a second use.
   */
  async function redeem(tx: Tx, entry: ReturnType<typeof redemptionEntry>, points: number, at: Date): Promise<void> {
    if (points > 0) {
      const taken = await tx
        .update(rewardAccounts)
        .set({ balance: sql`${rewardAccounts.balance} - ${points}`, lastActivityAt: at, updatedAt: at })
        .where(and(eq(rewardAccounts.memberId, entry.memberId), gte(rewardAccounts.balance, points)))
        .returning({ memberId: rewardAccounts.memberId });
      if (taken.length === 0) throw new AppError('CONFLICT', REWARD_POINTS_CHANGED);
    }
    const posted = await tx
      .insert(rewardLedger)
      .values(entry)
      .onConflictDoNothing({ target: rewardLedger.idempotencyKey })
      .returning({ id: rewardLedger.id });
    if (posted.length === 0) throw new AppError('CONFLICT', OFFER_ALREADY_USED);
  }

  return { write };
}

export type OrderWriter = ReturnType<typeof createOrderWriter>;

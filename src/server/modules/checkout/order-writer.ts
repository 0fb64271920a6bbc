import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../domain/app-error.ts';
import { countItems } from '../../../domain/cart/count-items.ts';
import {
  cartRefusal,
  giftCardRefusal,
  pointsRefusal,
  type OrderRefusal,
} from '../../../domain/checkout/order-rules.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, payments } from '../../db/schema/orders.ts';
import { rewardAccounts, rewardLedger } from '../../db/schema/rewards.ts';
import type { Tx } from '../../db/tx.ts';
import type { StatementNotice } from '../../realtime/index.ts';
import { lockCart, updateCart } from '../cart/index.ts';
import { adjustBalance, lockGiftCards } from '../gift-cards/index.ts';
import { attachCardPayment, toOrder, type OrderChange } from '../orders/index.ts';
import { takeSlotOrNext, type ReadyTime } from './asap-place.ts';
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

const REFUSED: Record<OrderRefusal, string> = {
  cart_changed: CART_CHANGED,
  gift_card_balance: GIFT_CARD_BALANCE_CHANGED,
  payment_gone: PAYMENT_GONE,
  reward_points: REWARD_POINTS_CHANGED,
  offer_used: OFFER_ALREADY_USED,
};

/** A refused rule rolls the whole order back: nothing of it is written, its slot place included. */
function refuse(refusal: OrderRefusal | null): void {
  if (refusal) throw new AppError('CONFLICT', REFUSED[refusal]);
}

/**
 * Writes a planned order, ordinary or a group part, in ONE transaction. Rows are locked in one
 * order everywhere (cart, gift cards, card attempt, points, slot), each rule of
 * `domain/checkout/order-rules.ts` is asked under its lock, and a refusal rolls everything back.
 * The slot's counter row is taken last: every order of a slot updates it, so its lock is held only
 * until the commit. The board hears of the order by a NOTIFY sent at commit, else after it.
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
    const { cart, cartRow, part, allocation, ctx } = o.plan;
    let change: OrderChange | null = null;
    let notified = false;
    const order = await db.transaction(async (tx) => {
      const locked = await lockCart(tx, cart.id);
      // A group part re-checks its own lines: the others of the group keep changing theirs.
      refuse(cartRefusal(locked, part ? null : cartRow.version));
      let ready = o.plan.ready;
      const taken = part ? await part.take(tx, locked!, cart, { start: ready.slotStart, mode: ready.mode }) : null;
      // A group whose place in this slot another part already holds takes none; a reserved time brings its own.
      const holdsPlace = !taken?.slotHeld;
      const takesPlace = holdsPlace && !ready.reserved;

      const lockedCards = await lockGiftCards(
        tx,
        allocation.applied.map((a) => a.id),
      );
      refuse(giftCardRefusal(lockedCards, allocation.applied));
      for (const a of allocation.applied) await adjustBalance(tx, a.id, -a.amountCents);

      const rows = orderRows(o, { cartId: taken?.cartId ?? cart.id, ready, holdsPlace });
      const [written] = await tx.insert(orders).values(rows.order).returning({ number: orders.number });
      if (!written) throw new Error('order row not written');
      if (rows.lines.length) await tx.insert(orderLines).values(rows.lines);
      if (rows.gift.length) await tx.insert(payments).values(rows.gift);
      if (o.card && !(await attachCardPayment(tx, o.card.payment.id, rows.order.id, o.card.ref, usableAfter(o.at))))
        refuse('payment_gone');
      await redeem(tx, o, rows.order.id);

      // An ordinary order and a host's part close the cart; a participant's leaves it to the group.
      if (part) await part.record(tx, rows.order.id);
      const closes = !part || part.closesCart;
      const releasesPlace = closes || (ready.reserved && holdsPlace);
      await updateCart(tx, cart.id, {
        ...(closes ? { status: 'submitted' as const } : {}),
        ...(releasesPlace ? { reservedSlotStart: null, reservedSlotMode: null } : {}),
      });

      change = placedChange(rows.order);
      const notice = options.notice?.(change) ?? null;
      if (notice) await tx.execute(sql`select pg_notify(${notice.channel}, ${notice.payload})`);
      notified = notice !== null;

      if (takesPlace) {
        ready = await takeSlotOrNext(tx, {
          ready,
          asap: !part && cart.time.mode !== 'advance',
          ctx,
          request: { handoff: cart.handoff, catering: cart.catering, itemCount: countItems(cart.products), now: o.at },
          filled: options.slotFilled,
        });
        if (ready !== o.plan.ready) await moveOrder(tx, rows.order.id, ready);
      }
      const slotStart = holdsPlace ? ready.slotStart : null;
      const moved = { ...rows.order, readyAt: ready.at, readyLocal: ready.local, slotStart };
      const placed = toOrder({ ...moved, number: written.number }, rows.lines, rows.pays);
      await completeKey(tx, o.keyId, rows.order.id, placedReply(placed));
      return placed;
    });
    if (change && !notified) options.onPlaced?.(change);
    return order;
  }

  /** A reward's points (locked, still there) and its ledger entry; an offer's once-per-member key refuses a second use. */
  async function redeem(tx: Tx, o: OrderToWrite, orderId: string): Promise<void> {
    const r = o.plan.redemption;
    if (!r) return;
    if (r.points > 0) {
      const [account] = await tx
        .select({ balance: rewardAccounts.balance })
        .from(rewardAccounts)
        .where(eq(rewardAccounts.memberId, r.memberId))
        .for('update');
      refuse(pointsRefusal(account?.balance ?? null, r.points));
      await tx
        .update(rewardAccounts)
        .set({ balance: sql`${rewardAccounts.balance} - ${r.points}`, lastActivityAt: o.at, updatedAt: o.at })
        .where(eq(rewardAccounts.memberId, r.memberId));
    }
    const posted = await tx
      .insert(rewardLedger)
      .values(redemptionEntry(r, orderId, o.at))
      .onConflictDoNothing({ target: rewardLedger.idempotencyKey })
      .returning({ id: rewardLedger.id });
    refuse(posted.length === 0 ? 'offer_used' : null);
  }

  /** An ASAP order moved to a later slot: its row says when it is ready. */
  async function moveOrder(tx: Tx, orderId: string, ready: ReadyTime): Promise<void> {
    await tx
      .update(orders)
      .set({ readyAt: ready.at, readyLocal: ready.local, slotStart: ready.slotStart })
      .where(eq(orders.id, orderId));
  }

  return { write };
}

export type OrderWriter = ReturnType<typeof createOrderWriter>;

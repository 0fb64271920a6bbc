import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { AppError } from '../../../domain/app-error.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { headsUpMessage, MESSAGES } from '../../../domain/group-order/rules.ts';
import type { Db } from '../../db/client.ts';
import { cartLines, carts } from '../../db/schema/carts.ts';
import { groupOrderParticipants, groupOrders } from '../../db/schema/group-orders.ts';
import { orders } from '../../db/schema/orders.ts';
import * as cartRepo from '../cart/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { CheckoutGuard, CheckoutPart } from '../checkout/index.ts';
import { cartMembership, lockGroup, type GroupRow, type ParticipantRow } from './repo.ts';
import { freshParticipant, seatDecision, seatLines, type GroupSeat } from '../group-seats/index.ts';

const PART_CHANGED = 'Your items changed while the order was being placed. Please review them and try again.';

/**
 * Group orders at checkout. Host-pays: the shared cart is one order, placed by
 * its host; a participant gets "Heads Up!" (the cart's access rule says so too). Each-pays:
 * everyone pays their own part once — the validated cart is already just their part — and the
 * host's part closes the group: lines of people who have not paid by then are left out.
 */
export const groupCheckoutGuard =
  (db: Db, now: () => Date = () => new Date()): CheckoutGuard =>
  async ({ buyer, cart }) => {
    const shared = await cartMembership(db, cart.id, { sessionIdHash: buyer.sessionIdHash, memberId: buyer.memberId });
    if (!shared) return;
    const { group, participant } = shared;
    const isHost = participant?.role === 'host' || (participant === null && group.hostMemberId === buyer.memberId);
    if (group.paymentType === 'host') {
      if (isHost) return;
      throw new AppError('FORBIDDEN', headsUpMessage(group.hostFullName));
    }
    if (!participant) throw new AppError('CART_NOT_FOUND', 'No such cart');
    return eachPaysPart(
      group,
      participant,
      { sessionIdHash: buyer.sessionIdHash, memberId: buyer.memberId },
      await heldReady(db, group.id),
      now,
    );
  };

function eachPaysPart(
  group: GroupRow,
  participant: ParticipantRow,
  buyer: { sessionIdHash: string; memberId: string | null },
  held: CheckoutPart['heldReady'],
  now: () => Date,
): CheckoutPart {
  const isHost = participant.role === 'host';
  return {
    readyFrom: isHost ? null : group.deadline,
    closesCart: isHost,
    heldReady: held,

    async take(tx, locked, validated, slot) {
      // The cart row is locked first, then the group: the order every group change takes.
      const fresh = await lockGroup(tx, group.id);
      const me = await freshParticipant(tx, participant.id);
      if (!fresh || !me || me.leftAt) throw new AppError('CART_NOT_FOUND', 'No such cart');
      const seat: GroupSeat = { group: fresh, role: me.role, name: me.name, participant: me };
      const decision = seatDecision(seat, fresh, 'checkout', now(), me);
      if (!decision.ok) throw new AppError(decision.code, decision.message);
      if (me.paidOrderId) throw new AppError('CONFLICT', MESSAGES.alreadyPaid);
      const lines = await seatLines(tx, seat, await cartRepo.readLines(tx, locked.id));
      if (!samePart(lines, validated) || !samePickup(locked, validated, isHost))
        throw new AppError('CONFLICT', PART_CHANGED);
      const slotHeld = await groupHoldsPlace(tx, group.id, slot);
      // The host's part is the shared cart's order; a participant's lines move to a cart of their own.
      if (isHost) return { cartId: locked.id, slotHeld };
      return { cartId: await moveToOwnCart(tx, locked, lines, buyer), slotHeld };
    },

    async record(tx, orderId) {
      const paid = await tx
        .update(groupOrderParticipants)
        .set({ paidOrderId: orderId })
        .where(and(eq(groupOrderParticipants.id, participant.id), sql`${groupOrderParticipants.paidOrderId} is null`))
        .returning({ id: groupOrderParticipants.id });
      if (paid.length === 0) throw new AppError('CONFLICT', MESSAGES.alreadyPaid);
      await tx
        .update(groupOrders)
        .set({
          paidCount: sql`${groupOrders.paidCount} + 1`,
          ...(isHost ? { status: 'confirmed' as const } : {}),
          version: sql`${groupOrders.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(groupOrders.id, group.id));
    },
  };
}

/** The same lines, in the same quantities, as were validated and priced. */
function samePart(lines: cartRepo.CartLineRow[], validated: Cart): boolean {
  if (lines.length !== validated.products.length) return false;
  const quantities = new Map(validated.products.map((p) => [p.id, p.quantity]));
  return lines.every((l) => quantities.get(l.id) === l.quantity);
}

/**
 * What the order carries from the cart: where, how and when (and, on the host's part, the address
 * and the coupon). A participant's part carries no delivery address: their reply never holds the
 * host's; the group is delivered on the host's part.
 */
function samePickup(locked: cartRepo.CartRow, validated: Cart, isHost: boolean): boolean {
  return (
    locked.menuId === validated.menu_id &&
    locked.handoff === validated.handoff &&
    locked.timeMode === validated.time.mode &&
    (locked.timeMode !== 'advance' || locked.wanted === validated.time.wanted) &&
    (!isHost ||
      (locked.lat !== null && locked.lng !== null ? locked.address : null) === (validated.address?.address ?? null)) &&
    (!isHost || locked.couponCode === validated.coupon)
  );
}

/** Whether an earlier part of this group already holds a place in the slot. */
/** The ready time and slot of the group's first paid part, if one holds a place. */
async function heldReady(db: Db, groupId: string): Promise<CheckoutPart['heldReady']> {
  const [row] = await db
    .select({ local: orders.readyLocal, at: orders.readyAt, slotStart: orders.slotStart, mode: orders.slotMode })
    .from(orders)
    .innerJoin(groupOrderParticipants, eq(groupOrderParticipants.paidOrderId, orders.id))
    .where(
      and(eq(groupOrderParticipants.groupOrderId, groupId), isNotNull(orders.slotStart), isNotNull(orders.slotMode)),
    )
    .orderBy(orders.readyAt)
    .limit(1);
  return row?.slotStart && row.mode ? { local: row.local, at: row.at, slotStart: row.slotStart, mode: row.mode } : null;
}

async function groupHoldsPlace(tx: Tx, groupId: string, slot: { start: Date; mode: string }): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(groupOrderParticipants, eq(groupOrderParticipants.paidOrderId, orders.id))
    .where(
      and(
        eq(groupOrderParticipants.groupOrderId, groupId),
        isNotNull(orders.slotStart),
        eq(orders.slotStart, slot.start),
        eq(orders.slotMode, slot.mode),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A participant's paid lines leave the shared cart for a submitted cart of their own (the order's
 * cart; `orders.cart_id` stays unique), so they can be neither changed nor paid again, and are not
 * in the host's part.
 */
async function moveToOwnCart(
  tx: Tx,
  shared: cartRepo.CartRow,
  lines: cartRepo.CartLineRow[],
  buyer: { sessionIdHash: string; memberId: string | null },
): Promise<string> {
  const [own] = await tx
    .insert(carts)
    .values({
      sessionIdHash: buyer.sessionIdHash,
      memberId: buyer.memberId,
      menuId: shared.menuId,
      locationId: shared.locationId,
      catering: shared.catering,
      handoff: shared.handoff,
      timeMode: shared.timeMode,
      wanted: shared.wanted,
      // No delivery address: it is the host's, and the participant's order holds none.
      status: 'submitted',
    })
    .returning({ id: carts.id });
  if (!own) throw new Error('part cart not written');
  await tx
    .update(cartLines)
    .set({ cartId: own.id })
    .where(
      and(
        eq(cartLines.cartId, shared.id),
        inArray(
          cartLines.id,
          lines.map((l) => l.id),
        ),
      ),
    );
  return own.id;
}

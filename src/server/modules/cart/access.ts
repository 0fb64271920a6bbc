import { AppError } from '../../../domain/app-error.ts';
import { CART_GONE_MESSAGE, CART_TIMEOUT_MESSAGE, checkCartTimeout } from '../../../domain/cart/timeout.ts';
import type { CartAction } from '../../../domain/group-order/rules.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import type { Access, CartOwner } from './cart-types.ts';
import { cartMembership, findGroupByCart, freshParticipant, seatDecision, type GroupSeat } from './group-seats.ts';
import * as repo from './repo.ts';

export type CartAccess = ReturnType<typeof createCartAccess>;

export const owns = (row: repo.CartRow, owner: CartOwner) =>
  row.sessionIdHash === owner.sessionIdHash || (row.memberId !== null && row.memberId === owner.memberId);

/** Gives back the slot place the cart held for its advance time, if any. */
export async function releaseReservation(tx: Tx, row: repo.CartRow): Promise<void> {
  if (row.reservedSlotStart && row.reservedSlotMode) {
    await repo.releaseSlot(tx, {
      locationId: row.locationId,
      handoff: row.reservedSlotMode,
      start: row.reservedSlotStart,
    });
  }
}

/** Abandons a locked active cart and gives its slot place back (the timeout, DELETE /api/carts/{id}, the sweep). */
export async function abandonLocked(tx: Tx, row: repo.CartRow): Promise<void> {
  await releaseReservation(tx, row);
  await repo.updateCart(tx, row.id, { status: 'abandoned', reservedSlotStart: null, reservedSlotMode: null });
}

/** Who may use a cart, the cart timeout, and abandoning a cart. */
export function createCartAccess(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  /**
   * The one access check of every cart call. The owner's own cart, or a group order's shared
   * cart for someone still in the group: the group rule decides what each seat may do.
   * Anyone else gets a 404 that says nothing about other people's carts.
   * `writes`: whether this call may write. A read (GET, validate) never does: an expired cart
   * reads as timed out, and the next call that changes something writes the abandon.
   */
  async function access(
    owner: CartOwner | null,
    id: string,
    at: Date,
    action: CartAction,
    writes = action !== 'read',
  ): Promise<Access> {
    // The seat is looked up only for a shared cart.
    const found = await repo.readCart(db, id);
    if (!found || !owner) throw new AppError('CART_NOT_FOUND', 'No such cart');
    const { row, lines } = found;
    const shared = found.grouped ? await cartMembership(db, id, owner) : null;
    let seat: GroupSeat | null = null;
    if (shared) {
      const { group, participant } = shared;
      if (owns(row, owner)) seat = { group, role: 'host', name: group.hostFullName, participant };
      else if (participant) seat = { group, role: participant.role, name: participant.name, participant };
      else throw new AppError('CART_NOT_FOUND', 'No such cart');
      const decision = seatDecision(seat, group, action, at);
      if (!decision.ok) throw new AppError(decision.code, decision.message);
    } else if (!owns(row, owner)) throw new AppError('CART_NOT_FOUND', 'No such cart');
    // A shared cart waits for its group: the hour starts at the deadline.
    const since = seat && seat.group.deadline > row.createdAt ? seat.group.deadline : row.createdAt;
    const timeout = checkCartTimeout(since, at);
    if (row.status !== 'active') {
      // A cart the timeout abandoned keeps saying so (a second tab, a retried checkout).
      const timedOut = row.status === 'abandoned' && timeout.expired && timeout.showMessage;
      throw timedOut
        ? new AppError('CART_EXPIRED', CART_TIMEOUT_MESSAGE)
        : new AppError('CART_GONE', CART_GONE_MESSAGE);
    }
    if (timeout.expired) {
      // Spec §4 "Cart timeout": abandoned (the slot place given back) by the first call that writes.
      if (writes) {
        await db.transaction(async (tx) => {
          const locked = await repo.lockCart(tx, id);
          if (locked?.status === 'active') await abandonLocked(tx, locked);
        });
      }
      throw timeout.showMessage
        ? new AppError('CART_EXPIRED', CART_TIMEOUT_MESSAGE)
        : new AppError('CART_GONE', CART_GONE_MESSAGE);
    }
    return { row, lines, seat };
  }

  const activeCart = async (owner: CartOwner | null, id: string, at: Date, action: CartAction = 'read') =>
    (await access(owner, id, at, action)).row;

  async function recheckSeat(tx: Tx, seat: GroupSeat, id: string, action: CartAction): Promise<void> {
    const group = await findGroupByCart(tx, id);
    if (!group) return;
    // The seat as it is now: a part paid meanwhile is final.
    const participant = seat.participant ? await freshParticipant(tx, seat.participant.id) : null;
    const decision = seatDecision(seat, group, action, now(), participant);
    if (!decision.ok) throw new AppError(decision.code, decision.message);
  }

  async function abandon(owner: CartOwner | null, id: string): Promise<void> {
    await activeCart(owner, id, now(), 'cart-settings');
    await db.transaction(async (tx) => {
      const row = await repo.lockCart(tx, id);
      if (row?.status === 'active') await abandonLocked(tx, row);
    });
  }

  return { access, activeCart, recheckSeat, abandon };
}

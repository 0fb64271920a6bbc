import type { z } from 'zod';
import { AppError } from '../../../domain/app-error.ts';
import type { createGroupOrderRequest } from '../../../domain/group-order/create-group-order-contract.ts';
import type { GroupOrder } from '../../../domain/group-order/group-order-model.ts';
import { DEFAULT_GROUP_MAX_PARTICIPANTS, groupFullMessage, hasRoomFor } from '../../../domain/group-order/capacity.ts';
import {
  checkJoin,
  checkNewDeadline,
  fullName,
  MESSAGES,
  sameName,
  visibleLines,
} from '../../../domain/group-order/rules.ts';
import type { Db } from '../../db/client.ts';
import * as cartRepo from '../cart/index.ts';
import type { Tx } from '../../db/tx.ts';
import type { CartService } from '../cart/index.ts';
import * as repo from './repo.ts';
import type { Caller, GroupRow, ParticipantRow } from './repo.ts';
import { createGroupView } from './group-view.ts';

export interface GroupOrderServiceOptions {
  db: Db;
  carts: CartService;
  /** People in one group, host included; default 50. */
  maxParticipants?: number;
  now?: () => Date;
}

export type GroupOrderService = ReturnType<typeof createGroupOrderService>;

const NOT_FOUND = 'No such group order';

/** Collapses runs of spaces so "Ada  Baker" and "Ada Baker" are one name everywhere. */
const cleanName = (name: string) => name.trim().replace(/\s+/g, ' ');

/**
 * Group orders: a signed-in host opens a group on a menu with a
 * deadline and who pays; anyone with the link joins under a name and orders into the host's
 * cart. Status changes (lock, cancel) take the shared cart's row lock first, the same lock every
 * cart change takes, so they serialise with participants' edits across instances.
 */
export function createGroupOrderService(options: GroupOrderServiceOptions) {
  const { db, carts } = options;
  const maxParticipants = options.maxParticipants ?? DEFAULT_GROUP_MAX_PARTICIPANTS;
  const now = options.now ?? (() => new Date());

  const present = createGroupView({ db, carts, now });

  /**
   * The group and the caller's seat; an unknown id is a 404 whoever asks. Reads only: a group
   * whose shared cart checkout submitted reads as confirmed.
   */
  async function load(id: string, caller: Caller | null): Promise<{ group: GroupRow; me: ParticipantRow | null }> {
    const group = await repo.findGroup(db, id);
    if (!group) throw new AppError('NOT_FOUND', NOT_FOUND);
    return { group, me: caller ? await repo.membership(db, id, caller) : null };
  }

  /** A host-only status change under the shared cart's lock, then the fresh view. */
  async function hostChange(
    id: string,
    caller: Caller | null,
    apply: (tx: Tx, group: GroupRow) => Promise<void>,
  ): Promise<GroupOrder> {
    const { group, me } = await load(id, caller);
    if (!me) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (me.role !== 'host') throw new AppError('FORBIDDEN', MESSAGES.hostOnlyGroup);
    await db.transaction(async (tx) => {
      await cartRepo.lockCart(tx, group.cartId);
      const fresh = await repo.lockGroup(tx, id);
      if (!fresh) throw new AppError('NOT_FOUND', NOT_FOUND);
      await apply(tx, fresh);
    });
    const after = await repo.findGroup(db, id);
    if (!after) throw new AppError('NOT_FOUND', NOT_FOUND);
    return present(after, me);
  }

  /** Each-pays: whether the host has no lines of their own left to pay for. */
  async function hostPartEmpty(tx: Tx, group: GroupRow): Promise<boolean> {
    const others = (await repo.activeParticipants(tx, group.id)).filter((p) => p.role !== 'host').map((p) => p.id);
    const lines = await cartRepo.readLines(tx, group.cartId);
    return visibleLines(lines, { role: 'host', participantId: null, paymentType: 'each', others }).length === 0;
  }

  const closedMessage = (status: GroupRow['status']) =>
    status === 'cancelled' ? MESSAGES.cancelled : status === 'confirmed' ? MESSAGES.confirmed : MESSAGES.locked;

  return {
    async create(caller: Caller, input: z.output<typeof createGroupOrderRequest>): Promise<GroupOrder> {
      if (!caller.memberId) throw new AppError('UNAUTHORIZED', MESSAGES.signInToStart);
      const member = await repo.memberName(db, caller.memberId);
      if (!member) throw new AppError('UNAUTHORIZED', MESSAGES.signInToStart);
      const host = fullName(member.firstName, member.lastName);
      if (!host) throw new AppError('VALIDATION', 'Please add your name to your account to host a group order');
      const deadline = new Date(input.deadline);
      const check = checkNewDeadline(deadline, now());
      if (!check.ok) throw new AppError('VALIDATION', check.message);
      // The shared cart: a normal cart of the host (location checks and messages included).
      const cart = await carts.create(caller, { menu_id: input.menu_id, catering: false });
      const group = await db.transaction(async (tx) => {
        const row = await repo.insertGroup(tx, {
          hostMemberId: caller.memberId!, // checked above
          hostFullName: host,
          menuId: cart.menu_id,
          locationId: cart.location.id,
          cartId: cart.id,
          deadline,
          paymentType: input.payment_type,
        });
        await repo.insertParticipant(tx, {
          groupOrderId: row.id,
          role: 'host',
          name: host,
          sessionIdHash: caller.sessionIdHash,
          memberId: caller.memberId,
        });
        return row;
      });
      return present(group, await repo.membership(db, group.id, caller));
    },

    async get(id: string, caller: Caller | null): Promise<GroupOrder> {
      const { group, me } = await load(id, caller);
      return present(group, me);
    },

    async join(id: string, caller: Caller, rawName: string): Promise<GroupOrder> {
      const name = cleanName(rawName);
      const { group, me } = await load(id, caller);
      if (me) {
        // Joining twice is harmless: the seat they hold already (a reload of the link).
        return present(group, me);
      }
      const open = checkJoin({ status: group.status, deadline: group.deadline, now: now() });
      if (!open.ok) throw new AppError(open.code, open.message);
      // Host detection is by name (spec §4), so nobody else may take the host's name.
      if (sameName(name, group.hostFullName)) throw new AppError('CONFLICT', MESSAGES.nameTaken);
      await db.transaction(async (tx) => {
        await cartRepo.lockCart(tx, group.cartId);
        const fresh = await repo.lockGroup(tx, id);
        if (!fresh) throw new AppError('NOT_FOUND', NOT_FOUND);
        const again = checkJoin({ status: fresh.status, deadline: fresh.deadline, now: now() });
        if (!again.ok) throw new AppError(again.code, again.message);
        const people = await repo.activeParticipants(tx, id);
        if (people.some((p) => sameName(p.name, name))) throw new AppError('CONFLICT', MESSAGES.nameTaken);
        // Counted under the group's row lock, so two instances cannot both take the last seat.
        if (!hasRoomFor(people.length, maxParticipants))
          throw new AppError('CONFLICT', groupFullMessage(maxParticipants));
        await repo.insertParticipant(tx, {
          groupOrderId: id,
          role: 'participant',
          name,
          sessionIdHash: caller.sessionIdHash,
          memberId: caller.memberId,
        });
      });
      return present(group, await repo.membership(db, id, caller));
    },

    /**
     * Spec §4 "Leaving": the participant's seat is freed. While the group is open their lines
     * leave the cart too; once locked or confirmed the host's submitted order keeps them.
     */
    async leave(id: string, caller: Caller | null): Promise<void> {
      const { group, me } = await load(id, caller);
      if (!me) throw new AppError('NOT_FOUND', NOT_FOUND);
      if (me.role === 'host') throw new AppError('CONFLICT', MESSAGES.hostCannotLeave);
      await db.transaction(async (tx) => {
        await cartRepo.lockCart(tx, group.cartId);
        const fresh = await repo.lockGroup(tx, id);
        if (fresh?.status === 'open') {
          const mine = (await cartRepo.readLines(tx, group.cartId))
            .filter((l) => l.participantId === me.id)
            .map((l) => l.id);
          if (mine.length) {
            await cartRepo.deleteLines(tx, group.cartId, mine);
            await cartRepo.updateCart(tx, group.cartId, {});
          }
        }
        await repo.markLeft(tx, me.id);
      });
    },

    /** Host only: the group ends and the shared cart is abandoned. */
    cancel: (id: string, caller: Caller | null) =>
      hostChange(id, caller, async (tx, group) => {
        if (group.status === 'cancelled') return;
        if (group.status === 'confirmed') throw new AppError('CONFLICT', closedMessage(group.status));
        // Each-pays: paid parts are placed orders; the group goes on to the host's checkout.
        if (group.paidCount > 0) throw new AppError('CONFLICT', MESSAGES.cannotCancelPaid);
        await repo.updateGroup(tx, group.id, { status: 'cancelled' });
        await cartRepo.updateCart(tx, group.cartId, { status: 'abandoned' });
      }),

    /** Host only: submit the group; participants can no longer add or change items. */
    lock: (id: string, caller: Caller | null) =>
      hostChange(id, caller, async (tx, group) => {
        if (group.status === 'locked') return;
        if (group.status !== 'open') throw new AppError('CONFLICT', closedMessage(group.status));
        // Each-pays with nothing left for the host to pay: the paid parts are the group's orders,
        // so locking closes it (unpaid lines are left out).
        if (group.paymentType === 'each' && group.paidCount > 0 && (await hostPartEmpty(tx, group))) {
          const cart = await cartRepo.lockCart(tx, group.cartId);
          if (cart?.reservedSlotStart && cart.reservedSlotMode)
            await cartRepo.releaseSlot(tx, {
              locationId: cart.locationId,
              handoff: cart.reservedSlotMode,
              start: cart.reservedSlotStart,
            });
          await cartRepo.updateCart(tx, group.cartId, {
            status: 'submitted',
            reservedSlotStart: null,
            reservedSlotMode: null,
          });
          await repo.updateGroup(tx, group.id, { status: 'confirmed' });
          return;
        }
        await repo.updateGroup(tx, group.id, { status: 'locked' });
      }),

    async handOver(from: string, to: string, memberId: string | null): Promise<void> {
      await repo.handOverParticipants(db, from, to, memberId);
    },
  };
}

import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx.ts';
import { groupOrderParticipants, groupOrders } from '../../db/schema/group-orders.ts';
import { members } from '../../db/schema/members.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';

import type { GroupRow } from '../group-seats/index.ts';

// The reads every seat check shares live in group-seats; this module's files keep one repo.
export {
  activeParticipants,
  cartMembership,
  findGroup,
  findGroupByCart,
  lockGroup,
  membership,
  type Caller,
  type GroupRow,
  type ParticipantRow,
} from '../group-seats/index.ts';

export async function insertGroup(tx: Tx, row: typeof groupOrders.$inferInsert): Promise<GroupRow> {
  const [created] = await tx.insert(groupOrders).values(row).returning();
  if (!created) throw new Error('group order insert returned nothing');
  return created;
}

export async function updateGroup(tx: Tx, id: string, patch: Partial<typeof groupOrders.$inferInsert>): Promise<void> {
  await tx
    .update(groupOrders)
    .set({ ...patch, version: sql`${groupOrders.version} + 1`, updatedAt: new Date() })
    .where(eq(groupOrders.id, id));
}

export async function insertParticipant(tx: Tx, row: typeof groupOrderParticipants.$inferInsert): Promise<void> {
  await tx.insert(groupOrderParticipants).values(row);
}

export async function markLeft(tx: Tx, participantId: string): Promise<void> {
  await tx
    .update(groupOrderParticipants)
    .set({ leftAt: new Date() })
    .where(eq(groupOrderParticipants.id, participantId));
}

export async function memberName(
  db: Tx,
  memberId: string,
): Promise<{ firstName: string | null; lastName: string | null } | null> {
  const [row] = await db
    .select({ firstName: members.firstName, lastName: members.lastName })
    .from(members)
    .where(and(eq(members.id, memberId), isNull(members.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** A guest who signs in keeps their place in a group (like their cart). */
export async function handOverParticipants(db: Tx, from: string, to: string, memberId: string | null): Promise<void> {
  await db
    .update(groupOrderParticipants)
    .set({ sessionIdHash: to, ...(memberId ? { memberId } : {}) })
    .where(and(eq(groupOrderParticipants.sessionIdHash, from), isNull(groupOrderParticipants.leftAt)));
}

/** Each-pays: one paid part, as its order was placed. */
export interface PaidPart {
  participantId: string;
  name: string;
  left: boolean;
  orderId: string;
  number: number;
  total: number;
  lines: { id: string; product_id: string; name: string; quantity: number; total: number }[];
}

/** Every paid part of a group (also of people who left since), in the order they were paid. */
export async function paidParts(db: Tx, groupId: string): Promise<PaidPart[]> {
  const rows = await db
    .select({
      participantId: groupOrderParticipants.id,
      name: groupOrderParticipants.name,
      leftAt: groupOrderParticipants.leftAt,
      orderId: orders.id,
      number: orders.number,
      totals: orders.totals,
    })
    .from(groupOrderParticipants)
    .innerJoin(orders, eq(orders.id, groupOrderParticipants.paidOrderId))
    .where(and(eq(groupOrderParticipants.groupOrderId, groupId), isNotNull(groupOrderParticipants.paidOrderId)))
    .orderBy(asc(orders.number));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      id: orderLines.id,
      product_id: orderLines.productId,
      name: orderLines.name,
      quantity: orderLines.quantity,
      total: orderLines.totalCents,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.orderId),
      ),
    )
    .orderBy(asc(orderLines.position));
  return rows.map((r) => ({
    participantId: r.participantId,
    name: r.name,
    left: r.leftAt !== null,
    orderId: r.orderId,
    number: r.number,
    total: r.totals.total,
    lines: lines.filter((l) => l.orderId === r.orderId).map(({ orderId: _orderId, ...l }) => l),
  }));
}

import { and, asc, eq, getTableColumns, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { effectiveGroupStatus } from '../../../domain/group-order/rules.ts';
import type { Tx } from '../../db/tx.ts';
import { groupOrderParticipants, groupOrders } from '../../db/schema/group-orders.ts';
import { members } from '../../db/schema/members.ts';
import { orderLines, orders } from '../../db/schema/orders.ts';

export type GroupRow = typeof groupOrders.$inferSelect;
export type ParticipantRow = typeof groupOrderParticipants.$inferSelect;

/** Who is asking: the session and, when signed in, the member (like a cart owner). */
export interface Caller {
  sessionIdHash: string;
  memberId: string | null;
}

export async function insertGroup(tx: Tx, row: typeof groupOrders.$inferInsert): Promise<GroupRow> {
  const [created] = await tx.insert(groupOrders).values(row).returning();
  if (!created) throw new Error('group order insert returned nothing');
  return created;
}

/**
 * A group as every reader sees it (decision 193): its status is derived — a submitted shared cart
 * means confirmed — so no read has to write it (checkout, which submits the cart, is not ours).
 */
const groupColumns = {
  ...getTableColumns(groupOrders),
  cartSubmitted: sql<boolean>`exists (select 1 from carts c where c.id = "group_orders"."cart_id" and c.status = 'submitted')`,
};

const asGroup = ({ cartSubmitted, ...row }: GroupRow & { cartSubmitted: boolean }): GroupRow => ({ ...row, status: effectiveGroupStatus(row.status, cartSubmitted) });

export async function findGroup(db: Tx, id: string): Promise<GroupRow | null> {
  const [row] = await db.select(groupColumns).from(groupOrders).where(eq(groupOrders.id, id)).limit(1);
  return row ? asGroup(row) : null;
}

export async function findGroupByCart(db: Tx, cartId: string): Promise<GroupRow | null> {
  const [row] = await db.select(groupColumns).from(groupOrders).where(eq(groupOrders.cartId, cartId)).limit(1);
  return row ? asGroup(row) : null;
}

/** Locks the group row only (the carts subquery takes no lock); callers lock the cart row first. */
export async function lockGroup(tx: Tx, id: string): Promise<GroupRow | null> {
  const [row] = await tx.select(groupColumns).from(groupOrders).where(eq(groupOrders.id, id)).for('update', { of: groupOrders }).limit(1);
  return row ? asGroup(row) : null;
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

/** Everyone still in the group, host first. */
export async function activeParticipants(db: Tx, groupId: string): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(groupOrderParticipants)
    .where(and(eq(groupOrderParticipants.groupOrderId, groupId), isNull(groupOrderParticipants.leftAt)))
    .orderBy(sql`case when ${groupOrderParticipants.role} = 'host' then 0 else 1 end`, asc(groupOrderParticipants.joinedAt));
}

const callerMatches = (caller: Caller) =>
  caller.memberId
    ? or(eq(groupOrderParticipants.sessionIdHash, caller.sessionIdHash), eq(groupOrderParticipants.memberId, caller.memberId))
    : eq(groupOrderParticipants.sessionIdHash, caller.sessionIdHash);

/** The caller's place in a group, if they are still in it. */
export async function membership(db: Tx, groupId: string, caller: Caller): Promise<ParticipantRow | null> {
  const [row] = await db
    .select()
    .from(groupOrderParticipants)
    .where(and(eq(groupOrderParticipants.groupOrderId, groupId), isNull(groupOrderParticipants.leftAt), callerMatches(caller)))
    .orderBy(sql`case when ${groupOrderParticipants.role} = 'host' then 0 else 1 end`)
    .limit(1);
  return row ?? null;
}

/**
 * The group whose shared cart this is, and the caller's place in it (the cart service's one
 * access check, decision 110). Null when the cart is in no group or the caller is not in it.
 */
export async function cartMembership(db: Tx, cartId: string, caller: Caller): Promise<{ group: GroupRow; participant: ParticipantRow | null } | null> {
  const group = await findGroupByCart(db, cartId);
  if (!group) return null;
  return { group, participant: await membership(db, group.id, caller) };
}

export async function markLeft(tx: Tx, participantId: string): Promise<void> {
  await tx.update(groupOrderParticipants).set({ leftAt: new Date() }).where(eq(groupOrderParticipants.id, participantId));
}

export async function memberName(db: Tx, memberId: string): Promise<{ firstName: string | null; lastName: string | null } | null> {
  const [row] = await db.select({ firstName: members.firstName, lastName: members.lastName }).from(members).where(and(eq(members.id, memberId), isNull(members.deletedAt))).limit(1);
  return row ?? null;
}

/** A guest who signs in keeps their place in a group (like their cart, issue 7). */
export async function handOverParticipants(db: Tx, from: string, to: string, memberId: string | null): Promise<void> {
  await db
    .update(groupOrderParticipants)
    .set({ sessionIdHash: to, ...(memberId ? { memberId } : {}) })
    .where(and(eq(groupOrderParticipants.sessionIdHash, from), isNull(groupOrderParticipants.leftAt)));
}

/** Each-pays (decision 160): one paid part, as its order was placed. */
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
    .select({ participantId: groupOrderParticipants.id, name: groupOrderParticipants.name, leftAt: groupOrderParticipants.leftAt, orderId: orders.id, number: orders.number, totals: orders.totals })
    .from(groupOrderParticipants)
    .innerJoin(orders, eq(orders.id, groupOrderParticipants.paidOrderId))
    .where(and(eq(groupOrderParticipants.groupOrderId, groupId), isNotNull(groupOrderParticipants.paidOrderId)))
    .orderBy(asc(orders.number));
  if (rows.length === 0) return [];
  const lines = await db
    .select({ orderId: orderLines.orderId, id: orderLines.id, product_id: orderLines.productId, name: orderLines.name, quantity: orderLines.quantity, total: orderLines.totalCents })
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

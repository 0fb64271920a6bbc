import { and, asc, eq, getTableColumns, isNull, or, sql } from 'drizzle-orm';
import { effectiveGroupStatus } from '../../../domain/group-order/rules.ts';
import { groupOrderParticipants, groupOrders } from '../../db/schema/group-orders.ts';
import type { Tx } from '../../db/tx.ts';

// A group and its seats as every reader sees them: the cart's access check, the
// group-order service and its checkout guard. Writes stay in group-order/repo.ts.

export type GroupRow = typeof groupOrders.$inferSelect;
export type ParticipantRow = typeof groupOrderParticipants.$inferSelect;

/** Who is asking: the session and, when signed in, the member (like a cart owner). */
export interface Caller {
  sessionIdHash: string;
  memberId: string | null;
}

/**
 * A group as every reader sees it: its status is derived — a submitted shared cart
 * means confirmed — so no read has to write it (checkout, which submits the cart, is not ours).
 */
const groupColumns = {
  ...getTableColumns(groupOrders),
  cartSubmitted: sql<boolean>`exists (select 1 from carts c where c.id = "group_orders"."cart_id" and c.status = 'submitted')`,
};

const asGroup = ({ cartSubmitted, ...row }: GroupRow & { cartSubmitted: boolean }): GroupRow => ({
  ...row,
  status: effectiveGroupStatus(row.status, cartSubmitted),
});

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
  const [row] = await tx
    .select(groupColumns)
    .from(groupOrders)
    .where(eq(groupOrders.id, id))
    .for('update', { of: groupOrders })
    .limit(1);
  return row ? asGroup(row) : null;
}

/** Everyone still in the group, host first. */
export async function activeParticipants(db: Tx, groupId: string): Promise<ParticipantRow[]> {
  return db
    .select()
    .from(groupOrderParticipants)
    .where(and(eq(groupOrderParticipants.groupOrderId, groupId), isNull(groupOrderParticipants.leftAt)))
    .orderBy(
      sql`case when ${groupOrderParticipants.role} = 'host' then 0 else 1 end`,
      asc(groupOrderParticipants.joinedAt),
    );
}

const callerMatches = (caller: Caller) =>
  caller.memberId
    ? or(
        eq(groupOrderParticipants.sessionIdHash, caller.sessionIdHash),
        eq(groupOrderParticipants.memberId, caller.memberId),
      )
    : eq(groupOrderParticipants.sessionIdHash, caller.sessionIdHash);

/** The caller's place in a group, if they are still in it. */
export async function membership(db: Tx, groupId: string, caller: Caller): Promise<ParticipantRow | null> {
  const [row] = await db
    .select()
    .from(groupOrderParticipants)
    .where(
      and(
        eq(groupOrderParticipants.groupOrderId, groupId),
        isNull(groupOrderParticipants.leftAt),
        callerMatches(caller),
      ),
    )
    .orderBy(sql`case when ${groupOrderParticipants.role} = 'host' then 0 else 1 end`)
    .limit(1);
  return row ?? null;
}

/**
 * The group whose shared cart this is, and the caller's place in it (the cart service's one
 * access check). Null when the cart is in no group or the caller is not in it.
 */
export async function cartMembership(
  db: Tx,
  cartId: string,
  caller: Caller,
): Promise<{ group: GroupRow; participant: ParticipantRow | null } | null> {
  const group = await findGroupByCart(db, cartId);
  if (!group) return null;
  return { group, participant: await membership(db, group.id, caller) };
}

import { and, asc, desc, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrderSearchTerm } from '../../../domain/orders/search-text.ts';
import { locations } from '../../db/schema/locations.ts';
import { memberGiftCards } from '../../db/schema/member-gift-cards.ts';
import { memberNameVector, members } from '../../db/schema/members.ts';
import { namePrefixQuery } from '../../db/schema/name-search.ts';
import { giftCards, orders } from '../../db/schema/orders.ts';
import { orderRefunds, refundedCentsOf } from '../../db/schema/refunds.ts';
import { staffMembers } from '../../db/schema/staff.ts';
import type { Tx } from '../../db/tx.ts';

/** Which orders count: those of these stores, or every store's (null: an admin). */
export type StoreScope = readonly string[] | null;

const ordersOf = (memberId: SQL | string, stores: StoreScope) =>
  and(
    eq(orders.memberId, typeof memberId === 'string' ? sql`${memberId}::uuid` : memberId),
    stores ? inArray(orders.locationId, [...stores]) : undefined,
  );

/** One condition per kind of search term, each answered by its own index on members (or orders' number). */
function termCondition(term: OrderSearchTerm, stores: StoreScope): SQL {
  switch (term.kind) {
    case 'name':
      return sql`${memberNameVector} @@ ${namePrefixQuery(term.words)}`;
    case 'email':
      return eq(members.email, term.email);
    case 'phone':
      return eq(members.phone, term.phone);
    case 'number':
      // The member who placed that order (at a store in scope).
      return sql`${members.id} = (select ${orders.memberId} from ${orders} where ${and(eq(orders.number, term.number), stores ? inArray(orders.locationId, [...stores]) : undefined)})`;
  }
}

/** Live members matching the term who ordered at a store in scope (an admin: every member), by name. */
export function searchMembersQuery(db: Tx, term: OrderSearchTerm, stores: StoreScope, limit: number) {
  const mine = ordersOf(sql`${members.id}`, stores);
  return db
    .select({
      id: members.id,
      firstName: members.firstName,
      lastName: members.lastName,
      email: members.email,
      phone: members.phone,
      orders: sql<number>`(select count(*)::int from ${orders} where ${mine})`,
      lastOrderAt: sql<Date | null>`(select max(${orders.createdAt}) from ${orders} where ${mine})`.mapWith(
        orders.createdAt,
      ),
    })
    .from(members)
    .where(
      and(
        isNull(members.deletedAt),
        termCondition(term, stores),
        stores
          ? exists(
              db
                .select({ one: sql`1` })
                .from(orders)
                .where(mine),
            )
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${members.lastName})`), asc(sql`lower(${members.firstName})`), asc(members.id))
    .limit(limit);
}

export async function findMember(db: Tx, id: string) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, id), isNull(members.deletedAt)));
  return row ?? null;
}

export async function orderedInScope(db: Tx, memberId: string, stores: StoreScope): Promise<boolean> {
  if (!stores) return true;
  const [row] = await db
    .select({ one: sql`1` })
    .from(orders)
    .where(ordersOf(memberId, stores))
    .limit(1);
  return Boolean(row);
}

export async function memberOrders(db: Tx, memberId: string, stores: StoreScope, limit: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        handoff: orders.handoff,
        status: orders.status,
        totals: orders.totals,
        locationName: locations.name,
        timeZone: locations.timeZone,
        refunded: refundedCentsOf(orders.id),
      })
      .from(orders)
      .innerJoin(locations, eq(locations.id, orders.locationId))
      .where(ordersOf(memberId, stores))
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(ordersOf(memberId, stores)),
  ]);
  return { rows, count: count?.n ?? 0 };
}

export async function memberRefunds(db: Tx, memberId: string, stores: StoreScope, limit: number) {
  return db
    .select({
      id: orderRefunds.id,
      orderId: orderRefunds.orderId,
      orderNumber: orders.number,
      amountCents: orderRefunds.amountCents,
      reason: orderRefunds.reason,
      by: staffMembers.displayName,
      createdAt: orderRefunds.createdAt,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .leftJoin(staffMembers, eq(staffMembers.id, orderRefunds.staffId))
    .where(ordersOf(memberId, stores))
    .orderBy(desc(orderRefunds.createdAt))
    .limit(limit);
}

export async function memberCards(db: Tx, memberId: string) {
  return db
    .select({ last4: giftCards.last4, balanceCents: giftCards.balanceCents, addedAt: memberGiftCards.createdAt })
    .from(memberGiftCards)
    .innerJoin(giftCards, eq(giftCards.id, memberGiftCards.giftCardId))
    .where(eq(memberGiftCards.memberId, memberId))
    .orderBy(asc(memberGiftCards.createdAt));
}

import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { HandoffMode } from '../../../domain/app-info.ts';
import type { OrderStatus } from '../../../domain/orders/order-schema.ts';
import type { OrderSearchTerm } from '../../../domain/orders/search-text.ts';
import { locations } from '../../db/schema/locations.ts';
import { namePrefixQuery } from '../../db/schema/name-search.ts';
import { customerNameVector, orderLines, orders } from '../../db/schema/orders.ts';
import { rewardLedger } from '../../db/schema/rewards.ts';
import type { Tx } from '../../db/tx.ts';

export interface OrderSearchFilter {
  locationIds: string[];
  term: OrderSearchTerm | null;
  /** Business days in each store's own zone, both ends included. */
  from?: string | undefined;
  to?: string | undefined;
  handoff?: HandoffMode | undefined;
  status?: OrderStatus | undefined;
}

/** One condition per kind of search term, each answered by its own index. */
function termCondition(term: OrderSearchTerm): SQL {
  switch (term.kind) {
    case 'number':
      return eq(orders.number, term.number);
    case 'phone':
      return sql`${orders.contact}->>'phone' = ${term.phone}`;
    case 'email':
      return sql`lower(${orders.contact}->>'email') = ${term.email}`;
    case 'name':
      return sql`${customerNameVector} @@ ${namePrefixQuery(term.words)}`;
  }
}

const localDate = sql`(${orders.createdAt} at time zone ${locations.timeZone})::date`;

export async function searchOrders(db: Tx, f: OrderSearchFilter, o: { offset: number; limit: number }) {
  return db
    .select({
      order: {
        id: orders.id,
        number: orders.number,
        locationId: orders.locationId,
        createdAt: orders.createdAt,
        readyLocal: orders.readyLocal,
        handoff: orders.handoff,
        status: orders.status,
        contact: orders.contact,
        totals: orders.totals,
      },
      locationName: locations.name,
      timeZone: locations.timeZone,
    })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(
      and(
        inArray(orders.locationId, f.locationIds),
        f.term ? termCondition(f.term) : undefined,
        f.from ? sql`${localDate} >= ${f.from}::date` : undefined,
        f.to ? sql`${localDate} <= ${f.to}::date` : undefined,
        f.handoff ? eq(orders.handoff, f.handoff) : undefined,
        f.status ? eq(orders.status, f.status) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.number))
    .offset(o.offset)
    .limit(o.limit);
}

export async function allLocationIds(db: Tx): Promise<string[]> {
  return (await db.select({ id: locations.id }).from(locations)).map((r) => r.id);
}

/** One order with its store's name and zone. */
export async function orderWithStore(db: Tx, orderId: string) {
  const [row] = await db
    .select({ order: orders, locationName: locations.name, timeZone: locations.timeZone })
    .from(orders)
    .innerJoin(locations, eq(locations.id, orders.locationId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

export async function linesOf(db: Tx, orderId: string) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.position));
}

/** The order's points ledger entries (earned, redeemed, reversed, given back), oldest first. */
export async function ledgerOf(db: Tx, orderId: string) {
  return db
    .select({
      kind: rewardLedger.kind,
      points: rewardLedger.points,
      label: rewardLedger.label,
      orderNumber: rewardLedger.orderNumber,
      createdAt: rewardLedger.createdAt,
    })
    .from(rewardLedger)
    .where(eq(rewardLedger.orderId, orderId))
    .orderBy(asc(rewardLedger.createdAt));
}

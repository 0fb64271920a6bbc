import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/tx.ts';
import { cartLines, carts, coupons, slotReservations, trackEvents, upsellRules } from '../../db/schema/carts.ts';
import { groupOrders } from '../../db/schema/group-orders.ts';
import { products } from '../../db/schema/menus.ts';

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

export async function insertCart(db: Tx, row: typeof carts.$inferInsert): Promise<CartRow> {
  const [created] = await db.insert(carts).values(row).returning();
  if (!created) throw new Error('cart insert returned nothing');
  return created;
}

export async function findCart(db: Tx, id: string): Promise<CartRow | null> {
  const [row] = await db.select().from(carts).where(eq(carts.id, id)).limit(1);
  return row ?? null;
}

export interface CartRead {
  row: CartRow;
  lines: CartLineRow[];
  /** A group order's shared cart: the caller's seat must be looked up. */
  grouped: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cart, its lines in order and whether a group order shares it; an id that is no uuid is simply not found. */
export async function readCart(db: Tx, id: string): Promise<CartRead | null> {
  if (!UUID.test(id)) return null;
  const row = await findCart(db, id);
  if (!row) return null;
  const [lines, group] = await Promise.all([
    readLines(db, id),
    db.select({ id: groupOrders.id }).from(groupOrders).where(eq(groupOrders.cartId, id)).limit(1),
  ]);
  return { row, lines, grouped: group.length > 0 };
}

/** Locks the cart row for the rest of the transaction: concurrent edits of one cart queue here. */
export async function lockCart(tx: Tx, id: string): Promise<CartRow | null> {
  const [row] = await tx.select().from(carts).where(eq(carts.id, id)).for('update').limit(1);
  return row ?? null;
}

/** Applies the patch and bumps the version; returns the row as saved (the reply is built from it). */
export async function updateCart(
  db: Tx,
  id: string,
  patch: Partial<typeof carts.$inferInsert>,
): Promise<CartRow | null> {
  const [row] = await db
    .update(carts)
    .set({ ...patch, version: sql`${carts.version} + 1`, updatedAt: new Date() })
    .where(eq(carts.id, id))
    .returning();
  return row ?? null;
}

export async function readLines(db: Tx, cartId: string): Promise<CartLineRow[]> {
  return db.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.position));
}

/** How many lines a cart has (the 100-line bound), without reading them. */
/** Products' names by id (a line's product the menu no longer has is named from here). */
export async function productNames(db: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function countLines(db: Tx, cartId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartLines)
    .where(eq(cartLines.cartId, cartId));
  return row?.n ?? 0;
}

export async function insertLine(tx: Tx, row: Omit<typeof cartLines.$inferInsert, 'position'>): Promise<void> {
  // Under the cart row lock, so max(position) + 1 cannot be taken twice.
  await tx.insert(cartLines).values({
    ...row,
    position: sql`(select coalesce(max(${cartLines.position}), -1) + 1 from ${cartLines} where ${cartLines.cartId} = ${row.cartId})`,
  });
}

export async function updateLine(
  tx: Tx,
  cartId: string,
  lineId: string,
  patch: Partial<typeof cartLines.$inferInsert>,
): Promise<boolean> {
  const rows = await tx
    .update(cartLines)
    .set(patch)
    .where(and(eq(cartLines.cartId, cartId), eq(cartLines.id, lineId)))
    .returning({ id: cartLines.id });
  return rows.length > 0;
}

export async function deleteLines(tx: Tx, cartId: string, lineIds?: string[]): Promise<number> {
  const where = lineIds
    ? and(eq(cartLines.cartId, cartId), inArray(cartLines.id, lineIds))
    : eq(cartLines.cartId, cartId);
  const rows = await tx.delete(cartLines).where(where).returning({ id: cartLines.id });
  return rows.length;
}

export async function findCoupon(db: Tx, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row ?? null;
}

/**
 * Takes one place in a slot: the places now taken, or null when it is full. One
 * statement: the first taker inserts count 1; later ones update `count + 1` only while
 * `count < capacity`. Concurrent takers of one slot queue on its row lock, so the check and the
 * increment cannot interleave. A capacity of 0 takes no place and writes no row.
 */
export async function takeSlotPlace(
  tx: Tx,
  slot: { locationId: string; handoff: string; start: Date },
  capacity: number,
): Promise<number | null> {
  if (capacity <= 0) return null;
  const [row] = await tx
    .insert(slotReservations)
    .values({ locationId: slot.locationId, handoff: slot.handoff, slotStart: slot.start, count: 1 })
    .onConflictDoUpdate({
      target: [slotReservations.locationId, slotReservations.handoff, slotReservations.slotStart],
      set: { count: sql`${slotReservations.count} + 1` },
      setWhere: sql`${slotReservations.count} < ${capacity}`,
    })
    .returning({ count: slotReservations.count });
  return row ? row.count : null;
}

/** Takes one place in a slot, or returns false when it is full (see takeSlotPlace). */
export async function reserveSlot(
  tx: Tx,
  slot: { locationId: string; handoff: string; start: Date },
  capacity: number,
): Promise<boolean> {
  return (await takeSlotPlace(tx, slot, capacity)) !== null;
}

/**
 * Marks the cart submitted and gives its slot place to the order, only while it is still active
 * at the version checkout validated: the row lock and the check in one statement.
 */
export async function submitCartAtVersion(tx: Tx, id: string, version: number): Promise<boolean> {
  const rows = await tx
    .update(carts)
    .set({
      status: 'submitted',
      reservedSlotStart: null,
      reservedSlotMode: null,
      version: sql`${carts.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(carts.id, id), eq(carts.status, 'active'), eq(carts.version, version)))
    .returning({ id: carts.id });
  return rows.length > 0;
}

/** Places taken per slot start (ms) of a location and handoff, for the slots from `from` to `to`. */
export async function takenPlacesBetween(
  db: Tx,
  slots: { locationId: string; handoff: string; from: Date; to: Date },
): Promise<Map<number, number>> {
  const rows = await db
    .select({ start: slotReservations.slotStart, count: slotReservations.count })
    .from(slotReservations)
    .where(
      and(
        eq(slotReservations.locationId, slots.locationId),
        eq(slotReservations.handoff, slots.handoff),
        gte(slotReservations.slotStart, slots.from),
        lte(slotReservations.slotStart, slots.to),
      ),
    );
  return new Map(rows.map((r) => [r.start.getTime(), r.count]));
}

export async function releaseSlot(tx: Tx, slot: { locationId: string; handoff: string; start: Date }): Promise<void> {
  await tx
    .update(slotReservations)
    .set({ count: sql`${slotReservations.count} - 1` })
    .where(
      and(
        eq(slotReservations.locationId, slot.locationId),
        eq(slotReservations.handoff, slot.handoff),
        eq(slotReservations.slotStart, slot.start),
        sql`${slotReservations.count} > 0`,
      ),
    );
}

/** Suggested product ids for these products and categories, best first (brand-edited pairings, then flagged products). */
export async function upsellCandidates(db: Tx, productIds: string[], categoryIds: string[]): Promise<string[]> {
  const conditions = [];
  if (productIds.length) conditions.push(inArray(upsellRules.whenProductId, productIds));
  if (categoryIds.length) conditions.push(inArray(upsellRules.whenCategoryId, categoryIds));
  const paired = conditions.length
    ? await db
        .select({ id: upsellRules.suggestProductId })
        .from(upsellRules)
        .where(or(...conditions))
        .orderBy(asc(upsellRules.rank), asc(upsellRules.id))
    : [];
  const flagged = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.upsell, true))
    .orderBy(asc(products.id));
  return [...new Set([...paired, ...flagged].map((r) => r.id))];
}

export async function insertTrackEvent(db: Tx, row: typeof trackEvents.$inferInsert): Promise<void> {
  await db.insert(trackEvents).values(row);
}

/**
 * Guest cart hand-over: sign-in rotates the session id, so the guest's active carts
 * move to the new session and, when a member signed in, to that member as well.
 */
export async function handOverCarts(db: Tx, from: string, to: string, memberId: string | null): Promise<void> {
  await db
    .update(carts)
    .set({ sessionIdHash: to, ...(memberId ? { memberId } : {}), updatedAt: new Date() })
    .where(and(eq(carts.sessionIdHash, from), eq(carts.status, 'active')));
}

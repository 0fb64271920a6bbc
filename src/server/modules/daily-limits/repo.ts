import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { DailyLimit } from '../../../domain/daily-limits/daily-limit-rules.ts';
import { dailyLimitCounts, dailyLimits, dailyLimitTakes } from '../../db/schema/daily-limits.ts';
import { locations } from '../../db/schema/locations.ts';
import { menuProducts, products } from '../../db/schema/menus.ts';
import type { Tx } from '../../db/tx.ts';

export interface LimitRow extends DailyLimit {
  productId: string;
}

const toLimit = (r: typeof dailyLimits.$inferSelect): LimitRow => ({
  productId: r.productId,
  perDay: r.perDay,
  cutoff:
    r.cutoffDaysBefore !== null && r.cutoffTime !== null
      ? { daysBefore: r.cutoffDaysBefore, time: r.cutoffTime }
      : null,
});

export async function storeOf(tx: Tx, locationId: string) {
  const [row] = await tx
    .select({ id: locations.id, name: locations.name, menuId: locations.menuId, timeZone: locations.timeZone })
    .from(locations)
    .where(eq(locations.id, locationId))
    .limit(1);
  return row ?? null;
}

export async function storeOfMenu(tx: Tx, menuId: string) {
  const [row] = await tx
    .select({ id: locations.id, timeZone: locations.timeZone })
    .from(locations)
    .where(eq(locations.menuId, menuId))
    .limit(1);
  return row ?? null;
}

/** The store's limits, of these products only when named. */
export async function limitsOf(tx: Tx, locationId: string, productIds?: string[]): Promise<LimitRow[]> {
  if (productIds && productIds.length === 0) return [];
  const rows = await tx
    .select()
    .from(dailyLimits)
    .where(
      productIds
        ? and(eq(dailyLimits.locationId, locationId), inArray(dailyLimits.productId, productIds))
        : eq(dailyLimits.locationId, locationId),
    )
    .orderBy(asc(dailyLimits.productId));
  return rows.map(toLimit);
}

/** Ordered per product and day ('YYYY-MM-DD') from `from` to `to`. */
export async function countsBetween(tx: Tx, locationId: string, from: string, to: string) {
  const rows = await tx
    .select()
    .from(dailyLimitCounts)
    .where(
      and(eq(dailyLimitCounts.locationId, locationId), gte(dailyLimitCounts.day, from), lte(dailyLimitCounts.day, to)),
    );
  return new Map(rows.map((r) => [`${r.productId}|${r.day}`, r.count]));
}

/** The store's menu products, by name: what a limit may be set on. */
export async function menuProductsOf(tx: Tx, menuId: string) {
  return tx
    .select({ productId: products.id, name: products.name })
    .from(menuProducts)
    .innerJoin(products, eq(products.id, menuProducts.productId))
    .where(eq(menuProducts.menuId, menuId))
    .orderBy(asc(products.name));
}

export async function putLimit(
  tx: Tx,
  row: { locationId: string; productId: string; staffId: string } & DailyLimit,
): Promise<void> {
  const values = {
    perDay: row.perDay,
    cutoffDaysBefore: row.cutoff?.daysBefore ?? null,
    cutoffTime: row.cutoff?.time ?? null,
    staffId: row.staffId,
    updatedAt: new Date(),
  };
  await tx
    .insert(dailyLimits)
    .values({ locationId: row.locationId, productId: row.productId, ...values })
    .onConflictDoUpdate({ target: [dailyLimits.locationId, dailyLimits.productId], set: values });
}

export async function deleteLimit(tx: Tx, locationId: string, productId: string): Promise<boolean> {
  const rows = await tx
    .delete(dailyLimits)
    .where(and(eq(dailyLimits.locationId, locationId), eq(dailyLimits.productId, productId)))
    .returning({ id: dailyLimits.productId });
  return rows.length > 0;
}

/**
 * Takes `quantity` of a day's limit: the count now taken, or null when that many are not left.
 * One statement, like a slot place: the first taker inserts; later ones add only while
 * `count + quantity <= perDay`, queued on the row's lock so the check and the add cannot interleave.
 */
export async function takeFromLimit(
  tx: Tx,
  key: { locationId: string; productId: string; day: string },
  quantity: number,
  perDay: number,
): Promise<number | null> {
  if (quantity > perDay) return null;
  const [row] = await tx
    .insert(dailyLimitCounts)
    .values({ ...key, count: quantity })
    .onConflictDoUpdate({
      target: [dailyLimitCounts.locationId, dailyLimitCounts.productId, dailyLimitCounts.day],
      set: { count: sql`${dailyLimitCounts.count} + ${quantity}` },
      setWhere: sql`${dailyLimitCounts.count} + ${quantity} <= ${perDay}`,
    })
    .returning({ count: dailyLimitCounts.count });
  return row ? row.count : null;
}

export async function recordTakes(
  tx: Tx,
  rows: { orderId: string; locationId: string; productId: string; day: string; quantity: number }[],
): Promise<void> {
  if (rows.length) await tx.insert(dailyLimitTakes).values(rows);
}

/** Gives back what an order took (once: its take rows go with it). */
export async function giveBack(tx: Tx, orderId: string): Promise<number> {
  const taken = await tx
    .delete(dailyLimitTakes)
    .where(eq(dailyLimitTakes.orderId, orderId))
    .returning()
    .then((rows) => rows.sort((a, b) => (a.productId < b.productId ? -1 : 1)));
  for (const t of taken)
    await tx
      .update(dailyLimitCounts)
      .set({ count: sql`greatest(${dailyLimitCounts.count} - ${t.quantity}, 0)` })
      .where(
        and(
          eq(dailyLimitCounts.locationId, t.locationId),
          eq(dailyLimitCounts.productId, t.productId),
          eq(dailyLimitCounts.day, t.day),
        ),
      );
  return taken.length;
}

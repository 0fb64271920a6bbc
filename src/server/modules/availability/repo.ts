import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locationItemAvailability } from '../../db/schema/item-availability.ts';
import type { Tx } from '../../db/tx.ts';

export type ItemKind = 'product' | 'choice';
export type AvailabilityRow = typeof locationItemAvailability.$inferSelect;

/** Every 86 mark of a location, in force or run out. */
export const marksOf = (db: Db, locationId: string): Promise<AvailabilityRow[]> =>
  db.select().from(locationItemAvailability).where(eq(locationItemAvailability.locationId, locationId));

const itemIs = (locationId: string, kind: ItemKind, itemId: string) =>
  and(
    eq(locationItemAvailability.locationId, locationId),
    eq(locationItemAvailability.kind, kind),
    eq(locationItemAvailability.itemId, itemId),
  );

/** The mark as it stands, locked for this transaction's change. */
export async function lockMark(
  tx: Tx,
  locationId: string,
  kind: ItemKind,
  itemId: string,
): Promise<AvailabilityRow | null> {
  const [row] = await tx
    .select()
    .from(locationItemAvailability)
    .where(itemIs(locationId, kind, itemId))
    .for('update');
  return row ?? null;
}

export async function putMark(
  tx: Tx,
  values: { locationId: string; kind: ItemKind; itemId: string; until: Date | null; staffId: string; at: Date },
): Promise<void> {
  const { at, ...row } = values;
  await tx
    .insert(locationItemAvailability)
    .values({ ...row, updatedAt: at })
    .onConflictDoUpdate({
      target: [locationItemAvailability.locationId, locationItemAvailability.kind, locationItemAvailability.itemId],
      set: { until: row.until, staffId: row.staffId, updatedAt: at },
    });
}

export async function deleteMark(tx: Tx, locationId: string, kind: ItemKind, itemId: string): Promise<void> {
  await tx.delete(locationItemAvailability).where(itemIs(locationId, kind, itemId));
}

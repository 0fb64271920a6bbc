import { and, asc, eq, gte } from 'drizzle-orm';
import { HANDOFF_MODES, type HandoffMode } from '../../../domain/location-model.ts';
import type { ClosureView, HoursView, OrderingView } from '../../../domain/store-ops/contract.ts';
import { isOvernight, type ClosureInput, type PutHoursInput } from '../../../domain/store-ops/hours-rules.ts';
import { locationClosures, locationHours, locations } from '../../db/schema/locations.ts';
import type { Tx } from '../../db/tx.ts';

type LocationRow = typeof locations.$inferSelect;

export async function lockLocation(tx: Tx, locationId: string): Promise<LocationRow | null> {
  const [row] = await tx.select().from(locations).where(eq(locations.id, locationId)).for('update');
  return row ?? null;
}

export async function readLocation(tx: Tx, locationId: string): Promise<LocationRow | null> {
  const [row] = await tx.select().from(locations).where(eq(locations.id, locationId));
  return row ?? null;
}

const offered = (row: LocationRow): HandoffMode[] => HANDOFF_MODES.filter((m) => row[m]);

export function orderingOf(row: LocationRow): OrderingView {
  return {
    location_id: row.id,
    name: row.name,
    paused: row.orderingPaused,
    paused_until: row.orderingPausedUntil?.toISOString() ?? null,
    slot_capacity: row.slotCapacity,
    slot_capacity_by_handoff: row.slotCapacityByHandoff ?? {},
    slot_minutes: row.slotMinutes,
    lead_minutes: row.leadMinutes,
    delivery_lead_minutes: row.deliveryLeadMinutes,
    lead_minutes_by_handoff: row.leadMinutesByHandoff ?? {},
    handoffs: offered(row),
  };
}

export async function updateOrdering(
  tx: Tx,
  locationId: string,
  set: Partial<
    Pick<
      LocationRow,
      | 'orderingPaused'
      | 'orderingPausedUntil'
      | 'slotCapacity'
      | 'slotCapacityByHandoff'
      | 'leadMinutes'
      | 'deliveryLeadMinutes'
      | 'leadMinutesByHandoff'
    >
  >,
): Promise<LocationRow> {
  const [row] = await tx
    .update(locations)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(locations.id, locationId))
    .returning();
  return row!;
}

/** Weekly hours and the closures from `fromDate` on (the store's own calendar). */
export async function readSchedule(tx: Tx, row: LocationRow, fromDate: string): Promise<HoursView> {
  const [hourRows, closureRows] = await Promise.all([
    tx
      .select()
      .from(locationHours)
      .where(eq(locationHours.locationId, row.id))
      .orderBy(asc(locationHours.weekday), asc(locationHours.opens)),
    tx
      .select()
      .from(locationClosures)
      .where(and(eq(locationClosures.locationId, row.id), gte(locationClosures.date, fromDate)))
      .orderBy(asc(locationClosures.date)),
  ]);
  const hours: HoursView['hours'] = {};
  for (const mode of offered(row)) hours[mode] = [];
  for (const h of hourRows)
    (hours[h.handoff] ??= []).push({ weekday: h.weekday, opens: h.opens, closes: h.closes, overnight: isOvernight(h) });
  return {
    location_id: row.id,
    name: row.name,
    time_zone: row.timeZone,
    handoffs: offered(row),
    hours,
    closures: closureRows.map(closureOf),
  };
}

export const closureOf = (c: typeof locationClosures.$inferSelect): ClosureView => ({
  date: c.date,
  closed: c.closed,
  opens: c.opens,
  closes: c.closes,
  reason: c.reason,
});

/** Replaces the weekly hours of each handoff named in `input` (others stay as they are). */
export async function replaceHours(tx: Tx, locationId: string, input: PutHoursInput['hours']): Promise<void> {
  for (const [mode, windows] of Object.entries(input) as [
    HandoffMode,
    PutHoursInput['hours'][HandoffMode] & object,
  ][]) {
    await tx
      .delete(locationHours)
      .where(and(eq(locationHours.locationId, locationId), eq(locationHours.handoff, mode)));
    if (windows.length)
      await tx
        .insert(locationHours)
        .values(
          windows.map((w) => ({ locationId, handoff: mode, weekday: w.weekday, opens: w.opens, closes: w.closes })),
        );
  }
}

export async function findClosure(tx: Tx, locationId: string, date: string) {
  const [row] = await tx
    .select()
    .from(locationClosures)
    .where(and(eq(locationClosures.locationId, locationId), eq(locationClosures.date, date)));
  return row ?? null;
}

/** Adds or replaces the closure of one date (one row per date, the table's key). */
export async function upsertClosure(tx: Tx, locationId: string, input: ClosureInput) {
  const values = {
    closed: input.closed,
    opens: input.closed ? null : (input.opens ?? null),
    closes: input.closed ? null : (input.closes ?? null),
    reason: input.reason,
  };
  const [row] = await tx
    .insert(locationClosures)
    .values({ locationId, date: input.date, ...values })
    .onConflictDoUpdate({ target: [locationClosures.locationId, locationClosures.date], set: values })
    .returning();
  return row!;
}

export async function deleteClosure(tx: Tx, locationId: string, date: string): Promise<boolean> {
  const rows = await tx
    .delete(locationClosures)
    .where(and(eq(locationClosures.locationId, locationId), eq(locationClosures.date, date)))
    .returning();
  return rows.length > 0;
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { slotReservations } from '../../db/schema/carts.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';

/**
 * The ASAP order's slot place (decision 155), taken just before the order statement in a
 * statement of its own that commits without waiting for the disk.
 *
 * Every ASAP order of a slot updates the same counter row. Inside the order's own commit, that
 * row stayed locked until the commit reached the disk, so a slot took at most one order per disk
 * flush (a few hundred a second on a quiet disk, far fewer on a busy one). Here the row is
 * locked only while the statement runs. Capacity is still enforced by the database: one upsert
 * that only counts up while `count < capacity` (as `reserveSlot`), under the row lock.
 *
 * Durability: the order statement that follows commits synchronously, and PostgreSQL writes
 * its log in order, so a placed order's place is on disk whenever the order is. What can go is
 * the other way round: a place whose order never committed (the order statement failed and the
 * give-back did not happen, or the process or database stopped in between) stays counted. That
 * errs towards refusing an order, never towards overfilling a slot.
 *
 * `set_config(..., true)` in the statement lasts until the end of its own (implicit)
 * transaction, so it changes nothing else on the pooled connection.
 */
export interface SlotPlace {
  locationId: string;
  handoff: string;
  start: Date;
}

const p = (name: string) => sql.placeholder(name);

function prepare(db: Db) {
  const asyncCommit = db.$with('async_commit', {}).as(sql`select set_config('synchronous_commit', 'off', true) as v`);
  return {
    take: db
      .with(asyncCommit)
      .insert(slotReservations)
      // A slot's first place too is taken only within capacity (a capacity of 0 takes no order).
      .select(sql`select ${p('locationId')}::text, ${p('handoff')}::text, ${p('start')}::timestamptz, 1 from async_commit where async_commit.v = 'off' and ${p('capacity')}::int > 0`)
      .onConflictDoUpdate({
        target: [slotReservations.locationId, slotReservations.handoff, slotReservations.slotStart],
        set: { count: sql`${slotReservations.count} + 1` },
        setWhere: sql`${slotReservations.count} < ${p('capacity')}::int`,
      })
      .returning({ count: slotReservations.count })
      .prepare('checkout_take_slot_place'),
    giveBack: db
      .with(asyncCommit)
      .update(slotReservations)
      .set({ count: sql`${slotReservations.count} - 1` })
      .where(
        sql`${slotReservations.locationId} = ${p('locationId')}::text and ${slotReservations.handoff} = ${p('handoff')}::text and ${slotReservations.slotStart} = ${p('start')}::timestamptz
          and ${slotReservations.count} > 0 and exists (select 1 from async_commit where async_commit.v = 'off')`,
      )
      .prepare('checkout_give_back_slot_place'),
  };
}

const preparedFor = preparedPerDb(prepare);

/** Takes one place: the places now taken in the slot, or null when it was full. */
export async function takeSlotPlaceCounted(db: Db, slot: SlotPlace, capacity: number): Promise<number | null> {
  const [row] = await preparedFor(db).take.execute({ locationId: slot.locationId, handoff: slot.handoff, start: slot.start.toISOString(), capacity });
  return row ? row.count : null;
}

/** Takes one place, or false when the slot is full. */
export async function takeSlotPlace(db: Db, slot: SlotPlace, capacity: number): Promise<boolean> {
  return (await takeSlotPlaceCounted(db, slot, capacity)) !== null;
}

/** Gives back a place whose order was not placed. */
export async function giveBackSlotPlace(db: Db, slot: SlotPlace): Promise<void> {
  await preparedFor(db).giveBack.execute({ locationId: slot.locationId, handoff: slot.handoff, start: slot.start.toISOString() });
}

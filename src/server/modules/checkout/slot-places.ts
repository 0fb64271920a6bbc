import { sql } from 'drizzle-orm';
import { createBatchLoader } from '../../db/batch-loader.ts';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
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
      .select(
        sql`select ${p('locationId')}::text, ${p('handoff')}::text, ${p('start')}::timestamptz, 1 from async_commit where async_commit.v = 'off' and ${p('capacity')}::int > 0`,
      )
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

/** One place, alone: the places now taken in the slot, or null when it was full. */
async function takeOne(db: Db, slot: SlotPlace, capacity: number): Promise<number | null> {
  const [row] = await preparedFor(db).take.execute({
    locationId: slot.locationId,
    handoff: slot.handoff,
    start: slot.start.toISOString(),
    capacity,
  });
  return row ? row.count : null;
}

interface PlaceRequest {
  slot: SlotPlace;
  capacity: number;
}

/**
 * Places asked for in one loop turn, taken by ONE statement (decision 265, the batch loader of
 * decision 165): at lunch every ASAP order of a store asks for the same slot, so N orders cost
 * one round trip and one update of the hot row instead of N updates queueing on its lock.
 *
 * Per slot (`g`, with `n` requests and the smallest capacity they were given): the counter row
 * is locked (slots in key order, so two instances' batches cannot deadlock), raised by
 * `least(n, capacity - count)` under the lock, or inserted when missing — the same
 * capacity-guarded count as `take`, in the same asynchronously committed statement. Its answer is
 * the count before and after, so the first `after - before` requests get a place (counts
 * `before + 1 …`) and the rest find the slot full, as they would one at a time. A slot whose row
 * another instance inserted meanwhile (`on conflict do nothing` took nothing), or a batch whose
 * statement failed, is asked again one request at a time with `take`.
 */
function batchStatement(groups: { gi: number; l: string; h: string; s: string; n: number; cap: number }[]) {
  return sql`with async_commit as (select set_config('synchronous_commit', 'off', true) as v),
    grp as (select * from jsonb_to_recordset(${JSON.stringify(groups)}::jsonb) as g(gi int, l text, h text, s timestamptz, n int, cap int)),
    locked as (select g.gi, r.count from slot_reservations r join grp g on r.location_id = g.l and r.handoff = g.h and r.slot_start = g.s
      order by r.location_id, r.handoff, r.slot_start for update of r),
    upd as (update slot_reservations r set count = least(k.count + g.n, g.cap) from locked k join grp g on g.gi = k.gi, async_commit a
      where a.v = 'off' and r.location_id = g.l and r.handoff = g.h and r.slot_start = g.s and k.count < g.cap
      returning g.gi, k.count as before, r.count as after),
    ins as (insert into slot_reservations (location_id, handoff, slot_start, count)
      select g.l, g.h, g.s, least(g.n, g.cap) from grp g, async_commit a where a.v = 'off' and g.cap > 0 and g.gi not in (select gi from locked)
      on conflict do nothing returning location_id, handoff, slot_start, count)
    select g.gi, g.cap, exists (select 1 from locked k where k.gi = g.gi) as existed, u.before, u.after, i.count as inserted
    from grp g left join upd u on u.gi = g.gi left join ins i on i.location_id = g.l and i.handoff = g.h and i.slot_start = g.s`;
}

interface GroupAnswer {
  gi: number;
  cap: number;
  existed: boolean;
  before: number | null;
  after: number | null;
  inserted: number | null;
}

async function takeMany(db: Db, requests: PlaceRequest[]): Promise<(number | null)[]> {
  const keyOf = (r: PlaceRequest) => `${r.slot.locationId}|${r.slot.handoff}|${r.slot.start.toISOString()}`;
  const groups = new Map<string, { gi: number; members: number[]; cap: number }>();
  requests.forEach((r, index) => {
    const key = keyOf(r);
    const g = groups.get(key) ?? { gi: groups.size, members: [], cap: r.capacity };
    g.members.push(index);
    g.cap = Math.min(g.cap, r.capacity);
    groups.set(key, g);
  });
  const answers = new Array<number | null | undefined>(requests.length);
  let rows: GroupAnswer[] | null = null;
  try {
    rows = await executeRows<GroupAnswer>(
      db,
      batchStatement(
        [...groups.values()].map((g) => {
          const r = requests[g.members[0]!]!;
          return {
            gi: g.gi,
            l: r.slot.locationId,
            h: r.slot.handoff,
            s: r.slot.start.toISOString(),
            n: g.members.length,
            cap: g.cap,
          };
        }),
      ),
    );
  } catch {
    rows = null; // each request is asked alone below
  }
  if (rows) {
    for (const g of groups.values()) {
      const row = rows.find((a) => Number(a.gi) === g.gi);
      if (!row) continue;
      const cap = Number(row.cap);
      let before: number;
      let after: number;
      if (row.after !== null) [before, after] = [Number(row.before), Number(row.after)];
      else if (row.inserted !== null) [before, after] = [0, Number(row.inserted)];
      else if (row.existed || cap <= 0)
        [before, after] = [0, 0]; // full
      else continue; // another instance inserted the row meanwhile: ask alone
      g.members.forEach((index, k) => {
        answers[index] = k < after - before ? before + k + 1 : null;
      });
    }
  }
  return Promise.all(
    requests.map((r, index) => {
      const answer = answers[index];
      return answer === undefined ? takeOne(db, r.slot, r.capacity) : answer;
    }),
  );
}

const loaderFor = preparedPerDb((db: Db) => createBatchLoader((requests: PlaceRequest[]) => takeMany(db, requests)));

/** Takes one place: the places now taken in the slot, or null when it was full. */
export async function takeSlotPlaceCounted(db: Db, slot: SlotPlace, capacity: number): Promise<number | null> {
  return loaderFor(db)({ slot, capacity });
}

/** Takes one place, or false when the slot is full. */
export async function takeSlotPlace(db: Db, slot: SlotPlace, capacity: number): Promise<boolean> {
  return (await takeSlotPlaceCounted(db, slot, capacity)) !== null;
}

/** Gives back a place whose order was not placed. */
export async function giveBackSlotPlace(db: Db, slot: SlotPlace): Promise<void> {
  await preparedFor(db).giveBack.execute({
    locationId: slot.locationId,
    handoff: slot.handoff,
    start: slot.start.toISOString(),
  });
}

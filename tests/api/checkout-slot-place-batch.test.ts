import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  giveBackSlotPlace,
  takeSlotPlaceCounted,
  type SlotPlace,
} from '../../src/server/modules/checkout/slot-places.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { query } from './checkout-support.ts';

/**
 * Decision 265: slot places asked for in one loop turn are taken by one statement. Calls made
 * together (one `Promise.all`) land in one batch; each answer must be what the calls would have
 * got one at a time — the first `capacity - count` a place, numbered in turn, the rest "full" —
 * and the counter must end exactly at the places given, on both databases.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const slotAt = (locationId: string, iso: string): SlotPlace => ({
  locationId,
  handoff: 'pickup',
  start: new Date(iso),
});
const counter = async (slot: SlotPlace) => {
  const { rows } = await query(
    t,
    sql`select count from slot_reservations where location_id = ${slot.locationId} and handoff = ${slot.handoff} and slot_start = ${slot.start.toISOString()}::timestamptz`,
  );
  return rows[0] ? Number(rows[0].count) : null;
};
const takeTogether = (slot: SlotPlace, capacity: number, n: number) =>
  Promise.all(Array.from({ length: n }, () => takeSlotPlaceCounted(t.database.db, slot, capacity)));
const granted = (answers: (number | null)[]) => answers.filter((a): a is number => a !== null).sort((a, b) => a - b);

describe('slot places taken together (decision 265)', () => {
  it('a new slot: of ten at once with capacity 4, four get places 1–4 and six find it full', async () => {
    const slot = slotAt('bos-south-end', '2031-03-03T15:00:00Z');
    const answers = await takeTogether(slot, 4, 10);
    expect(granted(answers)).toEqual([1, 2, 3, 4]);
    expect(answers.filter((a) => a === null)).toHaveLength(6);
    expect(await counter(slot)).toBe(4);
  });

  it('a slot already counted: places continue from its count, never past capacity', async () => {
    const slot = slotAt('bos-south-end', '2031-03-03T15:15:00Z');
    expect(granted(await takeTogether(slot, 5, 3))).toEqual([1, 2, 3]);
    await giveBackSlotPlace(t.database.db, slot);
    const answers = await takeTogether(slot, 5, 6);
    expect(granted(answers)).toEqual([3, 4, 5]);
    expect(await counter(slot)).toBe(5);
    // Full: every later request is refused and the counter stays.
    expect(await takeTogether(slot, 5, 3)).toEqual([null, null, null]);
    expect(await counter(slot)).toBe(5);
  });

  it('several slots in one batch are counted each on its own', async () => {
    const a = slotAt('bos-south-end', '2031-03-03T16:00:00Z');
    const b = slotAt('bos-back-bay', '2031-03-03T16:00:00Z');
    const c = { ...a, handoff: 'curbside' };
    const [ra, rb, rc] = await Promise.all([takeTogether(a, 2, 4), takeTogether(b, 3, 4), takeTogether(c, 1, 2)]);
    expect(granted(ra)).toEqual([1, 2]);
    expect(granted(rb)).toEqual([1, 2, 3]);
    expect(granted(rc)).toEqual([1]);
    expect([await counter(a), await counter(b), await counter(c)]).toEqual([2, 3, 1]);
  });

  it('a capacity of 0 takes no order and writes no row', async () => {
    const slot = slotAt('bos-south-end', '2031-03-03T17:00:00Z');
    expect(await takeTogether(slot, 0, 3)).toEqual([null, null, null]);
    expect(await counter(slot)).toBeNull();
  });

  it('a lone request is answered as before', async () => {
    const slot = slotAt('bos-back-bay', '2031-03-03T18:00:00Z');
    expect(await takeSlotPlaceCounted(t.database.db, slot, 1)).toBe(1);
    expect(await takeSlotPlaceCounted(t.database.db, slot, 1)).toBeNull();
  });
});

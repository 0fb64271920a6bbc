import { AppError } from '../../../domain/app-error.ts';
import type { HandoffMode } from '../../../domain/location-model.ts';
import type { ClosureView, OrderingView } from '../../../domain/store-ops/contract.ts';
import type { ClosureInput, PutOrderingInput } from '../../../domain/store-ops/hours-rules.ts';
import { applyLeadEdit } from '../../../domain/store-ops/lead-time.ts';
import { pauseFor } from '../../../domain/store-ops/ordering-pause.ts';
import { applyCapacityEdit } from '../../../domain/store-ops/slot-capacity.ts';
import { wallTime } from '../../../domain/locations/local-time.ts';
import type { Tx } from '../../db/tx.ts';
import { recordAudit } from '../staff/index.ts';
import { closureOf, findClosure, lockLocation, orderingOf, upsertClosure, updateOrdering } from './repo.ts';

/**
 * The writes of pause/throttle and closures inside a caller's transaction, each with its audit
 * row: one store's page and the all-stores brand action make the same change the same way.
 * `note` joins the audit row's after (e.g. how many stores one brand action changed).
 */
export interface WriteBy {
  staffId: string;
  now: Date;
  note?: Record<string, unknown>;
}

async function mustLock(tx: Tx, locationId: string) {
  const row = await lockLocation(tx, locationId);
  if (!row) throw new AppError('NOT_FOUND', 'No such location.');
  return row;
}

function offersEach(row: Record<HandoffMode, boolean>, modes: readonly string[], field: string): void {
  for (const mode of modes)
    if (!row[mode as HandoffMode])
      throw new AppError('VALIDATION', `${field}.${mode}: this location does not offer ${mode}.`, {
        field: `${field}.${mode}`,
      });
}

/** Pause, resume and capacity or lead-time edits of one store; its menu id for the caches. */
export async function orderingIn(
  tx: Tx,
  by: WriteBy,
  locationId: string,
  input: PutOrderingInput,
): Promise<{ view: OrderingView; menuId: string; name: string }> {
  const before = await mustLock(tx, locationId);
  const set: Parameters<typeof updateOrdering>[2] = {};
  if (input.pause) {
    const pause =
      input.pause.mode === 'none'
        ? { paused: false, until: null }
        : pauseFor(input.pause.mode === 'minutes' ? input.pause.minutes : null, by.now);
    set.orderingPaused = pause.paused;
    set.orderingPausedUntil = pause.until;
  }
  if (input.slot_capacity !== undefined) set.slotCapacity = input.slot_capacity;
  if (input.slot_capacity_by_handoff) {
    offersEach(before, Object.keys(input.slot_capacity_by_handoff), 'slot_capacity_by_handoff');
    set.slotCapacityByHandoff = applyCapacityEdit(before.slotCapacityByHandoff, input.slot_capacity_by_handoff);
  }
  if (input.lead_minutes !== undefined) set.leadMinutes = input.lead_minutes;
  if (input.delivery_lead_minutes !== undefined) set.deliveryLeadMinutes = input.delivery_lead_minutes;
  if (input.lead_minutes_by_handoff) {
    offersEach(before, Object.keys(input.lead_minutes_by_handoff), 'lead_minutes_by_handoff');
    set.leadMinutesByHandoff = applyLeadEdit(before.leadMinutesByHandoff, input.lead_minutes_by_handoff);
  }
  const after = Object.keys(set).length ? await updateOrdering(tx, locationId, set) : before;
  const action = !input.pause
    ? 'location.throttle'
    : input.pause.mode === 'none'
      ? 'location.resume'
      : 'location.pause';
  await recordAudit(tx, {
    staffId: by.staffId,
    action,
    locationId,
    target: `location:${locationId}`,
    before: orderingOf(before),
    after: { ...orderingOf(after), ...by.note },
  });
  return { view: orderingOf(after), menuId: after.menuId, name: after.name };
}

/** Adds or replaces one store's closure of a date (today or later in its own calendar). */
export async function closureIn(
  tx: Tx,
  by: WriteBy,
  locationId: string,
  input: ClosureInput,
): Promise<{ view: ClosureView; menuId: string; name: string }> {
  const row = await mustLock(tx, locationId);
  if (input.date < wallTime(by.now, row.timeZone).date)
    throw new AppError('VALIDATION', 'date: Choose today or a later date.', { field: 'date' });
  const existing = await findClosure(tx, locationId, input.date);
  const saved = closureOf(await upsertClosure(tx, locationId, input));
  await recordAudit(tx, {
    staffId: by.staffId,
    action: 'location.closure.set',
    locationId,
    target: `closure:${input.date}`,
    before: existing ? closureOf(existing) : null,
    after: { ...saved, ...by.note },
  });
  return { view: saved, menuId: row.menuId, name: row.name };
}

import type { HandoffMode } from '../location-model.ts';

/**
 * Orders per slot, per handoff ("edit slot capacity … per handoff").
 * A location has one default (`slot_capacity`) and may set a handoff its own number — a busy
 * drive-thru lane takes more per 15 minutes than the one curbside runner. Slot places are already
 * counted per handoff (slot_reservations), so this is the one place the limit is chosen.
 */
export type SlotCapacityByHandoff = Partial<Record<HandoffMode, number>>;

export interface SlotCapacitySettings {
  slotCapacity: number;
  slotCapacityByHandoff: SlotCapacityByHandoff | null;
}

/** The limit of a handoff's slots: its own number, else the location's default. */
export function slotCapacityFor(settings: SlotCapacitySettings, mode: string): number {
  return settings.slotCapacityByHandoff?.[mode as HandoffMode] ?? settings.slotCapacity;
}

/** The smallest limit any handoff has (a query may fetch rows at least this full, then judge each). */
export function smallestSlotCapacity(settings: SlotCapacitySettings): number {
  return Math.min(settings.slotCapacity, ...Object.values(settings.slotCapacityByHandoff ?? {}));
}

/** An edit: a number sets a handoff's own limit, null returns it to the default. */
export function applyCapacityEdit(
  current: SlotCapacityByHandoff | null,
  edit: Partial<Record<HandoffMode, number | null>>,
): SlotCapacityByHandoff {
  const next: SlotCapacityByHandoff = { ...(current ?? {}) };
  for (const [mode, value] of Object.entries(edit) as [HandoffMode, number | null | undefined][]) {
    if (value === undefined) continue;
    if (value === null) delete next[mode];
    else next[mode] = value;
  }
  return next;
}

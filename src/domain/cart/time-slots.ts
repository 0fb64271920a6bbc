import type { HandoffMode as CartHandoff } from '../app-info.ts';
import { DEFAULT_ADVANCE_DAYS, type HandoffMode as HoursMode } from '../location-model.ts';
import { addDays, parseOrderTime, toOrderTime, wallTime } from '../locations/local-time.ts';
import { isOpenAtWallTime, type StoreSchedule } from '../locations/status.ts';
import { leadMinutesFor as handoffLeadFor, type LeadMinutesByHandoff } from '../store-ops/lead-time.ts';
import { unavailableMessage } from '../locations/selection.ts';
import { isOrderingPaused, type OrderingPause } from '../store-ops/ordering-pause.ts';
import { coveredBy, openSpansOn } from './open-spans.ts';
import { stableDayOffset, zonedInstant } from './zoned-time.ts';

/** Spec §9: catering starts 2 days out. */
export const CATERING_DAYS_OUT = 2;
/** Catering needs a day's notice whatever the handoff; the 2-days-out calendar usually dominates. */
export const CATERING_LEAD_MINUTES = 24 * 60;
/** A large order takes longer to make: this many items or more adds LARGE_ORDER_EXTRA_MINUTES. */
export const LARGE_ORDER_ITEMS = 12;
export const LARGE_ORDER_EXTRA_MINUTES = 30;

export interface SlotSettings {
  timeZone: string;
  schedule: StoreSchedule;
  slotMinutes: number;
  leadMinutes: number;
  deliveryLeadMinutes: number;
  /** A handoff's own lead; the others use the two group leads above. */
  leadMinutesByHandoff?: LeadMinutesByHandoff | null;
  /** The location's advancedays; 0 or less means the default 14 (spec §9). */
  advanceDays: number;
  /**
   * Slot starts (ms) with no place left, per hours mode: ASAP skips them. Only
   * ASAP reads it; a day's list of times checks the live counts itself.
   */
  fullSlots?: ReadonlyMap<HoursMode, ReadonlySet<number>>;
  /** A manager's pause of online ordering: no time is offered while it lasts (`pausedRefusal`). */
  orderingPause?: OrderingPause;
  /** The store's name, for spec §8's sentence while it is paused. */
  storeName: string;
}

export interface SlotRequest {
  handoff: CartHandoff;
  catering: boolean;
  /** Sum of line quantities: large orders need a longer lead. */
  itemCount: number;
  now: Date;
}

export interface Slot {
  /** Spec §3 'YYYYMMDD HH:mm' in the location's zone. */
  time: string;
  /** The same moment as an instant (slot_reservations.slot_start). */
  start: Date;
}

/**
 * Spec §8's "{name} is currently unavailable, please check back later." while a manager has
 * paused online ordering, else null. The one pause rule: the day and time lists and ASAP offer
 * nothing, choosing a time, cart validation and Place Order refuse, all with this sentence.
 */
export function pausedRefusal(settings: Pick<SlotSettings, 'orderingPause' | 'storeName'>, now: Date): string | null {
  return isOrderingPaused(settings.orderingPause, now) ? unavailableMessage(settings.storeName) : null;
}

/** Which weekly hours apply: dispatch is delivery by a courier; catering has its own hours. */
export function hoursModeFor(handoff: CartHandoff, catering: boolean): HoursMode {
  if (catering) return 'catering';
  return handoff === 'dispatch' ? 'delivery' : handoff;
}

/**
 * The lead time in minutes for this order: the handoff's lead (its own or its group's, the one rule
 * of store-ops/lead-time.ts), at least a day for catering, more for big orders.
 */
export function leadMinutesFor(
  settings: SlotSettings,
  request: Pick<SlotRequest, 'handoff' | 'catering' | 'itemCount'>,
): number {
  const handoffLead = handoffLeadFor(settings, hoursModeFor(request.handoff, request.catering));
  const base = request.catering ? Math.max(handoffLead, CATERING_LEAD_MINUTES) : handoffLead;
  return base + (request.itemCount >= LARGE_ORDER_ITEMS ? LARGE_ORDER_EXTRA_MINUTES : 0);
}

/** The calendar days a guest may choose (spec §9): today … today + advancedays − 1, catering from 2 days out. */
export function orderDays(settings: SlotSettings, request: Pick<SlotRequest, 'catering' | 'now'>): string[] {
  const today = wallTime(request.now, settings.timeZone).date;
  const window = settings.advanceDays > 0 ? settings.advanceDays : DEFAULT_ADVANCE_DAYS;
  const first = request.catering ? CATERING_DAYS_OUT : 0;
  const days: string[] = [];
  for (let i = first; i < Math.max(window, first + 1); i++) days.push(addDays(today, i));
  return days;
}

/**
 * The days the day list offers: the order days on which this handoff has any
 * opening hours. A closed day (Thanksgiving, a store's closure) is left out rather than offered
 * and found empty; today stays while it is open, even once its last slot has passed.
 */
export function openOrderDays(
  settings: SlotSettings,
  request: Pick<SlotRequest, 'handoff' | 'catering' | 'now'>,
): string[] {
  if (pausedRefusal(settings, request.now)) return [];
  const mode = hoursModeFor(request.handoff, request.catering);
  return orderDays(settings, request).filter((day) => openSpansOn(settings.schedule, mode, day).length > 0);
}

/**
 * The day a time picker opens on when none is asked for: the first order day that still has a
 * slot. Late in the evening today has none left, and a picker opening on an empty day reads as
 * "closed" although tomorrow is bookable.
 */
export function firstDayWithSlots(settings: SlotSettings, request: SlotRequest): string | undefined {
  const days = orderDays(settings, request);
  return days.find((day) => slotsForDay(settings, request, day).length > 0) ?? days[0];
}

/**
 * Slot starts on one calendar day (YYYY-MM-DD, the store's calendar). A slot is offered when
 * the handoff is open for the whole slot — the first and last minute — which handles hours
 * that run past midnight (they belong to the day they opened) and closures (the schedule's
 * date overrides) through the one rule of domain/locations/status.ts. Wall times skipped by
 * DST do not exist and are never offered. The lead time and the window are applied here too.
 */
export function slotsForDay(settings: SlotSettings, request: SlotRequest, date: string): Slot[] {
  if (pausedRefusal(settings, request.now) || !orderDays(settings, request).includes(date)) return [];
  const mode = hoursModeFor(request.handoff, request.catering);
  const earliest = request.now.getTime() + leadMinutesFor(settings, request) * 60_000;
  const slots: Slot[] = [];
  const offset = stableDayOffset(date, settings.timeZone);
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const midnight = Date.UTC(y, m - 1, d);
  // Today's spans plus tomorrow's carried-over part, so a slot may end just after midnight.
  const today = openSpansOn(settings.schedule, mode, date);
  const tomorrow = openSpansOn(settings.schedule, mode, addDays(date, 1)).map(([a, b]): [number, number] => [
    a + 24 * 60,
    b + 24 * 60,
  ]);
  const spans = mergeTouching([...today, ...tomorrow]);
  for (let minutes = 0; minutes < 24 * 60; minutes += settings.slotMinutes) {
    if (!coveredBy(spans, minutes, minutes + settings.slotMinutes)) continue;
    const start =
      offset === null ? zonedInstant(date, minutes, settings.timeZone) : new Date(midnight + minutes * 60_000 - offset);
    if (!start || start.getTime() < earliest) continue;
    slots.push({ time: toOrderTime(date, minutes), start });
  }
  return slots;
}

export type AsapResult = { available: true; slot: Slot } | { available: false; reason: string };

export const NO_TIME_LEFT_TODAY = 'No time is left today: choose a time ahead.';
export const ASAP_FULLY_BOOKED = 'Every time left today is fully booked: choose a time ahead.';

/**
 * Spec §4 "Order time mode": ASAP is the earliest slot that meets the lead time and still has
 * a place (a full slot is skipped, ASAP moves to the next free one). It is
 * disabled (advance forced) while the store is paused, for catering, when the store is coming
 * soon or closed now for this handoff, and when no free slot is left before closing.
 */
export function asapSlot(settings: SlotSettings, request: SlotRequest): AsapResult {
  const paused = pausedRefusal(settings, request.now);
  if (paused) return { available: false, reason: paused };
  if (request.catering)
    return { available: false, reason: 'Catering orders are placed ahead: choose a day and a time.' };
  if (settings.schedule.comingSoon) return { available: false, reason: 'This location is not open yet.' };
  const mode = hoursModeFor(request.handoff, request.catering);
  const now = wallTime(request.now, settings.timeZone);
  if (!isOpenAtWallTime(settings.schedule, mode, now))
    return { available: false, reason: 'This location is closed now: choose a time ahead.' };
  // Today's slots, then the early hours of tomorrow for a window running past midnight —
  // but only within the opening the store is in now (not tomorrow morning's).
  const full = settings.fullSlots?.get(mode);
  let skipped = false;
  for (const day of [now.date, addDays(now.date, 1)]) {
    for (const slot of slotsForDay(settings, request, day)) {
      // Later slots are further away: once one is past the current opening, all are.
      if (!openUntil(settings, mode, request.now, slot.start))
        return { available: false, reason: skipped ? ASAP_FULLY_BOOKED : NO_TIME_LEFT_TODAY };
      if (!full?.has(slot.start.getTime())) return { available: true, slot };
      skipped = true;
    }
  }
  return { available: false, reason: skipped ? ASAP_FULLY_BOOKED : NO_TIME_LEFT_TODAY };
}

/** The same settings with more slots of one hours mode known to be full (a fresher count than the settings'). */
export function withFullSlots(settings: SlotSettings, mode: HoursMode, starts: Iterable<number>): SlotSettings {
  const fullSlots = new Map(settings.fullSlots ?? []);
  fullSlots.set(mode, new Set([...(fullSlots.get(mode) ?? []), ...starts]));
  return { ...settings, fullSlots };
}

/** Resolves a guest's 'YYYYMMDD HH:mm' to an offered slot, or explains why it is not one. */
export function findSlot(
  settings: SlotSettings,
  request: SlotRequest,
  wanted: string,
): { ok: true; slot: Slot } | { ok: false; message: string } {
  const parsed = parseOrderTime(wanted);
  if (!parsed) return { ok: false, message: 'wanted must be a time YYYYMMDD HH:mm' };
  const slot = slotsForDay(settings, request, parsed.date).find((s) => s.time === wanted);
  return slot ? { ok: true, slot } : { ok: false, message: `${wanted} is not an available time for this order` };
}

/** Whether the handoff stays open at every slot step from `from` to `to` (one continuous opening). */
function openUntil(settings: SlotSettings, mode: HoursMode, from: Date, to: Date): boolean {
  const step = settings.slotMinutes * 60_000;
  for (let t = from.getTime(); t < to.getTime(); t += step) {
    if (!isOpenAtWallTime(settings.schedule, mode, wallTime(new Date(t), settings.timeZone))) return false;
  }
  return true;
}

/** Joins spans that touch or overlap (a window to 24:00 and the next day's from 00:00). */
function mergeTouching(spans: [number, number][]): [number, number][] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = out.at(-1);
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { HANDOFF_MODES } from '../location-model.ts';

/** Replies of /api/staff/locations/{locationId}/ordering|hours|closures. */
export const orderingView = z.object({
  location_id: z.string(),
  name: z.string(),
  paused: z.boolean(),
  /** ISO instant a timed pause ends; null when not paused or paused until resumed. */
  paused_until: z.string().nullable(),
  /** The location's default orders per slot. */
  slot_capacity: z.number().int(),
  /** Handoffs with their own orders per slot; the others use slot_capacity. */
  slot_capacity_by_handoff: z.partialRecord(z.enum(HANDOFF_MODES), z.number().int()),
  slot_minutes: z.number().int(),
  lead_minutes: z.number().int(),
  delivery_lead_minutes: z.number().int(),
  /** Handoffs with their own lead; the others use lead_minutes or delivery_lead_minutes. */
  lead_minutes_by_handoff: z.partialRecord(z.enum(HANDOFF_MODES), z.number().int()),
  /** Handoffs this store offers: the lead fields the page shows. */
  handoffs: z.array(z.enum(HANDOFF_MODES)),
});
export type OrderingView = z.infer<typeof orderingView>;

const windowView = z.object({
  weekday: z.number().int(),
  opens: z.string(),
  closes: z.string(),
  overnight: z.boolean(),
});
export const closureView = z.object({
  date: z.string(),
  closed: z.boolean(),
  opens: z.string().nullable(),
  closes: z.string().nullable(),
  reason: z.string(),
});
export type ClosureView = z.infer<typeof closureView>;
export const hoursView = z.object({
  location_id: z.string(),
  name: z.string(),
  time_zone: z.string(),
  handoffs: z.array(z.enum(HANDOFF_MODES)),
  hours: z.partialRecord(z.enum(HANDOFF_MODES), z.array(windowView)),
  closures: z.array(closureView),
});
export type HoursView = z.infer<typeof hoursView>;

export const orderingReply = okEnvelope(z.object({ ordering: orderingView }));
export const hoursReply = okEnvelope(z.object({ schedule: hoursView }));
export const closureDateParams = z.strictObject({ locationId: z.string().min(1).max(64), date: z.string().max(20) });

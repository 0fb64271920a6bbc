import { z } from 'zod';
import { HANDOFF_MODES } from '../location-model.ts';

/**
 * The location as every location call returns it (spec §3 Location, §7): the spec's fields
 * with their exact names ('Coming Soon' included), plus what the pages need — hours per
 * handoff mode, the time zone and the status computed at request time.
 */
export const locationStatusSchema = z.enum(['coming-soon', 'open', 'closed']);

export const hoursWindowSchema = z.object({
  weekday: z.number().int().min(0).max(6),
  opens: z.string(),
  closes: z.string(),
});

/** A date in the store's calendar whose hours differ from the week's (locations/special-days.ts). */
export const specialDaySchema = z.object({
  date: z.string(),
  closed: z.boolean(),
  opens: z.string().nullable(),
  closes: z.string().nullable(),
  reason: z.string(),
});

export const locationSchema = z.object({
  id: z.string(),
  menu_id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string(),
  /** The location page, /locations/{state}/{city}/{address}. */
  path: z.string(),
  /** Open now for pickup, curbside, drive-thru or delivery. */
  open: z.boolean(),
  'Coming Soon': z.boolean(),
  available: z.boolean(),
  /** Miles from the searched point; null when no point was given. */
  distance: z.number().nullable(),
  services: z.object({
    advancedays: z.number().int(),
    transfercart: z.boolean(),
    pickup: z.boolean(),
    curbside: z.boolean(),
    drivethru: z.boolean(),
    delivery: z.boolean(),
    catering: z.boolean(),
  }),
  lat: z.number(),
  lng: z.number(),
  time_zone: z.string(),
  status: locationStatusSchema,
  /** 'Open Now' | 'Closed' | 'Coming Soon' (spec §4). */
  status_label: z.string(),
  /** Open now, per handoff mode the store offers. */
  handoff_status: z.partialRecord(z.enum(HANDOFF_MODES), locationStatusSchema),
  hours: z.partialRecord(z.enum(HANDOFF_MODES), z.array(hoursWindowSchema)),
  /** Closures and special hours of the next 14 days (today first), the same rows the time list obeys. */
  special_days: z.array(specialDaySchema),
  /** A manager paused online ordering: status is closed, the label says so. */
  ordering_paused: z.boolean().optional(),
  opening_date: z.string().nullable(),
});
export type Location = z.infer<typeof locationSchema>;

/**
 * A location in a list (GET /api/locations): every field above but the weekly and special
 * hours, which only the location page shows (it reads them from the one-location calls).
 * Spec §3 lists no hours among a Location's fields; dropping them halves a list reply.
 */
export const locationSummarySchema = locationSchema.omit({ hours: true, special_days: true });
export type LocationSummary = z.infer<typeof locationSummarySchema>;

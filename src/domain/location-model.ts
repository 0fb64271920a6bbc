import { z } from 'zod';
import { clockMinutes } from './clock-time.ts';
import { HANDOFF_MODES, type HandoffMode } from './handoff-modes.ts';

export { clockMinutes };

/**
 * The location vocabulary shared by server and web (DESIGN §4 Locations, spec §3 Location).
 * Pure shapes and tiny helpers; the database schema and the seed data both use these.
 */

export { HANDOFF_MODES, type HandoffMode };
export const handoffModeSchema = z.enum(HANDOFF_MODES);

/** 'HH:MM', 24-hour clock. '24:00' is allowed as a closing time meaning midnight at the end of the day. */
export const CLOCK_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const clockTimeSchema = z.string().regex(CLOCK_TIME_PATTERN, { error: 'must be a time HH:MM' });

/**
 * One opening window on one weekday (0 = Sunday … 6 = Saturday, like Date#getDay).
 * A closing time at or before the opening time means the window ends the next day
 * ('06:00'–'01:00' is open until 1 am); '00:00'–'24:00' is open all day.
 */
export interface HoursWindow {
  weekday: number;
  opens: string;
  closes: string;
}

/** Length of a window in minutes, handling windows that run past midnight. */
export function windowMinutes(window: Pick<HoursWindow, 'opens' | 'closes'>): number {
  const opens = clockMinutes(window.opens);
  const closes = clockMinutes(window.closes);
  return closes > opens ? closes - opens : closes + 24 * 60 - opens;
}

/** A circle around the store, or a polygon of [lng, lat] pairs (GeoJSON order), first point not repeated. */
export const deliveryZoneSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('radius'), miles: z.number().positive().max(50) }),
  z.strictObject({
    type: z.literal('polygon'),
    coordinates: z.array(z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)])).min(3),
  }),
]);
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

/** Spec §3 Location.services: per-service booleans plus advancedays and transfercart. */
export interface LocationServices {
  pickup: boolean;
  curbside: boolean;
  drivethru: boolean;
  delivery: boolean;
  catering: boolean;
  advancedays: number;
  transfercart: boolean;
}

/** Spec §9: the advance-order window is 14 days unless the location says otherwise. */
export const DEFAULT_ADVANCE_DAYS = 14;

/** Tax rates are stored in basis points: 625 = 6.25 %. */
export const taxRatePercent = (basisPoints: number) => basisPoints / 100;

/** URL slug: lower-case ASCII words joined by hyphens ("214 Newbury Street" → "214-newbury-street"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The location page path of spec §2: /locations/{state}/{city}/{address}. */
export const locationPath = (state: string, city: string, address: string) =>
  `/locations/${slugify(state)}/${slugify(city)}/${slugify(address)}`;

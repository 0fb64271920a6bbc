import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns.ts';
import type { DeliveryZone, HandoffMode } from '../../../domain/location-model.ts';

/**
 * Stores of the brand (DESIGN §4 Locations, spec §3 Location). Services are columns, not
 * JSON, so location search can filter on them ("locations that deliver") with plain SQL.
 * The menu a location sells is `menu_id` (menus.ts); it appears in URLs (/menu/{menu_id}).
 */
export const locations = pgTable(
  'locations',
  {
    id: text('id').primaryKey(),
    menuId: text('menu_id').notNull().unique(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    /** Two-letter postal code, upper case ('MA'). */
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    country: text('country').notNull().default('US'),
    /** Slug parts of /locations/{state}/{city}/{address}; state slug is lower(state). */
    citySlug: text('city_slug').notNull(),
    addressSlug: text('address_slug').notNull(),
    /** Digits only; shown as (xxx) xxx-xxxx (spec §9). */
    phone: text('phone').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** IANA zone; order times ('YYYYMMDD HH:mm') are in this zone. */
    timeZone: text('time_zone').notNull(),
    comingSoon: boolean('coming_soon').notNull().default(false),
    /** Planned opening day of a coming-soon store, for display. */
    openingDate: date('opening_date', { mode: 'string' }),
    available: boolean('available').notNull().default(true),
    pickup: boolean('pickup').notNull().default(true),
    curbside: boolean('curbside').notNull().default(false),
    drivethru: boolean('drivethru').notNull().default(false),
    delivery: boolean('delivery').notNull().default(false),
    catering: boolean('catering').notNull().default(false),
    /** Advance-order window in days (spec §9: 14 unless the location says otherwise). */
    advanceDays: smallint('advance_days').notNull().default(14),
    /** Whether a cart from another menu may be moved here (spec §4 Selecting a location). */
    transferCart: boolean('transfer_cart').notNull().default(true),
    /** Basis points: 625 = 6.25 %. */
    taxRateBps: integer('tax_rate_bps').notNull(),
    deliveryZone: jsonb('delivery_zone').$type<DeliveryZone>(),
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    deliveryMinimumCents: integer('delivery_minimum_cents').notNull().default(0),
    /** Time-slot settings (DESIGN §4 Time slots): slot length, preparation lead, orders per slot. */
    slotMinutes: smallint('slot_minutes').notNull().default(15),
    leadMinutes: smallint('lead_minutes').notNull().default(15),
    deliveryLeadMinutes: smallint('delivery_lead_minutes').notNull().default(45),
    slotCapacity: smallint('slot_capacity').notNull().default(8),
    /** A handoff's own orders per slot; a handoff not named uses `slot_capacity`. */
    slotCapacityByHandoff: jsonb('slot_capacity_by_handoff')
      .$type<Partial<Record<HandoffMode, number>>>()
      .notNull()
      .default({}),
    /** A handoff's own lead minutes; a handoff not named uses `lead_minutes` / `delivery_lead_minutes`. */
    leadMinutesByHandoff: jsonb('lead_minutes_by_handoff')
      .$type<Partial<Record<HandoffMode, number>>>()
      .notNull()
      .default({}),
    /**
     * Online ordering paused by a manager ("Pause and throttle"): paused
     * while `ordering_paused` and `ordering_paused_until` is null (until resumed) or still ahead.
     */
    orderingPaused: boolean('ordering_paused').notNull().default(false),
    orderingPausedUntil: timestamptz('ordering_paused_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Serves the page lookup by path and, by its prefix, search by state and by state + city.
    unique('locations_path_unique').on(t.state, t.citySlug, t.addressSlug),
    // The SQL nearest search (above 50,000 stores) starts from a latitude band: a range scan here.
    index('locations_lat_lng_idx').on(t.lat, t.lng),
    check('locations_state_format', sql`${t.state} ~ '^[A-Z]{2}$'`),
    check('locations_tax_rate_range', sql`${t.taxRateBps} between 0 and 3000`),
  ],
);

/**
 * One row whose `version` a statement trigger bumps on every insert, update, delete or truncate
 * of `locations` (migration 0012): the in-memory store index asks this row whether the stores
 * changed instead of scanning the table.
 */
export const locationsVersion = pgTable('locations_version', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * Weekly opening windows per handoff mode. `closes` at or before `opens` runs past midnight
 * ('06:00'–'01:00'); several rows on one day make split shifts. See domain/location-model.ts.
 */
export const locationHours = pgTable(
  'location_hours',
  {
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    handoff: text('handoff').$type<HandoffMode>().notNull(),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: smallint('weekday').notNull(),
    opens: text('opens').notNull(),
    closes: text('closes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.handoff, t.weekday, t.opens] }),
    check('location_hours_weekday_range', sql`${t.weekday} between 0 and 6`),
    check('location_hours_handoff', sql`${t.handoff} in ('pickup', 'curbside', 'drivethru', 'delivery', 'catering')`),
  ],
);

/**
 * Date overrides (holidays, events) in the location's own calendar: closed all day, or open
 * only opens–closes that day for every handoff mode.
 */
export const locationClosures = pgTable(
  'location_closures',
  {
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    closed: boolean('closed').notNull().default(true),
    opens: text('opens'),
    closes: text('closes'),
    reason: text('reason').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.date] }),
    check('location_closures_special_hours', sql`${t.closed} or (${t.opens} is not null and ${t.closes} is not null)`),
  ],
);

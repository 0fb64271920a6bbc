import { and, asc, count, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { HandoffMode } from '../../../domain/location-model.ts';
import { boundingBox, type LatLng } from '../../../domain/locations/geo.ts';
import type { Closure, WeeklyWindow } from '../../../domain/locations/status.ts';
import type { Db } from '../../db/client.ts';
import { locationClosures, locationHours, locations } from '../../db/schema/locations.ts';

export type LocationRow = typeof locations.$inferSelect;
export type RowWithDistance = { row: LocationRow; distance: number | null };

const EARTH_RADIUS_MILES = 3958.7613;

/** Haversine in SQL, the same formula as domain/locations/geo.ts distanceMiles. */
function distanceSql(p: LatLng): SQL<number> {
  // Parameters are cast: untyped numeric parameters would be guessed as integers.
  const lat = sql`${p.lat}::float8`;
  const lng = sql`${p.lng}::float8`;
  return sql<number>`(${EARTH_RADIUS_MILES}::float8 * 2 * asin(least(1, sqrt(
    power(sin(radians(${locations.lat} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${locations.lat})) * power(sin(radians(${locations.lng} - ${lng}) / 2), 2)
  ))))`;
}

const serviceColumn = (handoff: HandoffMode) => locations[handoff];

/**
 * Nearest first within `radiusMiles`: a bounding box on plain lat/lng
 * comparisons discards far rows before the trigonometry, the database sorts by the exact
 * distance and returns only `limit` rows, so the work per request does not grow with the
 * number of stores returned — only with the stores inside the box.
 */
export async function findNearest(
  db: Db,
  options: {
    point: LatLng;
    radiusMiles: number;
    limit: number;
    handoff?: HandoffMode | undefined;
    deliverable?: boolean;
  },
): Promise<RowWithDistance[]> {
  const box = boundingBox(options.point, options.radiusMiles);
  const distance = distanceSql(options.point);
  const filters: SQL[] = [
    gte(locations.lat, box.minLat),
    lte(locations.lat, box.maxLat),
    gte(locations.lng, box.minLng),
    lte(locations.lng, box.maxLng),
    sql`${distance} <= ${options.radiusMiles}::float8`,
  ];
  if (options.handoff) filters.push(eq(serviceColumn(options.handoff), true));
  if (options.deliverable) {
    filters.push(
      eq(locations.delivery, true),
      eq(locations.available, true),
      eq(locations.comingSoon, false),
      sql`${locations.deliveryZone} is not null`,
    );
  }
  const rows = await db
    .select({ row: locations, distance })
    .from(locations)
    .where(and(...filters))
    .orderBy(distance, asc(locations.id))
    .limit(options.limit);
  return rows.map((r) => ({ row: r.row, distance: Number(r.distance) }));
}

export async function findByState(
  db: Db,
  options: { state: string; citySlug?: string | undefined; handoff?: HandoffMode | undefined; limit: number },
): Promise<LocationRow[]> {
  const filters: SQL[] = [eq(locations.state, options.state)];
  if (options.citySlug) filters.push(eq(locations.citySlug, options.citySlug));
  if (options.handoff) filters.push(eq(serviceColumn(options.handoff), true));
  return db
    .select()
    .from(locations)
    .where(and(...filters))
    .orderBy(asc(locations.city), asc(locations.name))
    .limit(options.limit);
}

export async function findOne(
  db: Db,
  where: { menuId: string } | { id: string } | { state: string; citySlug: string; addressSlug: string },
): Promise<LocationRow | null> {
  const condition =
    'menuId' in where
      ? eq(locations.menuId, where.menuId)
      : 'id' in where
        ? eq(locations.id, where.id)
        : and(
            eq(locations.state, where.state),
            eq(locations.citySlug, where.citySlug),
            eq(locations.addressSlug, where.addressSlug),
          );
  const [row] = await db.select().from(locations).where(condition).limit(1);
  return row ?? null;
}

export async function countByState(db: Db): Promise<{ state: string; count: number }[]> {
  return db
    .select({ state: locations.state, count: count() })
    .from(locations)
    .groupBy(locations.state)
    .orderBy(asc(locations.state));
}

export async function countByCity(db: Db, state: string): Promise<{ city: string; slug: string; count: number }[]> {
  return db
    .select({ city: locations.city, slug: locations.citySlug, count: count() })
    .from(locations)
    .where(eq(locations.state, state))
    .groupBy(locations.city, locations.citySlug)
    .orderBy(asc(locations.city));
}

export interface Schedules {
  hours: Map<string, Partial<Record<HandoffMode, WeeklyWindow[]>>>;
  closures: Map<string, Closure[]>;
}

/** Hours and upcoming closures of the given stores, two queries whatever their number. */
export async function loadSchedules(db: Db, ids: string[], fromDate: string): Promise<Schedules> {
  const hours = new Map<string, Partial<Record<HandoffMode, WeeklyWindow[]>>>();
  const closures = new Map<string, Closure[]>();
  if (ids.length === 0) return { hours, closures };
  const [hourRows, closureRows] = await Promise.all([
    db
      .select()
      .from(locationHours)
      .where(inArray(locationHours.locationId, ids))
      .orderBy(asc(locationHours.weekday), asc(locationHours.opens)),
    db
      .select()
      .from(locationClosures)
      .where(and(inArray(locationClosures.locationId, ids), gte(locationClosures.date, fromDate))),
  ]);
  for (const h of hourRows) {
    const byMode = hours.get(h.locationId) ?? {};
    (byMode[h.handoff] ??= []).push({ weekday: h.weekday, opens: h.opens, closes: h.closes });
    hours.set(h.locationId, byMode);
  }
  for (const c of closureRows) {
    const list = closures.get(c.locationId) ?? [];
    list.push({ date: c.date, closed: c.closed, opens: c.opens, closes: c.closes, reason: c.reason });
    closures.set(c.locationId, list);
  }
  return { hours, closures };
}

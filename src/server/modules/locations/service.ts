import { AppError } from '../../../domain/app-error.ts';
import { defaultDeliveryTime } from '../../../domain/locations/delivery-time.ts';
import { NO_NEARBY_MESSAGE, type DeliveryLocationRequest } from '../../../domain/locations/delivery-location-contract.ts';
import { isInDeliveryZone } from '../../../domain/locations/geo.ts';
import type { ListLocationsQuery } from '../../../domain/locations/list-locations-contract.ts';
import { addDays, parseOrderTime } from '../../../domain/locations/local-time.ts';
import type { Location } from '../../../domain/locations/location-contract.ts';
import type { LocationsReader } from '../../../domain/locations/locations-reader.ts';
import { regionName } from '../../../domain/locations/regions.ts';
import { isOpenAtWallTime } from '../../../domain/locations/status.ts';
import type { Db } from '../../db/client.ts';
import type { Geocoder } from '../../providers/geocode/geocoder.ts';
import { GeocoderUnavailableError } from '../../providers/geocode/radar-geocoder.ts';
import { countByCity, countByState, findByState, findNearest, findOne, type LocationRow } from './repo.ts';
import { createLocationIndex } from './location-index.ts';
import { createScheduleCache } from './schedule-cache.ts';
import { toLocation } from './to-location.ts';

/** Delivery zones are at most 50 miles (location-model deliveryZoneSchema): the prefilter radius. */
const MAX_DELIVERY_REACH_MILES = 50;
const DELIVERY_CANDIDATES = 50;

export interface LocationsService extends LocationsReader {
  findDeliveryLocation(request: DeliveryLocationRequest, now?: Date): Promise<Location>;
}

/** Closures are loaded from two days back: a store's calendar date may trail UTC's. */
const closuresFrom = (now: Date) => addDays(now.toISOString().slice(0, 10), -2);

/** A vendor outage is a 503 with a message the banner can show, never a 500. */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GeocoderUnavailableError) throw new AppError('UNAVAILABLE', 'Address search is unavailable right now. Please try again.');
    throw error;
  }
}

export function createLocationsService(db: Db, geocoder: Geocoder, countries: readonly ('US' | 'CA')[]): LocationsService {
  const schedules = createScheduleCache(db);
  const index = createLocationIndex(db);
  /** The in-memory index when it is on, else the SQL bounding-box search (decision 040). */
  const nearest = async (query: Parameters<typeof findNearest>[1]) => (await index.nearest(query)) ?? findNearest(db, query);

  async function withSchedules(rows: { row: LocationRow; distance: number | null }[], now: Date): Promise<Location[]> {
    const found = await schedules.get(rows.map((r) => r.row.id), closuresFrom(now));
    return rows.map(({ row, distance }) => {
      const s = found.get(row.id);
      return toLocation(row, s?.hours ?? {}, s?.closures ?? [], now, distance);
    });
  }

  async function one(row: LocationRow | null, now: Date): Promise<Location | null> {
    if (!row) return null;
    const [location] = await withSchedules([{ row, distance: null }], now);
    return location ?? null;
  }

  return {
    async listStates() {
      const rows = await countByState(db);
      return rows.map((r) => ({ code: r.state, name: regionName(r.state) ?? r.state, count: Number(r.count) }));
    },
    async listCities(state) {
      const rows = await countByCity(db, state.toUpperCase());
      return rows.map((r) => ({ ...r, count: Number(r.count) }));
    },
    async search(query: ListLocationsQuery, now = new Date()) {
      if (query.lat !== undefined && query.lng !== undefined) {
        const rows = await nearest({ point: { lat: query.lat, lng: query.lng }, radiusMiles: query.radius, limit: query.limit, handoff: query.handoff });
        return withSchedules(rows, now);
      }
      if (!query.state) return [];
      const cities = query.city ? await countByCity(db, query.state) : [];
      // The city may be given by name ("Boston") or by its slug ("boston").
      const citySlug = query.city ? cities.find((c) => c.slug === query.city!.toLowerCase() || c.city.toLowerCase() === query.city!.toLowerCase())?.slug : undefined;
      if (query.city && !citySlug) return [];
      const rows = await findByState(db, { state: query.state, citySlug, handoff: query.handoff, limit: query.limit });
      return withSchedules(rows.map((row) => ({ row, distance: null })), now);
    },
    byMenuId: async (menuId, now = new Date()) => one(await findOne(db, { menuId }), now),
    byId: async (id, now = new Date()) => one(await findOne(db, { id }), now),
    byPath: async (state, citySlug, addressSlug, now = new Date()) =>
      one(await findOne(db, { state: state.toUpperCase(), citySlug: citySlug.toLowerCase(), addressSlug: addressSlug.toLowerCase() }), now),

    autocomplete: (query, limit) => guarded(() => geocoder.autocomplete(query, { countries, limit })),
    geocode: (address) => guarded(() => geocoder.geocode(address, { countries })),

    async findDeliveryLocation(request, now = new Date()) {
      const point = { lat: request.lat, lng: request.lng };
      const candidates = await nearest({ point, radiusMiles: MAX_DELIVERY_REACH_MILES, limit: DELIVERY_CANDIDATES, deliverable: true });
      const inZone = candidates.filter(({ row }) => isInDeliveryZone(row, row.deliveryZone, point));
      if (inZone.length === 0) throw new AppError('NOT_FOUND', NO_NEARBY_MESSAGE);
      const found = await schedules.get(inZone.map((c) => c.row.id), closuresFrom(now));
      for (const { row, distance } of inZone) {
        // The wanted time is a wall time in each store's own zone (spec §3 Cart.time).
        const wanted = parseOrderTime(request.time ?? defaultDeliveryTime(now, row.timeZone));
        const schedule = { comingSoon: false, hours: found.get(row.id)?.hours ?? {}, closures: found.get(row.id)?.closures ?? [] };
        if (wanted && isOpenAtWallTime(schedule, 'delivery', wanted)) return toLocation(row, schedule.hours, schedule.closures, now, distance);
      }
      throw new AppError('NOT_FOUND', NO_NEARBY_MESSAGE);
    },
  };
}

import { AppError } from '../../../domain/app-error.ts';
import { defaultDeliveryTime } from '../../../domain/locations/delivery-time.ts';
import {
  NO_NEARBY_MESSAGE,
  type DeliveryLocationRequest,
} from '../../../domain/locations/delivery-location-contract.ts';
import { zoneFit } from '../../../domain/locations/zone-fit.ts';
import type { ListLocationsQuery, ListLocationsReply } from '../../../domain/locations/list-locations-contract.ts';
import { addDays, parseOrderTime } from '../../../domain/locations/local-time.ts';
import type { Location } from '../../../domain/locations/location-contract.ts';
import type { LocationsReader } from '../../../domain/locations/locations-reader.ts';
import { regionName } from '../../../domain/locations/regions.ts';
import { isOpenAtWallTimeWithin } from '../../../domain/locations/status.ts';
import { DEFAULT_ADVANCE_DAYS } from '../../../domain/location-model.ts';
import type { Db } from '../../db/client.ts';
import type { Geocoder } from '../../providers/geocode/geocoder.ts';
import { GeocoderUnavailableError } from '../../providers/geocode/radar-geocoder.ts';
import { countByCity, countByState, findByState, findNearest, findOne, type LocationRow } from './repo.ts';
import { createLocationIndex, type LocationKey } from './location-index.ts';
import { createScheduleCache, type Schedule } from './schedule-cache.ts';
import { toLocation, toLocationSummary } from './to-location.ts';
import { isConfident, matchPlaces } from '../../../domain/locations/place-search.ts';
import { createSearchPlaces, placeResult } from './search-places.ts';

/** Delivery zones are at most 50 miles (location-model deliveryZoneSchema): the prefilter radius. */
const MAX_DELIVERY_REACH_MILES = 50;
const DELIVERY_CANDIDATES = 50;

export interface LocationsService extends LocationsReader {
  findDeliveryLocation(
    request: DeliveryLocationRequest,
    now?: Date,
  ): Promise<Location & { zone_fit: 'inside' | 'near' }>;
  /**
   * A GET /api/locations reply (listLocationsReply) as JSON text. A nearest search
   * is kept under `cacheKey` (the request's path and query) while it stays the reply a new search
   * would build; `cachedListReply` returns it, so a repeated request skips even query parsing.
   */
  /** GET /api/locations: stores near a point, or a state's (and city's) listing. */
  list(query: ListLocationsQuery, now?: Date): Promise<ListLocationsReply['data']>;
  /** Loads the store index, or brings it up to date, now (called when the server starts listening). */
  warm(): Promise<void>;
  /**
   * A staff write changed this store's row, hours or closures:
   * drops its cached schedule and reloads the store index now, so lists and pages show it at once.
   */
  invalidate(locationId: string): Promise<void>;
}

const NO_ROWS: LocationRow[] = [];
const NO_SCHEDULE: Schedule = Object.freeze({ hours: {}, closures: [] });

/** A listing's city, given by its slug ("boston") or by its name ("Boston"); undefined when unknown. */
const citySlugIn = (cities: { city: string; slug: string }[], city: string) =>
  cities.find((c) => c.slug === city.toLowerCase() || c.city.toLowerCase() === city.toLowerCase())?.slug;

/** Closures are loaded from two days back: a store's calendar date may trail UTC's. */
const closuresFrom = (now: Date) => addDays(now.toISOString().slice(0, 10), -2);

/** A vendor outage is a 503 with a message the banner can show, never a 500. */
async function guarded<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GeocoderUnavailableError)
      throw new AppError('UNAVAILABLE', 'Address search is unavailable right now. Please try again.');
    throw error;
  }
}

export function createLocationsService(
  db: Db,
  geocoder: Geocoder,
  countries: readonly ('US' | 'CA')[],
): LocationsService {
  const schedules = createScheduleCache(db);
  const index = createLocationIndex(db);
  /** The in-memory index when it is on, else the SQL bounding-box search. */
  const nearest = async (query: Parameters<typeof findNearest>[1]) =>
    (await index.nearest(query)) ?? findNearest(db, query);

  async function withSchedules(rows: { row: LocationRow; distance: number | null }[], now: Date): Promise<Location[]> {
    const found = await schedules.get(
      rows.map((r) => r.row.id),
      closuresFrom(now),
    );
    return rows.map(({ row, distance }) => {
      const s = found.get(row.id);
      return toLocation(row, s?.hours ?? {}, s?.closures ?? [], now, distance);
    });
  }

  const searchPlaces = createSearchPlaces();
  // A chain too big for the in-memory index is searched by neighbourhood and address only.
  const places = async () => searchPlaces((await index.all()) ?? NO_ROWS);
  const geocode = (address: string) => guarded(() => geocoder.geocode(address, { countries }));

  /** The stores of a list reply, without weekly hours. */
  async function summaries(rows: { row: LocationRow; distance: number | null }[], now: Date) {
    const found = await schedules.get(
      rows.map((r) => r.row.id),
      closuresFrom(now),
    );
    return rows.map(({ row, distance }) => {
      const s = found.get(row.id) ?? NO_SCHEDULE;
      return toLocationSummary(row, s.hours, s.closures, now, distance);
    });
  }

  /**
   * One store's row from the index: as fresh as the lists — a staff write here
   * reloads it before replying, another instance's through the bus's `hours` event, and any
   * change within the index's version check. A key the index lacks (a store added since, an
   * unknown id) or an index that is off reads the table.
   */
  async function findRow(where: LocationKey): Promise<LocationRow | null> {
    return (await index.find(where)) ?? findOne(db, where);
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
        const rows = await nearest({
          point: { lat: query.lat, lng: query.lng },
          radiusMiles: query.radius,
          limit: query.limit,
          handoff: query.handoff,
        });
        return withSchedules(rows, now);
      }
      if (!query.state) return [];
      const citySlug = query.city ? citySlugIn(await countByCity(db, query.state), query.city) : undefined;
      if (query.city && !citySlug) return [];
      const rows = await findByState(db, { state: query.state, citySlug, handoff: query.handoff, limit: query.limit });
      return withSchedules(
        rows.map((row) => ({ row, distance: null })),
        now,
      );
    },
    async list(query: ListLocationsQuery, now = new Date()) {
      if (query.lat !== undefined && query.lng !== undefined) {
        const rows = await nearest({
          point: { lat: query.lat, lng: query.lng },
          radiusMiles: query.radius,
          limit: query.limit,
          handoff: query.handoff,
        });
        return { position: { lat: query.lat, lng: query.lng }, locations: await summaries(rows, now) };
      }
      const state = query.state!;
      const cities = (await countByCity(db, state)).map((r) => ({ ...r, count: Number(r.count) }));
      const citySlug = query.city ? citySlugIn(cities, query.city) : undefined;
      const rows =
        query.city && !citySlug
          ? []
          : await findByState(db, { state, citySlug, handoff: query.handoff, limit: query.limit });
      return {
        position: null,
        state: { code: state, name: regionName(state) ?? state, cities },
        locations: await summaries(
          rows.map((row) => ({ row, distance: null })),
          now,
        ),
      };
    },
    warm: () => index.refresh(),
    async invalidate(locationId) {
      schedules.invalidate(locationId);
      await index.refreshAfterWrite();
    },
    byMenuId: async (menuId, now = new Date()) => one(await findRow({ menuId }), now),
    byId: async (id, now = new Date()) => one(await findRow({ id }), now),
    byPath: async (state, citySlug, addressSlug, now = new Date()) =>
      one(
        await findRow({
          state: state.toUpperCase(),
          citySlug: citySlug.toLowerCase(),
          addressSlug: addressSlug.toLowerCase(),
        }),
        now,
      ),

    autocomplete: (query, limit) => guarded(() => geocoder.autocomplete(query, { countries, limit })),
    geocode,

    async suggestPlaces(query, limit) {
      const named = matchPlaces(query, await places(), limit);
      const confident = named.filter(isConfident);
      // The geocoder's cities and ZIPs sit between a store named outright and a near miss.
      const geocoded = await guarded(() => geocoder.autocomplete(query, { countries, limit })).catch(() => []);
      const all = [
        ...confident.map(placeResult),
        ...geocoded,
        ...named.filter((m) => !isConfident(m)).map(placeResult),
      ];
      const seen = new Set<string>();
      return all
        .filter((r) => (seen.has(r.formattedAddress) ? false : (seen.add(r.formattedAddress), true)))
        .slice(0, limit);
    },
    async findPlace(query) {
      const [best] = matchPlaces(query, await places(), 1);
      if (isConfident(best)) return placeResult(best);
      return (await geocode(query)) ?? (best ? placeResult(best) : null);
    },

    async findDeliveryLocation(request, now = new Date()) {
      const point = { lat: request.lat, lng: request.lng };
      const candidates = await nearest({
        point,
        radiusMiles: MAX_DELIVERY_REACH_MILES,
        limit: DELIVERY_CANDIDATES,
        deliverable: true,
      });
      // How precisely the address was placed decides inside / near the edge / outside.
      const fitted = candidates
        .map((c) => ({ ...c, fit: zoneFit(c.row, c.row.deliveryZone, point, request.precision) }))
        .filter((c) => c.fit !== 'outside');
      if (fitted.length === 0) throw new AppError('NOT_FOUND', NO_NEARBY_MESSAGE);
      // A store that certainly delivers comes before a nearer one whose edge is in doubt.
      const ordered = [...fitted.filter((c) => c.fit === 'inside'), ...fitted.filter((c) => c.fit === 'near')];
      const found = await schedules.get(
        ordered.map((c) => c.row.id),
        closuresFrom(now),
      );
      // The store that delivers at the wanted time. A customer's own time is kept as asked; the
      // default time (none asked) may move on to a later day of the ordering window when that
      // day is closed, say a holiday.
      for (const days of request.time ? [1] : [1, DEFAULT_ADVANCE_DAYS]) {
        for (const { row, distance, fit } of ordered) {
          // The wanted time is a wall time in each store's own zone (spec §3 Cart.time).
          const wanted = parseOrderTime(request.time ?? defaultDeliveryTime(now, row.timeZone));
          const schedule = {
            comingSoon: false,
            hours: found.get(row.id)?.hours ?? {},
            closures: found.get(row.id)?.closures ?? [],
          };
          if (wanted && isOpenAtWallTimeWithin(schedule, 'delivery', wanted, days)) {
            return {
              ...toLocation(row, schedule.hours, schedule.closures, now, distance),
              zone_fit: fit === 'inside' ? 'inside' : 'near',
            };
          }
        }
      }
      throw new AppError('NOT_FOUND', NO_NEARBY_MESSAGE);
    },
  };
}

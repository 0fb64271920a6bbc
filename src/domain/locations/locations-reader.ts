import type { GeocodeResult } from './geocode-contract.ts';
import type { ListLocationsQuery } from './list-locations-contract.ts';
import type { Location } from './location-contract.ts';

/** Per-state summary for the /locations state picker and the state index pages. */
export interface StateSummary {
  code: string;
  name: string;
  count: number;
}

export interface CitySummary {
  city: string;
  slug: string;
  count: number;
}

/**
 * The read port the web app's loaders use (through the load context, never importing server
 * code) and the API routes call; implemented by the server's locations service.
 */
export interface LocationsReader {
  listStates(): Promise<StateSummary[]>;
  listCities(state: string): Promise<CitySummary[]>;
  /** Nearest first when lat/lng are given; by city and name for state listings. */
  search(query: ListLocationsQuery, now?: Date): Promise<Location[]>;
  byMenuId(menuId: string, now?: Date): Promise<Location | null>;
  byId(id: string, now?: Date): Promise<Location | null>;
  /** /locations/{state}/{city}/{address}; slugs as in the path. */
  byPath(state: string, citySlug: string, addressSlug: string, now?: Date): Promise<Location | null>;
  /** Address suggestions and the best match of a typed address (US/CA, the configured geocoder). */
  autocomplete(query: string, limit: number): Promise<GeocodeResult[]>;
  geocode(address: string): Promise<GeocodeResult | null>;
  /** The /locations search box's suggestions: stores and neighbourhoods named, then the geocoder's. */
  suggestPlaces(query: string, limit: number): Promise<GeocodeResult[]>;
  /** Where a typed search points: a store or neighbourhood it names, else the geocoder's match, else a near miss. */
  findPlace(query: string): Promise<GeocodeResult | null>;
}

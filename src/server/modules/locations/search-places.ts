import type { GeocodeResult } from '../../../domain/locations/geocode-contract.ts';
import { CA_PROVINCES } from '../../../domain/locations/regions.ts';
import { placeLabel, type PlaceMatch, type SearchPlace } from '../../../domain/locations/place-search.ts';
import { NEIGHBOURHOODS } from '../../providers/geocode/neighbourhoods.ts';
import type { LocationRow } from './repo.ts';

/** The places the store search knows, built once per copy of the store rows. */
export function createSearchPlaces() {
  let built: { rows: readonly LocationRow[]; places: SearchPlace[] } | null = null;
  const neighbourhoods: SearchPlace[] = NEIGHBOURHOODS.map((n) => ({ kind: 'neighbourhood', ...n }));
  return (rows: readonly LocationRow[]): SearchPlace[] => {
    if (built?.rows !== rows) {
      const stores: SearchPlace[] = rows.map((r) => ({
        kind: 'store',
        name: r.name,
        city: r.city,
        state: r.state,
        zip: r.zip,
        lat: r.lat,
        lng: r.lng,
      }));
      built = { rows, places: [...stores, ...neighbourhoods] };
    }
    return built.places;
  };
}

/** A matched place in the geocoder's shape: the list search goes from its point. */
export const placeResult = ({ place }: PlaceMatch): GeocodeResult => ({
  layer: 'locality',
  formattedAddress: placeLabel(place),
  city: place.city,
  stateCode: place.state,
  ...(place.zip ? { postalCode: place.zip } : {}),
  countryCode: place.state in CA_PROVINCES ? 'CA' : 'US',
  latitude: place.lat,
  longitude: place.lng,
  precision: 'locality',
});

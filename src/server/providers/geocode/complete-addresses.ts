import type { GeocodeResult } from '../../../domain/locations/geocode-contract.ts';
import { nearestPostal } from './gazetteer.ts';
import type { Geocoder } from './geocoder.ts';

/**
 * Issue 15: a suggestion is a complete address. A street address a vendor returns without a
 * postal code gets the ZIP (or Canadian prefix) whose centroid is nearest its point, from the
 * embedded gazetteer, so no later step ever meets an address without one.
 */
export function withPostalCodes(geocoder: Geocoder): Geocoder {
  return {
    name: geocoder.name,
    autocomplete: async (query, options) => (await geocoder.autocomplete(query, options)).map(complete),
    geocode: async (address, options) => {
      const found = await geocoder.geocode(address, options);
      return found ? complete(found) : null;
    },
  };
}

export function complete(result: GeocodeResult): GeocodeResult {
  if (result.layer !== 'address' || result.postalCode) return result;
  const zip = nearestPostal({ lat: result.latitude, lng: result.longitude }, { countryCode: result.countryCode });
  return zip
    ? { ...result, postalCode: zip.postalCode, formattedAddress: `${result.formattedAddress} ${zip.postalCode}` }
    : result;
}

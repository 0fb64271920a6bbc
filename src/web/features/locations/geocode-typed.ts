import { autocompleteReply, type GeocodeResult } from '../../../domain/locations/geocode-contract.ts';
import { typedAddressMatch } from '../../../domain/locations/typed-address.ts';
import { apiRequest } from '../../lib/api-client.ts';

/** A typed address sent with Enter, placed by the geocoder (its best complete match), or null. */
export async function geocodeTyped(text: string): Promise<GeocodeResult | null> {
  const reply = await apiRequest(`geocode/autocomplete?q=${encodeURIComponent(text)}`, autocompleteReply);
  return typedAddressMatch(reply.data.addresses);
}

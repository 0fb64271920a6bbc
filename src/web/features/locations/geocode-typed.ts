import { AppError } from '../../../domain/app-error.ts';
import { autocompleteReply, type GeocodeResult } from '../../../domain/locations/geocode-contract.ts';
import { typedAddressMatch } from '../../../domain/locations/typed-address.ts';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * A typed address sent with Enter, placed by the geocoder (its best complete match), or the
 * sentence to show instead: `notFull` when it is not a full address, the server's words on a failure.
 */
export async function placeTypedAddress(text: string, notFull: string): Promise<GeocodeResult | string> {
  try {
    const reply = await apiRequest(`geocode/autocomplete?q=${encodeURIComponent(text)}`, autocompleteReply);
    return typedAddressMatch(reply.data.addresses) ?? notFull;
  } catch (failure) {
    return AppError.from(failure).message;
  }
}

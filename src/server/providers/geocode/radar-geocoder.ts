import { z } from 'zod';
import { geocodeResult, type GeocodeResult } from '../../../domain/locations/geocode-contract.ts';
import type { Geocoder } from './geocoder.ts';

/**
 * Radar adapter (https://radar.com/documentation/api): GET /v1/search/autocomplete and
 * GET /v1/geocode/forward with the publishable or secret key in the Authorization header.
 * Only the fields we use are parsed; anything outside US/CA is dropped.
 */
// Our contract keeps Radar's field names (geocode-contract.ts), so the address parts are parsed
// with the contract's own fields; Radar may omit or widen the rest, which are checked below.
const radarAddress = geocodeResult
  .pick({
    latitude: true,
    longitude: true,
    addressLabel: true,
    number: true,
    street: true,
    city: true,
    stateCode: true,
    postalCode: true,
  })
  .extend({
    formattedAddress: z.string().optional(),
    countryCode: z.string().optional(),
    layer: z.string().optional(),
  });
const radarReply = z.object({ addresses: z.array(radarAddress) });

const LAYERS: Record<string, GeocodeResult['layer']> = {
  address: 'address',
  street: 'address',
  postalCode: 'postalCode',
  locality: 'locality',
  neighborhood: 'locality',
  county: 'locality',
  state: 'state',
};

/** Radar's layer → how precisely the point was placed: its addresses are street-level. */
const PRECISIONS: Record<string, NonNullable<GeocodeResult['precision']>> = {
  address: 'address',
  street: 'street',
  postalCode: 'postalCode',
};

export interface RadarOptions {
  apiKey: string;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export class GeocoderUnavailableError extends Error {}

export function createRadarGeocoder(options: RadarOptions): Geocoder {
  const baseUrl = (options.baseUrl ?? 'https://api.radar.io').replace(/\/$/, '');
  const doFetch = options.fetch ?? fetch;

  async function call(path: string, params: Record<string, string>): Promise<GeocodeResult[]> {
    const url = `${baseUrl}${path}?${new URLSearchParams(params).toString()}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        headers: { Authorization: options.apiKey, Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
      });
    } catch {
      throw new GeocoderUnavailableError('The address service could not be reached.');
    }
    if (!response.ok) throw new GeocoderUnavailableError(`The address service answered ${response.status}.`);
    const parsed = radarReply.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new GeocoderUnavailableError('The address service sent an unexpected reply.');
    return parsed.data.addresses.flatMap((a): GeocodeResult[] => {
      const countryCode = a.countryCode === 'US' || a.countryCode === 'CA' ? a.countryCode : null;
      if (!countryCode) return [];
      const layer = LAYERS[a.layer ?? ''] ?? (a.number && a.street ? 'address' : 'locality');
      const formattedAddress = a.formattedAddress ?? [a.addressLabel, a.city, a.stateCode].filter(Boolean).join(', ');
      return [
        {
          layer,
          formattedAddress,
          ...(a.addressLabel
            ? { addressLabel: a.addressLabel }
            : a.number && a.street
              ? { addressLabel: `${a.number} ${a.street}` }
              : {}),
          ...(a.number ? { number: a.number } : {}),
          ...(a.street ? { street: a.street } : {}),
          ...(a.city ? { city: a.city } : {}),
          ...(a.stateCode ? { stateCode: a.stateCode } : {}),
          ...(a.postalCode ? { postalCode: a.postalCode } : {}),
          countryCode,
          latitude: a.latitude,
          longitude: a.longitude,
          precision: PRECISIONS[a.layer ?? ''] ?? (layer === 'address' ? 'address' : 'locality'),
        },
      ];
    });
  }

  return {
    name: 'radar',
    async autocomplete(query, { countries, limit }) {
      return (
        await call('/v1/search/autocomplete', { query, countryCode: countries.join(','), limit: String(limit) })
      ).slice(0, limit);
    },
    async geocode(address, { countries }) {
      const results = await call('/v1/geocode/forward', { query: address, country: countries.join(',') });
      return results[0] ?? null;
    },
  };
}

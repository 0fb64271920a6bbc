import type { GeocodeResult } from '../../../domain/locations/geocode-contract.ts';

/**
 * The address-autocomplete and geocoding port (DESIGN §5, spec §7 "an address-autocomplete
 * and map service (countries US and CA)"). The embedded gazetteer works offline; Radar is
 * used when RADAR_API_KEY is set.
 */
export interface Geocoder {
  readonly name: string;
  autocomplete(
    query: string,
    options: { countries: readonly ('US' | 'CA')[]; limit: number },
  ): Promise<GeocodeResult[]>;
  /** The best match for a full or partial address, or null when nothing matches. */
  geocode(address: string, options: { countries: readonly ('US' | 'CA')[] }): Promise<GeocodeResult | null>;
}

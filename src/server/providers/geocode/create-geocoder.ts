import type { ServerConfig } from '../../config.ts';
import { withPostalCodes } from './complete-addresses.ts';
import { createEmbeddedGeocoder } from './embedded-geocoder.ts';
import type { Geocoder } from './geocoder.ts';
import { createRadarGeocoder } from './radar-geocoder.ts';

/** Radar when a key is configured, the offline gazetteer otherwise (DESIGN §5); addresses always carry a ZIP. */
export function createGeocoder(config: Pick<ServerConfig, 'RADAR_API_KEY' | 'RADAR_API_URL'>): Geocoder {
  if (config.RADAR_API_KEY) {
    return withPostalCodes(
      createRadarGeocoder({
        apiKey: config.RADAR_API_KEY,
        ...(config.RADAR_API_URL ? { baseUrl: config.RADAR_API_URL } : {}),
      }),
    );
  }
  return createEmbeddedGeocoder();
}

import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { geocodeResult } from './geocode-contract.ts';

/**
 * GET /api/locations/suggestions?q= (the /locations search box): stores and neighbourhoods the
 * words name ("Back Bay, Boston, MA"), then the geocoder's cities, ZIPs and addresses. Each
 * suggestion has the geocoder's shape, so choosing one searches from its point.
 */
export const placeSuggestionsQuery = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, { error: 'q must not be empty' })
    .max(200, { error: 'q is too long' }),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(10).default(5),
});
export type PlaceSuggestionsQuery = z.infer<typeof placeSuggestionsQuery>;

export const placeSuggestionsReply = okEnvelope(z.object({ addresses: z.array(geocodeResult) }));
export type PlaceSuggestionsReply = z.infer<typeof placeSuggestionsReply>;

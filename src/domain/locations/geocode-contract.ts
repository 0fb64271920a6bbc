import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { GEO_PRECISIONS } from './zone-fit.ts';

/**
 * GET /api/geocode/autocomplete?q= (the address combobox of /locations and the delivery
 * modal). Results follow the geocoders' shape (Radar's field names), US and CA only (spec §9).
 */
export const geocodeLayer = z.enum(['address', 'postalCode', 'locality', 'state']);
/** How precisely the point was placed; absent = the vendor's street-level point. */
export const geoPrecision = z.enum(GEO_PRECISIONS);

export const geocodeResult = z.object({
  layer: geocodeLayer,
  /** One line for the option list and the input ("214 Newbury Street, Boston, MA 02116"). */
  formattedAddress: z.string(),
  /** Street part ("214 Newbury Street"), only for layer address. */
  addressLabel: z.string().optional(),
  number: z.string().optional(),
  street: z.string().optional(),
  city: z.string().optional(),
  stateCode: z.string().optional(),
  postalCode: z.string().optional(),
  countryCode: z.enum(['US', 'CA']),
  latitude: z.number(),
  longitude: z.number(),
  precision: geoPrecision.optional(),
});
export type GeocodeResult = z.infer<typeof geocodeResult>;

export const autocompleteQuery = z.object({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(1, { error: 'q must not be empty' })
    .max(200, { error: 'q is too long' }),
  limit: z.coerce.number().int().min(1).max(10).default(5),
});
export type AutocompleteQuery = z.infer<typeof autocompleteQuery>;

export const autocompleteReply = okEnvelope(z.object({ addresses: z.array(geocodeResult) }));
export type AutocompleteReply = z.infer<typeof autocompleteReply>;

import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { locationSchema } from './location-contract.ts';
import { parseOrderTime } from './local-time.ts';
import { geoPrecision } from './geocode-contract.ts';
import { DELIVERY_BUILDING_MAX, DELIVERY_INSTRUCTIONS_MAX } from './delivery-fields.ts';

/**
 * POST /api/locations (spec §7 "Locations for a delivery address"): {address, city, state,
 * zip, lat, lng, time optional} → the nearest location whose delivery zone holds the point
 * and whose delivery hours hold the time ('YYYYMMDD HH:mm' in the store's zone; spec §9's
 * default delivery time when absent). None → 404 NO_NEARBY_MESSAGE.
 * `precision` says how precisely the point was placed: a store whose zone edge
 * runs within that uncertainty is returned with `zone_fit: 'near'` and the customer confirms.
 */
export const NO_NEARBY_MESSAGE = 'No Nearby Locations Available';
export const NO_NEARBY_DETAIL = 'Please try again or enter a different address.';

const text = (name: string, max: number) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, { error: `${name} is required` })
    .max(max, { error: `${name} is too long` });

export const deliveryLocationRequest = z.object({
  address: text('address', 200),
  city: text('city', 100),
  state: text('state', 50),
  // Some geocoded addresses carry no postal code; the search itself uses lat/lng.
  zip: z.string({ error: 'zip must be a string' }).trim().max(10, { error: 'zip is too long' }),
  precision: geoPrecision.optional(),
  lat: z
    .number({ error: 'lat must be a number' })
    .min(-90, { error: 'lat must be between -90 and 90' })
    .max(90, { error: 'lat must be between -90 and 90' }),
  lng: z
    .number({ error: 'lng must be a number' })
    .min(-180, { error: 'lng must be between -180 and 180' })
    .max(180, { error: 'lng must be between -180 and 180' }),
  time: z
    .string({ error: 'time must be YYYYMMDD HH:mm' })
    .refine((t) => parseOrderTime(t) !== null, { error: 'time must be YYYYMMDD HH:mm' })
    .optional(),
  // The client may echo fields of a saved address (spec §3 Delivery address); they do not affect the search.
  building: z.string().max(DELIVERY_BUILDING_MAX).optional(),
  instructions: z.string().max(DELIVERY_INSTRUCTIONS_MAX).optional(),
  id: z.string().max(64).optional(),
});
export type DeliveryLocationRequest = z.infer<typeof deliveryLocationRequest>;

/** `near`: the address may lie just outside the zone; the panel asks to confirm. */
export const zoneFitSchema = z.enum(['inside', 'near']);
export const deliveryLocationReply = okEnvelope(locationSchema.extend({ zone_fit: zoneFitSchema }));
export type DeliveryLocationReply = z.infer<typeof deliveryLocationReply>;

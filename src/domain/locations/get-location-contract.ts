import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { locationSchema } from './location-contract.ts';

/** GET /api/locations/{menu_id}?byMenuId=true (spec §7 "Location by menu id"); without the flag the id is the location id. */
export const getLocationParams = z.object({ id: z.string().trim().min(1).max(64) });
export const getLocationQuery = z.object({ byMenuId: z.enum(['true', 'false']).optional() });
export const getLocationReply = okEnvelope(locationSchema);
export type GetLocationReply = z.infer<typeof getLocationReply>;

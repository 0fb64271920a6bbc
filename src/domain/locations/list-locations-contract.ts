import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { HANDOFF_MODES } from '../location-model.ts';
import { locationSummarySchema } from './location-contract.ts';

/**
 * GET /api/locations (spec §7 "Locations near a point": query lat and lng; reads
 * data.position and data.locations), and the state / state + city listings of /locations.
 */
const coordinate = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a number` })
    .trim()
    .regex(/^[-+]?(\d+(\.\d*)?|\.\d+)$/, { error: `${name} must be a number` })
    .transform(Number)
    .refine((v) => Math.abs(v) <= max, { error: `${name} must be between -${max} and ${max}` });

export const MAX_LIST_LIMIT = 50;

export const listLocationsQuery = z
  .object({
    lat: coordinate('lat', 90).optional(),
    lng: coordinate('lng', 180).optional(),
    state: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { error: 'state must be a two-letter code' })
      .transform((s) => s.toUpperCase())
      .optional(),
    city: z.string().trim().min(1).max(100).optional(),
    handoff: z.enum(HANDOFF_MODES, { error: `handoff must be one of ${HANDOFF_MODES.join(', ')}` }).optional(),
    limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(MAX_LIST_LIMIT).default(20),
    /** Search radius in miles for lat/lng searches. */
    radius: z.coerce.number({ error: 'radius must be a number' }).positive().max(500).default(100),
  })
  .superRefine((q, ctx) => {
    if ((q.lat === undefined) !== (q.lng === undefined))
      ctx.addIssue({ code: 'custom', message: 'lat and lng must be given together' });
    else if (q.lat === undefined && !q.state)
      ctx.addIssue({ code: 'custom', message: 'lat and lng, or state, are required' });
    if (q.city && !q.state) ctx.addIssue({ code: 'custom', message: 'city needs a state' });
  });
export type ListLocationsQuery = z.infer<typeof listLocationsQuery>;

export const citySummarySchema = z.object({ city: z.string(), slug: z.string(), count: z.number().int() });

export const listLocationsReply = okEnvelope(
  z.object({
    position: z.object({ lat: z.number(), lng: z.number() }).nullable(),
    /** Set for state listings: the state and its cities. */
    state: z.object({ code: z.string(), name: z.string(), cities: z.array(citySummarySchema) }).optional(),
    /** Without weekly hours: the location page and the one-location calls carry them. */
    locations: z.array(locationSummarySchema),
  }),
);
export type ListLocationsReply = z.infer<typeof listLocationsReply>;

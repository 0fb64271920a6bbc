import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { SOLD_OUT_DURATIONS } from '../menu/sold-out.ts';

/**
 * /api/staff/locations/{locationId}/availability ("Sold out"): the
 * location's menu with what is 86'd, and one item marked sold out or back on sale per call.
 */
const itemId = z
  .string({ error: 'must be text' })
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(200, { error: 'is too long' });

export const setAvailabilityRequest = z
  .strictObject({
    product_id: itemId.optional(),
    choice_id: itemId.optional(),
    available: z.boolean({ error: 'available must be true or false' }),
    until: z.enum(SOLD_OUT_DURATIONS, { error: "until must be 'close' or 'further_notice'" }).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.product_id === undefined) === (body.choice_id === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['product_id'], message: 'Send exactly one of product_id or choice_id' });
    }
    if (!body.available && body.until === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['until'],
        message: "Say how long it is sold out: until 'close' or 'further_notice'",
      });
    }
  });
export type SetAvailabilityRequest = z.infer<typeof setAvailabilityRequest>;

/** Null when on sale; otherwise until when (ISO instant) or null = until further notice. */
export const soldOutState = z.object({ until: z.string().nullable() }).nullable();

export const availabilityChoice = z.object({
  id: z.string(),
  name: z.string(),
  group: z.string(),
  sold_out: soldOutState,
});
export const availabilityProduct = z.object({
  product_id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  sold_out: soldOutState,
  choices: z.array(availabilityChoice),
});
export type AvailabilityProduct = z.infer<typeof availabilityProduct>;

export const availabilityReply = okEnvelope(
  z.object({
    location: z.object({ id: z.string(), name: z.string(), time_zone: z.string() }),
    /** When "until close" ends today at this location (ISO instant): shown beside the choice. */
    close_at: z.string(),
    categories: z.array(z.object({ id: z.string(), name: z.string(), product_ids: z.array(z.string()) })),
    products: z.array(availabilityProduct),
  }),
);
export type AvailabilityData = z.infer<typeof availabilityReply>['data'];

export const setAvailabilityReply = okEnvelope(
  z.object({ kind: z.enum(['product', 'choice']), id: z.string(), name: z.string(), sold_out: soldOutState }),
);

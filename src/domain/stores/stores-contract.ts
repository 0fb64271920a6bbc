import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { HANDOFF_MODES } from '../location-model.ts';
import { SOLD_OUT_DURATIONS } from '../menu/sold-out.ts';
import { closureInputSchema } from '../store-ops/hours-rules.ts';
import { MAX_PAUSE_MINUTES } from '../store-ops/ordering-pause.ts';

/**
 * GET /api/staff/stores (and its event stream) and POST /api/staff/stores/actions: every store a
 * brand admin or a multi-store manager runs, at a glance, and one change made to a set of them.
 */
const windowView = z.object({ weekday: z.number().int(), opens: z.string(), closes: z.string() });
const closureFact = z.object({
  date: z.string(),
  closed: z.boolean(),
  opens: z.string().nullable(),
  closes: z.string().nullable(),
  reason: z.string(),
});
const soldOutItem = z.object({
  kind: z.enum(['product', 'choice']),
  id: z.string(),
  name: z.string(),
  /** ISO instant the mark runs out ("until close"); null until further notice. */
  until: z.string().nullable(),
});

export const storeFacts = z.object({
  location_id: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  time_zone: z.string(),
  coming_soon: z.boolean(),
  /** Weekly windows per handoff, and closures of yesterday and later: what open / closed is read from. */
  schedule: z.object({
    hours: z.partialRecord(z.enum(HANDOFF_MODES), z.array(windowView)),
    closures: z.array(closureFact),
  }),
  paused: z.boolean(),
  paused_until: z.string().nullable(),
  /** Promised times of the open tickets due today (or earlier): late ones are counted from these. */
  open_promised: z.array(z.string()),
  sold_out: z.array(soldOutItem),
  /** The store's business day so far, by the sales report's rules. */
  today: z.object({
    date: z.string(),
    orders: z.number().int().nonnegative(),
    net_sales_cents: z.number().int(),
  }),
});
export type StoreFacts = z.infer<typeof storeFacts>;

export const storesSnapshot = z.object({
  /** The server's clock: the page reads states and minutes left on it. */
  now: z.string(),
  stores: z.array(storeFacts),
  /** Products on the stores' menus, for the sold-out action (one row per id, by name). */
  products: z.array(z.object({ product_id: z.string(), name: z.string() })),
});
export type StoresSnapshot = z.infer<typeof storesSnapshot>;
export const storesReply = okEnvelope(storesSnapshot);

export const BRAND_ACTIONS = ['sold_out', 'back_on_sale', 'pause', 'resume', 'closure'] as const;
export type BrandActionKind = (typeof BRAND_ACTIONS)[number];
/** At most this many stores in one step (a brand's every store). */
export const MAX_ACTION_STORES = 200;

const locationIds = z
  .array(z.string({ error: 'location_ids holds location ids' }).min(1).max(64), {
    error: 'location_ids must be a list of location ids',
  })
  .min(1, { error: 'Choose at least one store' })
  .max(MAX_ACTION_STORES, { error: `Choose at most ${MAX_ACTION_STORES} stores` })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Name each store once' });
const productIds = z
  .array(z.string({ error: 'product_ids holds product ids' }).trim().min(1).max(200), {
    error: 'product_ids must be a list of product ids',
  })
  .min(1, { error: 'Choose at least one item' })
  .max(50, { error: 'Choose at most 50 items' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'Name each item once' });

export const brandActionRequest = z.discriminatedUnion(
  'action',
  [
    z.strictObject({
      action: z.literal('sold_out'),
      location_ids: locationIds,
      product_ids: productIds,
      until: z.enum(SOLD_OUT_DURATIONS, { error: "until must be 'close' or 'further_notice'" }),
    }),
    z.strictObject({ action: z.literal('back_on_sale'), location_ids: locationIds, product_ids: productIds }),
    z.strictObject({
      action: z.literal('pause'),
      location_ids: locationIds,
      /** Minutes of pause; null pauses until someone resumes. */
      minutes: z
        .number({ error: 'minutes must be a number of minutes, or null for until resumed' })
        .int({ error: 'minutes must be whole minutes' })
        .min(1, { error: 'Pause for at least 1 minute' })
        .max(MAX_PAUSE_MINUTES, { error: `Pause for at most ${MAX_PAUSE_MINUTES} minutes; longer is a closure` })
        .nullable(),
    }),
    z.strictObject({ action: z.literal('resume'), location_ids: locationIds }),
    z.strictObject({ action: z.literal('closure'), location_ids: locationIds, closure: closureInputSchema }),
  ],
  { error: `action must be one of ${BRAND_ACTIONS.join(', ')}` },
);
export type BrandActionRequest = z.infer<typeof brandActionRequest>;

export const brandActionReply = okEnvelope(
  z.object({
    action: z.enum(BRAND_ACTIONS),
    /** What was done, in the words of the audit log: "Closed 3 stores on Thu, Dec 3 (Snowstorm)". */
    message: z.string(),
    stores: z.array(z.object({ location_id: z.string(), name: z.string() })),
  }),
);
export type BrandActionReply = z.infer<typeof brandActionReply>['data'];

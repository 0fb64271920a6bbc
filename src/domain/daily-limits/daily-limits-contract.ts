import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';

/** Daily limits for pre-orders: the staff settings per store and product, and the customer's read. */

export const dailyLimitCutoff = z.strictObject({
  days_before: z
    .number({ error: 'Choose 0 to 14 days before' })
    .int({ error: 'Choose 0 to 14 days before' })
    .min(0, { error: 'Choose 0 to 14 days before' })
    .max(14, { error: 'Choose 0 to 14 days before' }),
  time: z
    .string({ error: 'Enter a time such as 14:00' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Enter a time such as 14:00' }),
});

export const putDailyLimitRequest = z.strictObject({
  per_day: z
    .number({ error: 'Enter a whole number from 0 to 9999' })
    .int({ error: 'Enter a whole number from 0 to 9999' })
    .min(0, { error: 'Enter a whole number from 0 to 9999' })
    .max(9999, { error: 'Enter a whole number from 0 to 9999' }),
  /** Null: no cutoff, the count alone. */
  cutoff: dailyLimitCutoff.nullable(),
});
export type PutDailyLimitRequest = z.infer<typeof putDailyLimitRequest>;

export const dailyLimitParams = z.strictObject({
  locationId: z.string().min(1).max(64),
  productId: z.string().min(1).max(90),
});

export const limitDaySchema = z.object({
  /** 'YYYYMMDD'. */
  day: z.string(),
  remaining: z.number().int(),
  /** Still before the cutoff. */
  open: z.boolean(),
});

export const staffDailyLimit = z.object({
  product_id: z.string(),
  name: z.string(),
  per_day: z.number().int(),
  cutoff: dailyLimitCutoff.nullable(),
  /** Ordered for the store's today. */
  today: z.object({ day: z.string(), taken: z.number().int(), remaining: z.number().int() }),
});
export type StaffDailyLimit = z.infer<typeof staffDailyLimit>;

export const staffDailyLimitsReply = okEnvelope(
  z.object({
    location: z.object({ id: z.string(), name: z.string(), time_zone: z.string() }),
    limits: z.array(staffDailyLimit),
    /** The products of the store's menu a limit may be set on. */
    products: z.array(z.object({ product_id: z.string(), name: z.string() })),
    can_edit: z.boolean(),
  }),
);
export type StaffDailyLimitsData = z.infer<typeof staffDailyLimitsReply>['data'];
export const putDailyLimitReply = okEnvelope(staffDailyLimit);
export const deleteDailyLimitReply = okEnvelope(z.object({ product_id: z.string(), removed: z.boolean() }));

export const menuLimitsParams = z.strictObject({ menuId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export const menuDailyLimitsReply = okEnvelope(
  z.object({
    limits: z.array(z.object({ product_id: z.string(), per_day: z.number().int(), days: z.array(limitDaySchema) })),
  }),
);
export type MenuDailyLimits = z.infer<typeof menuDailyLimitsReply>['data'];

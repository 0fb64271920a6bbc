import { z } from 'zod';

/**
 * The rewards programme as the brand configures it (config/rewards.json):
 * checked at boot, so a broken file stops the server naming the field. Points are whole numbers;
 * money is integer cents.
 */
const productIds = z.array(z.string().min(1).max(200)).max(500);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date YYYY-MM-DD' });

export const rewardSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/),
    label: z.string().min(1).max(60),
    points: z.number().int().positive(),
    kind: z.literal('free_item'),
    /** One unit of the most expensive bag line of these products is free. */
    products: productIds.min(1),
  }),
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]{1,40}$/),
    label: z.string().min(1).max(60),
    points: z.number().int().positive(),
    kind: z.literal('amount_off'),
    amount_cents: z.number().int().positive(),
    min_subtotal_cents: z.number().int().min(0).default(0),
  }),
]);
export type Reward = z.infer<typeof rewardSchema>;

const offerBase = {
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  label: z.string().min(1).max(60),
  /** Optional: the bag must hold one of these products. */
  products: productIds.optional(),
  min_subtotal_cents: z.number().int().min(0).default(0),
  /** First and last valid day, inclusive, in the brand's calendar (UTC dates). */
  starts: isoDate,
  ends: isoDate,
};
export const offerSchema = z.discriminatedUnion('kind', [
  z.strictObject({ ...offerBase, kind: z.literal('amount_off'), amount_cents: z.number().int().positive() }),
  z.strictObject({ ...offerBase, kind: z.literal('percent_off'), percent: z.number().int().min(1).max(100) }),
]);
export type Offer = z.infer<typeof offerSchema>;

export const programmeSchema = z
  .strictObject({
    points_per_dollar: z.number().int().positive().max(1000),
    /** Stated, not chosen per order: partial points are always dropped. */
    rounding: z.literal('down'),
    expiry_months: z.number().int().positive().max(120),
    catalogue: z.array(rewardSchema).min(1).max(50),
    welcome: z.strictObject({ points: z.number().int().positive(), label: z.string().min(1).max(60) }).nullable(),
    birthday: z.strictObject({ points: z.number().int().positive(), label: z.string().min(1).max(60) }).nullable(),
    offers: z.array(offerSchema).max(50).default([]),
  })
  .superRefine((p, ctx) => {
    const ids = new Set<string>();
    for (const [i, r] of [...p.catalogue, ...p.offers].entries()) {
      if (ids.has(r.id))
        ctx.addIssue({ code: 'custom', path: ['catalogue', i, 'id'], message: `duplicate id ${r.id}` });
      ids.add(r.id);
    }
    for (const [i, o] of p.offers.entries())
      if (o.ends < o.starts)
        ctx.addIssue({ code: 'custom', path: ['offers', i, 'ends'], message: 'ends before it starts' });
  });
export type Programme = z.infer<typeof programmeSchema>;

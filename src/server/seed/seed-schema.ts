import { z } from 'zod';
import { clockTimeSchema, deliveryZoneSchema, handoffModeSchema } from '../../domain/location-model.ts';
import { lifestyleTagSchema } from '../../domain/menu-model.ts';

/**
 * The shape of the demo-brand data files under seed/ (DESIGN §6). The loader parses the
 * data with these schemas before writing anything, and tests/unit/seed-data.test.ts checks
 * the cross-references (ids, images, option rules) on top.
 */

const id = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, { error: 'ids are lower-case words joined by hyphens' });
const cents = z.number().int({ error: 'money is integer cents' });
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date YYYY-MM-DD' });

/** One line of a weekly schedule: the same window on several weekdays (0 = Sunday). */
export const scheduleLineSchema = z.strictObject({
  days: z.array(z.number().int().min(0).max(6)).min(1),
  opens: clockTimeSchema,
  closes: clockTimeSchema,
});
export const weeklyScheduleSchema = z.array(scheduleLineSchema);
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

export const closureSchema = z.strictObject({
  date: isoDate,
  closed: z.boolean(),
  opens: clockTimeSchema.optional(),
  closes: clockTimeSchema.optional(),
  reason: z.string(),
});
export type ClosureSeed = z.infer<typeof closureSchema>;

export const locationSeedSchema = z.strictObject({
  id,
  menuId: z.string().regex(/^\d{5}$/),
  name: z.string().min(1),
  address: z.string().min(1),
  city: z.string().min(1),
  state: z.string().regex(/^[A-Z]{2}$/),
  zip: z.string().regex(/^\d{5}$/),
  phone: z.string().regex(/^\d{10}$/),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  timeZone: z.string().min(1),
  comingSoon: z.boolean().optional(),
  openingDate: isoDate.optional(),
  available: z.boolean().optional(),
  services: z.strictObject({
    pickup: z.boolean(),
    curbside: z.boolean(),
    drivethru: z.boolean(),
    delivery: z.boolean(),
    catering: z.boolean(),
    advancedays: z.number().int().min(1).max(60),
    transfercart: z.boolean(),
  }),
  taxRateBps: z.number().int().min(0).max(3000),
  delivery: z
    .strictObject({ zone: deliveryZoneSchema, feeCents: cents.nonnegative(), minimumCents: cents.nonnegative() })
    .optional(),
  hours: z.partialRecord(handoffModeSchema, weeklyScheduleSchema),
  slots: z
    .strictObject({
      slotMinutes: z.number().int().min(5).max(60),
      leadMinutes: z.number().int().min(0).max(240),
      deliveryLeadMinutes: z.number().int().min(0).max(240),
      slotCapacity: z.number().int().min(1).max(200),
    })
    .optional(),
  closures: z.array(closureSchema).optional(),
  menu: z
    .strictObject({ unavailable: z.array(id).optional(), prices: z.record(id, cents.nonnegative()).optional() })
    .optional(),
});
export type LocationSeed = z.infer<typeof locationSeedSchema>;

export interface ChoiceSeed {
  key: string;
  name: string;
  priceDelta?: number;
  calories?: number;
  default?: boolean;
  options?: OptionGroupSeed[];
}
export interface OptionGroupSeed {
  key: string;
  name: string;
  description?: string;
  min: number;
  max: number;
  /** Choices may be taken several times; total bounds the sum, perChoice caps each. */
  quantity?: { perChoice?: number; minTotal?: number; maxTotal?: number };
  customText?: { label: string; maxLength: number };
  choices: ChoiceSeed[];
}

const key = z.string().regex(/^[a-z0-9][a-z0-9-]*$/);
export const choiceSeedSchema: z.ZodType<ChoiceSeed> = z.lazy(() =>
  z.strictObject({
    key,
    name: z.string().min(1),
    priceDelta: cents.optional(),
    calories: z.number().int().optional(),
    default: z.boolean().optional(),
    options: z.array(optionGroupSeedSchema).optional(),
  }),
);
export const optionGroupSeedSchema: z.ZodType<OptionGroupSeed> = z.lazy(() =>
  z.strictObject({
    key,
    name: z.string().min(1),
    description: z.string().optional(),
    min: z.number().int().min(0),
    max: z.number().int().min(0),
    quantity: z
      .strictObject({
        perChoice: z.number().int().min(1).optional(),
        minTotal: z.number().int().min(0).optional(),
        maxTotal: z.number().int().min(1).optional(),
      })
      .optional(),
    customText: z.strictObject({ label: z.string().min(1), maxLength: z.number().int().min(1).max(500) }).optional(),
    choices: z.array(choiceSeedSchema).min(1),
  }),
);

/**
 * A product's picture: an SVG illustration, or a bakery's photograph as a raster
 * set — `src` is the default size and `srcset` every width the file comes in (WebP or AVIF).
 */
export const productImageSeedSchema = z.strictObject({
  src: z.string().regex(/^(\/images\/|https:\/\/)\S+$/, { error: 'an image path under /images/ or an https URL' }),
  alt: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  srcset: z.array(z.strictObject({ url: z.string().regex(/^(\/images\/|https:\/\/)\S+$/), width: z.number().int().positive() })).optional(),
});
export type ProductImageSeed = z.infer<typeof productImageSeedSchema>;

export const productSeedSchema = z.strictObject({
  id: z.string().regex(/^p-[a-z0-9-]+$/),
  name: z.string().min(1),
  description: z.string(),
  priceCents: cents.nonnegative(),
  /** [base, max] calories; max covers the richest choices. */
  calories: z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]).optional(),
  tags: z.array(lifestyleTagSchema).optional(),
  categories: z.array(id).min(1),
  quantity: z
    .strictObject({ min: z.number().int().min(1), max: z.number().int().min(1), increments: z.number().int().min(1) })
    .optional(),
  quickAdd: z.boolean().optional(),
  hideCustomize: z.boolean().optional(),
  upsell: z.boolean().optional(),
  handoffs: z.array(handoffModeSchema).min(1).optional(),
  options: z.array(optionGroupSeedSchema).optional(),
  /** Absent: the generated illustration public/images/products/<id>.svg, alt = the name. */
  image: productImageSeedSchema.optional(),
});
export type ProductSeed = z.infer<typeof productSeedSchema>;

export const daypartSeedSchema = z.strictObject({ id, name: z.string(), starts: clockTimeSchema, ends: clockTimeSchema });
export const masterCategorySeedSchema = z.strictObject({ id, name: z.string() });
export const categorySeedSchema = z.strictObject({
  id,
  master: id,
  parent: id.optional(),
  name: z.string().min(1),
  description: z.string(),
  daypart: id.optional(),
});
export type CategorySeed = z.infer<typeof categorySeedSchema>;

export const demoBrandSeedSchema = z.strictObject({
  /** The brand's browse menu for guests with no location (config/site.json default_menu.mealtime). */
  defaultMenu: z.strictObject({ id: z.string().min(1), name: z.string().min(1) }),
  holidays: z.array(closureSchema),
  locations: z.array(locationSeedSchema),
  dayparts: z.array(daypartSeedSchema),
  masterCategories: z.array(masterCategorySeedSchema),
  categories: z.array(categorySeedSchema),
  products: z.array(productSeedSchema),
});
export type DemoBrandSeed = z.infer<typeof demoBrandSeedSchema>;

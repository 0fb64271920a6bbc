import { z } from 'zod';
import { okEnvelope } from '../api-envelope.ts';
import { handoffMode } from '../app-info.ts';
import { cartLineChoiceSchema, cartLineSchema } from '../menu/cart-line.ts';
import { imageWidthsSchema } from '../menu/menu-contract.ts';
import { ORDER_TIME_PATTERN } from '../locations/local-time.ts';
import { DELIVERY_BUILDING_MAX, DELIVERY_INSTRUCTIONS_MAX } from '../locations/delivery-fields.ts';
import { GEO_PRECISIONS } from '../locations/zone-fit.ts';
import { cartNoticeSchema } from './menu-notices.ts';

/**
 * The cart API's contract (spec §3 Cart and Cart product, §7). One schema for the
 * server reply, the web client and the tests. Money is integer cents; the client never sends a price.
 */
export const cartIdParams = z.object({ id: z.uuid({ error: 'cart id is not a cart id' }) });
export const cartLineParams = cartIdParams.extend({ lineId: z.uuid({ error: 'line id is not a line id' }) });
export const menuIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'menu_id is not a menu id' });

export const cartProductSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  /** The /menu/{mid}/product/{pid} part, for the edit link. */
  pdp_id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** The picture's widths when it is a photograph set: the bag thumbnail picks its size. */
  image_srcset: imageWidthsSchema.optional(),
  quantity: z.number().int(),
  quantities: z.object({ min: z.number().int(), max: z.number().int(), increments: z.number().int() }),
  choices: z.array(
    z.object({ id: z.string(), name: z.string(), quantity: z.number().int(), text: z.string().optional() }),
  ),
  cost: z.object({ total: z.number().int(), unit: z.number().int() }),
  recipient: z.string().nullable(),
  instructions: z.string().nullable(),
  /** The product's hide-customize flag (spec §3): the bag's line offers no Edit. Cart replies only (order lines are read-only). */
  hide_customize: z.boolean().optional(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

export const cartTotalsSchema = z.object({
  subtotal: z.number().int(),
  tax: z.number().int(),
  fees: z.number().int(),
  handoff: z.number().int(),
  discount: z.number().int(),
  tip: z.number().int(),
  total: z.number().int(),
});

export const cartAddressSchema = z.object({
  address: z.string(),
  building: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  lat: z.number(),
  lng: z.number(),
  instructions: z.string(),
});

/** The store a cart (and, with its time zone, an order) is for, as the bag and the receipt name it. */
export const cartLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
  /** The /locations/... page path. */
  path: z.string(),
});

export const cartSchema = z.object({
  id: z.string(),
  /** ISO timestamp of creation (the cart timeout counts from here). */
  created: z.string(),
  menu_id: z.string(),
  status: z.enum(['active', 'abandoned', 'submitted']),
  catering: z.boolean(),
  handoff: handoffMode,
  time: z.object({
    mode: z.enum(['asap', 'advance']),
    /** Earliest ready time 'YYYYMMDD HH:mm' when ASAP is possible now, else null. */
    earliest: z.string().nullable(),
    wanted: z.string().nullable(),
    asap_available: z.boolean(),
  }),
  address: cartAddressSchema.nullable(),
  location: cartLocationSchema,
  products: z.array(cartProductSchema),
  /** Lines the menu no longer accepts as they are (sold out, changed options): fix or remove them. */
  problems: z.array(
    z.object({
      line_id: z.string(),
      message: z.string(),
      /** A time problem's typed code and the input it is about (`time`): shown at the time picker. */
      /** ITEM_SOLD_OUT: the line's product or a choice is 86'd at this location. */
      code: z.enum(['TIME_REQUIRED', 'SLOT_FULL', 'ITEM_SOLD_OUT', 'LOCATION_PAUSED']).optional(),
      field: z.literal('time').optional(),
    }),
  ),
  /** What a menu change did to the bag since the customer last changed it (a new price, a product removed). */
  notices: z.array(cartNoticeSchema),
  coupon: z.string().nullable(),
  discounts: z.array(z.object({ label: z.string() })),
  totals: cartTotalsSchema,
  tips: z.object({
    allow: z.boolean(),
    percent: z.number().int().nullable(),
    custom: z.number().int().nullable(),
    options: z.array(z.number().int()),
  }),
  version: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartReply = okEnvelope(cartSchema);
export type CartReply = z.infer<typeof cartReply>;
/** DELETE /api/carts/{id} (abandon): the id of the cart that was dropped. */
export const abandonCartReply = okEnvelope(z.object({ id: z.string(), status: z.literal('abandoned') }));

export const createCartRequest = z.strictObject({ menu_id: menuIdSchema, catering: z.boolean().default(false) });
export const transferCartRequest = z.strictObject({ menu_id: menuIdSchema });
export const transferCartReply = okEnvelope(
  z.object({
    cart: cartSchema,
    /** Lines that could not come along: not sold at the new location, or no longer valid there. */
    dropped: z.array(z.object({ product_id: z.string(), name: z.string(), reason: z.string() })),
  }),
);

export const addProductRequest = cartLineSchema;
export const quickAddRequest = z.strictObject({
  product_id: z.string().min(1).max(200),
  quantity: z.number().int().min(1).max(999).default(1),
});
export const updateProductRequest = z.strictObject({
  quantity: z.number({ error: 'quantity must be a number' }).int(),
  choices: z.array(cartLineChoiceSchema).max(200).optional(),
  recipient: z.string().trim().max(40).optional(),
  instructions: z.string().trim().max(200).optional(),
});

export const handoffRequest = z.strictObject({ handoff: handoffMode });

/** Spec §7 "Apply delivery handoff": PUT carts/{id}/handoff/delivery, exactly these fields. */
export const deliveryHandoffRequest = z.strictObject({
  address: z.string().trim().min(1, { error: 'address is required' }).max(200),
  building: z.string().trim().max(DELIVERY_BUILDING_MAX).default(''),
  city: z.string().trim().min(1, { error: 'city is required' }).max(100),
  state: z.string().trim().min(2, { error: 'state is required' }).max(40),
  zip: z.string().trim().min(3, { error: 'zip is required' }).max(12),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  instructions: z.string().trim().max(DELIVERY_INSTRUCTIONS_MAX).default(''),
  default: z.boolean().default(false),
  handoffMode: z.enum(['delivery', 'dispatch']).default('delivery'),
  // Beyond the spec's fields: how precisely the point was placed. An address
  // placed by its ZIP near the zone edge, confirmed by the customer, is accepted; absent = exact.
  precision: z.enum(GEO_PRECISIONS).optional(),
});

export const orderTimeRequest = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('asap') }),
  z.strictObject({
    mode: z.literal('advance'),
    wanted: z.string().regex(ORDER_TIME_PATTERN, { error: 'wanted must be a time YYYYMMDD HH:mm' }),
  }),
]);

export const timesQuery = z.object({
  day: z
    .string()
    .regex(/^\d{8}$/, { error: 'day must be a date YYYYMMDD' })
    .optional(),
});
export const timesReply = okEnvelope(
  z.object({
    /** Spec §8's sentence while the store is paused (no day, no time, no ASAP), else null. */
    paused: z.string().nullable(),
    /** Days that can be chosen, 'YYYYMMDD'. */
    days: z.array(z.string()),
    day: z.string(),
    /** 'YYYYMMDD HH:mm' times with room left on that day. */
    times: z.array(z.string()),
    asap: z.object({ available: z.boolean(), earliest: z.string().nullable(), reason: z.string().nullable() }),
  }),
);

export const upsellsQuery = z.object({ num: z.coerce.number().int().min(1).max(12).default(4) });
export const upsellItemSchema = z.object({
  id: z.string(),
  product_id: z.string(),
  pdp_id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  image_srcset: imageWidthsSchema.optional(),
  cost: z.number().int(),
  quantities: z.object({ min: z.number().int(), max: z.number().int(), increments: z.number().int() }),
});
export type UpsellItem = z.infer<typeof upsellItemSchema>;
export const upsellsReply = okEnvelope(z.object({ upsells: z.array(upsellItemSchema) }));

export const couponRequest = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1, { error: 'code is required' })
    .max(40)
    .transform((c) => c.toUpperCase()),
});

export const tipRequest = z.union([
  z.strictObject({ percent: z.union([z.literal(10), z.literal(15), z.literal(20)]) }),
  z.strictObject({ custom: z.number().int().min(0).max(100_000) }),
]);

export const validateCartReply = okEnvelope(z.object({ valid: z.boolean(), cart: cartSchema }));

export const TRACK_EVENTS = ['view_cart', 'view_estimated_ready', 'add_shipping_info'] as const;
export const trackEventRequest = z.strictObject({
  name: z.enum(TRACK_EVENTS),
  payload: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean(), z.null()])).default({}),
});
export const trackEventReply = okEnvelope(z.object({ recorded: z.literal(true) }));

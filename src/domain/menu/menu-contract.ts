import { z } from 'zod';
import { handoffModeSchema } from '../location-model.ts';

/**
 * GET /api/menus/{menu_id} (spec §7: "data is the menu"), in the spec §3 vocabulary:
 * Menu = categories with name, description and products; Product = product_id, name,
 * description, images (a mobile-webapp-menu url), quantities, meta/flags, nutrition,
 * nutrition_lifestyle, cost. Money is integer cents (DESIGN §3). One schema for the server
 * reply, the web loaders and the validator.
 */

/** A choice's own fields, without the groups it opens (the editor's catalogue extends them). */
export const menuOptionChoiceFields = z.object({
  id: z.string(),
  name: z.string(),
  /** Added to the unit price per chosen unit; may be 0 or negative. */
  price_delta: z.number().int(),
  calories_delta: z.number().int(),
  is_default: z.boolean(),
  /** False while this location has the choice sold out ("86"): shown, not orderable. */
  available: z.boolean(),
});

/** An option group's own fields, without its choices (the editor's catalogue extends them). */
export const menuOptionGroupFields = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  min_select: z.number().int().min(0),
  max_select: z.number().int().min(0),
  allow_quantity: z.boolean(),
  max_choice_quantity: z.number().int().nullable(),
  min_total_quantity: z.number().int().nullable(),
  max_total_quantity: z.number().int().nullable(),
  /** Free text written with a selected choice of this group (the message on a cake). */
  custom_text: z.object({ label: z.string(), max_length: z.number().int().positive() }).nullable(),
});

export interface MenuOptionChoice extends z.infer<typeof menuOptionChoiceFields> {
  /** Groups that apply only while this choice is selected (combo → side → dressing). */
  option_groups: MenuOptionGroup[];
}

export interface MenuOptionGroup extends z.infer<typeof menuOptionGroupFields> {
  choices: MenuOptionChoice[];
}

export const menuOptionGroupSchema: z.ZodType<MenuOptionGroup> = z.lazy(() =>
  menuOptionGroupFields.extend({ choices: z.array(menuOptionChoiceSchema) }),
);

export const menuOptionChoiceSchema: z.ZodType<MenuOptionChoice> = z.lazy(() =>
  menuOptionChoiceFields.extend({ option_groups: z.array(menuOptionGroupSchema) }),
);

export { MENU_IMAGE_KIND } from './menu-image-kind.ts';

/**
 * One product picture. `kind` and `url` are the spec's; the rest is added alongside
 * so the page can reserve space (width × height), describe it (alt) and pick a size: `srcset`
 * lists the widths a photograph comes in; an SVG illustration has none (it scales itself).
 */
/** The widths a photograph comes in (empty for an illustration, which scales itself). */
export const imageWidthsSchema = z.array(
  z.object({
    url: z.string(),
    width: z.number().int().positive(),
    /** An uploaded photo's format; absent for the seed's pictures, whose format is their name's. */
    type: z.enum(['image/avif', 'image/webp']).optional(),
  }),
);

export const menuImageSchema = z.object({
  kind: z.string(),
  url: z.string(),
  alt: z.string(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  srcset: imageWidthsSchema,
});
export type MenuImage = z.infer<typeof menuImageSchema>;

export const menuProductSchema = z.object({
  product_id: z.string(),
  /** The {pid} of /menu/{mid}/product/{pid} and of /menu?product={pdp_id} (spec §2). */
  pdp_id: z.string(),
  name: z.string(),
  description: z.string(),
  images: z.array(menuImageSchema),
  quantities: z.object({
    min: z.number().int().min(1),
    max: z.number().int().min(1),
    increments: z.number().int().min(1),
  }),
  meta: z.object({ quick_add: z.boolean(), hide_customize: z.boolean() }),
  nutrition: z.object({ calories: z.object({ base: z.number().int().nullable(), max: z.number().int().nullable() }) }),
  /** Comma-separated dietary tags (spec §3). */
  nutrition_lifestyle: z.string(),
  /** Unit price before options, in cents, with this menu's price override applied. */
  cost: z.number().int().min(0),
  /** Handoffs the product is sold for; null = every handoff. */
  handoffs: z.array(handoffModeSchema).nullable(),
  /** Dayparts the product is offered in (from its categories); null = whenever the store is open. */
  dayparts: z.array(z.string()).nullable(),
  /** False while this location has the product sold out ("86"): shown, not orderable. */
  available: z.boolean(),
  /** True when the product has option groups (the menu page ships cards without them). */
  customizable: z.boolean(),
  option_groups: z.array(menuOptionGroupSchema),
});
export type MenuProduct = z.infer<typeof menuProductSchema>;

export const menuSubCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  products: z.array(menuProductSchema),
});
export type MenuSubCategory = z.infer<typeof menuSubCategorySchema>;

export const menuCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  daypart: z.string().nullable(),
  products: z.array(menuProductSchema),
  sub_categories: z.array(menuSubCategorySchema),
});
export type MenuCategory = z.infer<typeof menuCategorySchema>;

export const menuMasterCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  categories: z.array(menuCategorySchema),
});
export type MenuMasterCategory = z.infer<typeof menuMasterCategorySchema>;

export const daypartSchema = z.object({ id: z.string(), name: z.string(), starts: z.string(), ends: z.string() });
export type Daypart = z.infer<typeof daypartSchema>;

export const menuSchema = z.object({
  menu_id: z.string(),
  name: z.string(),
  /** The location's IANA time zone for daypart windows; null for the brand's browse menu. */
  time_zone: z.string().nullable(),
  dayparts: z.array(daypartSchema),
  master_categories: z.array(menuMasterCategorySchema),
});
export type Menu = z.infer<typeof menuSchema>;

export const menuReply = z.object({ status: z.literal('ok'), data: menuSchema });
export type MenuReply = z.infer<typeof menuReply>;

export const menuProductReply = z.object({
  status: z.literal('ok'),
  data: z.object({
    menu_id: z.string(),
    time_zone: z.string().nullable(),
    dayparts: z.array(daypartSchema),
    product: menuProductSchema,
  }),
});
export type MenuProductReply = z.infer<typeof menuProductReply>;

/**
 * The port route loaders use to read menus (WebLoadContext.menus): the server's cached menu
 * service implements it, so web code never imports server modules.
 */
export interface MenuReader {
  getMenu(menuId: string): Promise<Menu | null>;
}

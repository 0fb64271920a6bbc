import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { menuVersions } from './catalogue.ts';
import { createdAt, updatedAt } from './columns.ts';
import type { HandoffMode } from '../../../domain/location-model.ts';

/**
 * The menu model (DESIGN §4 Menus). One brand-wide catalogue (categories,
 * products, option groups) and many menus: a menu is the list of catalogue products a
 * location sells, with its own availability and optional prices. Category ids are brand-wide,
 * so /menu/category/{cid} works without a location and /menu/{mid}/category/{cid} with one.
 */

/** A brand menu: each location's menu_id, plus the brand's default browse menu ('mealtime'). */
export const menus = pgTable('menus', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** 'mealtime' or 'catering' (spec §9 "Default menu: a mealtime menu id, with catering null"). */
  kind: text('kind').notNull().default('mealtime'),
  /** The published menu version this menu is built from; null before the first one. */
  versionNumber: integer('version_number').references((): AnyPgColumn => menuVersions.number),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Time windows of the day a category is sold in, in the location's time zone. */
export const dayparts = pgTable('dayparts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  starts: text('starts').notNull(),
  ends: text('ends').notNull(),
  sort: smallint('sort').notNull().default(0),
});

/** Top-level tabs of the menu page (spec §3 brand state: masterCategories). */
export const masterCategories = pgTable('master_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  sort: smallint('sort').notNull().default(0),
});

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    masterCategoryId: text('master_category_id')
      .notNull()
      .references(() => masterCategories.id),
    /** Sub-categories point at their parent (spec §3 brand state: subCategories). */
    parentId: text('parent_id').references((): AnyPgColumn => categories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    /** Null: sold whenever the location is open. */
    daypartId: text('daypart_id').references(() => dayparts.id),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('categories_master_idx').on(t.masterCategoryId), index('categories_parent_idx').on(t.parentId)],
);

export const products = pgTable(
  'products',
  {
    /** Stable id, e.g. 'p-avocado-toast'; cart lines and upsells refer to it. */
    id: text('id').primaryKey(),
    /** The {pid} of /menu/{mid}/product/{pid} (spec §2: pdp_id). */
    pdpSlug: text('pdp_slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    caloriesBase: integer('calories_base'),
    caloriesMax: integer('calories_max'),
    /** Comma-separated dietary tags (spec §3 nutrition_lifestyle; domain DIETARY_TAGS). */
    nutritionLifestyle: text('nutrition_lifestyle').notNull().default(''),
    quantityMin: smallint('quantity_min').notNull().default(1),
    quantityMax: smallint('quantity_max').notNull().default(99),
    quantityIncrement: smallint('quantity_increment').notNull().default(1),
    quickAdd: boolean('quick_add').notNull().default(false),
    hideCustomize: boolean('hide_customize').notNull().default(false),
    /** Offered in the cart's "May We Suggest" list. */
    upsell: boolean('upsell').notNull().default(false),
    /** The product picture: one URL (an SVG illustration or a photograph's default size)... */
    image: text('image'),
    /** ...its alt text, intrinsic size, and for photographs the widths it comes in. */
    imageAlt: text('image_alt'),
    imageWidth: integer('image_width'),
    imageHeight: integer('image_height'),
    imageSrcset: jsonb('image_srcset').$type<Array<{ url: string; width: number }>>(),
    /** Null: every handoff; ['catering']: catering orders only. */
    handoffs: jsonb('handoffs').$type<HandoffMode[]>(),
    sort: smallint('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
    check(
      'products_quantity_range',
      sql`${t.quantityMin} >= 1 and ${t.quantityMin} <= ${t.quantityMax} and ${t.quantityIncrement} >= 1`,
    ),
  ],
);

/** Which products a category lists, in order; a product may sit in several categories. */
export const categoryProducts = pgTable(
  'category_products',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.productId] }), index('category_products_product_idx').on(t.productId)],
);

/** A menu's products: availability and an optional price that replaces the catalogue price. */
export const menuProducts = pgTable(
  'menu_products',
  {
    menuId: text('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priceCents: integer('price_cents'),
    available: boolean('available').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.productId] }), index('menu_products_product_idx').on(t.productId)],
);

/**
 * Modifier groups (domain OptionGroupRules). A group with parent_choice_id applies only when
 * that choice is selected ("Make it a Combo" → "Choose a Side" → "Choose a Dressing").
 */
export const optionGroups = pgTable(
  'option_groups',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    parentChoiceId: text('parent_choice_id').references((): AnyPgColumn => optionChoices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    minSelect: smallint('min_select').notNull().default(0),
    maxSelect: smallint('max_select').notNull().default(1),
    allowQuantity: boolean('allow_quantity').notNull().default(false),
    maxChoiceQuantity: smallint('max_choice_quantity'),
    minTotalQuantity: smallint('min_total_quantity'),
    maxTotalQuantity: smallint('max_total_quantity'),
    /** Free text the guest writes (e.g. on a celebration cake), kept with the group's selection. */
    allowCustomText: boolean('allow_custom_text').notNull().default(false),
    customTextLabel: text('custom_text_label'),
    customTextMaxLength: smallint('custom_text_max_length'),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [
    index('option_groups_product_idx').on(t.productId),
    index('option_groups_parent_choice_idx').on(t.parentChoiceId),
    check('option_groups_select_range', sql`${t.minSelect} >= 0 and ${t.minSelect} <= ${t.maxSelect}`),
  ],
);

export const optionChoices = pgTable(
  'option_choices',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references((): AnyPgColumn => optionGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** May be 0 or negative ("No cheese" −50). */
    priceDeltaCents: integer('price_delta_cents').notNull().default(0),
    caloriesDelta: integer('calories_delta').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('option_choices_group_idx').on(t.groupId)],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt, uuidId } from './columns.ts';
import type { HandoffMode } from '../../../domain/app-info.ts';
import type { CouponKind } from '../../../domain/cart/coupon.ts';
import type { CartNotice } from '../../../domain/cart/menu-notices.ts';
import { members } from './members.ts';

/**
 * Carts. A cart belongs to the session that made it (`session_id_hash`) and, once signed in,
 * to the member too. `version` goes up on every change (mutations lock the row with SELECT …
 * FOR UPDATE). Times are the store's wall clock.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuidId(),
    sessionIdHash: text('session_id_hash').notNull(),
    /** Same type as sessions.member_id (members rows outlive account deletion). */
    memberId: uuid('member_id').references(() => members.id),
    menuId: text('menu_id').notNull(),
    locationId: text('location_id').notNull(),
    catering: boolean('catering').notNull().default(false),
    handoff: text('handoff').$type<HandoffMode>().notNull().default('pickup'),
    timeMode: text('time_mode').$type<'asap' | 'advance'>().notNull().default('asap'),
    /** 'YYYYMMDD HH:mm' in the location's zone when time_mode is advance. */
    wanted: text('wanted'),
    /** The slot this cart holds a place in (slot_reservations), released on change/abandon. */
    reservedSlotStart: timestamptz('reserved_slot_start'),
    reservedSlotMode: text('reserved_slot_mode'),
    address: text('address'),
    building: text('building'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    addressInstructions: text('address_instructions'),
    couponCode: text('coupon_code'),
    tipPercent: smallint('tip_percent').default(15),
    tipCustomCents: integer('tip_custom_cents'),
    status: text('status').$type<'active' | 'abandoned' | 'submitted'>().notNull().default('active'),
    version: integer('version').notNull().default(1),
    /** What a menu change did to the bag at a read (CartNotice[]); cleared by the customer's next change. */
    menuNotices: jsonb('menu_notices').$type<CartNotice[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('carts_session_idx').on(t.sessionIdHash),
    index('carts_member_idx').on(t.memberId),
    check('carts_status', sql`${t.status} in ('active', 'abandoned', 'submitted')`),
    check('carts_handoff', sql`${t.handoff} in ('pickup', 'curbside', 'drivethru', 'delivery', 'dispatch')`),
    check('carts_time_mode', sql`${t.timeMode} in ('asap', 'advance')`),
  ],
);

export interface StoredChoice {
  id: string;
  quantity: number;
  text?: string;
}

export const cartLines = pgTable(
  'cart_lines',
  {
    id: uuidId(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    choices: jsonb('choices').$type<StoredChoice[]>().notNull().default([]),
    recipient: text('recipient'),
    instructions: text('instructions'),
    /** Computed by the server from the menu at the last change; re-priced on every read. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    createdAt: createdAt(),
    /**
     * A group order's shared cart: the seat (group_order_participants.id) whose line
     * this is — whose to edit and whose part pays for it. Null: the cart owner's (the host's) line,
     * and every line of an ordinary cart. No foreign key: schema files would import each other;
     * the server sets it only from the caller's own seat row. Last column: the prepared append
     * statement inserts by position.
     */
    participantId: uuid('participant_id'),
  },
  (t) => [
    unique('cart_lines_position_unique').on(t.cartId, t.position),
    check('cart_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    code: text('code').primaryKey(),
    kind: text('kind').$type<CouponKind>().notNull(),
    value: integer('value').notNull().default(0),
    productId: text('product_id'),
    /** percent / fixed: only these products' lines are discounted (an offer's product list); null = the whole bag. */
    productIds: jsonb('product_ids').$type<string[]>(),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    expiresAt: timestamptz('expires_at'),
    label: text('label').notNull(),
  },
  (t) => [check('coupons_kind', sql`${t.kind} in ('percent', 'fixed', 'free_item')`)],
);

/** Places taken per slot: the count only grows through `count < capacity` in SQL. */
export const slotReservations = pgTable(
  'slot_reservations',
  {
    locationId: text('location_id').notNull(),
    handoff: text('handoff').notNull(),
    slotStart: timestamptz('slot_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    unique('slot_reservations_slot_unique').on(t.locationId, t.handoff, t.slotStart),
    check('slot_reservations_count', sql`${t.count} >= 0`),
  ],
);

/**
 * Brand-editable pairings for "May We Suggest" (spec §2 Upsell view): when the cart holds a
 * product (or a product of a category), suggest `suggest_product_id`; lower rank first.
 */
export const upsellRules = pgTable(
  'upsell_rules',
  {
    id: text('id').primaryKey(),
    whenProductId: text('when_product_id'),
    whenCategoryId: text('when_category_id'),
    suggestProductId: text('suggest_product_id').notNull(),
    rank: smallint('rank').notNull().default(100),
  },
  (t) => [
    index('upsell_rules_product_idx').on(t.whenProductId),
    index('upsell_rules_category_idx').on(t.whenCategoryId),
  ],
);

/** The track-event call (spec §7): view_cart, view_estimated_ready, add_shipping_info. */
export const trackEvents = pgTable('track_events', {
  id: uuidId(),
  name: text('name').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  sessionIdHash: text('session_id_hash'),
  createdAt: createdAt(),
});

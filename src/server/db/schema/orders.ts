import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt, uuidId } from './columns.ts';
import type { HandoffMode } from '../../../domain/app-info.ts';
import type { Order, OrderStatus } from '../../../domain/orders/order-schema.ts';
import { carts } from './carts.ts';
import { members } from './members.ts';
import type { PaymentStatus } from '../../../domain/checkout/payment-state.ts';
import { nameSearchVector } from './name-search.ts';

/** The customer's name on the order, as staff search reads it (name-search.ts). */
export const customerNameVector = nameSearchVector(`contact->>'first_name'`, `contact->>'last_name'`);

/**
 * Orders, payments, gift cards and idempotency keys.
 *
 * - `orders.cart_id` is unique: one cart can never become two orders, whatever the code does.
 * - `orders.number` is an identity column (sequential per brand, gaps after a rolled-back
 *   submission are allowed).
 * - Card numbers are never stored: a card payment keeps brand, last 4 and the provider's id.
 * - `idempotency_keys` (scope, key) is unique: concurrent duplicates race on that insert.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuidId(),
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    sessionIdHash: text('session_id_hash').notNull(),
    memberId: uuid('member_id').references(() => members.id),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id),
    menuId: text('menu_id').notNull(),
    locationId: text('location_id').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('placed'),
    catering: boolean('catering').notNull().default(false),
    handoff: text('handoff').$type<HandoffMode>().notNull(),
    timeMode: text('time_mode').$type<'asap' | 'advance'>().notNull(),
    readyAt: timestamptz('ready_at').notNull(),
    /** 'YYYYMMDD HH:mm' in the location's zone. */
    readyLocal: text('ready_local').notNull(),
    /** Frozen at submission: what the confirmation, the receipt and the history show. */
    address: jsonb('address').$type<Order['address']>(),
    vehicle: jsonb('vehicle').$type<Order['vehicle']>(),
    location: jsonb('location').$type<Order['location']>().notNull(),
    couponCode: text('coupon_code'),
    discounts: jsonb('discounts').$type<Order['discounts']>().notNull().default([]),
    totals: jsonb('totals').$type<Order['totals']>().notNull(),
    contact: jsonb('contact').$type<Order['contact']>().notNull(),
    /** The slot place the order holds (released if it is cancelled). */
    slotStart: timestamptz('slot_start'),
    slotMode: text('slot_mode'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** "Your order is ready" e-mail: claimed by the one instance that sends it, never cleared by a recall. */
    readyEmailSentAt: timestamptz('ready_email_sent_at'),
    /** The customer's cancellation e-mail, claimed the same way. */
    cancelEmailSentAt: timestamptz('cancel_email_sent_at'),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.number),
    uniqueIndex('orders_cart_uq').on(t.cartId),
    index('orders_member_created_idx').on(t.memberId, t.createdAt),
    // The live board's read: a location's open orders by promised time
    // (partial: years of completed orders never enter it) and its recently finished ones.
    index('orders_board_open_idx')
      .on(t.locationId, t.readyAt)
      .where(sql`status in ('placed', 'in_progress', 'ready')`),
    index('orders_location_updated_idx').on(t.locationId, t.updatedAt),
    // Sales reports: a store's orders by the time they were placed.
    index('orders_location_created_idx').on(t.locationId, t.createdAt),
    index('orders_session_idx').on(t.sessionIdHash),
    // Staff search by name (words, prefixes), phone and e-mail.
    index('orders_search_name_idx').using('gin', customerNameVector),
    index('orders_contact_phone_idx').on(sql`(${t.contact}->>'phone')`),
    index('orders_contact_email_idx').on(sql`lower(${t.contact}->>'email')`),
    check('orders_status', sql`${t.status} in ('placed', 'in_progress', 'ready', 'completed', 'cancelled')`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuidId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id').notNull(),
    pdpId: text('pdp_id').notNull(),
    name: text('name').notNull(),
    image: text('image'),
    quantity: integer('quantity').notNull(),
    /** The product's {min, max, increments} when sold (spec §3 Cart product shape). */
    quantities: jsonb('quantities')
      .$type<Order['products'][number]['quantities']>()
      .notNull()
      .default({ min: 1, max: 99, increments: 1 }),
    /** Choices with their names as sold ({id, name, quantity, text?}). */
    choices: jsonb('choices').$type<Order['products'][number]['choices']>().notNull().default([]),
    unitCents: integer('unit_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    recipient: text('recipient'),
    instructions: text('instructions'),
  },
  (t) => [
    unique('order_lines_position_unique').on(t.orderId, t.position),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Statuses and their moves: src/domain/checkout/payment-state.ts. */
export type { PaymentStatus };

/**
 * Every payment attempt and every payment of an order. A card attempt is written before the
 * provider is called (so a crash leaves a trace to void) and tied to its idempotency key.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuidId(),
    orderId: uuid('order_id').references(() => orders.id),
    idempotencyKeyId: uuid('idempotency_key_id'),
    sessionIdHash: text('session_id_hash').notNull(),
    kind: text('kind').$type<'card' | 'gift_card'>().notNull(),
    provider: text('provider').notNull(),
    /** The provider's id (PaymentIntent id, sandbox id) or the gift card id. */
    providerRef: text('provider_ref'),
    giftCardId: uuid('gift_card_id'),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** Why it failed ('declined', 'insufficient_funds', …); never card data. */
    failure: text('failure'),
    /** What a card attempt holds money for: its cart (a group part: cart and payer). At most one live attempt each. */
    holdKey: text('hold_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_idempotency_idx').on(t.idempotencyKeyId),
    uniqueIndex('payments_live_hold_uq')
      .on(t.holdKey)
      .where(
        sql`${t.kind} = 'card' and ${t.orderId} is null and ${t.status} in ('pending', 'requires_confirmation', 'confirmed', 'authorized')`,
      ),
    check('payments_kind', sql`${t.kind} in ('card', 'gift_card')`),
    check('payments_amount', sql`${t.amountCents} >= 0`),
  ],
);

/** Gift cards: the number is looked up by its SHA-256, the PIN is a salted scrypt hash. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuidId(),
    numberHash: text('number_hash').notNull(),
    last4: text('last4').notNull(),
    pinHash: text('pin_hash').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('gift_cards_number_uq').on(t.numberHash),
    check('gift_cards_balance', sql`${t.balanceCents} >= 0`),
  ],
);

export type IdempotencyState = 'processing' | 'open' | 'completed';

/**
 * Checkout idempotency keys: unique per (scope, key), where scope is the member
 * ('m:<id>') or the session ('s:<hash>'). Kept at least 24 hours, purged after.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuidId(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').$type<IdempotencyState>().notNull(),
    replyStatus: integer('reply_status'),
    replyBody: jsonb('reply_body').$type<unknown>(),
    orderId: uuid('order_id').references(() => orders.id),
    /** A 'processing' claim's lease and its holder: renewed while the request lives; only the holder releases. */
    lockedUntil: timestamptz('locked_until'),
    claimToken: uuid('claim_token'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_scope_key_uq').on(t.scope, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
    check('idempotency_keys_state', sql`${t.state} in ('processing', 'open', 'completed')`),
  ],
);

/**
 * Card tokens spent: a token pays for one checkout — the idempotency key that
 * first used it, which may retry with it — and then never again, on any instance. Kept a little
 * longer than a token lives (card-token.ts), purged with the keys.
 */
export const cardTokenUses = pgTable(
  'card_token_uses',
  {
    nonce: text('nonce').primaryKey(),
    idempotencyKeyId: uuid('idempotency_key_id').notNull(),
    holdKey: text('hold_key').notNull(),
    usedAt: timestamptz('used_at').notNull().defaultNow(),
  },
  (t) => [index('card_token_uses_used_idx').on(t.usedAt)],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt, uuidId } from './columns.ts';
import type { GroupStatus, PaymentType } from '../../../domain/group-order/rules.ts';
import { carts } from './carts.ts';
import { members } from './members.ts';
import { orders } from './orders.ts';

/**
 * Group orders. The id is a random v4 UUID made by PostgreSQL's
 * gen_random_uuid (122 random bits): holding it is the invitation, guessing one is hopeless.
 * The host is a signed-in member; everyone orders into one shared cart, each line "Made For"
 * (recipient) its participant. `confirmed` is set when the shared cart is submitted by checkout.
 */
export const groupOrders = pgTable(
  'group_orders',
  {
    id: uuidId(),
    hostMemberId: uuid('host_member_id')
      .notNull()
      .references(() => members.id),
    /** The host's full name when the group was made (spec §3 hostfullname; host detection by name, spec §4). */
    hostFullName: text('host_full_name').notNull(),
    menuId: text('menu_id').notNull(),
    locationId: text('location_id').notNull(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id),
    deadline: timestamptz('deadline').notNull(),
    paymentType: text('payment_type').$type<PaymentType>().notNull(),
    status: text('status').$type<GroupStatus>().notNull().default('open'),
    /** Each-pays: how many people have paid their part; from the first, the pickup is fixed. */
    paidCount: integer('paid_count').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('group_orders_cart_uq').on(t.cartId),
    index('group_orders_host_idx').on(t.hostMemberId),
    check('group_orders_status', sql`${t.status} in ('open', 'locked', 'cancelled', 'confirmed')`),
    check('group_orders_payment', sql`${t.paymentType} in ('host', 'each')`),
  ],
);

/**
 * Everyone in a group, the host included (row with role 'host'). A participant is known by the
 * session that joined (guests) and, when signed in, the member. `left_at` marks who left; their
 * name is free again. Names are unique among those still in (case-insensitive).
 */
export const groupOrderParticipants = pgTable(
  'group_order_participants',
  {
    id: uuidId(),
    groupOrderId: uuid('group_order_id')
      .notNull()
      .references(() => groupOrders.id, { onDelete: 'cascade' }),
    role: text('role').$type<'host' | 'participant'>().notNull(),
    name: text('name').notNull(),
    sessionIdHash: text('session_id_hash').notNull(),
    memberId: uuid('member_id').references(() => members.id),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
    /**
     * Each-pays: the order that paid this person's part. Unique: one part per seat,
     * whatever the checkout code does; set in the order's own transaction.
     */
    paidOrderId: uuid('paid_order_id').references(() => orders.id),
    /** Each-pays: this person's own tip on their part (spec §9 options; 15 % by default). */
    tipPercent: smallint('tip_percent').default(15),
    tipCustomCents: integer('tip_custom_cents'),
    leftAt: timestamptz('left_at'),
  },
  (t) => [
    uniqueIndex('group_participants_name_uq')
      .on(t.groupOrderId, sql`lower(${t.name})`)
      .where(sql`${t.leftAt} is null`),
    uniqueIndex('group_participants_session_uq')
      .on(t.groupOrderId, t.sessionIdHash)
      .where(sql`${t.leftAt} is null`),
    uniqueIndex('group_participants_paid_order_uq').on(t.paidOrderId),
    index('group_participants_session_idx').on(t.sessionIdHash),
    index('group_participants_member_idx').on(t.memberId),
    check('group_participants_role', sql`${t.role} in ('host', 'participant')`),
  ],
);

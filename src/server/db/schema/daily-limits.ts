import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { locations } from './locations.ts';
import { orders } from './orders.ts';
import { staffMembers } from './staff.ts';

/** A store's cap on one product per pickup day, and the order-by cutoff (days before, store time). */
export const dailyLimits = pgTable(
  'daily_limits',
  {
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    perDay: integer('per_day').notNull(),
    cutoffDaysBefore: smallint('cutoff_days_before'),
    /** 'HH:MM', store time; null with cutoff_days_before: no cutoff. */
    cutoffTime: text('cutoff_time'),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.productId] }), check('daily_limits_per_day', sql`${t.perDay} >= 0`)],
);

/** Ordered so far per store, product and pickup day: the count only grows through `count + n <= per_day` in SQL. */
export const dailyLimitCounts = pgTable(
  'daily_limit_counts',
  {
    locationId: text('location_id').notNull(),
    productId: text('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.productId, t.day] }),
    check('daily_limit_counts_count', sql`${t.count} >= 0`),
  ],
);

/** What each order took, so its cancellation gives exactly that back. */
export const dailyLimitTakes = pgTable(
  'daily_limit_takes',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    locationId: text('location_id').notNull(),
    productId: text('product_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] })],
);

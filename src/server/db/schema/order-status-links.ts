import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { orders } from './orders.ts';

/**
 * A guest's private order-status link (the receipt e-mails it): only the token's SHA-256 is
 * kept, so the table alone opens no order. One link per order.
 */
export const orderStatusLinks = pgTable(
  'order_status_links',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_status_links_token_uq').on(t.tokenHash)],
);

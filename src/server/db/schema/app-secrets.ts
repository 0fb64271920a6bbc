import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Secrets the instances of one database must share and no operator configured: made
 * by whichever instance starts first, read by every other. Only keys of the app's own signatures
 * (a card token's HMAC); anyone who can read this table can already change every order.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

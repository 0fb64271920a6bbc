import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Newsletter sign-ups (spec §1, §7 Subscribe). E-mail is stored lower-cased, once. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  source: text('source').notNull().default('footer'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

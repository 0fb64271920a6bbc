import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, uuidId } from './columns.ts';

/** Newsletter sign-ups (spec §1, §7 Subscribe). E-mail is stored lower-cased, once. */
export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  id: uuidId(),
  email: text('email').notNull().unique(),
  source: text('source').notNull().default('footer'),
  createdAt: createdAt(),
});

import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Which version of a seed data set was loaded: a start whose data checksum
 * matches skips the seed entirely, so restarts are instant and never overwrite edits made since.
 */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  checksum: text('checksum').notNull(),
  appliedAt: timestamptz('applied_at').notNull().defaultNow(),
});

import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz, updatedAt } from './columns.ts';
import { locations } from './locations.ts';
import { staffMembers } from './staff.ts';

/**
 * Sold out ("86") per location: a row means the product or the option
 * choice is not sold at that location until `until` (null = until further notice). Marking it
 * available again deletes the row; a row whose `until` has passed counts as available (no job
 * has to clear it). Item ids carry no foreign key: the seed rewrites option choices by id.
 */
export const locationItemAvailability = pgTable(
  'location_item_availability',
  {
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['product', 'choice'] }).notNull(),
    itemId: text('item_id').notNull(),
    until: timestamptz('until'),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.kind, t.itemId] }),
    check('location_item_availability_kind_ck', sql`${t.kind} in ('product', 'choice')`),
    index('location_item_availability_updated_idx').on(t.locationId, t.updatedAt),
  ],
);

import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CatalogueDocument } from '../../../domain/catalogue/catalogue-document.ts';
import { createdAt, updatedAt } from './columns.ts';
import { staffMembers } from './staff.ts';

/**
 * The menu editor's data. A version is a frozen catalogue a store's menu is built from
 * (menus.version_number); the draft is the one catalogue being edited, published as a new version.
 */
export const menuVersions = pgTable(
  'menu_versions',
  {
    number: integer('number').primaryKey(),
    catalogue: jsonb('catalogue').$type<CatalogueDocument>().notNull(),
    source: text('source', { enum: ['seed', 'publish', 'restore'] }).notNull(),
    restoredFrom: integer('restored_from'),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The changes against the version before, in words ("raised Butter Croissant to $3.95"). */
    summary: text('summary').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [check('menu_versions_source_ck', sql`${t.source} in ('seed', 'publish', 'restore')`)],
);

/** The brand's draft: one row ('brand'); `revision` goes up with each edit so a publish names what it saw. */
export const catalogueDrafts = pgTable('catalogue_drafts', {
  id: text('id').primaryKey(),
  catalogue: jsonb('catalogue').$type<CatalogueDocument>().notNull(),
  revision: integer('revision').notNull().default(0),
  staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, uuidId } from './columns.ts';

/**
 * Integration keys: one per POS / kitchen-display integration, made by
 * `npm run integration:create`. The key is shown once; only its SHA-256 is kept (a 256-bit random
 * secret needs no slow hash). `key_prefix` is the key's public part: it finds the row and names
 * the key in logs and the audit log without revealing it. Scoped to locations and to scopes.
 */
export const integrationKeys = pgTable(
  'integration_keys',
  {
    id: uuidId(),
    name: text('name').notNull(),
    keyPrefix: text('key_prefix').notNull().unique(),
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    /** Location ids the key may act on; ignored when `all_locations`. */
    locationIds: text('location_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allLocations: boolean('all_locations').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [check('integration_keys_scoped', sql`${t.allLocations} or cardinality(${t.locationIds}) > 0`)],
);

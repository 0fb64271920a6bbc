import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.ts';

/**
 * Server-side sessions for guests and members (DESIGN §4 Members, §8: no state in the
 * process). The cookie carries a random token; only its SHA-256 is stored, so a copy of
 * this table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** Set at sign-in (accounts feature); null for a guest. */
    memberId: uuid('member_id'),
    /** The sign-in provider; spec §4 logs out sessions whose provider lacks the ordering marker. */
    provider: text('provider'),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /** Absolute end of life, whatever the activity. */
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('sessions_member_idx').on(t.memberId), index('sessions_expires_idx').on(t.expiresAt)],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt, uuidId } from './columns.ts';
import { nameSearchVector } from './name-search.ts';

/** A member's name as staff customer lookup reads it (name-search.ts). */
export const memberNameVector = nameSearchVector('first_name', 'last_name');

/**
 * Members (DESIGN §4 "Members"). The row outlives account deletion: personal fields are
 * nulled and deleted_at set, so past orders keep a member id for the bakery's books. E-mail
 * is stored lower-cased; it is unique among live accounts only (and that index answers the
 * staff lookup by e-mail).
 */
export const members = pgTable(
  'members',
  {
    id: uuidId(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    /** argon2id PHC string (parameters inside it, so they can be raised later). */
    passwordHash: text('password_hash'),
    newsletterOptIn: boolean('newsletter_opt_in').notNull().default(false),
    /** Set when the member opened an e-mailed verification link; cleared when the e-mail changes. */
    emailVerifiedAt: timestamptz('email_verified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    uniqueIndex('members_email_uq')
      .on(t.email)
      .where(sql`${t.email} is not null`),
    // Staff customer lookup by name (words, prefixes) and by phone (10 digits as stored).
    index('members_search_name_idx').using('gin', memberNameVector),
    index('members_phone_idx').on(t.phone),
  ],
);

/** Forgot-password links: only a SHA-256 of the random token is stored; single use, 30 minutes. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_member_idx').on(t.memberId)],
);

/**
 * E-mail verification links: only a SHA-256 of the random token is stored; single use, expiring,
 * and bound to the e-mail it was sent to (a changed e-mail makes it stop working).
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_member_idx').on(t.memberId)],
);

/** Spec §3 "Favourite locations: a list of ids" — menu ids per member. */
export const favoriteLocations = pgTable(
  'favourite_locations',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    menuId: text('menu_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.menuId] })],
);

/** Spec §3 "Delivery address … A saved address also has an id". */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: uuidId(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    building: text('building'),
    instructions: text('instructions'),
    createdAt: createdAt(),
  },
  (t) => [index('saved_addresses_member_idx').on(t.memberId)],
);

/**
 * Fixed-window counters for abuse limits shared by every server instance (DESIGN §8):
 * key is e.g. "signin:ip:1.2.3.4", window_start the window's first instant.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_window_idx').on(t.windowStart)],
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt, uuidId } from './columns.ts';
import { integrationKeys } from './integrations.ts';
import { locations } from './locations.ts';

/**
 * Staff identities (DESIGN §10): their own table and sessions, never a
 * member with a flag. E-mail is stored lower-cased and unique. `must_change_password` is set for
 * a one-time password (staff:create, an admin adding someone) until its owner picks their own.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: uuidId(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    /** argon2id PHC string, same parameters as members. */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'manager', 'lead', 'staff'] }).notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('staff_members_email_uq').on(t.email),
    check('staff_members_role_ck', sql`${t.role} in ('admin', 'manager', 'lead', 'staff')`),
    check('staff_members_email_lower_ck', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Which locations a manager or staff member runs; admins implicitly run every one. */
export const staffLocationAccess = pgTable(
  'staff_location_access',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.locationId] }),
    index('staff_location_access_location_idx').on(t.locationId),
  ],
);

/** Server-side staff sessions: only a SHA-256 of the cookie token is stored (as member sessions). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    index('staff_sessions_expires_idx').on(t.expiresAt),
    index('staff_sessions_last_seen_idx').on(t.lastSeenAt),
  ],
);

/**
 * Every staff write, who → what → where → before/after ("Audit log"), written in the
 * write's own transaction. No foreign key on location: the row outlives the store.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuidId(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The integration that acted, when it was not a person. */
    integrationId: uuid('integration_id').references(() => integrationKeys.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    locationId: text('location_id'),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    index('staff_audit_at_idx').on(t.at),
    index('staff_audit_location_at_idx').on(t.locationId, t.at),
    // An order's page lists its entries (target 'order:<id>').
    index('staff_audit_target_idx').on(t.target, t.at),
  ],
);

/**
 * Staff forgot-password links: only a SHA-256 of the e-mailed token is stored; single use,
 * expiring (domain/staff/access-links.ts).
 */
export const staffPasswordResetTokens = pgTable(
  'staff_password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_password_reset_staff_idx').on(t.staffId)],
);

/**
 * First-admin setup links, one per server start while no admin exists: only a SHA-256 of the
 * printed token is stored. Creating the first admin marks every one used.
 */
export const staffSetupTokens = pgTable('staff_setup_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  usedAt: timestamptz('used_at'),
  createdAt: createdAt(),
});

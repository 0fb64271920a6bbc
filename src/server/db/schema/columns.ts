import { timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The column shapes every table repeats, built in one place so the tables cannot drift apart.
 * Each call makes a fresh builder (drizzle builders are not shared between tables); the SQL
 * names are the same as written out by hand, so the migrations do not change.
 */

/** Every instant is stored with its zone (timestamptz), never as a local wall-clock time. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was first written; the database fills it in. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

/** When the row last changed: set on insert, moved to now() by the writes that change it. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow();

/** A random uuid primary key named `id`. */
export const uuidId = () => uuid('id').primaryKey().defaultRandom();

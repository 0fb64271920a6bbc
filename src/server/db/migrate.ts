import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database, Db } from './client.ts';
import { executeRows } from './execute-rows.ts';

const DEFAULT_FOLDER = path.resolve('drizzle');

/**
 * Applies the checked-in SQL migrations under drizzle/ (same files on PGlite and PostgreSQL)
 * under the cluster-wide lock; returns how many it applied.
 */
export async function runMigrations(database: Database, migrationsFolder = DEFAULT_FOLDER): Promise<number> {
  return database.withExclusiveLock((db) => applyMigrations(database.kind, db, migrationsFolder));
}

/**
 * Inside `withExclusiveLock` only: drizzle creates its own schema and table before its
 * transaction, which two instances at once would race on.
 */
export async function applyMigrations(
  kind: Database['kind'],
  db: Db,
  migrationsFolder = DEFAULT_FOLDER,
): Promise<number> {
  const pending = await pendingMigrations(db, migrationsFolder);
  if (pending === 0) return 0;
  if (kind === 'pglite') await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(db as unknown as NodePgDatabase, { migrationsFolder });
  return pending;
}

interface JournalEntry {
  tag: string;
  /** drizzle-kit's timestamp of the migration: what the migrator records as `created_at`. */
  when: number;
}

/** Each folder's journal, read once: a readiness probe asks often. */
const journals = new Map<string, JournalEntry[]>();

/** The migrations this build ships, from drizzle-kit's journal, oldest first. */
export function readJournal(migrationsFolder = DEFAULT_FOLDER): JournalEntry[] {
  let entries = journals.get(migrationsFolder);
  if (!entries) {
    const file = path.join(migrationsFolder, 'meta', '_journal.json');
    entries = (JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
    journals.set(migrationsFolder, entries);
  }
  return entries;
}

export interface MigrationStatus {
  /** The newest migration the database has, by tag; null when none. */
  applied: string | null;
  /** The newest migration this build ships. */
  expected: string;
  /** This build's migrations the database lacks (0: current; a newer database counts as current). */
  pending: number;
  current: boolean;
}

/** Drizzle's own rule: a migration is applied when it is no newer than the newest row it recorded. */
export async function migrationStatus(db: Db, migrationsFolder = DEFAULT_FOLDER): Promise<MigrationStatus> {
  const journal = readJournal(migrationsFolder);
  const [table] = await executeRows<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  const [newest] = table?.found
    ? await executeRows<{ at: string | number | null }>(
        db,
        sql`select max(created_at) as at from drizzle.__drizzle_migrations`,
      )
    : [];
  const last = newest?.at === null || newest?.at === undefined ? -Infinity : Number(newest.at);
  const pending = journal.filter((m) => m.when > last).length;
  return {
    applied: journal.findLast((m) => m.when <= last)?.tag ?? null,
    expected: journal.at(-1)!.tag,
    pending,
    current: pending === 0,
  };
}

/** How many of this build's migrations the database has not applied (0: the schema is current). */
export async function pendingMigrations(db: Db, migrationsFolder = DEFAULT_FOLDER): Promise<number> {
  return (await migrationStatus(db, migrationsFolder)).pending;
}

import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
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

/** Migration times of a folder's journal, read once: a readiness probe asks often. */
const journals = new Map<string, number[]>();

/**
 * How many of this build's migrations the database has not applied (0: the schema is current).
 * Drizzle's own rule: a migration is applied when it is newer than the newest row it recorded.
 */
export async function pendingMigrations(db: Db, migrationsFolder = DEFAULT_FOLDER): Promise<number> {
  let times = journals.get(migrationsFolder);
  if (!times)
    journals.set(migrationsFolder, (times = readMigrationFiles({ migrationsFolder }).map((m) => m.folderMillis)));
  const [table] = await executeRows<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!table?.found) return times.length;
  const [newest] = await executeRows<{ at: string | number | null }>(
    db,
    sql`select max(created_at) as at from drizzle.__drizzle_migrations`,
  );
  const last = newest?.at === null || newest?.at === undefined ? -Infinity : Number(newest.at);
  return times.filter((t) => t > last).length;
}

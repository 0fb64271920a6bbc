import path from 'node:path';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.ts';

/** Applies the checked-in SQL migrations under drizzle/ (same files on PGlite and PostgreSQL). */
export async function runMigrations(database: Database, migrationsFolder = path.resolve('drizzle')): Promise<void> {
  await database.withExclusiveLock(async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
    }
  });
}

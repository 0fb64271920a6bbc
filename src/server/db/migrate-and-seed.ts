import { seedDemoBrand } from '../seed/seed-demo-brand.ts';
import type { Database } from './client.ts';
import { applyMigrations, pendingMigrations } from './migrate.ts';

/**
 * Migrations, then the idempotent seed, in one hold of the cluster-wide lock on a direct
 * connection: instances booting together (or `npm run db:migrate` beside them) do both once.
 * Returns how many migrations were applied.
 */
export async function migrateAndSeed(database: Database): Promise<number> {
  return database.withExclusiveLock(async (db) => {
    const applied = await applyMigrations(database.kind, db);
    await seedDemoBrand(db);
    return applied;
  });
}

/** MIGRATE_ON_BOOT=false: an instance never serves a schema older than its build. */
export async function requireCurrentSchema(database: Database): Promise<void> {
  const behind = await pendingMigrations(database.db);
  if (behind > 0)
    throw new Error(
      `The database is ${behind} migration(s) behind this build and MIGRATE_ON_BOOT=false: run \`npm run db:migrate\` (node build/app/db-migrate.js) first.`,
    );
}

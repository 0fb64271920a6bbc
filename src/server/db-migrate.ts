import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateAndSeed } from './db/migrate-and-seed.ts';
import { databaseOptionsFrom } from './db/options-from-config.ts';

/**
 * `npm run db:migrate` (in production `node build/app/db-migrate.js`): the release step. Migrates
 * and seeds the database the server uses, as a booting instance would, under the same lock, then
 * exits 0; instances started with MIGRATE_ON_BOOT=false rely on it.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ ...databaseOptionsFrom(config), poolSize: 1 });
  try {
    const applied = await migrateAndSeed(database);
    process.stdout.write(`db:migrate: ${applied} migration(s) applied; the schema is current (${database.kind})\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`db:migrate: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

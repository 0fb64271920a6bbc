import { AppError } from '../domain/app-error.ts';
import { loadConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoBrand } from './seed/seed-demo-brand.ts';

/**
 * The frame every operator command shares (`npm run staff:create`, `npm run integration:create`):
 * how it refuses its arguments, and the server's own way of opening the database (boot.ts).
 */

/** Prints the problem and the usage, then exits 2 (a usage error, as command-line tools do). */
export const usageFailure =
  (command: string, usage: string) =>
  (message: string): never => {
    process.stderr.write(`${command}: ${message}\n\n${usage}\n`);
    process.exit(2);
  };

/**
 * Opens the database the server uses (DATABASE_URL, else the PGlite folder DATA_DIR), migrates and
 * runs the idempotent seed (so a location id works on a new folder), then runs the work. An
 * expected refusal (AppError) is printed and exits 1; the database is always closed.
 */
export async function withServerDatabase(command: string, work: (database: Database) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  try {
    await runMigrations(database);
    await database.withExclusiveLock(() => seedDemoBrand(database.db));
    await work(database);
  } catch (error) {
    if (AppError.is(error)) {
      process.stderr.write(`${command}: ${error.message}\n`);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await database.close();
  }
}

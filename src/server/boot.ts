import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { migrateAndSeed, requireCurrentSchema } from './db/migrate-and-seed.ts';
import { databaseOptionsFrom } from './db/options-from-config.ts';
import { loadAppInfo } from './modules/app-info/index.ts';
import { createFileContentStore } from './providers/content/file-content-store.ts';

export interface Booted {
  server: FastifyInstance;
  database: Database;
  /** Migrations this boot applied (0: already current, or MIGRATE_ON_BOOT=false). */
  migrated: number;
}

/**
 * Opens the database, migrates and seeds it (MIGRATE_ON_BOOT=false: checks it is current
 * instead), and builds the app: shared by main.ts, tests and benches.
 */
export async function boot(config: ServerConfig, options: { web?: boolean } = {}): Promise<Booted> {
  const app = loadAppInfo(config);
  const content = await createFileContentStore(config.CONTENT_DIR);
  const database = await openDatabase(databaseOptionsFrom(config));
  try {
    let migrated = 0;
    if (config.MIGRATE_ON_BOOT) migrated = await migrateAndSeed(database);
    else await requireCurrentSchema(database);
    const server = await buildApp({ config, database, app, content, web: options.web ?? true });
    return { server, database, migrated };
  } catch (error) {
    await database.close();
    throw error;
  }
}

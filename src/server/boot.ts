import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { ServerConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { loadAppInfo } from './modules/app-info/index.ts';
import { createFileContentStore } from './providers/content/file-content-store.ts';
import { seedDemoBrand } from './seed/seed-demo-brand.ts';

export interface Booted {
  server: FastifyInstance;
  database: Database;
}

/** Opens the database, migrates and seeds it, and builds the app: shared by main.ts, tests and benches. */
export async function boot(config: ServerConfig, options: { web?: boolean } = {}): Promise<Booted> {
  const app = loadAppInfo(config);
  const content = await createFileContentStore(config.CONTENT_DIR);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await runMigrations(database);
    await database.withExclusiveLock(() => seedDemoBrand(database.db));
    const server = await buildApp({ config, database, app, content, web: options.web ?? true });
    return { server, database };
  } catch (error) {
    await database.close();
    throw error;
  }
}

import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { openDatabase, type Database } from '../../../src/server/db/client.ts';
import { runMigrations } from '../../../src/server/db/migrate.ts';
import { loadAppInfo } from '../../../src/server/modules/app-info/index.ts';
import { createFileContentStore } from '../../../src/server/providers/content/file-content-store.ts';
import { seedDemoBrand } from '../../../src/server/seed/seed-demo-brand.ts';
import { TEST_LIMITS } from '../../support/test-app.ts';

export const BUILD_DIR = process.env.BUILD_DIR ?? 'build';

/** The production build's web app in process, on a fresh seeded PGlite: for tests of page delivery. */
export async function startBuiltWebApp(
  nodeEnv: 'production' | 'test',
  extra: Partial<Parameters<typeof buildApp>[0]> = {},
): Promise<{ server: FastifyInstance; database: Database }> {
  const config = loadConfig({ NODE_ENV: nodeEnv, LOG_LEVEL: 'silent', ...TEST_LIMITS, BUILD_DIR });
  const database = await openDatabase({ dataDir: ':memory:' });
  await runMigrations(database);
  await seedDemoBrand(database.db);
  const server = await buildApp({
    config,
    database,
    app: loadAppInfo(config),
    content: await createFileContentStore(config.CONTENT_DIR),
    web: true,
    ...extra,
  });
  await server.ready();
  return { server, database };
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { loadAppInfo } from '../../src/server/modules/app-info/load-app-info.ts';
import { createFileContentStore } from '../../src/server/providers/content/file-content-store.ts';
import { PG_TEMPLATE_DB, pgUrlFor, readPgliteTemplate, withAdmin } from './test-databases.ts';

export interface TestApp {
  server: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * Every file's requests come from one IP (inject's 127.0.0.1) and reuse the demo gift cards, so
 * the limits are out of the way unless a test lowers them (tests/api/limits-*.test.ts).
 */
export const TEST_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '100000',
  GIFT_CARD_ATTEMPTS_PER_CARD: '100000',
  GIFT_CARD_ATTEMPTS_PER_IP: '100000',
  CARD_TOKENS_PER_IP: '100000',
  GROUP_JOINS_PER_IP: '100000',
};

/** The app's seams a test may set (ports, clocks, where log lines go). */
export type TestAppExtras = Pick<
  AppDependencies,
  'checkout' | 'mailer' | 'logStream' | 'passwordHasher' | 'locationContexts' | 'menuClock' | 'onRoute'
>;

/**
 * A fresh copy of the seeded template database on the project's engine (TEST_DB) and an
 * API-only app on it. One per test file: files run in parallel without seeing each other.
 */
export async function createTestApp(env: Record<string, string> = {}, extra: TestAppExtras = {}): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...TEST_LIMITS, ...env });
  const { database, drop } = await openTestDatabase();
  const server = await buildApp({
    config,
    database,
    app: loadAppInfo(config),
    content: await createFileContentStore(config.CONTENT_DIR),
    web: false,
    ...extra,
  });
  await server.ready();
  return {
    server,
    database,
    async close() {
      await server.close();
      await database.close();
      await drop();
    },
  };
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const name = `larkspur_test_${randomBytes(6).toString('hex')}`;
    await withAdmin((admin) => admin.query(`create database ${name} template ${PG_TEMPLATE_DB}`));
    const database = await openDatabase({ databaseUrl: pgUrlFor(name), dataDir: '', poolSize: 10 });
    return { database, drop: () => dropWhenDisconnected(name) };
  }
  const database = await openDatabase({ dataDir: ':memory:', loadDataDir: await readPgliteTemplate() });
  return { database, drop: async () => undefined };
}

/**
 * pg's Pool#end resolves before every backend has gone; a forced drop would then kill a client
 * that is still closing and surface as an uncaught error. Wait for the sessions to leave first.
 */
async function dropWhenDisconnected(name: string): Promise<void> {
  await withAdmin(async (admin) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if ((rows[0]?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
  });
}

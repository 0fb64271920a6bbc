import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { loadAppInfo } from '../../src/server/modules/app-info/load-app-info.ts';
import { createFileContentStore } from '../../src/server/providers/content/file-content-store.ts';
import { createTestApp, TEST_LIMITS, type TestApp, type TestAppExtras } from '../support/test-app.ts';
import { pgUrlFor } from '../support/test-databases.ts';
import { COOKIE, signIn, signUp } from './account-support.ts';
import { shopperOf, type Shopper } from './checkout-support.ts';

/**
 * Helpers of the shared-limits tests (decision 179): clients with their own IP address, and two
 * app instances on one database (as tests/api/group-order-instances.test.ts: on PostgreSQL each
 * has its own pool, two processes' worth of state; PGlite is one connection by nature, so there
 * the two apps share it — the counters are in the database either way).
 */
export interface Client extends Shopper {
  ip: string;
  /** The same browser (cookie and CSRF token) talking to another instance, or from another address. */
  on(server: FastifyInstance, ip?: string): Client;
}

export function clientOf(server: FastifyInstance, ip: string, cookie: string, csrf: string): Client {
  return {
    ...shopperOf(server, cookie, csrf, ip),
    ip,
    on: (other, otherIp = ip) => clientOf(other, otherIp, cookie, csrf),
  };
}

/** A new browser session made on `server` from `ip`. */
export async function guestFrom(server: FastifyInstance, ip: string): Promise<Client> {
  const reply = await server.inject({ url: '/api/session', remoteAddress: ip });
  const cookie = reply.cookies.find((c) => c.name === COOKIE)?.value ?? '';
  expect(cookie).not.toBe('');
  return clientOf(server, ip, cookie, reply.json().data.csrf_token as string);
}

let members = 0;
/** A signed-up, signed-in member on `server`, calling from `ip`. */
export async function memberFrom(server: FastifyInstance, ip: string, first = 'Lim'): Promise<Client> {
  members += 1;
  const email = `limits-${Date.now()}-${members}@larkspur.example`;
  await signUp(server, email, { first_name: first, last_name: 'Baker' });
  const s = await signIn(server, email);
  return clientOf(server, ip, s.cookie, s.csrf);
}

export interface TwoInstances {
  a: TestApp;
  b: FastifyInstance;
  close(): Promise<void>;
}

/** Instance A (a fresh test database) and instance B on the same database, with the same settings. */
export async function twoInstances(
  env: Record<string, string>,
  extras: { a?: TestAppExtras; b?: TestAppExtras } = {},
): Promise<TwoInstances> {
  const a = await createTestApp(env, extras.a);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...TEST_LIMITS, ...env });
  let database: Database = a.database;
  let ownDb = false;
  if (process.env.TEST_DB === 'postgres') {
    const rows = (await a.database.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    database = await openDatabase({ databaseUrl: pgUrlFor(rows.rows[0]!.name), dataDir: '', poolSize: 4 });
    ownDb = true;
  }
  const b = await buildApp({
    config,
    database,
    app: loadAppInfo(config),
    content: await createFileContentStore(config.CONTENT_DIR),
    web: false,
    ...extras.b,
  });
  await b.ready();
  return {
    a,
    b,
    async close() {
      await b.close();
      if (ownDb) await database.close();
      await a.close();
    },
  };
}

/**
 * Counters of one fixed window: a test must not straddle two windows. A week-long window makes
 * that as good as impossible (its boundaries are weeks apart), without a clock in the app.
 */
export const ONE_WINDOW = { LIMIT_WINDOW_MINUTES: String(7 * 24 * 60) };

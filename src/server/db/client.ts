import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { cacheStatements } from './pglite-statement-cache.ts';
import * as schema from './schema/index.ts';

/** Both drivers give the same query builder; code above this file never knows which. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: where a dedicated connection (the realtime bus's LISTEN, issue 16) connects. */
  url?: string;
  /** Runs `fn` while holding a cluster-wide lock (migrations and seed across instances). */
  withExclusiveLock<T>(fn: () => Promise<T>): Promise<T>;
  /** PostgreSQL only: the pool's connections now (for metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** Cheap liveness probe for /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Where connection faults are reported (the server's logger once it exists). */
  setLogger(log: ConnectionLog): void;
}

/** The one logger method the pool needs: faults are warnings, the pool heals itself. */
export interface ConnectionLog {
  warn(details: object, message: string): void;
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** A data dir tarball to start from (tests copy a migrated template). */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

const MIGRATION_LOCK_ID = 724_311;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const inMemory = options.dataDir === ':memory:';
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : options.dataDir, {
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  cacheStatements(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection in one process: nothing else can race us.
    withExclusiveLock: (fn) => fn(),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    setLogger: () => undefined,
  };
}

/** A request waiting this long for a connection fails (503) rather than hangs while the database is away. */
const CONNECT_TIMEOUT_MS = 5_000;

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  // keepAlive: a database host that vanished without closing the socket is noticed by TCP.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  let log: ConnectionLog = stderrLog;
  // A restart or failover terminates connections (57P01, "Connection terminated"). pg emits that
  // as an 'error' event, which kills the process when nobody listens: on the pool for idle
  // clients, and on the client itself while it is checked out (a transaction, the migration
  // lock). The broken client is dropped by the pool and the next query opens a new connection.
  pool.on('connect', (client) =>
    client.on('error', (error) =>
      log.warn({ db: faultOf(error) }, 'database connection lost; the pool reconnects on next use'),
    ),
  );
  // The pool re-emits an idle client's error, which the client's own listener has logged.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    url,
    async withExclusiveLock(fn) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        return await fn();
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        lockClient.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    setLogger(next) {
      log = next;
    },
  };
}

/** Code and driver message only: never the query or its parameters. */
function faultOf(error: Error): { code?: string; message: string } {
  const code = (error as { code?: unknown }).code;
  return { ...(typeof code === 'string' ? { code } : {}), message: error.message.slice(0, 200) };
}

const stderrLog: ConnectionLog = {
  warn: (details, message) =>
    process.stderr.write(`${JSON.stringify({ level: 40, time: Date.now(), ...details, msg: message })}\n`),
};

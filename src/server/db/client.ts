import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** Both drivers give the same query builder; code above this file never knows which. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * PostgreSQL only: where dedicated connections (the realtime bus's LISTEN, the migration lock)
   * connect — DATABASE_DIRECT_URL, else DATABASE_URL; never through a transaction pooler.
   */
  directUrl?: string;
  /**
   * Runs `fn` while holding a cluster-wide lock (migrations and seed across instances). `fn` gets
   * its own direct connection (PGlite: the one database), never the pool.
   */
  withExclusiveLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
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

/** `pgbouncer`: DATABASE_URL is a transaction-mode pooler (DATABASE_POOLER). */
export type DatabasePooler = 'none' | 'pgbouncer';

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** LISTEN and the migration lock connect here; default `databaseUrl`. */
  directUrl?: string | undefined;
  pooler?: DatabasePooler;
  dataDir: string;
  /** A data dir tarball to start from (tests copy a migrated template). */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

const MIGRATION_LOCK_ID = 724_311;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl)
    return openPostgres({
      url: options.databaseUrl,
      directUrl: options.directUrl ?? options.databaseUrl,
      pooler: options.pooler ?? 'none',
      poolSize: options.poolSize ?? 10,
    });
  return openPglite(options);
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  const inMemory = options.dataDir === ':memory:';
  if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : options.dataDir, {
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // PGlite is one connection in one process: nothing else can race us.
    withExclusiveLock: (fn) => fn(db),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    setLogger: () => undefined,
  };
}

/** A request waiting this long for a connection fails (503) rather than hangs while the database is away. */
const CONNECT_TIMEOUT_MS = 5_000;

async function openPostgres(o: {
  url: string;
  directUrl: string;
  pooler: DatabasePooler;
  poolSize: number;
}): Promise<Database> {
  // keepAlive: a database host that vanished without closing the socket is noticed by TCP.
  const pool = new pg.Pool({
    connectionString: o.url,
    max: o.poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    ...(o.pooler === 'none' ? {} : { Client: UnnamedStatementsClient }),
  });
  let log: ConnectionLog = stderrLog;
  // A restart or failover terminates connections (57P01, "Connection terminated"). pg emits that
  // as an 'error' event, which kills the process when nobody listens: on the pool for idle
  // clients, and on the client itself while it is checked out (a transaction). The broken
  // client is dropped by the pool and the next query opens a new connection.
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
    directUrl: o.directUrl,
    async withExclusiveLock(fn) {
      // A transaction-scoped lock on a direct connection of its own: it ends with that
      // connection, so a process that dies mid-migration never leaves it held (a session lock
      // through a transaction pooler stays on whichever server connection took it).
      const lock = await connectDirect(o.directUrl, () => log);
      try {
        await lock.query('begin');
        // The lock's transaction sits idle while the work runs on the other connection.
        await lock.query('set local idle_in_transaction_session_timeout = 0');
        await lock.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
        const work = await connectDirect(o.directUrl, () => log);
        try {
          return await fn(drizzlePg(work, { schema }) as unknown as Db);
        } finally {
          await work.end().catch(() => undefined);
        }
      } finally {
        // Ending the connection ends its transaction, and with it the lock.
        await lock.end().catch(() => undefined);
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

/**
 * A transaction pooler (PgBouncer 1.18) may run each statement on another server connection,
 * where a named prepared statement is missing or already exists: every statement goes unnamed
 * (drizzle's `.prepare(name)` still builds its SQL once).
 */
class UnnamedStatementsClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, ...rest] = args;
    const unnamed =
      config && typeof config === 'object' && 'name' in config && !('submit' in config)
        ? { ...config, name: undefined }
        : config;
    return (super.query as (...a: unknown[]) => never)(unnamed, ...rest);
  }
}

/** A connection outside the pool; its faults are logged, never thrown at the process. */
async function connectDirect(url: string, log: () => ConnectionLog): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', (error) => log().warn({ db: faultOf(error) }, 'direct database connection lost'));
  await client.connect();
  return client;
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

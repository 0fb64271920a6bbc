import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { boot } from '../../src/server/boot.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { executeRows } from '../../src/server/db/execute-rows.ts';
import { migrateAndSeed } from '../../src/server/db/migrate-and-seed.ts';
import { pendingMigrations } from '../../src/server/db/migrate.ts';
import { sessions } from '../../src/server/db/schema/sessions.ts';
import { PG_TEMPLATE_DB, pgUrlFor, withAdmin } from '../support/test-databases.ts';

/**
 * Database use that holds behind a transaction pooler (issue 39, decision 355): the release step
 * `db:migrate`, MIGRATE_ON_BOOT=false refusing a schema behind its build, migrations once under a
 * transaction-scoped lock on a direct connection, and no named statements when a pooler is declared.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const MIGRATIONS = (JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as { entries: unknown[] }).entries
  .length;
const made: string[] = [];
const dirs: string[] = [];

/** An empty database: a fresh PostgreSQL database, or a new PGlite folder. */
async function emptyDatabase(): Promise<Record<string, string>> {
  if (onPostgres) {
    const name = `larkspur_test_pooler_${randomBytes(5).toString('hex')}`;
    await withAdmin((admin) => admin.query(`create database ${name}`));
    made.push(name);
    return { DATABASE_URL: pgUrlFor(name) };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'larkspur-pooler-'));
  dirs.push(dir);
  return { DATA_DIR: dir };
}

async function copyOfTemplate(): Promise<string> {
  const name = `larkspur_test_pooler_${randomBytes(5).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name} template ${PG_TEMPLATE_DB}`));
  made.push(name);
  return pgUrlFor(name);
}

afterAll(async () => {
  for (const name of made) await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const configOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
const open = (env: Record<string, string>) => {
  const config = configOf(env);
  return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
};

/** `npm run db:migrate` as an operator runs it. */
function dbMigrate(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...rest } = process.env as Record<string, string>;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/db-migrate.ts'], {
      env: { ...rest, LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('the release step and MIGRATE_ON_BOOT=false', () => {
  it('an instance that may not migrate refuses an empty database; db:migrate brings it current, once', async () => {
    const env = await emptyDatabase();
    const before = await open(env);
    expect(await pendingMigrations(before.db)).toBe(MIGRATIONS);
    await before.close();

    await expect(boot(configOf({ ...env, MIGRATE_ON_BOOT: 'false' }), { web: false })).rejects.toThrow(
      `The database is ${MIGRATIONS} migration(s) behind this build and MIGRATE_ON_BOOT=false: run \`npm run db:migrate\``,
    );

    const first = await dbMigrate(env);
    expect(first, first.out).toMatchObject({ code: 0 });
    expect(first.out).toContain(`db:migrate: ${MIGRATIONS} migration(s) applied; the schema is current`);
    const again = await dbMigrate(env);
    expect(again.out).toContain('db:migrate: 0 migration(s) applied');

    const booted = await boot(configOf({ ...env, MIGRATE_ON_BOOT: 'false' }), { web: false });
    try {
      expect(booted.migrated).toBe(0);
      expect(await pendingMigrations(booted.database.db)).toBe(0);
      // The seed ran in the release step: the demo brand's locations are there.
      const [row] = await executeRows<{ n: number }>(booted.database.db, sql`select count(*)::int as n from locations`);
      expect(row!.n).toBeGreaterThan(0);
      const health = await booted.server.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await booted.server.close();
      await booted.database.close();
    }
  }, 60_000);

  it('refuses a pooler declared without a direct address, naming the setting', () => {
    expect(() =>
      configOf({ DATABASE_URL: 'postgres://app@pgbouncer:6432/larkspur', DATABASE_POOLER: 'pgbouncer' }),
    ).toThrow(/DATABASE_DIRECT_URL: is required when DATABASE_POOLER is set/);
    expect(() => configOf({ DATABASE_POOLER: 'odyssey' })).toThrow(/DATABASE_POOLER/);
    expect(() => configOf({ MIGRATE_ON_BOOT: 'maybe' })).toThrow(/MIGRATE_ON_BOOT/);
    const config = configOf({});
    expect(config).toMatchObject({ DATABASE_POOLER: 'none', MIGRATE_ON_BOOT: true });
  });
});

if (onPostgres) {
  describe('PostgreSQL behind a transaction pooler', () => {
    /** Named statements this connection holds (a pool of one: every query is on the same connection). */
    async function namedAfterPreparedQuery(pooler: 'none' | 'pgbouncer'): Promise<string[]> {
      const url = await copyOfTemplate();
      const database = await openDatabase({ databaseUrl: url, directUrl: url, pooler, dataDir: '', poolSize: 1 });
      try {
        const find = database.db
          .select({ id: sessions.idHash })
          .from(sessions)
          .where(sql`${sessions.idHash} = ${sql.placeholder('hash')}`)
          .prepare('pooler_test_find_session');
        await find.execute({ hash: 'none' });
        await find.execute({ hash: 'none' });
        const rows = await executeRows<{ name: string }>(database.db, sql`select name from pg_prepared_statements`);
        return rows.map((r) => r.name);
      } finally {
        await database.close();
      }
    }

    it('sends no named prepared statement when a pooler is declared, and keeps them without one', async () => {
      expect(await namedAfterPreparedQuery('pgbouncer')).toEqual([]);
      expect(await namedAfterPreparedQuery('none')).toContain('pooler_test_find_session');
    });

    it('two instances migrating an empty database at once: one applies every migration, the other none', async () => {
      const env = await emptyDatabase();
      const [one, two] = await Promise.all([open(env), open(env)]);
      try {
        const applied = await Promise.all([migrateAndSeed(one), migrateAndSeed(two)]);
        expect(applied.sort((x, y) => x - y)).toEqual([0, MIGRATIONS]);
        const [rows] = await executeRows<{ n: number; distinct: number }>(
          one.db,
          sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
        );
        expect(rows).toEqual({ n: MIGRATIONS, distinct: MIGRATIONS });
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    }, 60_000);

    it('a lock whose connection died is released: the next instance migrates at once', async () => {
      const url = await copyOfTemplate();
      const holder = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 1 });
      const next = await openDatabase({ databaseUrl: url, dataDir: '', poolSize: 1 });
      const warnings: string[] = [];
      holder.setLogger({ warn: (_details, message) => void warnings.push(message) });
      let release = () => undefined as void;
      const holding = new Promise<void>((resolve) => (release = resolve));
      let entered = () => undefined as void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const held = holder.withExclusiveLock(async () => {
        entered();
        await holding;
      });
      try {
        await inside;
        const waiting = next.withExclusiveLock(async () => Date.now());
        const advisory = (granted: boolean, what: string) =>
          withAdmin((admin) =>
            admin.query(
              `select ${what} from pg_locks where locktype = 'advisory' and granted = $2 and database = (select oid from pg_database where datname = $1)`,
              [new URL(url).pathname.slice(1), granted],
            ),
          );
        // The next instance is queued on the lock before its holder's connection dies.
        for (let tries = 0; (await advisory(false, 'pid')).rowCount === 0; tries++) {
          expect(tries).toBeLessThan(200);
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        const cut = await advisory(true, 'pg_terminate_backend(pid)');
        const cutAt = Date.now();
        expect(cut.rowCount).toBe(1);
        expect((await waiting) - cutAt).toBeLessThan(2_000);
      } finally {
        release();
        await held.catch(() => undefined);
        await Promise.all([holder.close(), next.close()]);
      }
      expect(warnings).toContain('direct database connection lost');
    });
  });
}

import { mkdir, writeFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { seedDemoBrand } from '../../src/server/seed/seed-demo-brand.ts';
import { PGLITE_TEMPLATE, PG_TEMPLATE_DB, TEST_DATA_DIR, pgUrlFor, withAdmin } from './test-databases.ts';

/** Migrates and seeds one template database per run and engine; test files copy it (EXAMPLES #9). */
export async function setupPgliteTemplate(): Promise<void> {
  await mkdir(TEST_DATA_DIR, { recursive: true });
  const database = await openDatabase({ dataDir: ':memory:' });
  await runMigrations(database);
  await seedDemoBrand(database.db);
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('gzip');
  await writeFile(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

export async function setupPostgresTemplate(): Promise<void> {
  await withAdmin(async (admin) => {
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [PG_TEMPLATE_DB]);
    await admin.query(`drop database if exists ${PG_TEMPLATE_DB}`);
    await admin.query(`create database ${PG_TEMPLATE_DB}`);
  });
  const database = await openDatabase({ databaseUrl: pgUrlFor(PG_TEMPLATE_DB), dataDir: '', poolSize: 2 });
  await runMigrations(database);
  await seedDemoBrand(database.db);
  await database.close();
}

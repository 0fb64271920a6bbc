import { readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/**
 * Where the API suite's two databases come from (see vitest.config.ts). TEST_RUN_NAME keeps
 * runs that share one checkout and one PostgreSQL (parallel work, a CI rehearsal) apart.
 */
const runName = process.env.TEST_RUN_NAME?.replace(/[^a-z0-9_]/g, '') ?? '';
export const TEST_DATA_DIR = path.resolve('.test-data', runName);
export const PGLITE_TEMPLATE = path.join(TEST_DATA_DIR, 'pglite-template.tar.gz');
export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const PG_TEMPLATE_DB = runName ? `larkspur_test_template_${runName}` : 'larkspur_test_template';

export const pgUrlFor = (database: string) => {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

export async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function readPgliteTemplate(): Promise<Blob> {
  return new Blob([await readFile(PGLITE_TEMPLATE)]);
}

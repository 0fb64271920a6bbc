import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the bench rows that need one use (BENCH_PG_URL, default the local server). */
export const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement batch on its own connection to `url`. */
export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new empty database for one group of rows (the app migrates and seeds it at start), and how to drop it. */
export async function freshDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `larkspur_bench_${prefix}_${randomBytes(4).toString('hex')}`;
  await withClient(ADMIN_URL, (c) => c.query(`create database ${name}`));
  return {
    url: Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString(),
    drop: () =>
      withClient(ADMIN_URL, (c) => c.query(`drop database if exists ${name} with (force)`)).then(
        () => undefined,
        () => undefined,
      ),
  };
}

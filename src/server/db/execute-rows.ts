import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** Rows of a raw statement: node-postgres and PGlite both answer `{ rows }`, which `Db`'s shared type leaves unknown. */
export async function executeRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

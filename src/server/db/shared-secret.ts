import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { executeRows } from './execute-rows.ts';

/**
 * The database's secret of this name, made at random by the first instance that
 * asks: every instance on one database reads the same value, and it outlives restarts. One
 * statement: the insert wins, or the row another instance made is read.
 */
export async function sharedSecret(db: Db, name: string): Promise<string> {
  const candidate = randomBytes(32).toString('hex');
  // A start that raced another one waited for its insert, but its snapshot predates that row: the
  // next statement sees it.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await executeRows<{ value: string }>(
      db,
      sql`with made as (insert into app_secrets (name, value) values (${name}, ${candidate}) on conflict (name) do nothing returning value)
        select value from made union all select value from app_secrets where name = ${name} limit 1`,
    );
    if (row) return row.value;
  }
  throw new Error(`app secret ${name} could not be read`);
}

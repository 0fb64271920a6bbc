import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * Set-based writes for seed data: all rows travel as ONE json parameter and are expanded by
 * json_populate_recordset. A multi-row VALUES list with thousands of bind parameters took
 * about a second per 2,500 rows on PGlite; the json form takes a few milliseconds on both
 * engines. `created_at`/`updated_at` are never sent: the first keeps its default, the second
 * moves to now() only when a row is rewritten.
 */
export async function upsertRows<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], target: PgColumn[]): Promise<void> {
  await writeRows(db, table, rows, target);
}

/** Plain insert (no conflict handling), for rows whose parents were just cleared. */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  await writeRows(db, table, rows, null);
}

async function writeRows<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], target: PgColumn[] | null): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const properties = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const written = properties.map((property) => {
    const column = columns[property];
    if (!column) throw new Error(`seed: ${property} is not a column`);
    return { property, column };
  });
  const payload = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const { property, column } of written) record[column.name] = (row as Record<string, unknown>)[property] ?? null;
    return record;
  });
  const columnList = sql.join(
    written.map(({ column }) => sql.identifier(column.name)),
    sql`, `,
  );
  const source = sql`select ${columnList} from json_populate_recordset(null::${table}, ${JSON.stringify(payload)}::json)`;
  if (target === null) {
    await db.execute(sql`insert into ${table} (${columnList}) ${source}`);
    return;
  }
  const keys = new Set(target.map((c) => c.name));
  const updates: SQL[] = written
    .filter(({ column }) => !keys.has(column.name))
    .map(({ column }) => sql`${sql.identifier(column.name)} = excluded.${sql.identifier(column.name)}`);
  if (Object.values(columns).some((c) => c.name === 'updated_at')) updates.push(sql`"updated_at" = now()`);
  const conflict = sql.join(
    target.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const action = updates.length > 0 ? sql`do update set ${sql.join(updates, sql`, `)}` : sql`do nothing`;
  await db.execute(sql`insert into ${table} (${columnList}) ${source} on conflict (${conflict}) ${action}`);
}

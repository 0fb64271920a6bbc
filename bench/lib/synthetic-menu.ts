import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';

/**
 * Bench-only menu growth (issue 18 cost curve): never part of the demo seed. Makes the demo menu
 * `factor` times its size by copying every product factor − 1 times — same categories, same
 * menus and price overrides, its option groups and choices copied with it — under ids suffixed
 * `-copy2`, `-copy3`…, names suffixed " No. 2"…, so search, cards and the product page do the work of
 * a brand with that many items.
 */
async function columns(db: Db, table: string): Promise<string[]> {
  // PGlite's driver answers { rows }, node-postgres' a QueryResult with rows too.
  const result = (await db.execute(
    sql`select column_name from information_schema.columns where table_name = ${table} and table_schema = current_schema() order by ordinal_position`,
  )) as unknown as { rows: { column_name: string }[] };
  return result.rows.map((r) => r.column_name);
}

/** INSERT … SELECT copying `table`, with some columns rewritten (SQL expressions over the source row). */
async function copy(db: Db, table: string, rewrite: Record<string, string>, where: string): Promise<number> {
  const cols = await columns(db, table);
  const list = cols.map((c) => `"${c}"`).join(', ');
  const select = cols.map((c) => rewrite[c] ?? `src."${c}"`).join(', ');
  const result = await db.execute(
    sql.raw(
      `insert into "${table}" (${list}) select ${select} from "${table}" src where ${where} on conflict do nothing`,
    ),
  );
  return (
    (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as unknown as { affectedRows?: number }).affectedRows ??
    0
  );
}

export async function growMenu(db: Db, factor: number): Promise<void> {
  for (let n = 2; n <= factor; n++) {
    const x = `'-copy${n}'`;
    const original = `src.id !~ '-copy[0-9]+$'`;
    await copy(
      db,
      'products',
      { id: `src.id || ${x}`, pdp_slug: `src.pdp_slug || ${x}`, name: `src.name || ' No. ${n}'` },
      original,
    );
    await copy(db, 'category_products', { product_id: `src.product_id || ${x}` }, `src.product_id !~ '-copy[0-9]+$'`);
    await copy(db, 'menu_products', { product_id: `src.product_id || ${x}` }, `src.product_id !~ '-copy[0-9]+$'`);
    // Groups hang under choices (combo → side → dressing): copy level by level until nothing is left.
    const group = {
      id: `src.id || ${x}`,
      product_id: `src.product_id || ${x}`,
      parent_choice_id: `case when src.parent_choice_id is null then null else src.parent_choice_id || ${x} end`,
    };
    await copy(db, 'option_groups', group, `${original} and src.parent_choice_id is null`);
    for (let level = 0; level < 10; level++) {
      const choices = await copy(
        db,
        'option_choices',
        { id: `src.id || ${x}`, group_id: `src.group_id || ${x}` },
        `${original} and exists (select 1 from option_groups g where g.id = src.group_id || ${x})`,
      );
      const groups = await copy(
        db,
        'option_groups',
        group,
        `${original} and src.parent_choice_id is not null and exists (select 1 from option_choices c where c.id = src.parent_choice_id || ${x})`,
      );
      if (choices === 0 && groups === 0) break;
    }
  }
}

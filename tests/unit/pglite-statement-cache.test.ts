import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheStatements, type StatementCacheStats } from '../../src/server/db/pglite-statement-cache.ts';

/**
 * Decision 339: PGlite's top-level `query` goes through named statements parsed once. Every
 * answer must equal PGlite's own (a second, unwrapped instance on the same schema is the oracle),
 * errors must come back as PGlite's do, and the two locks must keep a statement out of another
 * caller's open transaction.
 */
const SCHEMA = `
  create table items (id serial primary key, name text not null unique, price_cents int, tags text[],
    extra jsonb, made_at timestamptz, deleted_at timestamptz);
  insert into items (name, price_cents, tags, extra, made_at)
    values ('croissant', 375, '{butter,pastry}', '{"warm": true}', '2026-11-27 06:00:00+00'),
           ('baguette', 425, '{bread}', null, '2026-11-27 05:30:00+00');`;

let cached: PGlite;
let plain: PGlite;
let stats: StatementCacheStats;

beforeAll(async () => {
  [cached, plain] = await Promise.all([PGlite.create(), PGlite.create()]);
  await Promise.all([cached.exec(SCHEMA), plain.exec(SCHEMA)]);
  stats = cacheStatements(cached, 4);
}, 60_000);
afterAll(async () => {
  await Promise.all([cached.close(), plain.close()]);
});

const SELECT = 'select id, name, price_cents, tags, extra, made_at from items where price_cents > $1 order by id';

describe('PGlite statement cache', () => {
  it('answers as PGlite does: rows, fields and parsed values, in object and array modes', async () => {
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const [mine, theirs] = await Promise.all([
        cached.query(SELECT, [100], options),
        plain.query(SELECT, [100], options),
      ]);
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
    const { rows } = await cached.query<{ tags: string[]; extra: unknown; made_at: Date }>(SELECT, [400]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tags).toEqual(['bread']);
    expect(rows[0]!.made_at).toBeInstanceOf(Date);
  });

  it('parses a statement once and runs it again by name', async () => {
    await cached.query(SELECT, [0]);
    const before = stats.prepared;
    for (let i = 0; i < 5; i++) await cached.query(SELECT, [i]);
    expect(stats.prepared - before).toBeLessThanOrEqual(1);
    const named = await cached.query<{ n: number }>(
      `select count(*)::int as n from pg_prepared_statements where statement = $1`,
      [SELECT],
    );
    expect(named.rows[0]!.n).toBe(1);
  });

  it('serialises parameters by their type: dates, arrays, json and nulls', async () => {
    const insert =
      'insert into items (name, price_cents, tags, extra, made_at) values ($1, $2, $3, $4, $5) returning name, tags, extra, made_at';
    const params = ['danish', null, ['fruit', 'pastry'], { seasonal: ['plum'] }, new Date('2026-11-27T07:00:00Z')];
    const [mine, theirs] = await Promise.all([cached.query(insert, params), plain.query(insert, params)]);
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.affectedRows).toBe(1);
    const update = 'update items set price_cents = $1 where name = $2';
    const [mineUpdated, theirsUpdated] = await Promise.all([
      cached.query(update, [450, 'danish']),
      plain.query(update, [450, 'danish']),
    ]);
    expect(mineUpdated.affectedRows).toBe(1);
    expect(mineUpdated.affectedRows).toBe(theirsUpdated.affectedRows);
  });

  it("keeps a caller's own parsers (drizzle leaves timestamps as text)", async () => {
    const options = { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    const first = await cached.query<{ made_at: unknown }>(
      'select made_at from items where name = $1',
      ['croissant'],
      options,
    );
    const again = await cached.query<{ made_at: unknown }>(
      'select made_at from items where name = $1',
      ['croissant'],
      options,
    );
    expect(first.rows[0]!.made_at).toBe('2026-11-27 06:00:00+00');
    expect(again.rows).toEqual(first.rows);
    const withoutOwn = await cached.query<{ made_at: unknown }>('select made_at from items where name = $1', [
      'croissant',
    ]);
    expect(withoutOwn.rows[0]!.made_at).toBeInstanceOf(Date);
  });

  it('gives database errors as PGlite does, and goes on working after one', async () => {
    const duplicate = cached.query('insert into items (name) values ($1)', ['croissant']);
    await expect(duplicate).rejects.toMatchObject({
      code: '23505',
      query: 'insert into items (name) values ($1)',
      params: ['croissant'],
    });
    await expect(cached.query('selec nothing from $1', [1])).rejects.toMatchObject({ code: '42601' });
    const { rows } = await cached.query<{ n: number }>('select count(*)::int as n from items where name = $1', [
      'croissant',
    ]);
    expect(rows[0]!.n).toBe(1);
  });

  it('keeps a text from its second run, never a one-off or a long one', async () => {
    const before = stats.prepared;
    await cached.query('select $1::int as once', [1]);
    const long = `select $1::int as n /* ${'x'.repeat(9000)} */`;
    for (let i = 0; i < 3; i++) await cached.query(long, [i]);
    expect(stats.prepared).toBe(before);
    await cached.query('select $1::int as twice', [1]);
    await cached.query('select $1::int as twice', [2]);
    expect(stats.prepared).toBe(before + 1);
  });

  it('closes the least recently used statement past its limit', async () => {
    for (let i = 0; i < 8; i++) for (let run = 0; run < 2; run++) await cached.query(`select $1::int + ${i} as n`, [i]);
    expect(stats.size()).toBe(4);
    const open = await cached.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements`);
    expect(open.rows[0]!.n).toBeLessThanOrEqual(4);
    expect(stats.closed).toBeGreaterThan(0);
  });

  it('prepares a statement again when it was dropped under it', async () => {
    await cached.query(SELECT, [0]);
    await cached.exec('deallocate all');
    const { rows } = await cached.query(SELECT, [0]);
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it("waits for another caller's transaction instead of running inside it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = cached.transaction(async (tx) => {
      await tx.query('insert into items (name) values ($1)', ['rye']);
      await held;
      await tx.rollback();
    });
    await new Promise((resolve) => setImmediate(resolve));
    const count = cached.query<{ n: number }>('select count(*)::int as n from items where name = $1', ['rye']);
    // A turn of the event loop: time enough for an unlocked statement to run and finish.
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await transaction;
    // Had it run inside the transaction it would have seen the uncommitted row.
    expect((await count).rows[0]!.n).toBe(0);
  });
});

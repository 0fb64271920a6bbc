import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueData } from '../../src/domain/catalogue/catalogue-contract.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';

/** The products CSV: export with store prices, import as a dry run listing every change, then into the draft. */
const CROISSANT = 'p-butter-croissant';
let t: TestApp;
let admin: StaffSigned;
let manager: StaffSigned;

beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_LIMIT_PER_IP: '1000' });
  admin = await staffReady(t.server, t.database, 'gm.csv@larkspur.example', 'admin');
  manager = await staffReady(t.server, t.database, 'mara.csv@larkspur.example', 'manager', ['bos-back-bay']);
});
afterAll(() => t.close());

const call = (who: StaffSigned) => asStaff(t.server, who);
const read = async (): Promise<CatalogueData> => (await call(admin)('GET', '/api/staff/catalogue')).json().data;
const audits = async () => {
  const rows = await t.database.db.execute(sql.raw(`select count(*)::int as n from staff_audit_log`));
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
};
const exported = async (who = admin) => {
  const r = await call(who)('GET', '/api/staff/catalogue/export.csv');
  expect(r.statusCode, r.body).toBe(200);
  expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
  return r.body;
};
const rowsOf = (csv: string) => parse(csv, { columns: true, bom: true }) as Record<string, string>[];
/** The exported CSV with one product's cells changed, as a spreadsheet would save it. */
const edited = (csv: string, id: string, cells: Record<string, string>) => {
  const rows = rowsOf(csv);
  const header = Object.keys(rows[0]!);
  const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
  return [
    header.join(','),
    ...rows.map((r) => header.map((h) => quote(r.product_id === id ? (cells[h] ?? r[h]!) : r[h]!)).join(',')),
  ].join('\n');
};
const importCsv = (csv: string, dryRun: boolean, revision: number, who = admin) =>
  call(who)('POST', '/api/staff/catalogue/import', { csv, dry_run: dryRun, revision });

describe('export', () => {
  it("lists every product of the draft with each store's own price; a manager may read it", async () => {
    const put = await call(manager)('PUT', `/api/staff/locations/bos-back-bay/menu-overrides/${CROISSANT}`, {
      price_cents: 399,
      availability: 'on',
    });
    expect(put.statusCode, put.body).toBe(200);
    const rows = rowsOf(await exported(manager));
    expect(rows).toHaveLength((await read()).draft.products.length);
    const croissant = rows.find((r) => r.product_id === CROISSANT)!;
    expect(croissant).toMatchObject({ name: 'Butter Croissant', price: '3.75', 'price:bos-back-bay': '3.99' });
    expect(croissant['price:bos-beacon-hill']).toBe('');
  });
});

describe('import', () => {
  it('a dry run lists every change and writes nothing; the apply puts them in the draft only', async () => {
    const before = await read();
    const auditsBefore = await audits();
    const csv = edited(await exported(), CROISSANT, {
      price: '3.95',
      name: 'Butter Croissant, Laminated',
      calories: '320',
      calories_max: '330',
      'price:bos-back-bay': '4.25',
    });
    const dry = await importCsv(csv, true, before.revision);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json().data).toMatchObject({ applied: false, revision: before.revision });
    expect(dry.json().data.changes).toEqual([
      {
        line: expect.any(Number),
        product_id: CROISSANT,
        name: 'Butter Croissant',
        field: 'name',
        from: 'Butter Croissant',
        to: 'Butter Croissant, Laminated',
      },
      {
        line: expect.any(Number),
        product_id: CROISSANT,
        name: 'Butter Croissant',
        field: 'price',
        from: '3.75',
        to: '3.95',
      },
      {
        line: expect.any(Number),
        product_id: CROISSANT,
        name: 'Butter Croissant',
        field: 'calories',
        from: '310',
        to: '320',
      },
      {
        line: expect.any(Number),
        product_id: CROISSANT,
        name: 'Butter Croissant',
        field: 'calories_max',
        from: '310',
        to: '330',
      },
    ]);
    expect(dry.json().data.ignored_columns).toContain('price:bos-back-bay');
    expect((await read()).revision).toBe(before.revision);
    expect(await audits()).toBe(auditsBefore);

    const apply = await importCsv(csv, false, before.revision);
    expect(apply.statusCode, apply.body).toBe(200);
    expect(apply.json().data.applied).toBe(true);
    const after = await read();
    expect(after.draft.products.find((p) => p.product_id === CROISSANT)).toMatchObject({
      name: 'Butter Croissant, Laminated',
      cost: 395,
      nutrition: { calories: { base: 320, max: 330 } },
    });
    expect(after.changes).toContainEqual({ kind: 'price', name: 'Butter Croissant, Laminated', from: 375, to: 395 });
    // Customers see nothing until a publish.
    const menu = (await t.server.inject({ url: '/api/menus/10102' })).json();
    expect(JSON.stringify(menu)).not.toContain('Butter Croissant, Laminated');
  });

  it.each([
    ['a price in words', { price: 'three' }, /Line \d+, price: Write the price as 3\.95/],
    ['calories not a number', { calories: 'lots' }, /Line \d+, calories: Write calories as a whole number/],
    ['an unknown dietary tag', { dietary_tags: 'spicy' }, /Line \d+, dietary_tags: Dietary tags are/],
    ['a blank name', { name: '' }, /Line \d+, name: Enter a name/],
    ['an unknown product', { product_id: 'p-no-such' }, /Line \d+, product_id: No product "p-no-such"/],
  ])('%s → 400 naming the line and column, nothing written', async (_what, cells, message) => {
    const before = await read();
    const auditsBefore = await audits();
    const r = await importCsv(edited(await exported(), CROISSANT, cells), false, before.revision);
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json()).toMatchObject({ code: 'FIELD_INVALID', field: 'csv' });
    expect(r.json().message).toMatch(message);
    expect((await read()).revision).toBe(before.revision);
    expect(await audits()).toBe(auditsBefore);
  });

  it('an unknown column, no product_id, a broken quote → 400; a stale revision → 409; a manager → 403', async () => {
    const { revision } = await read();
    for (const csv of [
      'product_id,colour\np-butter-croissant,red',
      'name\nCroissant',
      'product_id,name\n"p-x,Croissant',
    ])
      expect((await importCsv(csv, true, revision)).statusCode).toBe(400);
    const csv = edited(await exported(), CROISSANT, { price: '4.05' });
    expect((await importCsv(csv, false, revision - 1)).statusCode).toBe(409);
    expect((await importCsv(csv, true, revision, manager)).statusCode).toBe(403);
    expect((await read()).revision).toBe(revision);
  });
});

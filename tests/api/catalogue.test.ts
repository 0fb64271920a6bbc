import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueData } from '../../src/domain/catalogue/catalogue-contract.ts';
import type { CatalogueOptionGroup } from '../../src/domain/catalogue/catalogue-document.ts';
import { blankChoice, blankGroup, blankProduct } from '../../src/domain/catalogue/catalogue-drafts.ts';
import { menuReply, type Menu } from '../../src/domain/menu/menu-contract.ts';
import { forEachProduct } from '../../src/domain/menu/menu-walk.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';

/** The menu editor: drafts, publish (atomic, 409 when concurrent), restore, store overrides, audit, per role. */
const CROISSANT = 'p-butter-croissant';
const STORES = ['bos-back-bay', 'bos-beacon-hill', 'bos-south-end'];
const MENUS = ['10101', '10102', '10103'];
const OTHER_MENU = '10104';

let t: TestApp;
let admin: StaffSigned;
let manager: StaffSigned;
let lead: StaffSigned;

beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_LIMIT_PER_IP: '1000' });
  admin = await staffReady(t.server, t.database, 'gm.catalogue@larkspur.example', 'admin');
  manager = await staffReady(t.server, t.database, 'mara.catalogue@larkspur.example', 'manager', [STORES[0]!]);
  lead = await staffReady(t.server, t.database, 'lee.catalogue@larkspur.example', 'lead', [STORES[0]!]);
});
afterAll(() => t.close());

const call = (who: StaffSigned) => asStaff(t.server, who);
const read = async (who = admin): Promise<CatalogueData> => {
  const r = await call(who)('GET', '/api/staff/catalogue');
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as CatalogueData;
};
const menu = async (menuId: string): Promise<Menu> => {
  const r = await t.server.inject({ url: `/api/menus/${menuId}` });
  expect(r.statusCode).toBe(200);
  return menuReply.parse(r.json()).data;
};
const productOf = (m: Menu, id: string) => {
  let found: ReturnType<typeof Object> | undefined;
  forEachProduct(m, (p) => {
    if (p.product_id === id) found ??= p;
  });
  return found as Menu['master_categories'][number]['categories'][number]['products'][number] | undefined;
};
const count = async (table: string): Promise<number> => {
  const rows = await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
};
const lastAudit = async (action: string) => {
  const r = await call(admin)('GET', `/api/staff/audit?action=menu`);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().data.entries as { action: string; summary: string }[]).find((e) => e.action === action);
};
const croissantOf = (d: CatalogueData) => structuredClone(d.draft.products.find((p) => p.product_id === CROISSANT)!);
const putProduct = (who: StaffSigned, product: Record<string, unknown> & { product_id: string }) =>
  call(who)('PUT', `/api/staff/catalogue/draft/products/${product.product_id}`, product);

/** A new option group as the editor starts it, filled in: warm it, or add butter. */
const WARMING: CatalogueOptionGroup = {
  ...blankGroup(blankProduct('Butter Croissant', 'pastries'), 0),
  id: 'croissant-warming',
  name: 'Warm it?',
  choices: [
    { ...blankChoice('croissant-warming', 0), id: 'croissant-warm', name: 'Warmed' },
    {
      ...blankChoice('croissant-warming', 1),
      id: 'croissant-butter',
      name: 'Extra butter',
      price_delta: 50,
      calories_delta: 100,
    },
  ],
};

describe('the seed is the first published version', () => {
  it('every store is on it and the draft starts from it with no changes', async () => {
    const data = await read();
    expect(data.latest_version).toBeGreaterThanOrEqual(1);
    expect(data.versions[0]?.source).toBe('seed');
    expect(data.changes).toEqual([]);
    expect(data.stores.every((s) => s.version === data.latest_version)).toBe(true);
    expect(data.can_edit).toBe(true);
  });
});

describe('who may do what', () => {
  it('a manager reads but cannot edit or publish; a lead and a guest cannot read', async () => {
    const data = await read(manager);
    expect(data.can_edit).toBe(false);
    const revision = data.revision;
    expect((await putProduct(manager, { ...croissantOf(data), cost: 999 })).statusCode).toBe(403);
    expect(
      (await call(manager)('POST', '/api/staff/catalogue/publish', { location_ids: STORES, revision })).statusCode,
    ).toBe(403);
    expect((await call(lead)('GET', '/api/staff/catalogue')).statusCode).toBe(403);
    expect((await t.server.inject({ url: '/api/staff/catalogue' })).statusCode).toBe(401);
    expect((await read()).revision).toBe(revision);
  });
});

describe('draft edits', () => {
  it.each([
    ['cost', { cost: -5 }],
    ['name', { name: '' }],
    ['nutrition_lifestyle', { nutrition_lifestyle: 'spicy' }],
    ['quantities.min', { quantities: { min: 5, max: 2, increments: 1 } }],
    ['option_groups.0.min_select', { option_groups: [{ ...WARMING, min_select: 2, max_select: 1 }] }],
    ['category_ids.0', { category_ids: ['no-such-category'] }],
  ])('bad %s → 400 naming the field, nothing written', async (field, change) => {
    const before = await read();
    const audits = await count('staff_audit_log');
    const r = await putProduct(admin, { ...croissantOf(before), ...change });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json()).toMatchObject({ status: 'error', code: 'FIELD_INVALID', field });
    expect((await read()).revision).toBe(before.revision);
    expect(await count('staff_audit_log')).toBe(audits);
  });

  it('a price change and a new option group go to the draft only: customers still see the old price', async () => {
    const data = await read();
    const r = await putProduct(admin, { ...croissantOf(data), cost: 395, option_groups: [WARMING] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.changes).toEqual([
      { kind: 'price', name: 'Butter Croissant', from: 375, to: 395 },
      { kind: 'edited', name: 'Butter Croissant', fields: ['options'] },
    ]);
    expect(productOf(await menu(MENUS[0]!), CROISSANT)?.cost).toBe(375);
    expect((await lastAudit('menu.draft'))?.summary).toMatch(
      /edited the menu draft: raised Butter Croissant to \$3\.95/,
    );
  });

  it('a category is renamed and moved', async () => {
    const data = await read();
    const category = data.draft.categories[1]!;
    const r = await call(admin)('PUT', `/api/staff/catalogue/draft/categories/${category.id}`, {
      master_category_id: category.master_category_id,
      parent_id: category.parent_id,
      name: `${category.name} & more`,
      description: 'Baked this morning.',
      daypart_id: category.daypart_id,
      position: 0,
    });
    expect(r.statusCode, r.body).toBe(200);
    const after = await read();
    expect(after.draft.categories[0]).toMatchObject({ id: category.id, name: `${category.name} & more` });
  });
});

describe('publish', () => {
  it('an unknown store → 400, nothing written', async () => {
    const data = await read();
    const versions = await count('menu_versions');
    const r = await call(admin)('POST', '/api/staff/catalogue/publish', {
      location_ids: [STORES[0], 'nowhere'],
      revision: data.revision,
    });
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json()).toMatchObject({ code: 'FIELD_INVALID', field: 'location_ids.1' });
    expect(await count('menu_versions')).toBe(versions);
    expect(productOf(await menu(MENUS[0]!), CROISSANT)?.cost).toBe(375);
  });

  it('two publishes of one revision at once: one new version, the other 409', async () => {
    const data = await read();
    const versions = await count('menu_versions');
    const body = { location_ids: STORES, revision: data.revision };
    const replies = await Promise.all([
      call(admin)('POST', '/api/staff/catalogue/publish', body),
      call(admin)('POST', '/api/staff/catalogue/publish', body),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.statusCode === 409)!.json().code).toBe('CONFLICT');
    expect(await count('menu_versions')).toBe(versions + 1);
    const published = replies.find((r) => r.statusCode === 200)!.json().data;
    expect(published).toMatchObject({ stores: 3 });

    for (const m of MENUS) {
      const p = productOf(await menu(m), CROISSANT);
      expect(p?.cost).toBe(395);
      expect(p?.option_groups.map((g) => g.name)).toEqual(['Warm it?']);
    }
    // A store not chosen keeps its version.
    expect(productOf(await menu(OTHER_MENU), CROISSANT)?.cost).toBe(375);
    expect((await lastAudit('menu.publish'))?.summary).toMatch(
      new RegExp(
        `gm\\.catalogue raised Butter Croissant to \\$3\\.95.* in 3 stores \\(menu version ${published.version}\\)`,
      ),
    );
    const after = await read();
    expect(
      after.stores
        .filter((s) => s.version === published.version)
        .map((s) => s.location_id)
        .sort(),
    ).toEqual([...STORES].sort());
  });

  it('a new product published to one store is sold there only', async () => {
    const data = await read();
    const product = {
      ...croissantOf(data),
      product_id: 'p-pumpkin-pie',
      pdp_id: 'pumpkin-pie',
      name: 'Pumpkin Pie',
      cost: 2400,
      option_groups: [],
    };
    expect((await putProduct(admin, product)).statusCode).toBe(200);
    const revision = (await read()).revision;
    const r = await call(admin)('POST', '/api/staff/catalogue/publish', { location_ids: [STORES[0]], revision });
    expect(r.statusCode, r.body).toBe(200);
    expect(productOf(await menu(MENUS[0]!), 'p-pumpkin-pie')?.cost).toBe(2400);
    expect(productOf(await menu(MENUS[1]!), 'p-pumpkin-pie')).toBeUndefined();
  });
});

describe('restore', () => {
  it('the seed version is served again in the chosen stores, and the draft goes back to it', async () => {
    const data = await read();
    const seed = data.versions.at(-1)!;
    const r = await call(admin)('POST', `/api/staff/catalogue/versions/${seed.number}/restore`, {
      location_ids: STORES,
    });
    expect(r.statusCode, r.body).toBe(200);
    for (const m of MENUS) expect(productOf(await menu(m), CROISSANT)?.cost).toBe(375);
    expect(productOf(await menu(MENUS[0]!), 'p-pumpkin-pie')).toBeUndefined();
    expect((await read()).changes).toEqual([]);
    expect((await lastAudit('menu.restore'))?.summary).toMatch(
      new RegExp(`restored menu version ${seed.number} in 3 stores`),
    );
    expect(
      (await call(admin)('POST', '/api/staff/catalogue/versions/9999/restore', { location_ids: STORES })).statusCode,
    ).toBe(404);
    expect(
      (await call(manager)('POST', `/api/staff/catalogue/versions/${seed.number}/restore`, { location_ids: STORES }))
        .statusCode,
    ).toBe(403);
  });
});

describe('store overrides', () => {
  const url = (store: string, product = CROISSANT) => `/api/staff/locations/${store}/menu-overrides/${product}`;

  it('a manager sets their store price and marks it sold out, then hides it, then puts it back', async () => {
    const list = await call(manager)('GET', `/api/staff/locations/${STORES[0]}/menu-overrides`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.products.find((p: { product_id: string }) => p.product_id === CROISSANT)).toMatchObject({
      cost: 375,
      price_cents: null,
      availability: 'on',
    });
    const r = await call(manager)('PUT', url(STORES[0]!), { price_cents: 425, availability: 'sold_out' });
    expect(r.statusCode, r.body).toBe(200);
    const p = productOf(await menu(MENUS[0]!), CROISSANT);
    expect(p).toMatchObject({ cost: 425, available: false });
    expect(productOf(await menu(MENUS[1]!), CROISSANT)?.cost).toBe(375);
    expect((await lastAudit('menu.override'))?.summary).toMatch(
      /set Butter Croissant to \$4\.25 at Back Bay and marked Butter Croissant sold out/,
    );

    expect((await call(manager)('PUT', url(STORES[0]!), { price_cents: 425, availability: 'hidden' })).statusCode).toBe(
      200,
    );
    expect(productOf(await menu(MENUS[0]!), CROISSANT)).toBeUndefined();
    expect((await call(manager)('PUT', url(STORES[0]!), { price_cents: null, availability: 'on' })).statusCode).toBe(
      200,
    );
    expect(productOf(await menu(MENUS[0]!), CROISSANT)).toMatchObject({ cost: 375, available: true });
  });

  it('refuses another store (404), a lead (403), bad input (400) and an unknown product (404), writing nothing', async () => {
    const audits = await count('staff_audit_log');
    expect((await call(manager)('PUT', url(STORES[1]!), { price_cents: 1, availability: 'on' })).statusCode).toBe(404);
    expect((await call(lead)('PUT', url(STORES[0]!), { price_cents: 1, availability: 'on' })).statusCode).toBe(403);
    const bad = await call(manager)('PUT', url(STORES[0]!), { price_cents: -1, availability: 'on' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('price_cents');
    const odd = await call(manager)('PUT', url(STORES[0]!), { price_cents: 100, availability: 'maybe' });
    expect(odd.json()).toMatchObject({ code: 'FIELD_INVALID', field: 'availability' });
    expect(
      (await call(manager)('PUT', url(STORES[0]!, 'p-nope'), { price_cents: 1, availability: 'on' })).statusCode,
    ).toBe(404);
    expect(await count('staff_audit_log')).toBe(audits);
    expect(productOf(await menu(MENUS[0]!), CROISSANT)?.cost).toBe(375);
  });
});

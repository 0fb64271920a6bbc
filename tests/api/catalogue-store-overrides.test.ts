import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuReply } from '../../src/domain/menu/menu-contract.ts';
import { findProduct } from '../../src/domain/menu/menu-walk.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';

/** Store overrides: sold out until a time, and one change for a set of stores ("pumpkin pie off in all DC stores"). */
const ALMOND = 'p-almond-croissant';
const DC = {
  'dc-dupont-circle': '20101',
  'dc-capitol-hill': '20102',
  'dc-navy-yard': '20103',
  'dc-georgetown': '20104',
};
const BACK_BAY = 'bos-back-bay';
const BACK_BAY_MENU = '10101';

let t: TestApp;
let admin: StaffSigned;
let manager: StaffSigned;

beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_LIMIT_PER_IP: '1000' });
  admin = await staffReady(t.server, t.database, 'gm.overrides@larkspur.example', 'admin');
  manager = await staffReady(t.server, t.database, 'mara.overrides@larkspur.example', 'manager', [BACK_BAY]);
});
afterAll(() => t.close());

const almondOn = async (menuId: string) => {
  const r = await t.server.inject({ url: `/api/menus/${menuId}` });
  return findProduct(menuReply.parse(r.json()).data, ALMOND);
};
const audits = async () => {
  const rows = await t.database.db.execute(sql`select count(*)::int as n from staff_audit_log`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n);
};
const apply = (who: StaffSigned, body: object) =>
  asStaff(t.server, who)('POST', '/api/staff/catalogue/store-overrides', body);

describe('sold out until a time', () => {
  const url = `/api/staff/locations/${BACK_BAY}/menu-overrides/${ALMOND}`;

  it('is sold out until then, and the store list says until when', async () => {
    const until = new Date(Date.now() + 3 * 3600_000).toISOString();
    const r = await asStaff(t.server, manager)('PUT', url, {
      price_cents: null,
      availability: 'sold_out',
      sold_out_until: until,
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ availability: 'sold_out', sold_out_until: until });
    expect((await almondOn(BACK_BAY_MENU))?.available).toBe(false);
    const list = await asStaff(t.server, manager)('GET', `/api/staff/locations/${BACK_BAY}/menu-overrides`);
    expect(list.json().data.products.find((p: { product_id: string }) => p.product_id === ALMOND)).toMatchObject({
      availability: 'sold_out',
      sold_out_until: until,
    });
    const back = await asStaff(t.server, manager)('PUT', url, { price_cents: null, availability: 'on' });
    expect(back.statusCode).toBe(200);
    expect((await almondOn(BACK_BAY_MENU))?.available).toBe(true);
  });

  it('refuses a time gone by or not a time, at its field, writing nothing', async () => {
    const before = await audits();
    for (const sold_out_until of [new Date(Date.now() - 60_000).toISOString(), 'tomorrow']) {
      const r = await asStaff(t.server, manager)('PUT', url, {
        price_cents: null,
        availability: 'sold_out',
        sold_out_until,
      });
      expect(r.statusCode, r.body).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
      expect(r.json().field).toBe('sold_out_until');
    }
    expect(await audits()).toBe(before);
    expect((await almondOn(BACK_BAY_MENU))?.available).toBe(true);
  });
});

describe('one change for a set of stores', () => {
  it('an admin takes the almond croissant off in every DC store, and only there', async () => {
    const r = await apply(admin, {
      product_id: ALMOND,
      location_ids: Object.keys(DC),
      price_cents: null,
      availability: 'hidden',
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ stores: 4, summary: 'Almond Croissant: hidden, catalogue price in 4 stores' });
    for (const menuId of Object.values(DC)) expect(await almondOn(menuId), menuId).toBeNull();
    expect(await almondOn(BACK_BAY_MENU)).not.toBeNull();

    const price = await apply(admin, {
      product_id: ALMOND,
      location_ids: Object.keys(DC),
      price_cents: 525,
      availability: 'on',
    });
    expect(price.statusCode, price.body).toBe(200);
    for (const menuId of Object.values(DC)) expect((await almondOn(menuId))?.cost, menuId).toBe(525);
    expect((await almondOn(BACK_BAY_MENU))?.cost).toBe(475);
  });

  it('is all or nothing: an unknown store refuses the set at its field; a manager may not', async () => {
    const before = await audits();
    const r = await apply(admin, {
      product_id: ALMOND,
      location_ids: ['dc-dupont-circle', 'dc-nowhere'],
      price_cents: 100,
      availability: 'on',
    });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'FIELD_INVALID', field: 'location_ids.1' });
    const unknown = await apply(admin, {
      product_id: 'p-nope',
      location_ids: ['dc-dupont-circle'],
      price_cents: null,
      availability: 'on',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('location_ids.0');
    const empty = await apply(admin, { product_id: ALMOND, location_ids: [], price_cents: null, availability: 'on' });
    expect(empty.json().field).toBe('location_ids');
    expect(
      (await apply(manager, { product_id: ALMOND, location_ids: [BACK_BAY], price_cents: 1, availability: 'on' }))
        .statusCode,
    ).toBe(403);
    expect(await audits()).toBe(before);
    expect((await almondOn('20101'))?.cost).toBe(525);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuReply } from '../../src/domain/menu/menu-contract.ts';
import { availabilityReply } from '../../src/domain/staff/availability-contract.ts';
import { createMenuService } from '../../src/server/modules/menu/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { openAroundTheClock } from './cart-support.ts';
import { cardToken, cartWith, memberShopper, newKey, query, submit, type Shopper } from './checkout-support.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';

/** Issue 16 "Sold out" (decision 228): 86 a product or a choice, and the customer side follows at once. */
const BACK_BAY = 'bos-back-bay';
const BACK_BAY_MENU = '10101';
const ALMOND = 'p-almond-croissant';

let t: TestApp;
let manager: StaffSigned;
let counter: StaffSigned;
let ada: Shopper;

beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_LIMIT_PER_IP: '1000' });
  await openAroundTheClock(t, [BACK_BAY]);
  manager = await staffReady(t.server, t.database, 'mara.manager@larkspur.example', 'manager', [BACK_BAY]);
  counter = await staffReady(t.server, t.database, 'cody.counter@larkspur.example', 'staff', [BACK_BAY]);
  ada = await memberShopper(t, 'ada.soldout@larkspur.example');
});
afterAll(() => t.close());

const put = (who: StaffSigned, body: object, location = BACK_BAY) =>
  asStaff(t.server, who)('PUT', `/api/staff/locations/${location}/availability`, body);
const menu = async () => {
  const r = await t.server.inject({ url: `/api/menus/${BACK_BAY_MENU}` });
  expect(r.statusCode).toBe(200);
  return menuReply.parse(r.json()).data;
};
const productIn = (m: Awaited<ReturnType<typeof menu>>, id: string) =>
  m.master_categories
    .flatMap((mc) => mc.categories.flatMap((c) => [...c.products, ...c.sub_categories.flatMap((s) => s.products)]))
    .find((p) => p.product_id === id);

describe('sold out (86) — a product', () => {
  it('manager marks it sold out: the menu says so at once, quick add and add-to-cart refuse it, audited', async () => {
    const before = await t.server.inject({ url: `/api/menus/${BACK_BAY_MENU}` });
    expect(productIn(await menu(), ALMOND)?.available).toBe(true);

    const r = await put(manager, { product_id: ALMOND, available: false, until: 'further_notice' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toEqual({ kind: 'product', id: ALMOND, name: 'Almond Croissant', sold_out: { until: null } });

    // The precompressed reply's version changed with it (decision 145): a new ETag, not a 304.
    const after = await t.server.inject({
      url: `/api/menus/${BACK_BAY_MENU}`,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(productIn(await menu(), ALMOND)?.available).toBe(false);

    const created = await ada.call('POST', '/api/carts', { menu_id: BACK_BAY_MENU });
    const quick = await ada.call('POST', `/api/carts/${created.body.data.id}/products/quick-add`, {
      product_id: ALMOND,
      quantity: 1,
    });
    expect(quick.status).toBe(409);
    expect(quick.body).toMatchObject({
      code: 'ITEM_SOLD_OUT',
      message: 'Almond Croissant is sold out at this location',
    });
    const add = await ada.call('POST', `/api/carts/${created.body.data.id}/products`, {
      product_id: ALMOND,
      quantity: 1,
      choices: [],
    });
    expect(add.status).toBe(409);
    expect(add.body.code).toBe('ITEM_SOLD_OUT');

    const audit = await query(
      t,
      sql`select action, location_id, target, before, after from staff_audit_log where action = 'availability.set' order by at desc limit 1`,
    );
    expect(audit.rows[0]).toEqual({
      action: 'availability.set',
      location_id: BACK_BAY,
      target: `product:${ALMOND}`,
      before: { name: 'Almond Croissant', sold_out: null },
      after: { name: 'Almond Croissant', sold_out: { until: null } },
    });

    const list = await asStaff(t.server, manager)('GET', `/api/staff/locations/${BACK_BAY}/availability`);
    expect(list.statusCode).toBe(200);
    const data = availabilityReply.parse(list.json()).data;
    expect(data.products.find((p) => p.product_id === ALMOND)?.sold_out).toEqual({ until: null });
    expect(data.categories.length).toBeGreaterThan(0);
  });

  it('a bag already holding it flags the line and checkout refuses it; back on sale → orderable', async () => {
    await put(counter, { product_id: ALMOND, available: true });
    const cart = await cartWith(ada, [{ product_id: ALMOND, quantity: 1 }]);
    // Store staff may 86 too: the counter is where it runs out (decision 228).
    expect((await put(counter, { product_id: ALMOND, available: false, until: 'close' })).statusCode).toBe(200);

    const bag = await ada.call('GET', `/api/carts/${cart.id}`);
    const line = bag.body.data.products[0];
    expect(bag.body.data.problems).toEqual([
      { line_id: line.id, message: 'Almond Croissant is sold out at this location', code: 'ITEM_SOLD_OUT' },
    ]);
    const refused = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada) } });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ITEM_SOLD_OUT');

    expect((await put(manager, { product_id: ALMOND, available: true })).statusCode).toBe(200);
    expect(productIn(await menu(), ALMOND)?.available).toBe(true);
    expect((await ada.call('GET', `/api/carts/${cart.id}`)).body.data.problems).toEqual([]);
    const placed = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada) } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });

  it('"until close" lasts to the end of the local day, and a run-out mark counts as on sale', async () => {
    const r = await put(manager, { product_id: ALMOND, available: false, until: 'close' });
    const until = new Date(r.json().data.sold_out.until as string);
    // Midnight on Boston's wall clock, later today or just after.
    expect(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(until),
    ).toBe('00:00');
    expect(until.getTime() - Date.now()).toBeGreaterThan(0);
    expect(until.getTime() - Date.now()).toBeLessThanOrEqual(25 * 3600_000);

    // A mark whose close has passed (a fixed instant in the past): on sale, with no job to clear it.
    await t.database.db.execute(
      sql`update location_item_availability set until = '2026-01-02T05:00:00Z', updated_at = now() where item_id = ${ALMOND}`,
    );
    t.server.locationContexts.invalidate({ menuId: BACK_BAY_MENU });
    expect(productIn(await menu(), ALMOND)?.available).toBe(true);
    const list = availabilityReply.parse(
      (await asStaff(t.server, manager)('GET', `/api/staff/locations/${BACK_BAY}/availability`)).json(),
    ).data;
    expect(list.products.find((p) => p.product_id === ALMOND)?.sold_out).toBeNull();
    await put(manager, { product_id: ALMOND, available: true });
  });
});

describe('a cached menu and the clock', () => {
  it('rebuilds at the "until close" instant with no write in between (the menu service\'s clock)', async () => {
    const r = await put(manager, { product_id: ALMOND, available: false, until: 'close' });
    const until = new Date(r.json().data.sold_out.until as string).getTime();
    let clock = until - 60_000;
    const menus = createMenuService(t.database.db, () => clock);
    const available = async () => productIn((await menus.getMenu(BACK_BAY_MENU))!, ALMOND)?.available;
    expect(await available()).toBe(false);
    clock = until - 1;
    expect(await available()).toBe(false);
    clock = until;
    expect(await available()).toBe(true);
    await put(manager, { product_id: ALMOND, available: true });
  });
});

describe('sold out (86) — one option choice', () => {
  it('that choice is refused; the product is still orderable with another choice', async () => {
    const m = await menu();
    const all = m.master_categories.flatMap((mc) =>
      mc.categories.flatMap((c) => [...c.products, ...c.sub_categories.flatMap((s) => s.products)]),
    );
    const product = all.find(
      (p) =>
        p.available &&
        p.dayparts === null &&
        p.handoffs === null &&
        p.option_groups.some(
          (g) =>
            g.min_select === 1 &&
            g.max_select === 1 &&
            g.choices.length >= 2 &&
            g.choices.every((c) => c.option_groups.length === 0),
        ) &&
        p.option_groups.length === 1,
    );
    expect(product, 'a product with one single-choice group').toBeTruthy();
    const group = product!.option_groups[0]!;
    const [first, second] = group.choices as [(typeof group.choices)[0], (typeof group.choices)[0]];

    expect((await put(manager, { choice_id: first.id, available: false, until: 'further_notice' })).statusCode).toBe(
      200,
    );
    const after = productIn(await menu(), product!.product_id)!;
    expect(after.available).toBe(true);
    expect(after.option_groups[0]!.choices.find((c) => c.id === first.id)?.available).toBe(false);

    const created = await ada.call('POST', '/api/carts', { menu_id: BACK_BAY_MENU });
    const refused = await ada.call('POST', `/api/carts/${created.body.data.id}/products`, {
      product_id: product!.product_id,
      quantity: product!.quantities.min,
      choices: [{ id: first.id }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'ITEM_SOLD_OUT',
      message: `${first.name} is sold out at this location`,
    });
    const other = await ada.call('POST', `/api/carts/${created.body.data.id}/products`, {
      product_id: product!.product_id,
      quantity: product!.quantities.min,
      choices: [{ id: second.id }],
    });
    expect(other.status, JSON.stringify(other.body)).toBe(200);

    expect((await put(manager, { choice_id: first.id, available: true })).statusCode).toBe(200);
    expect(
      productIn(await menu(), product!.product_id)!.option_groups[0]!.choices.find((c) => c.id === first.id)?.available,
    ).toBe(true);
  });
});

describe('bad input and other locations', () => {
  it('answers a named 4xx, never a 500', async () => {
    const cases: [object, number, RegExp][] = [
      [{ available: false, until: 'close' }, 400, /product_id or choice_id/],
      [{ product_id: ALMOND, choice_id: 'c-x', available: false, until: 'close' }, 400, /exactly one/],
      [{ product_id: ALMOND, available: false }, 400, /until/],
      [{ product_id: ALMOND, available: 'no', until: 'close' }, 400, /available/],
      [{ product_id: ALMOND, available: false, until: 'tomorrow' }, 400, /until/],
      [{ product_id: ALMOND, available: false, until: 'close', extra: 1 }, 400, /extra|Unrecognized/i],
      [{ product_id: 'p-nope', available: false, until: 'close' }, 404, /no product "p-nope"/],
      [{ choice_id: 'c-nope', available: false, until: 'close' }, 404, /no choice "c-nope"/],
    ];
    for (const [body, status, message] of cases) {
      const r = await put(manager, body);
      expect(r.statusCode, `${JSON.stringify(body)} → ${r.body}`).toBe(status);
      expect(r.json().message).toMatch(message);
    }
  });

  it("another location's list and writes answer 404, like an unknown one", async () => {
    const other = await put(manager, { product_id: ALMOND, available: false, until: 'close' }, 'bos-south-end');
    const unknown = await put(manager, { product_id: ALMOND, available: false, until: 'close' }, 'no-such-store');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
    expect(
      (await asStaff(t.server, counter)('GET', '/api/staff/locations/bos-south-end/availability')).statusCode,
    ).toBe(404);
  });
});

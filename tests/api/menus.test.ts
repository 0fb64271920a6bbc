import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuReply, type Menu, type MenuProduct } from '../../src/domain/menu/menu-contract.ts';
import { forEachProduct } from '../../src/domain/menu/menu-walk.ts';
import { locations } from '../../src/server/db/schema/locations.ts';
import { publishEdit } from '../support/menu-version.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let mealtime: Menu;
let storeMenuId: string;
beforeAll(async () => {
  t = await createTestApp();
  const reply = await t.server.inject({ method: 'GET', url: '/api/menus/mealtime' });
  mealtime = menuReply.parse(reply.json()).data;
  const [store] = await t.database.db.select({ menuId: locations.menuId }).from(locations).limit(1);
  storeMenuId = store!.menuId;
});
afterAll(() => t.close());

const productNamed = (menu: Menu, name: string): MenuProduct => {
  let found: MenuProduct | undefined;
  forEachProduct(menu, (p) => {
    if (p.name === name) found = p;
  });
  if (!found) throw new Error(`no ${name}`);
  return found;
};
const choiceId = (p: MenuProduct, path: string[]): string => {
  let groups = p.option_groups;
  let id = '';
  for (const name of path) {
    const choice = groups.flatMap((g) => g.choices).find((c) => c.name === name);
    if (!choice) throw new Error(`no choice ${name}`);
    id = choice.id;
    groups = choice.option_groups;
  }
  return id;
};
const validate = (menuId: string, body: unknown) =>
  t.server.inject({
    method: 'POST',
    url: `/api/menus/${menuId}/validate-line`,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });

describe('GET /api/menus/{menu_id} (spec §7)', () => {
  it('replies {status: ok, data: menu} in the spec §3 shape', async () => {
    expect(mealtime.menu_id).toBe('mealtime');
    expect(mealtime.master_categories.map((m) => m.name)).toContain('Breakfast');
    const club = productNamed(mealtime, 'Turkey Avocado Club');
    expect(club).toMatchObject({
      product_id: 'p-turkey-avocado-club',
      pdp_id: 'turkey-avocado-club',
      images: [
        {
          kind: 'mobile-webapp-menu',
          url: '/images/products/p-turkey-avocado-club.svg',
          alt: 'Turkey club sandwich with avocado, bacon, lettuce and tomato',
          width: 320,
          height: 240,
          srcset: [],
        },
      ],
      quantities: { min: 1, max: 99, increments: 1 },
      meta: { quick_add: false, hide_customize: false },
      nutrition: { calories: { base: 480, max: 1420 } },
      nutrition_lifestyle: 'dairy,egg',
      cost: 849,
    });
    const combo = club.option_groups.find((g) => g.name === 'Make it a Combo');
    const side = combo?.choices[0]?.option_groups.find((g) => g.name === 'Choose a Side');
    expect(side?.choices.find((c) => c.name === 'Side Salad')?.option_groups[0]?.name).toBe('Choose a Dressing');
    // Every category and sub-category listed has products (spec §5: empty ones are dropped).
    for (const m of mealtime.master_categories)
      for (const c of m.categories) expect(c.products.length + c.sub_categories.length).toBeGreaterThan(0);
    const bakery = mealtime.master_categories.find((m) => m.id === 'bakery');
    expect(bakery?.categories.find((c) => c.id === 'pastries')?.sub_categories.map((s) => s.name)).toContain(
      'Croissants',
    );
  });

  it('carries every product picture with the spec kind and url, and alt text, size and widths beside them (decision 204)', async () => {
    const reply = await t.server.inject({ method: 'GET', url: '/api/menus/10101' });
    expect(reply.statusCode).toBe(200);
    const products = new Map<string, MenuProduct>();
    forEachProduct(menuReply.parse(reply.json()).data, (p) => products.set(p.product_id, p));
    expect(products.size).toBeGreaterThan(100);
    for (const p of products.values()) {
      expect(p.images, p.product_id).toHaveLength(1);
      const [image] = p.images;
      expect(image).toEqual({
        kind: 'mobile-webapp-menu',
        url: `/images/products/${p.product_id}.svg`,
        alt: expect.stringMatching(/\w{3}/),
        width: 320,
        height: 240,
        srcset: [],
      });
      expect(existsSync(path.join('public', image!.url)), image!.url).toBe(true);
    }
  });

  it('is cacheable: strong ETag, If-None-Match → 304, short max-age with must-revalidate', async () => {
    const first = await t.server.inject({
      method: 'GET',
      url: '/api/menus/mealtime',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toMatch(/max-age=\d+.*must-revalidate/);
    const again = await t.server.inject({
      method: 'GET',
      url: '/api/menus/mealtime',
      headers: { 'if-none-match': `W/"x", ${etag}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stale = await t.server.inject({
      method: 'GET',
      url: '/api/menus/mealtime',
      headers: { 'if-none-match': '"old"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('rebuilds after the data change (version stamp)', async () => {
    const before = await t.server.inject({ method: 'GET', url: '/api/menus/mealtime' });
    await publishEdit(t, 'mealtime', (catalogue) => {
      catalogue.products.find((p) => p.product_id === 'p-butter-croissant')!.name = 'Butter Croissant (warm)';
    });
    const after = await t.server.inject({
      method: 'GET',
      url: '/api/menus/mealtime',
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).toContain('Butter Croissant (warm)');
  });

  it('answers an unknown or malformed menu id with JSON 404/400', async () => {
    const unknown = await t.server.inject({ method: 'GET', url: '/api/menus/99999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'error', code: 'NOT_FOUND', message: 'No menu with id "99999"' });
    const bad = await t.server.inject({ method: 'GET', url: '/api/menus/%3Cscript%3E' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status).toBe('error');
  });

  it('serves one product by pdp_id, and a location menu with its time zone', async () => {
    const reply = await t.server.inject({ method: 'GET', url: '/api/menus/mealtime/products/turkey-avocado-club' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.product.name).toBe('Turkey Avocado Club');
    expect((await t.server.inject({ method: 'GET', url: '/api/menus/mealtime/products/nope' })).statusCode).toBe(404);
    const store = await t.server.inject({ method: 'GET', url: `/api/menus/${storeMenuId}` });
    expect(store.statusCode).toBe(200);
    expect(store.json().data.time_zone).toBe('America/New_York');
  });
});

describe('POST /api/menus/{menu_id}/validate-line (the cart’s check)', () => {
  it('prices a valid nested selection on the server', async () => {
    const club = productNamed(mealtime, 'Turkey Avocado Club');
    const reply = await validate('mealtime', {
      line: {
        product_id: club.product_id,
        quantity: 2,
        choices: ['Whole', 'Country Sourdough', 'Aged White Cheddar']
          .map((n) => ({ id: choiceId(club, [n]) }))
          .concat([
            { id: choiceId(club, ['Make it a Combo']) },
            { id: choiceId(club, ['Make it a Combo', 'Side Salad']) },
            { id: choiceId(club, ['Make it a Combo', 'Side Salad', 'Green Goddess']) },
            { id: choiceId(club, ['Make it a Combo', 'Fresh-Squeezed Lemonade']) },
          ]),
      },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ unit_price_cents: 849 + 400 + 349, price_cents: 2 * (849 + 400 + 349) });
  });

  it.each([
    ['an unknown product', () => ({ product_id: 'p-nope', quantity: 1 }), 404, 'This menu has no product "p-nope"'],
    [
      'a choice from another product',
      () => {
        const club = productNamed(mealtime, 'Turkey Avocado Club');
        const latte = productNamed(mealtime, 'Caffè Latte');
        return {
          product_id: club.product_id,
          quantity: 1,
          choices: [
            { id: choiceId(club, ['Half']) },
            { id: choiceId(club, ['Country Sourdough']) },
            { id: choiceId(club, ['Aged White Cheddar']) },
            { id: latte.option_groups[0]!.choices[0]!.id },
          ],
        };
      },
      422,
      'That choice belongs to Caffè Latte, not Turkey Avocado Club',
    ],
    [
      'a missing required choice at a nested level',
      () => {
        const club = productNamed(mealtime, 'Turkey Avocado Club');
        return {
          product_id: club.product_id,
          quantity: 1,
          choices: [
            ['Half'],
            ['Country Sourdough'],
            ['Aged White Cheddar'],
            ['Make it a Combo'],
            ['Make it a Combo', 'Kettle Chips'],
          ].map((p) => ({ id: choiceId(club, p) })),
        };
      },
      422,
      'Choose 1 drink',
    ],
    [
      'too many choices',
      () => {
        const club = productNamed(mealtime, 'Turkey Avocado Club');
        return {
          product_id: club.product_id,
          quantity: 1,
          choices: [
            'Half',
            'Country Sourdough',
            'Aged White Cheddar',
            'Avocado',
            'Applewood Bacon',
            'Fried Egg',
            'Extra Cheese',
          ].map((n) => ({ id: choiceId(club, [n]) })),
        };
      },
      422,
      'Choose up to 3',
    ],
    [
      'a quantity off the increments',
      () => ({ product_id: productNamed(mealtime, 'French Macarons').product_id, quantity: 4 }),
      422,
      'Quantity goes up in steps of 3 from 3',
    ],
    [
      'a quantity above max',
      () => ({ product_id: productNamed(mealtime, 'French Macarons').product_id, quantity: 27 }),
      422,
      'Quantity must be between 3 and 24',
    ],
  ])('rejects %s with a 4xx naming the problem', async (_label, line, status, message) => {
    const reply = await validate('mealtime', { line: line() });
    expect(reply.statusCode).toBe(status);
    expect(reply.json()).toMatchObject({ status: 'error', message });
  });

  it('rejects a product not sold for the handoff or outside its daypart', async () => {
    const cake = productNamed(mealtime, 'Celebration Cake');
    const size = cake.option_groups[0]!.choices[0]!.id;
    const flavor = cake.option_groups[1]!.choices[0]!.id;
    const delivery = await validate('mealtime', {
      line: { product_id: cake.product_id, quantity: 1, choices: [{ id: size }, { id: flavor }] },
      context: { handoff: 'delivery' },
    });
    expect(delivery.statusCode).toBe(422);
    expect(delivery.json().message).toBe('Celebration Cake is not available for delivery');
    const store = menuReply.parse(
      (await t.server.inject({ method: 'GET', url: `/api/menus/${storeMenuId}` })).json(),
    ).data;
    let breakfastOnly: MenuProduct | undefined;
    forEachProduct(store, (p) => {
      if (
        !breakfastOnly &&
        p.dayparts?.length === 1 &&
        p.dayparts[0] === 'breakfast' &&
        !p.option_groups.some((g) => g.min_select > 0)
      )
        breakfastOnly = p;
    });
    expect(breakfastOnly).toBeDefined();
    const late = await validate(storeMenuId, {
      line: { product_id: breakfastOnly!.product_id, quantity: 1 },
      context: { at: '2026-01-15T23:00:00Z' },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toMatch(/is served during Breakfast 5:00–10:30 AM only/);
  });

  it('rejects malformed bodies with 400, never 500', async () => {
    for (const body of [
      {},
      { line: { product_id: 'x', quantity: 'one' } },
      { line: { product_id: 'x', quantity: 1, price: 1 } },
      { line: { product_id: 'x', quantity: 1, choices: [{ id: 5 }] } },
    ]) {
      const reply = await validate('mealtime', body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().status).toBe('error');
    }
  });
});

describe('OpenAPI', () => {
  it('lists the menu routes in /api/docs', async () => {
    const docs = await t.server.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining(['/api/menus/{menuId}', '/api/menus/{menuId}/validate-line']),
    );
  });
});

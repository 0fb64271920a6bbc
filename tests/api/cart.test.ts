import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { cartReply, timesReply } from '../../src/domain/cart/cart-contract.ts';
import { CART_TIMEOUT_MESSAGE } from '../../src/domain/cart/timeout.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY, BOYLSTON, SOUTH_END, newGuest, openAroundTheClock, tomorrowAt, type Guest } from './cart-support.ts';

let t: TestApp;
let guest: Guest;
beforeAll(async () => {
  t = await createTestApp();
  await openAroundTheClock(t, ['bos-back-bay', 'bos-south-end']);
  // South End does not sell Pain au Chocolat: a transfer must report it.
  await t.database.db.execute(
    sql`delete from menu_products where menu_id = ${SOUTH_END} and product_id = 'p-pain-au-chocolat'`,
  );
  guest = await newGuest(t);
});
afterAll(() => t.close());

const createCart = async (g: Guest = guest, menuId = BACK_BAY) => {
  const r = await g.call('POST', '/api/carts', { menu_id: menuId });
  expect(r.status).toBe(200);
  return r.body.data as { id: string; [k: string]: ReturnType<typeof JSON.parse> };
};

describe('cart API (issue 5)', () => {
  it('creates, gets and abandons a cart in the spec §3 shape', async () => {
    const cart = await createCart();
    expect(cart).toMatchObject({
      menu_id: BACK_BAY,
      handoff: 'pickup',
      status: 'active',
      time: { mode: 'asap', wanted: null, asap_available: true },
      products: [],
      discounts: [],
      totals: { subtotal: 0, tax: 0, fees: 0, handoff: 0, discount: 0, tip: 0, total: 0 },
      tips: { allow: true, percent: 15 },
      location: { name: 'Back Bay' },
    });
    expect(cart.time.earliest).toMatch(/^\d{8} \d{2}:\d{2}$/);
    const got = await guest.call('GET', `/api/carts/${cart.id}`);
    expect(got.status).toBe(200);
    expect(got.body.data.id).toBe(cart.id);
    // Get cart encodes its own JSON (decision 150): the reply is exactly what the contract gives.
    expect(cartReply.parse(got.body)).toEqual(got.body);
    const abandoned = await guest.call('DELETE', `/api/carts/${cart.id}`);
    expect(abandoned.status).toBe(200);
    expect(abandoned.body).toEqual({ status: 'ok', data: { id: cart.id, status: 'abandoned' } });
    const after = await guest.call('GET', `/api/carts/${cart.id}`);
    expect(after.status).toBe(409);
  });

  it('a cart reply stays private and compressed on request', async () => {
    const created = await t.server.inject({ method: 'POST', url: '/api/carts', payload: { menu_id: BACK_BAY } });
    const cookie = created.cookies.find((c) => c.name === 'larkspur_sid')!;
    const csrf = created.headers['x-csrf-token'] as string;
    // A few lines, so the body is over the compression threshold (1 KB).
    for (const product_id of ['p-chocolate-chunk-cookie', 'p-butter-croissant', 'p-house-coffee']) {
      const added = await t.server.inject({
        method: 'POST',
        url: `/api/carts/${created.json().data.id}/products/quick-add`,
        cookies: { larkspur_sid: cookie.value },
        headers: { 'x-csrf-token': csrf },
        payload: { product_id, quantity: 1 },
      });
      expect(added.statusCode).toBe(200);
    }
    const r = await t.server.inject({
      url: `/api/carts/${created.json().data.id}`,
      cookies: { larkspur_sid: cookie.value },
      headers: { 'accept-encoding': 'br' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.headers['content-type']).toContain('application/json');
    expect(r.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(r.rawPayload).toString());
    expect(cartReply.parse(body)).toEqual(body);
    expect(body.data.id).toBe(created.json().data.id);
  });

  it('creates a session for a first-time visitor', async () => {
    const r = await t.server.inject({ method: 'POST', url: '/api/carts', payload: { menu_id: BACK_BAY } });
    expect(r.statusCode).toBe(200);
    expect(r.cookies.some((c) => c.name === 'larkspur_sid')).toBe(true);
  });

  it('adds configured and quick-added products, priced by the server, with totals', async () => {
    const cart = await createCart();
    const menu = (await guest.call('GET', `/api/menus/${BACK_BAY}/products/p-butter-croissant`)).body.data.product;
    const choice = menu.option_groups[0]?.choices[0];
    const added = await guest.call('POST', `/api/carts/${cart.id}/products`, {
      product_id: 'p-butter-croissant',
      quantity: 2,
      choices: choice ? [{ id: choice.id, quantity: 1 }] : [],
      recipient: 'Sam',
      instructions: 'Extra flaky',
    });
    expect(added.status).toBe(200);
    expect(cartReply.parse(added.body)).toEqual(added.body);
    const line = added.body.data.products[0];
    expect(line).toMatchObject({
      product_id: 'p-butter-croissant',
      name: 'Butter Croissant',
      quantity: 2,
      recipient: 'Sam',
      instructions: 'Extra flaky',
    });
    expect(line.cost.total).toBe(2 * (menu.cost + (choice?.price_delta ?? 0)));
    const quick = await guest.call('POST', `/api/carts/${cart.id}/products/quick-add`, {
      product_id: 'p-chocolate-chunk-cookie',
      quantity: 1,
    });
    expect(quick.status).toBe(200);
    expect(cartReply.parse(quick.body)).toEqual(quick.body);
    const { totals, products } = quick.body.data;
    expect(products).toHaveLength(2);
    expect(totals.subtotal).toBe(line.cost.total + 299);
    expect(totals.tax).toBe(Math.floor((totals.subtotal * 700 + 5000) / 10000));
    expect(totals.tip).toBe(Math.round(totals.subtotal * 0.15));
    expect(totals.total).toBe(
      totals.subtotal + totals.tax + totals.fees + totals.handoff + totals.tip - totals.discount,
    );
  });

  it("carries each product's hide-customize flag on its line (spec §3): a baguette has nothing to customise", async () => {
    const cart = await createCart();
    await guest.call('POST', `/api/carts/${cart.id}/products/quick-add`, {
      product_id: 'p-classic-baguette',
      quantity: 1,
    });
    const r = await guest.call('POST', `/api/carts/${cart.id}/products/quick-add`, {
      product_id: 'p-butter-croissant',
      quantity: 1,
    });
    const flags = Object.fromEntries(
      (r.body.data.products as { product_id: string; hide_customize: boolean }[]).map((p) => [
        p.product_id,
        p.hide_customize,
      ]),
    );
    expect(flags).toEqual({ 'p-classic-baguette': true, 'p-butter-croissant': false });
  });

  it('never takes a price from the client and rejects bad input with 4xx', async () => {
    const cart = await createCart();
    const cases: [string, string, unknown][] = [
      ['POST', `/api/carts/${cart.id}/products`, { product_id: 'p-butter-croissant', quantity: 1, price: 1 }],
      ['POST', `/api/carts/${cart.id}/products`, { product_id: 'p-butter-croissant', quantity: 0 }],
      ['POST', `/api/carts/${cart.id}/products`, { product_id: 'p-no-such-thing', quantity: 1 }],
      [
        'POST',
        `/api/carts/${cart.id}/products`,
        { product_id: 'p-butter-croissant', quantity: 1, choices: [{ id: 'nope', quantity: 1 }] },
      ],
      ['POST', `/api/carts/${cart.id}/products/quick-add`, { product_id: 'p-butter-croissant', quantity: 'two' }],
      ['POST', '/api/carts', { menu_id: '../etc' }],
      ['POST', '/api/carts', { menu_id: '99999' }],
      ['GET', '/api/carts/not-a-uuid', undefined],
      ['PUT', `/api/carts/${cart.id}/handoff`, { handoff: 'teleport' }],
      ['PUT', `/api/carts/${cart.id}/time`, { mode: 'advance', wanted: '2026-01-01 10:00' }],
      ['PUT', `/api/carts/${cart.id}/time`, { mode: 'advance', wanted: '20200101 10:00' }],
      ['GET', `/api/carts/${cart.id}/times?day=2026`, undefined],
      ['POST', `/api/carts/${cart.id}/coupon`, { code: 'NOPE' }],
      ['POST', `/api/carts/${cart.id}/coupon`, { code: 'SPRING2020' }],
      [
        'PUT',
        `/api/carts/${cart.id}/handoff/delivery`,
        { address: '1 Far Away Road', city: 'Denver', state: 'CO', zip: '80202', lat: 39.74, lng: -104.99 },
      ],
      [
        'PUT',
        `/api/carts/${cart.id}/handoff/delivery`,
        { city: 'Boston', state: 'MA', zip: '02116', lat: 42.35, lng: -71.07 },
      ],
      [
        'PUT',
        `/api/carts/${cart.id}/handoff/delivery`,
        { address: '300 Boylston Street', city: 'Boston', state: 'MA', zip: '02116', lat: 'north', lng: -71.07 },
      ],
      [
        'PUT',
        `/api/carts/${cart.id}/handoff/delivery`,
        { address: '300 Boylston Street', city: 'Boston', state: 'MA', zip: '02116', lat: 142.35, lng: -71.07 },
      ],
      [
        'PUT',
        `/api/carts/${cart.id}/handoff/delivery`,
        {
          address: '300 Boylston Street',
          city: 'Boston',
          state: 'MA',
          zip: '02116',
          lat: 42.35,
          lng: -71.07,
          instructions: 'x'.repeat(251),
        },
      ],
      ['PUT', `/api/carts/${cart.id}/products/00000000-0000-4000-8000-000000000000`, { quantity: 1 }],
      ['POST', '/api/events', { name: 'hack', payload: {} }],
    ];
    for (const [method, url, payload] of cases) {
      const r = await guest.call(method as 'GET', url, payload);
      expect(r.status, `${method} ${url} ${JSON.stringify(payload)}`).toBeGreaterThanOrEqual(400);
      expect(r.status, `${method} ${url}`).toBeLessThan(500);
      expect(r.body).toMatchObject({ status: 'error' });
    }
    expect((await guest.call('GET', `/api/carts/${cart.id}`)).body.data.products).toEqual([]);
  });

  it('hides another session’s cart behind a 404', async () => {
    const cart = await createCart();
    await guest.call('POST', `/api/carts/${cart.id}/products/quick-add`, {
      product_id: 'p-chocolate-chunk-cookie',
      quantity: 1,
    });
    const stranger = await newGuest(t);
    for (const [method, url, payload] of [
      ['GET', `/api/carts/${cart.id}`, undefined],
      ['DELETE', `/api/carts/${cart.id}`, undefined],
      ['POST', `/api/carts/${cart.id}/products/quick-add`, { product_id: 'p-chocolate-chunk-cookie', quantity: 1 }],
      ['DELETE', `/api/carts/${cart.id}/products`, undefined],
      ['GET', `/api/carts/${cart.id}/upsells?num=4`, undefined],
      ['GET', `/api/carts/${cart.id}/times`, undefined],
    ] as const) {
      const r = await stranger.call(method, url, payload);
      expect(r.status).toBe(404);
      expect(JSON.stringify(r.body)).not.toContain('Chocolate');
    }
    const noCookie = await t.server.inject({ url: `/api/carts/${cart.id}` });
    expect(noCookie.statusCode).toBe(404);
    expect((await guest.call('GET', `/api/carts/${cart.id}`)).body.data.products).toHaveLength(1);
  });

  it('updates, removes and clears lines; removing a free item drops its coupon', async () => {
    const cart = await createCart();
    let r = await guest.call('POST', `/api/carts/${cart.id}/products/quick-add`, {
      product_id: 'p-chocolate-chunk-cookie',
      quantity: 1,
    });
    const cookieLine = r.body.data.products[0].id;
    r = await guest.call('PUT', `/api/carts/${cart.id}/products/${cookieLine}`, { quantity: 3, choices: [] });
    expect(r.status).toBe(200);
    expect(r.body.data.products[0]).toMatchObject({ quantity: 3, cost: { total: 897 } });
    r = await guest.call('POST', `/api/carts/${cart.id}/coupon`, { code: 'freecookie' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      coupon: 'FREECOOKIE',
      discounts: [{ label: 'A free Chocolate Chunk Cookie' }],
      totals: { discount: 299 },
    });
    r = await guest.call('POST', `/api/carts/${cart.id}/coupon`, { code: 'WELCOME10' });
    expect(r.body.data).toMatchObject({ coupon: 'WELCOME10', totals: { discount: 90 } }); // one per cart: replaced
    await guest.call('POST', `/api/carts/${cart.id}/coupon`, { code: 'FREECOOKIE' });
    r = await guest.call('POST', `/api/carts/${cart.id}/products/quick-add`, {
      product_id: 'p-butter-croissant',
      quantity: 1,
    });
    r = await guest.call('DELETE', `/api/carts/${cart.id}/products/${cookieLine}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ coupon: null, discounts: [], totals: { discount: 0 } });
    expect(r.body.data.products).toHaveLength(1);
    r = await guest.call('DELETE', `/api/carts/${cart.id}/coupon`);
    expect(r.status).toBe(200);
    r = await guest.call('DELETE', `/api/carts/${cart.id}/products`);
    expect(r.body.data.products).toEqual([]);
    expect(r.body.data.totals.total).toBe(0);
  });

  it('sets handoff, delivery address inside the zone (spec §7 shape), tips and track events', async () => {
    const cart = await createCart();
    await guest.call('POST', `/api/carts/${cart.id}/products/quick-add`, {
      product_id: 'p-butter-croissant',
      quantity: 6,
    });
    let r = await guest.call('PUT', `/api/carts/${cart.id}/handoff`, { handoff: 'curbside' });
    expect(r.body.data.handoff).toBe('curbside');
    r = await guest.call('PUT', `/api/carts/${cart.id}/handoff/delivery`, {
      ...BOYLSTON,
      building: 'Apt 2',
      instructions: 'Ring twice',
      default: false,
      handoffMode: 'delivery',
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      handoff: 'delivery',
      address: { address: '300 Boylston Street', building: 'Apt 2', instructions: 'Ring twice' },
      totals: { handoff: 399 },
    });
    // The delivery modal allows 250 characters of instructions: the cart takes all of them.
    r = await guest.call('PUT', `/api/carts/${cart.id}/handoff/delivery`, {
      ...BOYLSTON,
      building: 'Apt 2',
      instructions: 'r'.repeat(250),
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.address.instructions).toHaveLength(250);
    r = await guest.call('PUT', `/api/carts/${cart.id}/tip`, { custom: 250 });
    expect(r.body.data.totals.tip).toBe(250);
    r = await guest.call('PUT', `/api/carts/${cart.id}/tip`, { percent: 20 });
    expect(r.body.data.tips.percent).toBe(20);
    r = await guest.call('POST', `/api/carts/${cart.id}/validate`);
    expect(r.status).toBe(200);
    expect(r.body.data.valid).toBe(true);
    for (const name of ['view_cart', 'view_estimated_ready', 'add_shipping_info']) {
      expect((await guest.call('POST', '/api/events', { name, payload: { cart_id: cart.id } })).status).toBe(200);
    }
    const rows = await t.database.db.execute(
      sql`select count(*)::int as n from track_events where payload->>'cart_id' = ${cart.id}`,
    );
    expect(
      (rows as unknown as { rows: { n: number }[] }).rows?.[0]?.n ?? (rows as unknown as { n: number }[])[0]?.n,
    ).toBe(3);
  });

  it('lists times for a day, applies asap and order-ahead, and suggests upsells', async () => {
    const cart = await createCart();
    await guest.call('POST', `/api/carts/${cart.id}/products/quick-add`, {
      product_id: 'p-butter-croissant',
      quantity: 1,
    });
    const wanted = tomorrowAt('12:00');
    let r = await guest.call('GET', `/api/carts/${cart.id}/times?day=${wanted.slice(0, 8)}`);
    expect(r.status).toBe(200);
    expect(timesReply.parse(r.body)).toEqual(r.body);
    expect(r.body.data.days).toHaveLength(14);
    expect(r.body.data.times).toContain(wanted);
    r = await guest.call('PUT', `/api/carts/${cart.id}/time`, { mode: 'advance', wanted });
    expect(r.status).toBe(200);
    expect(r.body.data.time).toMatchObject({ mode: 'advance', wanted });
    r = await guest.call('PUT', `/api/carts/${cart.id}/time`, { mode: 'asap' });
    expect(r.body.data.time).toMatchObject({ mode: 'asap', wanted: null });
    r = await guest.call('GET', `/api/carts/${cart.id}/upsells?num=4`);
    expect(r.status).toBe(200);
    const upsells = r.body.data.upsells as { product_id: string; description: string; cost: number }[];
    expect(upsells.length).toBeGreaterThan(0);
    expect(upsells.length).toBeLessThanOrEqual(4);
    expect(['p-house-coffee', 'p-caffe-latte']).toContain(upsells[0]?.product_id); // the brand's pairings for croissants and pastries come first
    expect(upsells.map((u) => u.product_id)).not.toContain('p-butter-croissant');
    for (const u of upsells) expect(u.description.length).toBeLessThanOrEqual(51);
  });

  it('never suggests what cannot be ordered now: a paired product sold out at this store drops out', async () => {
    const cart = await createCart();
    await guest.call('POST', `/api/carts/${cart.id}/products/quick-add`, {
      product_id: 'p-butter-croissant',
      quantity: 1,
    });
    const before = (await guest.call('GET', `/api/carts/${cart.id}/upsells?num=4`)).body.data.upsells as {
      product_id: string;
    }[];
    const first = before[0]!.product_id;
    await t.database.db.execute(
      sql`update menu_products set available = false where menu_id = ${BACK_BAY} and product_id = ${first}`,
    );
    await t.database.db.execute(sql`update menus set updated_at = now() where id = ${BACK_BAY}`);
    // The write invalidates the menu's context, as every availability write does (decision 215).
    t.server.locationContexts.invalidate({ menuId: BACK_BAY });
    try {
      const after = (await guest.call('GET', `/api/carts/${cart.id}/upsells?num=4`)).body.data.upsells as {
        product_id: string;
      }[];
      expect(after.map((u) => u.product_id)).not.toContain(first);
      expect(after.length).toBeGreaterThan(0);
    } finally {
      await t.database.db.execute(
        sql`update menu_products set available = true where menu_id = ${BACK_BAY} and product_id = ${first}`,
      );
      await t.database.db.execute(sql`update menus set updated_at = now() where id = ${BACK_BAY}`);
      t.server.locationContexts.invalidate({ menuId: BACK_BAY });
    }
  });

  it('transfers to another menu, reporting lines that cannot come, and refuses where transfer is off', async () => {
    const cart = await createCart();
    await guest.call('POST', `/api/carts/${cart.id}/products/quick-add`, {
      product_id: 'p-butter-croissant',
      quantity: 1,
    });
    await guest.call('POST', `/api/carts/${cart.id}/products/quick-add`, {
      product_id: 'p-pain-au-chocolat',
      quantity: 1,
    });
    const r = await guest.call('POST', `/api/carts/${cart.id}/transfer`, { menu_id: SOUTH_END });
    expect(r.status).toBe(200);
    expect(r.body.data.cart.menu_id).toBe(SOUTH_END);
    expect(r.body.data.cart.products.map((p: { product_id: string }) => p.product_id)).toEqual(['p-butter-croissant']);
    expect(r.body.data.dropped).toEqual([
      expect.objectContaining({ product_id: 'p-pain-au-chocolat', name: 'Pain au Chocolat' }),
    ]);
    await t.database.db.execute(sql`update locations set transfer_cart = false where menu_id = ${BACK_BAY}`);
    try {
      const refused = await guest.call('POST', `/api/carts/${cart.id}/transfer`, { menu_id: BACK_BAY });
      expect(refused.status).toBe(409);
      expect((await guest.call('GET', `/api/carts/${cart.id}`)).body.data.menu_id).toBe(SOUTH_END);
    } finally {
      await t.database.db.execute(sql`update locations set transfer_cart = true where menu_id = ${BACK_BAY}`);
    }
  });

  it('times out a cart older than 1 hour with the spec message, and abandons it', async () => {
    const cart = await createCart();
    await t.database.db.execute(sql`update carts set created_at = now() - interval '61 minutes' where id = ${cart.id}`);
    const r = await guest.call('POST', `/api/carts/${cart.id}/products/quick-add`, {
      product_id: 'p-butter-croissant',
      quantity: 1,
    });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(CART_TIMEOUT_MESSAGE);
    const rows = await t.database.db.execute(sql`select status from carts where id = ${cart.id}`);
    expect(JSON.stringify(rows)).toContain('abandoned');
    const old = await createCart();
    await t.database.db.execute(sql`update carts set created_at = now() - interval '25 hours' where id = ${old.id}`);
    const r2 = await guest.call('GET', `/api/carts/${old.id}`);
    expect(r2.status).toBe(409);
    expect(r2.body.message).not.toBe(CART_TIMEOUT_MESSAGE);
  });

  it('never suggests a side or drink the bag already holds as a combo choice', async () => {
    type Group = { choices: { id: string; name: string; option_groups: Group[] }[] };
    const club = (await guest.call('GET', `/api/menus/${BACK_BAY}/products/p-turkey-avocado-club`)).body.data
      .product as {
      option_groups: Group[];
    };
    const idOf = (path: string[], groups: Group[] = club.option_groups): string => {
      for (const g of groups)
        for (const c of g.choices) {
          if (c.name !== path[0]) continue;
          return path.length === 1 ? c.id : idOf(path.slice(1), c.option_groups);
        }
      throw new Error(`no choice ${path.join(' › ')}`);
    };
    const suggested = async (choices: { id: string; quantity: number }[]) => {
      const cart = await createCart();
      const added = await guest.call('POST', `/api/carts/${cart.id}/products`, {
        product_id: 'p-turkey-avocado-club',
        quantity: 1,
        choices,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const r = await guest.call('GET', `/api/carts/${cart.id}/upsells?num=4`);
      return (r.body.data.upsells as { product_id: string }[]).map((u) => u.product_id);
    };
    const required = ['Whole', 'Country Sourdough', 'Aged White Cheddar'].map((n) => ({ id: idOf([n]), quantity: 1 }));
    expect(await suggested(required)).toEqual(expect.arrayContaining(['p-kettle-chips', 'p-fresh-lemonade']));
    const combo = ['Make it a Combo'];
    const withCombo = await suggested([
      ...required,
      ...[combo, [...combo, 'Kettle Chips'], [...combo, 'Fresh-Squeezed Lemonade']].map((path) => ({
        id: idOf(path),
        quantity: 1,
      })),
    ]);
    expect(withCombo).not.toContain('p-kettle-chips');
    expect(withCombo).not.toContain('p-fresh-lemonade');
    expect(withCombo).toContain('p-tomato-basil-soup');
  });

  it('gives a bag line and an upsell of a photograph set its widths, so the thumbnail fetches its own size (issue 15 part 3)', async () => {
    const widths = [
      { url: '/images/photos/house-coffee-160.webp', width: 160 },
      { url: '/images/photos/house-coffee-640.webp', width: 640 },
    ];
    // Menus are built from their published version: the photo goes into the one this menu serves.
    await t.database.db.execute(
      sql`update menu_versions v set catalogue = jsonb_set(v.catalogue, '{products}', (
            select jsonb_agg(case when p->>'product_id' in ('p-house-coffee', 'p-caffe-latte')
              then jsonb_set(p, '{image,srcset}', ${JSON.stringify(widths)}::jsonb) else p end order by i)
            from jsonb_array_elements(v.catalogue->'products') with ordinality as e(p, i)))
          where v.number = (select version_number from menus where id = ${BACK_BAY})`,
    );
    await t.database.db.execute(sql`update menus set updated_at = now() + interval '1 minute' where id = ${BACK_BAY}`);
    t.server.locationContexts.invalidate({ menuId: BACK_BAY });
    const cart = await createCart();
    const added = await guest.call('POST', `/api/carts/${cart.id}/products/quick-add`, {
      product_id: 'p-house-coffee',
      quantity: 1,
    });
    expect(added.status).toBe(200);
    expect(cartReply.parse(added.body)).toEqual(added.body);
    expect(added.body.data.products[0].image_srcset).toEqual(widths);
    await guest.call('DELETE', `/api/carts/${cart.id}/products/${added.body.data.products[0].id}`);
    await guest.call('POST', `/api/carts/${cart.id}/products/quick-add`, {
      product_id: 'p-butter-croissant',
      quantity: 1,
    });
    const upsells = (await guest.call('GET', `/api/carts/${cart.id}/upsells?num=4`)).body.data.upsells as {
      product_id: string;
      image_srcset: unknown;
    }[];
    const coffee = upsells.find((u) => u.product_id === 'p-house-coffee' || u.product_id === 'p-caffe-latte');
    expect(coffee?.image_srcset).toEqual(widths);
    // An illustration has none: it scales itself.
    expect((await guest.call('GET', `/api/carts/${cart.id}`)).body.data.products[0].image_srcset).toEqual([]);
  });
});

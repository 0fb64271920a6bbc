import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updatePayment } from '../../src/server/modules/orders/repo.ts';
import { publishEdit } from '../support/menu-version.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { ERASED_CONTACT } from '../../src/server/modules/account/erase-member.ts';
import { PASSWORD, tempOutbox } from './account-support.ts';
import { BACK_BAY, BOYLSTON, openAroundTheClock } from './cart-support.ts';
import {
  DEMO_GIFT,
  cardToken,
  cartWith,
  countingSandbox,
  guestShopper,
  memberShopper,
  moveOrder,
  newKey,
  query,
  submit,
  type Shopper,
} from './checkout-support.ts';

/** Orders after checkout (issue 6): confirmation read, history, Order Again, the status call (here with the legacy STAFF_API_KEY; integration keys: integration-keys.test.ts). */
const STAFF_KEY = 'staff-key-for-tests-0123456789';
let t: TestApp;
let ada: Shopper;
let bea: Shopper;
const sandbox = countingSandbox();

beforeAll(async () => {
  t = await createTestApp(
    { OUTBOX_DIR: tempOutbox(), ACCOUNT_LIMIT_PER_IP: '1000', STAFF_API_KEY: STAFF_KEY },
    { checkout: { paymentProvider: sandbox } },
  );
  await openAroundTheClock(t, ['bos-back-bay']);
  ada = await memberShopper(t, 'ada.orders@larkspur.example');
  bea = await memberShopper(t, 'bea.orders@larkspur.example', { first_name: 'Bea' });
});
afterAll(() => t.close());

async function place(
  s: Shopper,
  products = [{ product_id: 'p-butter-croissant', quantity: 2 }],
  extra: Record<string, unknown> = {},
) {
  const cart = await cartWith(s, products);
  const r = await submit(s, newKey(), { cart_id: cart.id, payment: { token: await cardToken(s) }, ...extra });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.order as {
    id: string;
    number: string;
    status: string;
    totals: { total: number };
    [k: string]: ReturnType<typeof JSON.parse>;
  };
}

const staff = (id: string, status: string, key = STAFF_KEY) => moveOrder(t, id, status, key);

describe('orders', () => {
  it('GET /api/orders/{id}: the owner sees it; another member, a guest or an unknown id get 404', async () => {
    const order = await place(ada);
    const mine = await ada.call('GET', `/api/orders/${order.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.order).toEqual(order);
    expect((await bea.call('GET', `/api/orders/${order.id}`)).status).toBe(404);
    expect((await (await guestShopper(t)).call('GET', `/api/orders/${order.id}`)).status).toBe(404);
    expect((await t.server.inject({ url: `/api/orders/${order.id}` })).statusCode).toBe(404);
    expect((await ada.call('GET', '/api/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const bad = await ada.call('GET', '/api/orders/not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/order id/);
  });

  it('numbers orders sequentially', async () => {
    const a = await place(ada);
    const b = await place(bea);
    expect(Number(b.number)).toBe(Number(a.number) + 1);
  });

  it("GET /api/account/orders: the member's own orders, newest first, in the spec §3 shape; 401 signed out", async () => {
    const newest = await place(ada, [{ product_id: 'p-house-coffee', quantity: 1 }]);
    const r = await ada.call('GET', '/api/account/orders');
    expect(r.status).toBe(200);
    const orders = r.body.data.orders as {
      id: string;
      created: string;
      menu_id: string;
      products: unknown[];
      handoff: string;
      time: { ready: string };
      totals: unknown;
    }[];
    expect(orders[0]?.id).toBe(newest.id);
    expect(orders.length).toBeGreaterThanOrEqual(3);
    for (let i = 1; i < orders.length; i++) expect(orders[i - 1]!.created >= orders[i]!.created).toBe(true);
    expect(orders[0]).toMatchObject({
      menu_id: BACK_BAY,
      handoff: 'pickup',
      products: [{ product_id: 'p-house-coffee', quantity: 1 }],
    });
    expect(
      (await bea.call('GET', '/api/account/orders')).body.data.orders.every(
        (o: { contact: { email: string } }) => o.contact.email === 'bea.orders@larkspur.example',
      ),
    ).toBe(true);
    const page = await ada.call('GET', `/api/account/orders?limit=1&before=${encodeURIComponent(orders[0]!.created)}`);
    expect(page.body.data.orders).toHaveLength(1);
    expect(page.body.data.orders[0].id).toBe(orders[1]!.id);
    expect((await ada.call('GET', '/api/account/orders?limit=500')).status).toBe(400);
    expect((await t.server.inject({ url: '/api/account/orders' })).statusCode).toBe(401);
  });

  it("POST /api/orders {id} (Order Again): the new cart with the order's lines; what is no longer sold is reported, not dropped silently", async () => {
    const order = await place(ada, [
      { product_id: 'p-butter-croissant', quantity: 2 },
      { product_id: 'p-pain-au-chocolat', quantity: 1 },
    ]);
    const again = await ada.call('POST', '/api/orders', { id: order.id });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.status).toBe('ok');
    expect(again.body.data).toMatchObject({ menu_id: BACK_BAY, status: 'active', reorder_problems: [] });
    expect(
      again.body.data.products.map((p: { product_id: string; quantity: number }) => [p.product_id, p.quantity]),
    ).toEqual([
      ['p-butter-croissant', 2],
      ['p-pain-au-chocolat', 1],
    ]);
    // The bakery stops selling it at Back Bay (an edit bumps the menu's stamp, decision 050).
    await query(t, sql`delete from menu_products where menu_id = ${BACK_BAY} and product_id = 'p-pain-au-chocolat'`);
    await query(t, sql`update menus set updated_at = now() where id = ${BACK_BAY}`);
    // The write invalidates the menu's context and stamp, as every menu write does (decision 215).
    t.server.locationContexts.invalidate({ menuId: BACK_BAY });
    const partial = await ada.call('POST', '/api/orders', { id: order.id });
    expect(partial.status).toBe(200);
    expect(partial.body.data.products).toHaveLength(1);
    expect(partial.body.data.reorder_problems).toEqual([
      expect.objectContaining({
        product_id: 'p-pain-au-chocolat',
        outcome: 'dropped',
        message: expect.stringMatching(/^Pain au Chocolat is no longer available/),
      }),
    ]);
    const theirs = await bea.call('POST', '/api/orders', { id: order.id });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ status: 'error', message: 'No such order' });
    expect((await ada.call('POST', '/api/orders', { id: 'x' })).status).toBe(400);
    expect((await ada.call('POST', '/api/orders', { id: order.id, extra: 1 })).status).toBe(400);
  });

  it('Order Again with a choice no longer offered: added with the usual choices and reported as changed', async () => {
    const product = (await ada.call('GET', `/api/menus/${BACK_BAY}/products/p-butter-croissant`)).body.data.product;
    // "Warm It Up?" (optional, one choice: Warmed).
    const extra = product.option_groups[0]?.choices[0] as { id: string };
    expect(extra).toBeDefined();
    const cart = await cartWith(ada, []);
    const added = await ada.call('POST', `/api/carts/${cart.id}/products`, {
      product_id: 'p-butter-croissant',
      quantity: 1,
      choices: [{ id: extra.id, quantity: 1 }],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const placed = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada) } });
    expect(placed.status).toBe(200);
    await publishEdit(t, BACK_BAY, (catalogue) => {
      const croissant = catalogue.products.find((p) => p.product_id === 'p-butter-croissant')!;
      for (const group of croissant.option_groups) group.choices = group.choices.filter((c) => c.id !== extra.id);
      croissant.option_groups = croissant.option_groups.filter((g) => g.choices.length > 0);
    });
    const again = await ada.call('POST', '/api/orders', { id: placed.body.data.order.id });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.products.map((p: { product_id: string }) => p.product_id)).toEqual(['p-butter-croissant']);
    expect(again.body.data.reorder_problems).toEqual([
      expect.objectContaining({ product_id: 'p-butter-croissant', outcome: 'changed' }),
    ]);
  });

  it('staff move an order along its lifecycle; an illegal move is 409; a wrong key 401', async () => {
    const order = await place(ada);
    expect((await staff(order.id, 'in_progress', 'wrong-key-wrong-key-wrong-key-00')).statusCode).toBe(401);
    expect(
      (
        await t.server.inject({
          method: 'POST',
          url: `/api/staff/orders/${order.id}/status`,
          payload: { status: 'ready' },
        })
      ).statusCode,
    ).toBe(401);
    expect((await staff(order.id, 'ready')).statusCode).toBe(409);
    for (const s of ['in_progress', 'ready', 'completed']) {
      const r = await staff(order.id, s);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().data.order.status).toBe(s);
    }
    const late = await staff(order.id, 'cancelled');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The order is completed and can no longer change.');
    expect((await staff('00000000-0000-4000-8000-000000000000', 'ready')).statusCode).toBe(404);
    expect((await staff(order.id, 'eaten')).statusCode).toBe(400);
  });

  it('cancelling gives gift card balances back and refunds the card', async () => {
    const before = Number(
      (
        (await query(t, sql`select balance_cents from gift_cards where last4 = '0002'`)).rows[0] as {
          balance_cents: number;
        }
      ).balance_cents,
    );
    const refunds = sandbox.counts.refund;
    const order = await place(ada, [{ product_id: 'p-butter-croissant', quantity: 6 }], {
      gift_cards: [DEMO_GIFT.ten],
    });
    expect(order.payments.map((p: { kind: string }) => p.kind)).toEqual(['gift_card', 'card']);
    // The card is captured just after the reply (decision 155); a cancel after that refunds it.
    await expect
      .poll(
        async () =>
          (await query(t, sql`select status from payments where order_id = ${order.id} and kind = 'card'`)).rows[0]
            ?.status,
        { timeout: 10_000 },
      )
      .toBe('captured');
    const r = await staff(order.id, 'cancelled');
    expect(r.statusCode).toBe(200);
    expect(r.json().data.order.status).toBe('cancelled');
    const after = Number(
      (
        (await query(t, sql`select balance_cents from gift_cards where last4 = '0002'`)).rows[0] as {
          balance_cents: number;
        }
      ).balance_cents,
    );
    expect(after).toBe(before);
    expect(sandbox.counts.refund - refunds).toBe(1);
    const statuses = await query(t, sql`select kind, status from payments where order_id = ${order.id} order by kind`);
    expect(statuses.rows).toEqual([
      { kind: 'card', status: 'refunded' },
      { kind: 'gift_card', status: 'refunded' },
    ]);
    // The payment lifecycle guards every write: a late capture cannot undo the refund.
    const card = (await query(t, sql`select id from payments where order_id = ${order.id} and kind = 'card'`))
      .rows[0] as { id: string };
    expect(await updatePayment(t.database.db, card.id, { status: 'captured' })).toBe(false);
    expect((await query(t, sql`select status from payments where id = ${card.id}`)).rows[0]?.status).toBe('refunded');
  });
});

describe('account deletion keeps orders for the books, anonymised (issue 7, decision 070)', () => {
  it('erases contact, street, door and instructions from orders, the newsletter row and cart addresses; totals stay', async () => {
    const email = 'cleo.leaving@larkspur.example';
    const cleo = await memberShopper(t, email, { first_name: 'Cleo', newsletter: true });
    const cart = await cartWith(cleo, [{ product_id: 'p-butter-croissant', quantity: 6 }]);
    const delivery = {
      ...BOYLSTON,
      building: 'Apt 2',
      instructions: 'Ring twice',
      default: false,
      handoffMode: 'delivery',
    };
    expect((await cleo.call('PUT', `/api/carts/${cart.id}/handoff/delivery`, delivery)).status).toBe(200);
    const placed = await submit(cleo, newKey(), { cart_id: cart.id, payment: { token: await cardToken(cleo) } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = placed.body.data.order as { id: string; totals: { total: number } };
    const open = await cartWith(cleo);
    expect((await cleo.call('PUT', `/api/carts/${open.id}/handoff/delivery`, delivery)).status).toBe(200);
    expect(
      (await query(t, sql`select count(*)::int as n from newsletter_subscriptions where email = ${email}`)).rows[0]?.n,
    ).toBe(1);

    const gone = await cleo.call('POST', '/api/account/delete', { password: PASSWORD, confirm: true });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);

    const [kept] = (await query(t, sql`select contact, address, vehicle, totals from orders where id = ${order.id}`))
      .rows as { contact: unknown; address: Record<string, unknown>; vehicle: unknown; totals: { total: number } }[];
    expect(kept?.contact).toEqual(ERASED_CONTACT);
    expect(kept?.address).toEqual({
      address: '',
      building: '',
      instructions: '',
      lat: 0,
      lng: 0,
      city: 'Boston',
      state: 'MA',
      zip: '02116',
    });
    expect(kept?.vehicle).toBeNull();
    expect(kept?.totals.total).toBe(order.totals.total);
    expect(
      (await query(t, sql`select count(*)::int as n from newsletter_subscriptions where email = ${email}`)).rows[0]?.n,
    ).toBe(0);
    const [leftCart] = (
      await query(t, sql`select status, address, building, address_instructions from carts where id = ${open.id}`)
    ).rows;
    expect(leftCart).toEqual({ status: 'abandoned', address: null, building: null, address_instructions: null });
    // Nothing readable of the order remains for the old session either.
    expect((await cleo.call('GET', `/api/orders/${order.id}`)).status).toBe(404);
  });
});

describe('status endpoint without STAFF_API_KEY', () => {
  it('takes only integration keys (decision 242): any other bearer is 401', async () => {
    const plain = await createTestApp();
    try {
      const r = await plain.server.inject({
        method: 'POST',
        url: '/api/staff/orders/00000000-0000-4000-8000-000000000000/status',
        headers: { authorization: 'Bearer anything-anything-anything' },
        payload: { status: 'ready' },
      });
      expect(r.statusCode).toBe(401);
    } finally {
      await plain.close();
    }
  });
});

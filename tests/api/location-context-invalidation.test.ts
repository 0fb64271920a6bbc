import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY, openAroundTheClock } from './cart-support.ts';
import { cardToken, cartWith, memberShopper, newKey, query, submit, type Shopper } from './checkout-support.ts';

/**
 * Decision 215: cart and checkout share one location-context cache, and a write followed by
 * `invalidate` shows to both at once. The TTL is an hour here, so what the tests see after a
 * write comes from the invalidation alone (no sleep, no race with the clock): without it the
 * old context is still served.
 */
let t: TestApp;
let ada: Shopper;
beforeAll(async () => {
  t = await createTestApp({}, { locationContexts: { ttlMs: 3_600_000 } });
  await openAroundTheClock(t, ['bos-back-bay']);
  ada = await memberShopper(t, 'context.cache@larkspur.example');
});
afterAll(async () => {
  await t?.close();
});

const cartTotals = async (id: string) =>
  (await ada.call('GET', `/api/carts/${id}`)).body.data.totals as { tax: number; total: number };

describe('one invalidatable location-context cache (decision 215)', () => {
  it('a location settings write + invalidate({ locationId }) shows at once in the cart and at checkout', async () => {
    const cart = await cartWith(ada);
    const before = await cartTotals(cart.id);
    expect(before.tax).toBeGreaterThan(0);
    const rate = (await query(t, sql`select tax_rate_bps from locations where id = 'bos-back-bay'`)).rows[0]
      ?.tax_rate_bps as number;
    await query(t, sql`update locations set tax_rate_bps = 0 where id = 'bos-back-bay'`);
    try {
      // Not invalidated yet: the cached context (an hour's TTL here) still has the old rate.
      expect((await cartTotals(cart.id)).tax).toBe(before.tax);
      t.server.locationContexts.invalidate({ locationId: 'bos-back-bay' });
      const after = await cartTotals(cart.id);
      expect(after.tax).toBe(0);
      expect(after.total).toBe(before.total - before.tax);
      const placed = await submit(ada, newKey(), {
        cart_id: cart.id,
        payment: { token: await cardToken(ada) },
        expected_total: after.total,
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect(placed.body.data.order.totals).toMatchObject({ tax: 0, total: after.total });
    } finally {
      await query(t, sql`update locations set tax_rate_bps = ${rate} where id = 'bos-back-bay'`);
      t.server.locationContexts.invalidate({ locationId: 'bos-back-bay' });
    }
    const next = await cartWith(ada);
    expect((await cartTotals(next.id)).tax).toBe(before.tax);
  });

  it('a menu availability write + invalidate({ menuId }) shows at once to the menu, the cart and checkout', async () => {
    const cart = await cartWith(ada, [{ product_id: 'p-pain-au-chocolat', quantity: 1 }]);
    const other = await cartWith(ada, []);
    const addPain = () =>
      ada.call('POST', `/api/carts/${other.id}/products/quick-add`, { product_id: 'p-pain-au-chocolat', quantity: 1 });
    await query(
      t,
      sql`update menu_products set available = false where menu_id = ${BACK_BAY} and product_id = 'p-pain-au-chocolat'`,
    );
    await query(t, sql`update menus set updated_at = now() where id = ${BACK_BAY}`);
    try {
      // Not invalidated yet: the cart's cached context still offers it.
      expect((await addPain()).status).toBe(200);
      expect((await ada.call('DELETE', `/api/carts/${other.id}/products`)).status).toBe(200);
      t.server.locationContexts.invalidate({ menuId: BACK_BAY });
      const menu = await t.server.inject({ method: 'GET', url: `/api/menus/${BACK_BAY}/products/p-pain-au-chocolat` });
      expect(menu.statusCode).toBe(404);
      const add = await addPain();
      expect(add.status, JSON.stringify(add.body)).toBeGreaterThanOrEqual(400);
      expect(add.status).toBeLessThan(500);
      const validated = await ada.call('POST', `/api/carts/${cart.id}/validate`);
      expect(validated.body.data.valid).toBe(false);
      const refused = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada) } });
      expect(refused.status, JSON.stringify(refused.body)).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect((await query(t, sql`select count(*)::int as n from orders where cart_id = ${cart.id}`)).rows[0]?.n).toBe(
        0,
      );
    } finally {
      await query(
        t,
        sql`update menu_products set available = true where menu_id = ${BACK_BAY} and product_id = 'p-pain-au-chocolat'`,
      );
      await query(t, sql`update menus set updated_at = now() where id = ${BACK_BAY}`);
      t.server.locationContexts.invalidate({ menuId: BACK_BAY });
    }
    expect((await addPain()).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY, newGuest, openAroundTheClock, type Guest } from './cart-support.ts';

/**
 * Issue 5 leftover (decision 124): the service fee comes from configuration and shows in the
 * cart's totals.fees, untaxed, only on a cart with something in it (decision 060).
 */
let t: TestApp;
let guest: Guest;
beforeAll(async () => {
  t = await createTestApp({ SERVICE_FEE_CENTS: '175' });
  await openAroundTheClock(t, ['bos-back-bay']);
  guest = await newGuest(t);
});
afterAll(() => t.close());

describe('service fee from configuration', () => {
  it('is 0 on an empty cart and the configured cents once it has a line, outside the tax', async () => {
    const created = await guest.call('POST', '/api/carts', { menu_id: BACK_BAY });
    expect(created.status).toBe(200);
    expect(created.body.data.totals).toMatchObject({ subtotal: 0, fees: 0, total: 0 });

    const added = await guest.call('POST', `/api/carts/${created.body.data.id}/products/quick-add`, {
      product_id: 'p-chocolate-chunk-cookie',
      quantity: 2,
    });
    expect(added.status).toBe(200);
    const totals = added.body.data.totals as Record<string, number>;
    expect(totals.fees).toBe(175);
    expect(totals.subtotal).toBeGreaterThan(0);
    expect(totals.total).toBe(
      totals.subtotal! + totals.tax! + totals.fees! + totals.handoff! + totals.tip! - totals.discount!,
    );

    const read = await guest.call('GET', `/api/carts/${created.body.data.id}`);
    expect(read.body.data.totals.fees).toBe(175);
  });

  it('is 0 as shipped (config/site.json service_fee_cents: 0)', async () => {
    const plain = await createTestApp();
    try {
      await openAroundTheClock(plain, ['bos-back-bay']);
      const g = await newGuest(plain);
      const cart = await g.call('POST', '/api/carts', { menu_id: BACK_BAY });
      const added = await g.call('POST', `/api/carts/${cart.body.data.id}/products/quick-add`, {
        product_id: 'p-chocolate-chunk-cookie',
        quantity: 1,
      });
      expect(added.status).toBe(200);
      expect(added.body.data.totals.fees).toBe(0);
    } finally {
      await plain.close();
    }
  });

  it('refuses to boot with a fee that is not whole cents in range, naming the setting', async () => {
    for (const bad of ['1.5', '-1', '10001', 'two dollars']) {
      await expect(createTestApp({ SERVICE_FEE_CENTS: bad })).rejects.toThrow(/SERVICE_FEE_CENTS/);
    }
  });
});

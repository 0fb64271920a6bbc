import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autocompleteReply } from '../../src/domain/locations/geocode-contract.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY, openAroundTheClock } from './cart-support.ts';
import { cardToken, cartWith, memberShopper, newKey, query, submit, type Shopper } from './checkout-support.ts';

/**
 * Issue 42 §3 and §6 on the API: Order Again on a delivery order keeps delivery and its address
 * (and says in words when it cannot); the geocoder forgives a street typo and a metro city
 * typed without its state.
 */
let t: TestApp;
let ada: Shopper;
beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_LIMIT_PER_IP: '1000', RATE_LIMIT_PER_MINUTE: '10000' });
  await openAroundTheClock(t, ['bos-back-bay']);
  ada = await memberShopper(t, 'ada.delivery-again@larkspur.example');
});
afterAll(() => t.close());

const suggest = async (q: string) => {
  const reply = await t.server.inject({ url: `/api/geocode/autocomplete?q=${encodeURIComponent(q)}` });
  expect(reply.statusCode, reply.body).toBe(200);
  return autocompleteReply.parse(reply.json()).data.addresses;
};

/** A placed delivery order to 200 Newbury Street with instructions. */
async function deliveryOrder(s: Shopper) {
  const [newbury] = await suggest('200 Newbury Street, Boston, MA 02116');
  const cart = await cartWith(s, [{ product_id: 'p-butter-croissant', quantity: 8 }]);
  const put = await s.call('PUT', `/api/carts/${cart.id}/handoff/delivery`, {
    address: newbury!.addressLabel,
    building: 'Apt 4',
    city: newbury!.city,
    state: newbury!.stateCode,
    zip: newbury!.postalCode,
    lat: newbury!.latitude,
    lng: newbury!.longitude,
    instructions: 'Ring twice',
    handoffMode: 'delivery',
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const placed = await submit(s, newKey(), { cart_id: cart.id, payment: { token: await cardToken(s) } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.data.order as { id: string; handoff: string; address: { instructions: string } };
}

describe('Order Again on a delivery order', () => {
  it('comes back as delivery to the same address, instructions and all', async () => {
    const order = await deliveryOrder(ada);
    expect(order).toMatchObject({ handoff: 'delivery', address: { instructions: 'Ring twice' } });
    const again = await ada.call('POST', '/api/orders', { id: order.id });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data).toMatchObject({
      menu_id: BACK_BAY,
      handoff: 'delivery',
      handoff_notice: null,
      reorder_problems: [],
      address: { address: '200 Newbury Street', building: 'Apt 4', zip: '02116', instructions: 'Ring twice' },
    });
    // The delivery fee is in the new cart's totals, computed by the server.
    expect(again.body.data.totals.handoff).toBeGreaterThan(0);
  });

  it('when the store no longer delivers there, the bag is pickup and the customer is told why', async () => {
    const order = await deliveryOrder(ada);
    await query(t, sql`update locations set delivery = false where id = 'bos-back-bay'`);
    t.server.locationContexts.invalidate({ menuId: BACK_BAY });
    try {
      const again = await ada.call('POST', '/api/orders', { id: order.id });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.data.handoff).toBe('pickup');
      expect(again.body.data.products).toHaveLength(1);
      expect(again.body.data.handoff_notice).toBe(
        'We could not set this order for delivery to 200 Newbury St: Back Bay no longer delivers there. ' +
          'Your bag is set for pickup at Back Bay; choose Change to deliver to another address.',
      );
    } finally {
      await query(t, sql`update locations set delivery = true where id = 'bos-back-bay'`);
      t.server.locationContexts.invalidate({ menuId: BACK_BAY });
    }
  });

  it('a pickup order stays pickup, with no notice', async () => {
    const cart = await cartWith(ada);
    const placed = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada) } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const again = await ada.call('POST', '/api/orders', { id: placed.body.data.order.id });
    expect(again.body.data).toMatchObject({ handoff: 'pickup', handoff_notice: null, address: null });
  });
});

describe('the delivery address search', () => {
  it('a street typo still gets the street ("200 Newbery St")', async () => {
    const found = await suggest('200 Newbery St');
    expect(found[0]).toMatchObject({ layer: 'address', formattedAddress: '200 Newbury Street, Boston, MA 02116' });
  });

  it.each(['1 Main St, Worcester', '1 Main St, Cambridge', '1 Main St, Waltham', '100 Beacon St, Somerville'])(
    '%s (a metro city without its state) gets a complete address',
    async (q) => {
      const found = (await suggest(q)).filter((a) => a.layer === 'address');
      expect(found.length).toBeGreaterThan(0);
      expect(found[0]!.city).toBe(q.split(', ')[1]);
      expect(found[0]!.postalCode).toMatch(/^\d{5}$/);
    },
  );

  it('bad input is a 400 naming the problem', async () => {
    const empty = await t.server.inject({ url: '/api/geocode/autocomplete?q=%20' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/q must not be empty/);
  });
});

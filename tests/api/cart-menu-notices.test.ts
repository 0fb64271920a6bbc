import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '../../src/domain/cart/cart-contract.ts';
import type { CatalogueData } from '../../src/domain/catalogue/catalogue-contract.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY, newGuest, openAroundTheClock, type Guest } from './cart-support.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';
import { cardToken, cartWith, memberShopper, newKey, submit } from './checkout-support.ts';

/** A publish or a store change moves a price or takes a product away: the bag follows at its next read and says so. */
const STORE = 'bos-back-bay';
const CROISSANT = 'p-butter-croissant';
const MUFFIN = 'p-wild-blueberry-muffin';

let t: TestApp;
let admin: StaffSigned;
let manager: StaffSigned;

beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_LIMIT_PER_IP: '1000' });
  await openAroundTheClock(t, [STORE]);
  admin = await staffReady(t.server, t.database, 'gm.notices@larkspur.example', 'admin');
  manager = await staffReady(t.server, t.database, 'mara.notices@larkspur.example', 'manager', [STORE]);
});
afterAll(() => t.close());

async function bagWithCroissantAndMuffin(): Promise<{ guest: Guest; id: string }> {
  const guest = await newGuest(t);
  const created = await guest.call('POST', '/api/carts', { menu_id: BACK_BAY });
  expect(created.status).toBe(200);
  const id = created.body.data.id as string;
  for (const product_id of [CROISSANT, MUFFIN]) {
    const added = await guest.call('POST', `/api/carts/${id}/products/quick-add`, { product_id, quantity: 2 });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  return { guest, id };
}

async function publishCroissantAt(cents: number) {
  const read = await asStaff(t.server, admin)('GET', '/api/staff/catalogue');
  const data = read.json().data as CatalogueData;
  const croissant = structuredClone(data.draft.products.find((p) => p.product_id === CROISSANT)!);
  croissant.cost = cents;
  const put = await asStaff(t.server, admin)('PUT', `/api/staff/catalogue/draft/products/${CROISSANT}`, croissant);
  expect(put.statusCode, put.body).toBe(200);
  const published = await asStaff(t.server, admin)('POST', '/api/staff/catalogue/publish', {
    location_ids: [STORE],
    revision: put.json().data.revision,
  });
  expect(published.statusCode, published.body).toBe(200);
}

async function hideMuffin(availability: 'hidden' | 'on') {
  const r = await asStaff(t.server, manager)('PUT', `/api/staff/locations/${STORE}/menu-overrides/${MUFFIN}`, {
    price_cents: null,
    availability,
  });
  expect(r.statusCode, r.body).toBe(200);
}

const cartOf = async (guest: Guest, id: string): Promise<Cart> => {
  const r = await guest.call('GET', `/api/carts/${id}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as Cart;
};

describe('a bag after a menu change', () => {
  it('is re-priced and loses the removed product at its next read, and names both', async () => {
    const { guest, id } = await bagWithCroissantAndMuffin();
    const before = await cartOf(guest, id);
    expect(before.notices).toEqual([]);
    expect(before.products.find((p) => p.product_id === CROISSANT)?.cost.unit).toBe(375);

    await publishCroissantAt(395);
    await hideMuffin('hidden');

    const after = await cartOf(guest, id);
    expect(after.products.map((p) => p.product_id)).toEqual([CROISSANT]);
    expect(after.products[0]?.cost).toEqual({ unit: 395, total: 790 });
    expect(after.totals.subtotal).toBe(790);
    expect(after.problems).toEqual([]);
    expect(after.notices.map((n) => n.message)).toEqual([
      'Butter Croissant is now $3.95',
      'Wild Blueberry Muffin is no longer available and was removed',
    ]);

    // Read again: still told, once, and nothing written again.
    const again = await cartOf(guest, id);
    expect(again.notices).toEqual(after.notices);
    expect(again.version).toBe(after.version);

    // The customer's next change of the bag means it was seen.
    const line = after.products[0]!;
    const changed = await guest.call('PUT', `/api/carts/${id}/products/${line.id}`, { quantity: 3 });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((changed.body.data as Cart).notices).toEqual([]);
    expect((changed.body.data as Cart).totals.subtotal).toBe(3 * 395);
    expect((await cartOf(guest, id)).notices).toEqual([]);
    await hideMuffin('on');
  });

  it('two reads at once tell the change once', async () => {
    const { guest, id } = await bagWithCroissantAndMuffin();
    await publishCroissantAt(410);
    const [a, b] = await Promise.all([cartOf(guest, id), cartOf(guest, id)]);
    for (const cart of [a, b]) expect(cart.products.find((p) => p.product_id === CROISSANT)?.cost.unit).toBe(410);
    const final = await cartOf(guest, id);
    expect(final.notices).toEqual([
      { kind: 'price', product_id: CROISSANT, name: 'Butter Croissant', message: 'Butter Croissant is now $4.10' },
    ]);
  });

  it('validate (what checkout runs first) re-prices and tells too', async () => {
    const { guest, id } = await bagWithCroissantAndMuffin();
    await publishCroissantAt(425);
    const validated = await guest.call('POST', `/api/carts/${id}/validate`, {});
    expect(validated.status, JSON.stringify(validated.body)).toBe(200);
    const cart = validated.body.data.cart as Cart;
    expect(cart.notices.map((n) => n.message)).toEqual(['Butter Croissant is now $4.25']);
    expect(cart.products.find((p) => p.product_id === CROISSANT)?.cost.unit).toBe(425);
  });

  it('a checkout that validated the old price is refused once; the bag says why; the next one is placed', async () => {
    const member = await memberShopper(t, 'ada.notices@larkspur.example');
    const cart = await cartWith(member, [{ product_id: CROISSANT, quantity: 2 }]);
    await publishCroissantAt(440);
    const first = await submit(member, newKey(), { cart_id: cart.id, payment: { token: await cardToken(member) } });
    expect(first.status, JSON.stringify(first.body)).toBe(409);
    const seen = await member.call('GET', `/api/carts/${cart.id}`);
    expect((seen.body.data as Cart).notices.map((n) => n.message)).toEqual(['Butter Croissant is now $4.40']);
    const second = await submit(member, newKey(), { cart_id: cart.id, payment: { token: await cardToken(member) } });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.order.totals.subtotal).toBe(880);
  });
});

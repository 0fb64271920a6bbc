import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CARD_NOT_FOUND } from '../../src/domain/checkout/gift-card-balance-contract.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { COOKIE, signIn, signUp, tempOutbox } from './account-support.ts';
import { openAroundTheClock } from './cart-support.ts';
import {
  DEMO_GIFT,
  cardToken,
  cartWith,
  guestShopper,
  newKey,
  query,
  submit,
  type Shopper,
} from './checkout-support.ts';

/** Gift cards and guest checkout in a borderless app (issue 6, decision 083). */
let t: TestApp;
let guest: Shopper;
const contact = { first_name: 'Gus', last_name: 'Guest', email: 'gus@larkspur.example', phone: '617-555-0123' };

beforeAll(async () => {
  t = await createTestApp({ BORDERLESS: 'true', OUTBOX_DIR: tempOutbox() });
  await openAroundTheClock(t, ['bos-back-bay']);
  guest = await guestShopper(t);
});
afterAll(() => t.close());

const balanceOf = async (number: string) => {
  const r = await query(t, sql`select balance_cents from gift_cards where last4 = ${number.slice(-4)}`);
  return Number((r.rows[0] as { balance_cents: number }).balance_cents);
};

describe('gift cards', () => {
  it('stores no gift card number or PIN in clear', async () => {
    const r = await query(t, sql`select number_hash, pin_hash from gift_cards`);
    expect(r.rows.length).toBeGreaterThanOrEqual(4);
    for (const row of r.rows as { number_hash: string; pin_hash: string }[]) {
      expect(row.number_hash).not.toMatch(/^6006/);
      expect(row.pin_hash).toMatch(/^scrypt\$/);
    }
  });

  it('pays a guest order with two gift cards and a card, debits the balances and shows each payment', async () => {
    const cart = await cartWith(guest, [{ product_id: 'p-butter-croissant', quantity: 12 }]);
    const ten = await guest.call('POST', '/api/gift-cards/balance', DEMO_GIFT.ten);
    expect(ten.body.data).toEqual({ last4: '0002', balance: 1000 });
    const r = await submit(guest, newKey(), {
      cart_id: cart.id,
      contact,
      tip: { custom: 0 },
      gift_cards: [DEMO_GIFT.ten, DEMO_GIFT.empty, DEMO_GIFT.twentyFive],
      payment: { token: await cardToken(guest) },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const order = r.body.data.order;
    const total = order.totals.total as number;
    expect(total).toBeGreaterThan(3500);
    expect(order.payments).toEqual([
      { kind: 'gift_card', brand: 'gift_card', last4: '0002', amount: 1000 },
      { kind: 'gift_card', brand: 'gift_card', last4: '0001', amount: 2500 },
      { kind: 'card', brand: 'visa', last4: '4242', amount: total - 3500 },
    ]);
    expect(order.contact).toEqual({
      first_name: 'Gus',
      last_name: 'Guest',
      email: 'gus@larkspur.example',
      phone: '6175550123',
    });
    expect(await balanceOf(DEMO_GIFT.ten.number)).toBe(0);
    expect(await balanceOf(DEMO_GIFT.twentyFive.number)).toBe(0);
    // The guest who placed it can read it; another browser cannot.
    expect((await guest.call('GET', `/api/orders/${order.id}`)).status).toBe(200);
    const stranger = await guestShopper(t);
    expect((await stranger.call('GET', `/api/orders/${order.id}`)).status).toBe(404);
  });

  it('a guest who signs in after ordering still sees the order in this browser', async () => {
    const buyer = await guestShopper(t);
    const cart = await cartWith(buyer);
    const placed = await submit(buyer, newKey(), { cart_id: cart.id, contact, gift_cards: [DEMO_GIFT.hundred] });
    expect(placed.status).toBe(200);
    await signUp(t.server, 'gus.later@larkspur.example');
    const signed = await signIn(t.server, 'gus.later@larkspur.example', undefined, {
      cookie: buyer.cookie,
      csrf: buyer.csrf,
    });
    expect(signed.cookie).not.toBe(buyer.cookie);
    const r = await t.server.inject({
      url: `/api/orders/${placed.body.data.order.id}`,
      cookies: { [COOKIE]: signed.cookie },
    });
    expect(r.statusCode).toBe(200);
  });

  it('caps the applied amount at the order total and needs no card when gift cards cover it', async () => {
    const cart = await cartWith(guest);
    const before = await balanceOf(DEMO_GIFT.hundred.number);
    const r = await submit(guest, newKey(), { cart_id: cart.id, contact, gift_cards: [DEMO_GIFT.hundred] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const total = r.body.data.order.totals.total as number;
    expect(r.body.data.order.payments).toEqual([
      { kind: 'gift_card', brand: 'gift_card', last4: '0003', amount: total },
    ]);
    expect(await balanceOf(DEMO_GIFT.hundred.number)).toBe(before - total);
  });

  it('a guest must give name, e-mail and phone', async () => {
    const cart = await cartWith(guest);
    const none = await submit(guest, newKey(), { cart_id: cart.id, gift_cards: [DEMO_GIFT.hundred] });
    expect(none.status).toBe(422);
    expect(none.body.message).toMatch(/^contact: /);
    const noPhone = await submit(guest, newKey(), {
      cart_id: cart.id,
      contact: { ...contact, phone: '' },
      gift_cards: [DEMO_GIFT.hundred],
    });
    expect(noPhone.status).toBe(422);
    expect(noPhone.body.message).toMatch(/phone/);
    const badEmail = await submit(guest, newKey(), {
      cart_id: cart.id,
      contact: { ...contact, email: 'nope' },
      gift_cards: [DEMO_GIFT.hundred],
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toMatch(/valid email/);
  });

  it('a wrong PIN in a submission is the generic message and charges nothing', async () => {
    const cart = await cartWith(guest);
    const before = await balanceOf(DEMO_GIFT.hundred.number);
    const r = await submit(guest, newKey(), {
      cart_id: cart.id,
      contact,
      gift_cards: [{ ...DEMO_GIFT.hundred, pin: '0000' }],
      payment: { token: await cardToken(guest) },
    });
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(`gift_cards: ${GIFT_CARD_NOT_FOUND}`);
    expect(await balanceOf(DEMO_GIFT.hundred.number)).toBe(before);
  });

  // The attempt limits of every gift card path: tests/api/limits-gift-cards.test.ts.
  it('checks a balance with one generic message for a wrong number or PIN', async () => {
    const other = await guestShopper(t);
    const wrongPin = await other.call('POST', '/api/gift-cards/balance', { ...DEMO_GIFT.hundred, pin: '9999' });
    const unknown = await other.call('POST', '/api/gift-cards/balance', { number: '6006491099999999', pin: '1234' });
    expect(wrongPin.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(wrongPin.body.message).toBe(GIFT_CARD_NOT_FOUND);
    expect(unknown.body.message).toBe(GIFT_CARD_NOT_FOUND);
    const badFormat = await other.call('POST', '/api/gift-cards/balance', { number: '12', pin: 'abcd' });
    expect(badFormat.status).toBe(400);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CARD_NOT_FOUND } from '../../src/domain/checkout/gift-card-balance-contract.ts';
import { GIFT_CARD_TOO_MANY_ATTEMPTS, GIFT_CARDS_DO_NOT_COVER } from '../../src/domain/checkout/gift-card-payment.ts';
import { PAYMENT_MESSAGES } from '../../src/domain/checkout/submit-order-contract.ts';
import { REENTER_CARD } from '../../src/server/modules/checkout/service.ts';
import { BACK_BAY, openAroundTheClock } from './cart-support.ts';
import { DEMO_GIFT, newKey, query } from './checkout-support.ts';
import { guestFrom, memberFrom, ONE_WINDOW, twoInstances, type Client, type TwoInstances } from './limits-support.ts';

/**
 * Issue 14 "Limits across two instances" (decision 179): gift card number + PIN attempts are
 * counted per card and per IP in PostgreSQL, before any card is looked up, on every path —
 * balance check, saving a card, checkout — so the paths and the instances add up. Checkout is no
 * PIN oracle (decision 180). CSRF tokens hold across instances too (sessions live in the database).
 */
const PER_CARD = 10;
const PER_IP = 12;
let two: TwoInstances;

beforeAll(async () => {
  two = await twoInstances({
    BORDERLESS: 'true',
    ...ONE_WINDOW,
    GIFT_CARD_ATTEMPTS_PER_CARD: String(PER_CARD),
    GIFT_CARD_ATTEMPTS_PER_IP: String(PER_IP),
    PAYMENT_TOKEN_SECRET: 'limits-test-secret-limits-test-secret-0001',
  });
  await openAroundTheClock(two.a, ['bos-back-bay']);
});
afterAll(() => two.close());

const contact = { first_name: 'Lia', last_name: 'Guest', email: 'lia@larkspur.example', phone: '617-555-0144' };

async function cartOf(shopper: Client, croissants: number): Promise<{ id: string; total: number }> {
  const created = await shopper.call('POST', '/api/carts', { menu_id: BACK_BAY });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const added = await shopper.call('POST', `/api/carts/${created.body.data.id}/products/quick-add`, {
    product_id: 'p-butter-croissant',
    quantity: croissants,
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return { id: added.body.data.id, total: added.body.data.totals.total };
}

async function tokenFor(shopper: Client): Promise<string> {
  const r = await shopper.call('POST', '/api/checkout/payment-token', {
    number: '4242424242424242',
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.token as string;
}

const checkout = (shopper: Client, body: Record<string, unknown>) =>
  shopper.call('POST', '/api/checkout', { contact, ...body }, { 'idempotency-key': newKey() });
const balanceOf = async (number: string) =>
  Number(
    (await query(two.a, sql`select balance_cents from gift_cards where last4 = ${number.slice(-4)}`)).rows[0]
      ?.balance_cents,
  );

describe('gift card PIN attempts across paths and instances (decision 179)', () => {
  it(`allows ${PER_CARD} attempts per card in all: 4 balance checks on A + 4 saves on B + 2 checkouts on A, then the right PIN is refused everywhere`, async () => {
    const card = DEMO_GIFT.hundred;
    const before = await balanceOf(card.number);
    const statuses: number[] = [];
    // Every attempt from an address of its own: the per-card count does not care who asks.
    const browser = await guestFrom(two.a.server, '10.1.0.1');
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await browser
            .on(two.a.server, `10.1.0.${i + 10}`)
            .call('POST', '/api/gift-cards/balance', { number: card.number, pin: `900${i}` })
        ).status,
      );
    const member = await memberFrom(two.a.server, '10.1.1.1');
    for (let i = 0; i < 4; i++)
      statuses.push(
        (
          await member
            .on(two.b, `10.1.1.${i + 10}`)
            .call('POST', '/api/account/gift-cards', { number: card.number, pin: `910${i}` })
        ).status,
      );
    const shopper = await guestFrom(two.a.server, '10.1.2.1');
    const cart = await cartOf(shopper, 2);
    for (let i = 0; i < 2; i++) {
      const wrong = await checkout(shopper.on(two.a.server, `10.1.2.${i + 10}`), {
        cart_id: cart.id,
        gift_cards: [{ number: card.number, pin: `920${i}` }],
        payment: { token: await tokenFor(shopper) },
      });
      expect(wrong.body.message).toBe(`gift_cards: ${GIFT_CARD_NOT_FOUND}`);
      statuses.push(wrong.status);
    }
    expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 422, 422]);

    // The 11th attempt, with the RIGHT PIN, on each path and instance: refused before the lookup.
    const right = await checkout(shopper.on(two.a.server, '10.1.2.20'), {
      cart_id: cart.id,
      gift_cards: [card],
      payment: { token: await tokenFor(shopper) },
    });
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ status: 'error', code: 'RATE_LIMITED', message: GIFT_CARD_TOO_MANY_ATTEMPTS });
    // It says when the window opens again (this file's window is a week).
    const refused = await two.b.inject({
      method: 'POST',
      url: '/api/gift-cards/balance',
      payload: card,
      remoteAddress: '10.1.0.32',
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(7 * 24 * 3600);
    expect((await browser.on(two.b, '10.1.0.30').call('POST', '/api/gift-cards/balance', card)).status).toBe(429);
    expect((await member.on(two.b, '10.1.1.30').call('POST', '/api/account/gift-cards', card)).status).toBe(429);
    expect((await member.on(two.a.server, '10.1.1.31').call('POST', '/api/account/gift-cards', card)).status).toBe(429);
    // Nothing was spent or saved, and the shopper's cart is still open.
    expect(await balanceOf(card.number)).toBe(before);
    expect((await member.call('GET', '/api/account/gift-cards')).body.data.gift_cards).toEqual([]);
    expect((await shopper.call('GET', `/api/carts/${cart.id}`)).body.data.status).toBe('active');
    // Another card is not affected.
    expect((await browser.on(two.b, '10.1.0.31').call('POST', '/api/gift-cards/balance', DEMO_GIFT.ten)).status).toBe(
      200,
    );
  });

  it('counts a number that matches no card like one that does: the 11th try of an unknown number is refused', async () => {
    const unknown = { number: '6006491099990001', pin: '1111' };
    const browser = await guestFrom(two.b, '10.3.0.1');
    const statuses: number[] = [];
    for (let i = 0; i <= PER_CARD; i++)
      statuses.push(
        (
          await browser
            .on(i % 2 ? two.a.server : two.b, `10.3.0.${i + 10}`)
            .call('POST', '/api/gift-cards/balance', unknown)
        ).status,
      );
    expect(statuses).toEqual([...Array<number>(PER_CARD).fill(404), 429]);
  });

  it(`allows ${PER_IP} attempts per IP over any cards, paths and instances; then even a right PIN from that IP is refused, not from another`, async () => {
    const ip = '10.2.0.1';
    const browser = await guestFrom(two.a.server, ip);
    const member = await memberFrom(two.b, ip);
    const statuses: number[] = [];
    for (let i = 0; i < PER_IP; i++) {
      const probe = { number: `60064910888800${String(i).padStart(2, '0')}`, pin: '1234' };
      statuses.push(
        (i % 2
          ? await browser.on(two.b).call('POST', '/api/gift-cards/balance', probe)
          : await member.on(two.a.server).call('POST', '/api/account/gift-cards', probe)
        ).status,
      );
    }
    expect(statuses).toEqual(Array<number>(PER_IP).fill(404));
    expect((await browser.call('POST', '/api/gift-cards/balance', DEMO_GIFT.twentyFive)).status).toBe(429);
    expect(
      (await browser.on(two.b, '10.2.0.2').call('POST', '/api/gift-cards/balance', DEMO_GIFT.twentyFive)).status,
    ).toBe(200);
  });
});

describe('checkout is no PIN oracle (decision 180)', () => {
  it('without a card, a right PIN whose balance falls short answers exactly like a wrong PIN', async () => {
    const shopper = await guestFrom(two.a.server, '10.4.0.1');
    const cart = await cartOf(shopper, 6);
    expect(cart.total).toBeGreaterThan(1000);
    const wrong = await checkout(shopper, { cart_id: cart.id, gift_cards: [{ ...DEMO_GIFT.ten, pin: '0000' }] });
    const right = await checkout(shopper.on(two.b), { cart_id: cart.id, gift_cards: [DEMO_GIFT.ten] });
    expect(right.status).toBe(422);
    expect(right.body).toEqual({
      status: 'error',
      code: 'VALIDATION',
      field: 'gift_cards',
      message: `gift_cards: ${GIFT_CARDS_DO_NOT_COVER}`,
    });
    expect(wrong).toEqual(right);
    // With an unusable card token both are the same card message too (checked before the lookup).
    const forgedWrong = await checkout(shopper, {
      cart_id: cart.id,
      gift_cards: [{ ...DEMO_GIFT.ten, pin: '0000' }],
      payment: { token: 'tok_forged.sig' },
    });
    const forgedRight = await checkout(shopper, {
      cart_id: cart.id,
      gift_cards: [DEMO_GIFT.ten],
      payment: { token: 'tok_forged.sig' },
    });
    expect(forgedRight.status).toBe(402);
    expect(forgedRight.body.message).toBe(PAYMENT_MESSAGES.token_invalid);
    expect(forgedWrong).toEqual(forgedRight);
    expect(await balanceOf(DEMO_GIFT.ten.number)).toBe(1000);
  });

  it('gift cards that cover the whole order still need no card, and a card pays the rest of a right PIN', async () => {
    const shopper = await guestFrom(two.b, '10.4.1.1');
    const small = await cartOf(shopper, 1);
    expect(small.total).toBeLessThanOrEqual(2500);
    const covered = await checkout(shopper, { cart_id: small.id, gift_cards: [DEMO_GIFT.twentyFive] });
    expect(covered.status, JSON.stringify(covered.body)).toBe(200);
    const big = await cartOf(shopper, 6);
    const split = await checkout(shopper, {
      cart_id: big.id,
      gift_cards: [DEMO_GIFT.ten],
      payment: { token: await tokenFor(shopper) },
    });
    expect(split.status, JSON.stringify(split.body)).toBe(200);
    expect(split.body.data.order.payments.map((p: { kind: string }) => p.kind)).toEqual(['gift_card', 'card']);
  });

  it('a card token another key already spent is refused alike for a right and a wrong PIN (checked before the lookup)', async () => {
    const shopper = await guestFrom(two.a.server, '10.4.2.1');
    const token = await tokenFor(shopper);
    const first = await cartOf(shopper, 1);
    expect((await checkout(shopper, { cart_id: first.id, payment: { token } })).status).toBe(200);
    const next = await cartOf(shopper, 6);
    const before = await balanceOf(DEMO_GIFT.ten.number);
    const wrong = await checkout(shopper, {
      cart_id: next.id,
      gift_cards: [{ ...DEMO_GIFT.ten, pin: '0000' }],
      payment: { token },
    });
    const right = await checkout(shopper.on(two.b), {
      cart_id: next.id,
      gift_cards: [DEMO_GIFT.ten],
      payment: { token },
    });
    expect(right.status).toBe(422);
    expect(right.body).toEqual({
      status: 'error',
      code: 'CARD_REENTER',
      field: 'payment.token',
      message: `payment.token: ${REENTER_CARD}`,
    });
    expect(wrong).toEqual(right);
    expect(await balanceOf(DEMO_GIFT.ten.number)).toBe(before);
  });
});

describe('CSRF across instances', () => {
  it("a token from A's session works on B; a wrong or missing one is refused on B", async () => {
    const onA = await guestFrom(two.a.server, '10.5.0.1');
    const onB = onA.on(two.b);
    const ok = await onB.call('POST', '/api/carts', { menu_id: BACK_BAY });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const wrong = await onB.call(
      'POST',
      '/api/carts',
      { menu_id: BACK_BAY },
      { 'x-csrf-token': `${onA.csrf.slice(0, -2)}xx` },
    );
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe('CSRF_INVALID');
    const other = await guestFrom(two.b, '10.5.0.2');
    const foreign = await onB.call('POST', '/api/carts', { menu_id: BACK_BAY }, { 'x-csrf-token': other.csrf });
    expect(foreign.status).toBe(403);
    // The cart made on B is the same browser's on A.
    expect((await onA.call('GET', `/api/carts/${ok.body.data.id}`)).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GIFT_CARD_NOT_FOUND } from '../../src/domain/checkout/gift-card-balance-contract.ts';
import { giftCards } from '../../src/server/db/schema/orders.ts';
import { hashGiftCardNumber, hashPin } from '../../src/server/modules/gift-cards/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { COOKIE, as, signIn, signUp, tempOutbox, type Signed } from './account-support.ts';

/** Gift cards on file in the account area (issue 7, decision 130). Demo cards: README "Demo data". */
let t: TestApp;
let alice: Signed;
let bob: Signed;
const hundred = { number: '6006491000000003', pin: '3456' };
const ten = { number: '6006 4910 0000 0002', pin: '2345' };

beforeAll(async () => {
  t = await createTestApp({ OUTBOX_DIR: tempOutbox(), ACCOUNT_LIMIT_PER_IP: '1000' });
  await signUp(t.server, 'gina@larkspur.example', { first_name: 'Gina' });
  await signUp(t.server, 'hal@larkspur.example', { first_name: 'Hal' });
  alice = await signIn(t.server, 'gina@larkspur.example');
  bob = await signIn(t.server, 'hal@larkspur.example');
});
afterAll(() => t.close());

describe('gift cards on file', () => {
  it('saves a card after checking number and PIN, lists it with its live balance, and saving twice keeps one', async () => {
    const call = as(t.server, alice);
    const empty = await call('GET', '/api/account/gift-cards');
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['cache-control']).toBe('no-store');
    expect(empty.json().data).toEqual({ gift_cards: [] });

    const saved = await call('POST', '/api/account/gift-cards', hundred);
    expect(saved.statusCode, saved.body).toBe(200);
    const [card] = saved.json().data.gift_cards;
    expect(card).toEqual({ id: expect.any(String), last4: '0003', balance: 10000 });
    expect(saved.body).not.toContain('6006491000000003');
    expect(saved.body).not.toContain('3456');

    const again = await call('POST', '/api/account/gift-cards', hundred);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.gift_cards).toEqual([card]);

    const two = await call('POST', '/api/account/gift-cards', ten);
    expect(two.json().data.gift_cards.map((c: { last4: string; balance: number }) => [c.last4, c.balance])).toEqual([
      ['0003', 10000],
      ['0002', 1000],
    ]);
    expect((await call('GET', '/api/account/gift-cards')).json().data.gift_cards).toHaveLength(2);
  });

  it('answers one generic 404 for a wrong PIN or an unknown number and saves nothing', async () => {
    const call = as(t.server, bob);
    const wrongPin = await call('POST', '/api/account/gift-cards', { number: hundred.number, pin: '9999' });
    expect(wrongPin.statusCode).toBe(404);
    expect(wrongPin.json().message).toBe(GIFT_CARD_NOT_FOUND);
    const unknown = await call('POST', '/api/account/gift-cards', { number: '6006491099999999', pin: '3456' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(GIFT_CARD_NOT_FOUND);
    expect((await call('GET', '/api/account/gift-cards')).json().data.gift_cards).toEqual([]);
  });

  it('is for members only', async () => {
    expect((await t.server.inject({ url: '/api/account/gift-cards' })).statusCode).toBe(401);
    const post = await t.server.inject({ method: 'POST', url: '/api/account/gift-cards', payload: hundred });
    expect([401, 403]).toContain(post.statusCode);
  });

  it("does not show or remove another member's card (404), and removes one's own", async () => {
    const mine = (await as(t.server, alice)('GET', '/api/account/gift-cards')).json().data.gift_cards as {
      id: string;
    }[];
    const id = mine[0]!.id;
    const steal = await as(t.server, bob)('DELETE', `/api/account/gift-cards/${id}`);
    expect(steal.statusCode).toBe(404);
    expect((await as(t.server, bob)('GET', '/api/account/gift-cards')).json().data.gift_cards).toEqual([]);
    expect((await as(t.server, alice)('GET', '/api/account/gift-cards')).json().data.gift_cards).toHaveLength(2);

    const unknown = await as(t.server, alice)('DELETE', '/api/account/gift-cards/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    const removed = await as(t.server, alice)('DELETE', `/api/account/gift-cards/${id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.gift_cards).toHaveLength(1);
    expect((await as(t.server, alice)('DELETE', `/api/account/gift-cards/${id}`)).statusCode).toBe(404);
  });

  it('rejects bad input with a 4xx naming the problem, never a 500', async () => {
    const call = as(t.server, bob);
    const cases: object[] = [
      {},
      { number: 6006491000000003, pin: '3456' },
      { number: '1234', pin: '3456' },
      { number: hundred.number, pin: 'abcd' },
      { number: 'x'.repeat(100_000), pin: '3456' },
      { ...hundred, extra: true },
    ];
    for (const payload of cases) {
      const r = await call('POST', '/api/account/gift-cards', payload);
      expect([400, 422], r.body).toContain(r.statusCode);
      expect(r.json().message).toBeTruthy();
    }
    const badId = await call('DELETE', '/api/account/gift-cards/not-a-uuid');
    expect([400, 422]).toContain(badId.statusCode);
    expect(badId.json().message).toMatch(/id/);
    const malformed = await t.server.inject({
      method: 'POST',
      url: '/api/account/gift-cards',
      cookies: { [COOKIE]: bob.cookie },
      headers: { 'x-csrf-token': bob.csrf, 'content-type': 'application/json' },
      payload: '{"number": "6006',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await call('GET', '/api/account/gift-cards')).json().data.gift_cards).toEqual([]);
  });

  it('keeps at most 20 cards on file: the 21st is refused with 409 and a message, one already on file still saves', async () => {
    await signUp(t.server, 'ivy@larkspur.example', { first_name: 'Ivy' });
    const call = as(t.server, await signIn(t.server, 'ivy@larkspur.example'));
    // 21 issued cards of the test's own (the demo brand has four): numbers 6006 4920 0000 00NN, PIN 5678.
    const pinHash = await hashPin('5678');
    const numbers = Array.from({ length: 21 }, (_, i) => `60064920000000${String(i + 10)}`);
    await t.database.db.insert(giftCards).values(
      numbers.map((number) => ({
        numberHash: hashGiftCardNumber(number),
        last4: number.slice(-4),
        pinHash,
        balanceCents: 500,
      })),
    );
    for (const number of numbers.slice(0, 20))
      expect((await call('POST', '/api/account/gift-cards', { number, pin: '5678' })).statusCode).toBe(200);

    const over = await call('POST', '/api/account/gift-cards', { number: numbers[20], pin: '5678' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('You can keep up to 20 gift cards on file. Remove one to add another.');
    const again = await call('POST', '/api/account/gift-cards', { number: numbers[0], pin: '5678' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.gift_cards).toHaveLength(20);
  });
});

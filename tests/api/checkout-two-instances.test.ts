import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedSecret } from '../../src/server/db/shared-secret.ts';
import { openAroundTheClock } from './cart-support.ts';
import { cardToken, cartWith, memberShopper, newKey, query, shopperOf, submit } from './checkout-support.ts';
import { twoInstances, type TwoInstances } from './limits-support.ts';

/**
 * Decision 345: with no PAYMENT_TOKEN_SECRET configured, every instance of one database signs and
 * checks card tokens with the database's shared key. Behind a load balancer the card is entered
 * through one instance and the order submitted through another; before, each process made its own
 * key, and half the checkouts of a two-instance deployment said "Your card details have expired"
 * (found by submitting through two instances at once). On PGlite (one process) both names are
 * the same instance.
 */
let two: TwoInstances;

beforeAll(async () => {
  two = await twoInstances({ ACCOUNT_LIMIT_PER_IP: '1000', CARD_TOKENS_PER_IP: '1000' });
  await openAroundTheClock(two.a, ['bos-back-bay']);
});
afterAll(() => two.close());

describe('card tokens across instances (decision 345)', () => {
  it('a card entered through one instance pays an order submitted through the other', async () => {
    const onA = await memberShopper(two.a, 'ada.two@larkspur.example');
    const onB = shopperOf(two.b, onA.cookie, onA.csrf);
    const cart = await cartWith(onA);
    const token = await cardToken(onA);
    const r = await submit(onB, newKey(), { cart_id: cart.id, payment: { token } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.result).toBe('placed');
  });

  it('the shared key is made once, whoever asks first, and read by every later start', async () => {
    const db = two.a.database.db;
    const values = await Promise.all([1, 2, 3, 4, 5].map(() => sharedSecret(db, 'test_shared')));
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(await sharedSecret(db, 'test_shared')).toBe(values[0]);
    const rows = (await query(two.a, sql`select count(*)::int as n from app_secrets where name = 'test_shared'`)).rows;
    expect(rows).toEqual([{ n: 1 }]);
  });
});

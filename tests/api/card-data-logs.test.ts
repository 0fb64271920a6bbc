import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { openAroundTheClock } from './cart-support.ts';
import {
  DEMO_GIFT,
  TEST_CARDS,
  cardToken,
  cartWith,
  memberShopper,
  newKey,
  query,
  submit,
} from './checkout-support.ts';

/**
 * Issue 6: "Card numbers never touch our logs or database (store brand + last 4 only)". The app
 * logs at trace level into memory while a member tokenizes cards (good, bad, malformed), pays
 * with a gift card and a card, and is declined; then the logs and every stored row are searched.
 */
let t: TestApp;
const lines: string[] = [];
const CVC = '987';

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'trace', ACCOUNT_LIMIT_PER_IP: '1000' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  await openAroundTheClock(t, ['bos-back-bay']);
});
afterAll(() => t.close());

describe('card data stays out of logs and the database', () => {
  it('logs requests but never a card number, CVC or gift card PIN', async () => {
    const ada = await memberShopper(t, 'ada.logs@larkspur.example');
    const yy = new Date().getUTCFullYear() + 2;
    expect(
      (
        await ada.call('POST', '/api/checkout/payment-token', {
          number: TEST_CARDS.ok,
          exp_month: 12,
          exp_year: yy,
          cvc: CVC,
        })
      ).status,
    ).toBe(200);
    // A failing Luhn check and a body that is not JSON both go through the error handler.
    expect(
      (
        await ada.call('POST', '/api/checkout/payment-token', {
          number: '4242424242424241',
          exp_month: 12,
          exp_year: yy,
          cvc: CVC,
        })
      ).status,
    ).toBe(422);
    const raw = await t.server.inject({
      method: 'POST',
      url: '/api/checkout/payment-token',
      headers: { 'content-type': 'application/json' },
      payload: `{"number":"${TEST_CARDS.ok}","cvc":"${CVC}"`,
    });
    expect(raw.statusCode).toBeGreaterThanOrEqual(400);
    expect(raw.statusCode).toBeLessThan(500);

    const declinedCart = await cartWith(ada);
    expect(
      (
        await submit(ada, newKey(), {
          cart_id: declinedCart.id,
          payment: { token: await cardToken(ada, TEST_CARDS.declined) },
        })
      ).status,
    ).toBe(402);
    await ada.call('DELETE', `/api/carts/${declinedCart.id}`);

    const cart = await cartWith(ada, [{ product_id: 'p-butter-croissant', quantity: 12 }]);
    const placed = await submit(ada, newKey(), {
      cart_id: cart.id,
      gift_cards: [DEMO_GIFT.ten],
      payment: { token: await cardToken(ada) },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.data.result).toBe('placed');

    const log = lines.join('');
    expect(log).toContain('/api/checkout/payment-token');
    // CVC and PIN are short digit runs that a timestamp or a response time can contain by chance,
    // so they are looked for as JSON string values, the only form in which a body would be logged.
    for (const secret of [
      TEST_CARDS.ok,
      TEST_CARDS.declined,
      '4242424242424241',
      `"${CVC}"`,
      `"${DEMO_GIFT.ten.pin}"`,
      DEMO_GIFT.ten.number,
    ]) {
      expect(log, `log contains ${secret}`).not.toContain(secret);
    }

    // Every text-like column of every table of ours, as one dump.
    const tables = await query(
      t,
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    let dump = '';
    for (const { table_name } of tables.rows as { table_name: string }[]) {
      const rows = await query(t, sql`select * from ${sql.identifier(table_name)}`);
      dump += JSON.stringify(rows.rows);
    }
    expect(dump).toContain('4242'); // brand + last 4 are kept
    for (const secret of [TEST_CARDS.ok, TEST_CARDS.declined, DEMO_GIFT.ten.number])
      expect(dump, `database holds ${secret}`).not.toContain(secret);
    expect(dump).not.toMatch(new RegExp(`"pin":"${DEMO_GIFT.ten.pin}"`));
  });
});

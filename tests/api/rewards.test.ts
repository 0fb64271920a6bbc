import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programmeSchema } from '../../src/domain/rewards/programme.ts';
import { createOrderLedger } from '../../src/server/modules/rewards/ledger.ts';
import { findOrderRow } from './rewards-support.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { tempOutbox } from './account-support.ts';
import { openAroundTheClock } from './cart-support.ts';
import {
  TEST_CARDS,
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

/** Issue 17: rewards and offers behind their flags, the points ledger, redemption with the order. */
const STAFF_KEY = 'rewards-staff-key-0123456789abcdef';
const ON = {
  FEATURE_REWARDS: 'true',
  FEATURE_OFFERS: 'true',
  STAFF_API_KEY: STAFF_KEY,
  ACCOUNT_LIMIT_PER_IP: '1000',
  CARD_TOKENS_PER_IP: '1000',
  RATE_LIMIT_PER_MINUTE: '100000',
};
const programme = programmeSchema.parse(JSON.parse(readFileSync('config/rewards.json', 'utf8')));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_DIR: tempOutbox(), ...ON }, { checkout: { paymentProvider: countingSandbox() } });
  await openAroundTheClock(t, ['bos-back-bay']);
});
afterAll(() => t.close());

const staff = (id: string, status: string) => moveOrder(t, id, status, STAFF_KEY);

async function place(s: Shopper, cartId: string) {
  return submit(s, newKey(), { cart_id: cartId, payment: { token: await cardToken(s) } });
}

async function completed(s: Shopper, products: { product_id: string; quantity: number }[]) {
  const cart = await cartWith(s, products);
  const r = await place(s, cart.id);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const order = r.body.data.order as { id: string; number: string; totals: { subtotal: number; discount: number } };
  for (const status of ['in_progress', 'ready', 'completed'])
    expect((await staff(order.id, status)).statusCode).toBe(200);
  return order;
}

const summary = async (s: Shopper) => {
  const r = await s.call('GET', '/api/account/rewards');
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as {
    balance: number;
    history: { kind: string; points: number; text: string }[];
    next: { needed: number } | null;
    offers: { id: string; used: boolean }[] | null;
  };
};

const ledgerSum = async (memberEmail: string) => {
  const { rows } = await query(
    t,
    sql`select coalesce(sum(l.points), 0)::int as sum, (select balance from reward_accounts a join members m on m.id = a.member_id where m.email = ${memberEmail}) as balance
    from reward_ledger l join members m on m.id = l.member_id where m.email = ${memberEmail}`,
  );
  return { sum: Number(rows[0]?.sum), balance: Number(rows[0]?.balance) };
};

describe('rewards: points on completed orders', () => {
  it('welcomes a member, then posts points when the order completes, in plain words; the balance is the ledger sum', async () => {
    const ada = await memberShopper(t, 'ada.rewards@larkspur.example');
    expect((await summary(ada)).balance).toBe(100);
    const order = await completed(ada, [{ product_id: 'p-caffe-latte', quantity: 2 }]);
    const earned = Math.floor(order.totals.subtotal / 10);
    const s = await summary(ada);
    expect(s.balance).toBe(100 + earned);
    expect(s.history[0]).toMatchObject({
      kind: 'accrual',
      points: earned,
      text: `+${earned} points \u2014 order #${order.number}`,
    });
    expect(s.history.at(-1)?.text).toBe('+100 points \u2014 Welcome to Larkspur Rewards');
    expect(s.next?.needed).toBe(500 - 100 - earned);
    expect(await ledgerSum('ada.rewards@larkspur.example')).toEqual({ sum: 100 + earned, balance: 100 + earned });
  });

  it('a replayed completion posts once; a recall reverses; completing again earns again once', async () => {
    const bo = await memberShopper(t, 'bo.rewards@larkspur.example');
    const order = await completed(bo, [{ product_id: 'p-caffe-latte', quantity: 3 }]);
    const earned = Math.floor(order.totals.subtotal / 10);
    // The same completion event delivered again (e.g. a retry) posts nothing.
    const onStatus = createOrderLedger(programme, () => new Date());
    const row = await findOrderRow(t, order.id);
    await t.database.db.transaction((tx) => onStatus(tx, row, 'ready', 'completed'));
    await t.database.db.transaction((tx) => onStatus(tx, row, 'ready', 'completed'));
    expect((await ledgerSum('bo.rewards@larkspur.example')).sum).toBe(earned);
    // Recall (a bump by mistake) takes the points back; the next completion earns them once more.
    expect((await staff(order.id, 'completed')).statusCode).toBe(409);
    await t.database.db.transaction((tx) => onStatus(tx, { ...row, status: 'completed' }, 'completed', 'ready'));
    expect((await ledgerSum('bo.rewards@larkspur.example')).sum).toBe(0);
    await t.database.db.transaction((tx) => onStatus(tx, row, 'ready', 'completed'));
    await t.database.db.transaction((tx) => onStatus(tx, row, 'ready', 'completed'));
    expect(await ledgerSum('bo.rewards@larkspur.example')).toEqual({ sum: earned, balance: earned });
  });

  it('a cancelled order earns nothing', async () => {
    const cy = await memberShopper(t, 'cy.rewards@larkspur.example');
    const cart = await cartWith(cy, [{ product_id: 'p-caffe-latte', quantity: 2 }]);
    const r = await place(cy, cart.id);
    expect((await staff(r.body.data.order.id, 'cancelled')).statusCode).toBe(200);
    expect((await ledgerSum('cy.rewards@larkspur.example')).sum).toBe(0);
  });
});

describe('rewards in the bag and at checkout', () => {
  let dee: Shopper;
  beforeAll(async () => {
    dee = await memberShopper(t, 'dee.rewards@larkspur.example');
    await summary(dee); // welcome 100
    await completed(dee, [{ product_id: 'p-caffe-latte', quantity: 9 }]); // $41.31 → 413
  });

  it('applies a free coffee to the most expensive eligible line as a labelled discount, removes it, and refuses what does not fit', async () => {
    const cart = await cartWith(dee, [
      { product_id: 'p-house-coffee', quantity: 1 },
      { product_id: 'p-caffe-latte', quantity: 1 },
    ]);
    const applied = await dee.call('POST', `/api/carts/${cart.id}/rewards`, { reward_id: 'drip-coffee' });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const coffee = applied.body.data.products.find((p: { product_id: string }) => p.product_id === 'p-house-coffee');
    expect(applied.body.data.discounts).toEqual([{ label: 'Reward: Drip Coffee' }]);
    expect(applied.body.data.totals.discount).toBe(coffee.cost.unit);
    expect(applied.body.data.totals.total).toBeLessThan(cart.totals.total);
    const removed = await dee.call('DELETE', `/api/carts/${cart.id}/rewards`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.discounts).toEqual([]);
    expect(removed.body.data.totals.discount).toBe(0);
    // Not enough points, nothing eligible, unknown reward, someone else's bag, a guest, bad input.
    expect((await dee.call('POST', `/api/carts/${cart.id}/rewards`, { reward_id: 'pastry' })).status).toBe(409);
    const latteOnly = await cartWith(dee, [{ product_id: 'p-caffe-latte', quantity: 1 }]);
    expect((await dee.call('POST', `/api/carts/${latteOnly.id}/rewards`, { reward_id: 'drip-coffee' })).status).toBe(
      422,
    );
    expect((await dee.call('POST', `/api/carts/${cart.id}/rewards`, { reward_id: 'no-such-reward' })).status).toBe(404);
    const eve = await memberShopper(t, 'eve.rewards@larkspur.example');
    expect((await eve.call('POST', `/api/carts/${cart.id}/rewards`, { reward_id: 'drip-coffee' })).status).toBe(404);
    expect((await eve.call('DELETE', `/api/carts/${cart.id}/rewards`)).status).toBe(404);
    expect(
      (await (await guestShopper(t)).call('POST', `/api/carts/${cart.id}/rewards`, { reward_id: 'drip-coffee' }))
        .status,
    ).toBe(401);
    for (const body of [
      '{"reward_id":',
      { reward_id: 5 },
      { reward_id: 'x'.repeat(100_000) },
      { reward_id: 'drip-coffee', extra: 1 },
      { reward_id: 'drip-coffee', line_id: 'nope' },
    ]) {
      const r = await dee.call('POST', `/api/carts/${cart.id}/rewards`, body);
      expect([400, 413, 422], JSON.stringify(r.body)).toContain(r.status);
    }
    expect((await dee.call('POST', '/api/carts/not-a-cart/rewards', { reward_id: 'drip-coffee' })).status).toBe(400);
    expect(
      (await dee.call('POST', '/api/carts/00000000-0000-4000-8000-000000000000/rewards', { reward_id: 'drip-coffee' }))
        .status,
    ).toBe(404);
    expect((await dee.call('GET', '/api/carts/' + cart.id)).body.data.discounts).toEqual([]);
  });

  it('20 concurrent checkouts spending the same 500 points: exactly one redeems, 19 clear 409s', async () => {
    const before = (await summary(dee)).balance;
    expect(before).toBeGreaterThanOrEqual(500);
    expect(before).toBeLessThan(1000);
    const carts = [];
    for (let i = 0; i < 20; i++) {
      const cart = await cartWith(dee, [{ product_id: 'p-house-coffee', quantity: 1 }]);
      const r = await dee.call('POST', `/api/carts/${cart.id}/rewards`, { reward_id: 'drip-coffee' });
      expect(r.status).toBe(200);
      carts.push({ id: cart.id, token: await cardToken(dee) });
    }
    const replies = await Promise.all(
      carts.map((c) => submit(dee, newKey(), { cart_id: c.id, payment: { token: c.token } })),
    );
    const placed = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status === 409);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.body.message).toMatch(/rewards balance changed/);
    const after = await summary(dee);
    expect(after.balance).toBe(before - 500);
    expect(after.history[0]).toMatchObject({
      kind: 'redemption',
      points: -500,
      text: '\u2212500 points \u2014 Drip Coffee',
    });
    expect(await ledgerSum('dee.rewards@larkspur.example')).toEqual({ sum: before - 500, balance: before - 500 });
    const { rows } = await query(
      t,
      sql`select count(*)::int as n from orders where cart_id in ${sql.raw(`(${carts.map((c) => `'${c.id}'`).join(',')})`)}`,
    );
    expect(Number(rows[0]?.n)).toBe(1);
    // The order shows the labelled discount; cancelling it gives the reward's points back.
    const order = placed[0]?.body.data.order;
    expect(order.discounts).toEqual([{ label: 'Reward: Drip Coffee' }]);
    expect((await staff(order.id, 'cancelled')).statusCode).toBe(200);
    const back = await summary(dee);
    expect(back.balance).toBe(before);
    expect(back.history[0]?.text).toBe(`+500 points \u2014 Drip Coffee given back (order #${order.number} cancelled)`);
  });

  it('a failed order leaves no redemption', async () => {
    const before = await ledgerSum('dee.rewards@larkspur.example');
    const cart = await cartWith(dee, [{ product_id: 'p-house-coffee', quantity: 1 }]);
    expect((await dee.call('POST', `/api/carts/${cart.id}/rewards`, { reward_id: 'drip-coffee' })).status).toBe(200);
    const r = await submit(dee, newKey(), {
      cart_id: cart.id,
      payment: { token: await cardToken(dee, TEST_CARDS.declined) },
    });
    expect(r.status).toBe(402);
    expect(await ledgerSum('dee.rewards@larkspur.example')).toEqual(before);
  });
});

describe('offers', () => {
  it('applies an offer once per member; a second use is refused', async () => {
    const fay = await memberShopper(t, 'fay.rewards@larkspur.example');
    const offers = (await fay.call('GET', '/api/account/offers')).body.data.offers as { id: string; used: boolean }[];
    expect(offers.map((o) => o.id)).toContain('fall-fifteen');
    const a = await cartWith(fay, [{ product_id: 'p-caffe-latte', quantity: 4 }]);
    const b = await cartWith(fay, [{ product_id: 'p-caffe-latte', quantity: 4 }]);
    const onA = await fay.call('POST', `/api/carts/${a.id}/offers`, { offer_id: 'fall-fifteen' });
    expect(onA.status, JSON.stringify(onA.body)).toBe(200);
    expect(onA.body.data.discounts).toEqual([{ label: 'Offer: 15% Off Your Order' }]);
    expect(onA.body.data.totals.discount).toBe(Math.round(a.totals.subtotal * 0.15));
    expect((await fay.call('POST', `/api/carts/${b.id}/offers`, { offer_id: 'fall-fifteen' })).status).toBe(200);
    expect((await place(fay, a.id)).status).toBe(200);
    // Used: the other bag's checkout is refused, and applying it again is refused.
    const second = await place(fay, b.id);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/already been used/);
    const c = await cartWith(fay, [{ product_id: 'p-caffe-latte', quantity: 4 }]);
    expect((await fay.call('POST', `/api/carts/${c.id}/offers`, { offer_id: 'fall-fifteen' })).status).toBe(409);
    expect(
      (await fay.call('GET', '/api/account/offers')).body.data.offers.find(
        (o: { id: string }) => o.id === 'fall-fifteen',
      ).used,
    ).toBe(true);
    // Minimum spend, unknown offer, bad input.
    const small = await cartWith(fay, [{ product_id: 'p-house-coffee', quantity: 1 }]);
    expect((await fay.call('POST', `/api/carts/${small.id}/offers`, { offer_id: 'pastry-pair' })).status).toBe(422);
    expect((await fay.call('POST', `/api/carts/${small.id}/offers`, { offer_id: 'nope' })).status).toBe(404);
    expect((await fay.call('POST', `/api/carts/${small.id}/offers`, { offer_id: [] })).status).toBe(400);
  });

  it('birthday: set month and day; an impossible day is refused', async () => {
    const gus = await memberShopper(t, 'gus.rewards@larkspur.example');
    expect((await gus.call('PUT', '/api/account/rewards/birthday', { month: 4, day: 31 })).status).toBe(400);
    expect((await gus.call('PUT', '/api/account/rewards/birthday', { month: '4', day: 1 })).status).toBe(400);
    const ok = await gus.call('PUT', '/api/account/rewards/birthday', { month: 2, day: 29 });
    expect(ok.status).toBe(200);
    expect((await summary(gus)).history.length).toBeGreaterThan(0);
    expect((await gus.call('GET', '/api/account/rewards')).body.data.birthday).toEqual({ month: 2, day: 29 });
  });
});

describe('flags off (as shipped)', () => {
  it('every reward and offer path is a 404 and completed orders post nothing', async () => {
    const off = await createTestApp({
      OUTBOX_DIR: tempOutbox(),
      STAFF_API_KEY: STAFF_KEY,
      ACCOUNT_LIMIT_PER_IP: '1000',
    });
    try {
      await openAroundTheClock(off, ['bos-back-bay']);
      const hal = await memberShopper(off, 'hal.rewards@larkspur.example');
      const cart = await cartWith(hal);
      const id = cart.id;
      expect((await hal.call('GET', '/api/account/rewards')).status).toBe(404);
      expect((await hal.call('GET', '/api/account/offers')).status).toBe(404);
      expect((await hal.call('PUT', '/api/account/rewards/birthday', { month: 1, day: 1 })).status).toBe(404);
      expect((await hal.call('POST', `/api/carts/${id}/rewards`, { reward_id: 'drip-coffee' })).status).toBe(404);
      expect((await hal.call('POST', `/api/carts/${id}/offers`, { offer_id: 'fall-fifteen' })).status).toBe(404);
      expect((await hal.call('DELETE', `/api/carts/${id}/rewards`)).status).toBe(404);
      const r = await submit(hal, newKey(), { cart_id: id, payment: { token: await cardToken(hal) } });
      const orderId = r.body.data.order.id as string;
      for (const status of ['in_progress', 'ready', 'completed']) {
        expect((await moveOrder(off, orderId, status, STAFF_KEY)).statusCode).toBe(200);
      }
      const { rows } = await query(off, sql`select count(*)::int as n from reward_ledger`);
      expect(Number(rows[0]?.n)).toBe(0);
    } finally {
      await off.close();
    }
  });
});

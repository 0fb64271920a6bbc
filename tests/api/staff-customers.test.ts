import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetail } from '../../src/domain/customers/customer-detail-contract.ts';
import type { CustomerHit } from '../../src/domain/customers/customer-search-contract.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { signUp, tempOutbox } from './account-support.ts';
import { openAroundTheClock } from './cart-support.ts';
import { query } from './checkout-support.ts';
import { BACK_BAY, adjust, customer, staffCall, written } from './customers-support.ts';
import { staffReady, type StaffSigned } from './staff-support.ts';

/**
 * Customer lookup with rewards switched off (as shipped): search by name (accents folded, word
 * prefixes), e-mail in any case, phone in any format and order number; managers see the customers
 * of their stores, admins everyone, leads and store staff 403; one customer's page; an adjustment
 * is refused while rewards are off, writing nothing.
 */
let t: TestApp;
const who = {} as Record<'admin' | 'manager' | 'other' | 'lead' | 'staff', StaffSigned>;
const ids: Record<string, string> = {};
let joseOrder = 0;

const search = (w: StaffSigned, q: string) => staffCall(t, w)('GET', `/api/staff/customers?q=${encodeURIComponent(q)}`);
const found = async (w: StaffSigned, q: string) => {
  const r = await search(w, q);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().data.customers as CustomerHit[]).map((c) => c.name);
};
const detail = (w: StaffSigned, id: string) => staffCall(t, w)('GET', `/api/staff/customers/${id}`);

beforeAll(async () => {
  t = await createTestApp({
    OUTBOX_DIR: tempOutbox(),
    ACCOUNT_LIMIT_PER_IP: '1000',
    CARD_TOKENS_PER_IP: '1000',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  await openAroundTheClock(t, [BACK_BAY]);
  const { rows } = await query(t, sql`select id from locations where id <> ${BACK_BAY} order by id limit 1`);
  const other = String(rows[0]?.id);
  who.manager = await staffReady(t.server, t.database, 'cust.manager@larkspur.example', 'manager', [BACK_BAY]);
  who.admin = await staffReady(t.server, t.database, 'cust.admin@larkspur.example', 'admin');
  who.other = await staffReady(t.server, t.database, 'cust.other@larkspur.example', 'manager', [other]);
  who.lead = await staffReady(t.server, t.database, 'cust.lead@larkspur.example', 'lead', [BACK_BAY]);
  who.staff = await staffReady(t.server, t.database, 'cust.staff@larkspur.example', 'staff', [BACK_BAY]);
  const jose = await customer(t, 'jose.nunez@larkspur.example', 'José', 'Núñez', '(617) 555-0101', 2);
  ids.jose = jose.id;
  joseOrder = jose.numbers[0]!;
  ids.ann = (await customer(t, 'ann.lee@larkspur.example', 'Ann', 'Lee', '617-555-0102')).id;
  ids.anne = (await customer(t, 'anne.leclerc@larkspur.example', 'Anne', 'Leclerc', '6175550103')).id;
  // A member who never ordered: only an admin finds them.
  await signUp(t.server, 'emile.zola@larkspur.example', {
    first_name: 'ÉMILE',
    last_name: 'ZOLA',
    phone: '6175550104',
  });
  ids.emile = String(
    (await query(t, sql`select id from members where email = 'emile.zola@larkspur.example'`)).rows[0]?.id,
  );
  const card = await jose.shopper.call('POST', '/api/account/gift-cards', { number: '6006491000000003', pin: '3456' });
  expect(card.status, JSON.stringify(card.body)).toBe(200);
  // Every staff account and member hashes passwords (argon2): a budget, not a speed check.
}, 180_000);
afterAll(() => t.close());

describe('customer search', () => {
  it('finds names with or without their accents, each word a prefix, by last name', async () => {
    expect(await found(who.manager, 'jose nunez')).toEqual(['José Núñez']);
    expect(await found(who.manager, 'José Núñez')).toEqual(['José Núñez']);
    expect(await found(who.manager, 'NUÑ')).toEqual(['José Núñez']);
    expect(await found(who.manager, 'ann le')).toEqual(['Anne Leclerc', 'Ann Lee']);
    expect(await found(who.manager, 'zed')).toEqual([]);
    expect(await found(who.admin, 'emile')).toEqual(['ÉMILE ZOLA']);
  });

  it('finds an e-mail address whatever its case, and a phone number written any way', async () => {
    expect(await found(who.manager, 'Anne.Leclerc@LARKSPUR.example')).toEqual(['Anne Leclerc']);
    for (const phone of ['6175550101', '(617) 555-0101', '+1 617 555 0101', '617.555.0101', '1-617-555-0101'])
      expect(await found(who.manager, phone), phone).toEqual(['José Núñez']);
  });

  it('finds the customer of an order number, and counts their orders at the caller’s stores', async () => {
    const r = await search(who.manager, `#${joseOrder}`);
    const [hit] = r.json().data.customers as CustomerHit[];
    expect(hit).toMatchObject({
      id: ids.jose,
      name: 'José Núñez',
      email: 'jose.nunez@larkspur.example',
      phone: '6175550101',
      orders: 2,
    });
    expect(Date.parse(hit!.last_order_at!)).toBeGreaterThan(Date.now() - 3_600_000);
    expect((await search(who.manager, '')).json().data).toEqual({ customers: [], has_more: false });
  });

  it('shows a manager only customers who ordered at their stores; an admin everyone', async () => {
    expect(await found(who.other, 'ann')).toEqual([]);
    expect(await found(who.other, '6175550101')).toEqual([]);
    expect(await found(who.manager, 'emile')).toEqual([]);
    expect(await found(who.admin, 'ann')).toEqual(['Anne Leclerc', 'Ann Lee']);
    expect((await detail(who.admin, ids.emile!)).statusCode).toBe(200);
    // Another store's customer reads exactly like an unknown id.
    const foreign = await detail(who.other, ids.ann!);
    const unknown = await detail(who.admin, '00000000-0000-4000-8000-000000000000');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect((await detail(who.manager, ids.emile!)).statusCode).toBe(404);
  });

  it('refuses shift leads and store staff (403), and anyone not signed in as staff (401)', async () => {
    for (const role of ['lead', 'staff'] as const) {
      expect((await search(who[role], 'ann')).statusCode, role).toBe(403);
      expect((await detail(who[role], ids.ann!)).statusCode, role).toBe(403);
      expect((await adjust(t, who[role], ids.ann!, { points: 5, reason: 'x' })).statusCode, role).toBe(403);
    }
    expect((await t.server.inject({ url: '/api/staff/customers?q=ann' })).statusCode).toBe(401);
    expect((await t.server.inject({ url: `/api/staff/customers/${ids.ann}` })).statusCode).toBe(401);
  });

  it('names a bad query or id', async () => {
    const long = await search(who.manager, 'a'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json().field).toBe('q');
    const extra = await staffCall(t, who.manager)('GET', '/api/staff/customers?q=ann&sort=name');
    expect(extra.statusCode).toBe(400);
    const bad = await detail(who.manager, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('id');
  });
});

describe('a customer’s page', () => {
  it('shows contact details, orders at the caller’s stores, gift cards masked, and no rewards while they are off', async () => {
    const r = await detail(who.manager, ids.jose!);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data as CustomerDetail;
    expect(d.customer).toMatchObject({
      id: ids.jose,
      first_name: 'José',
      last_name: 'Núñez',
      name: 'José Núñez',
      email: 'jose.nunez@larkspur.example',
      phone: '6175550101',
    });
    expect(d.scope).toBe('stores');
    expect(d.order_count).toBe(2);
    expect(d.orders.map((o) => o.number)).toEqual([...[joseOrder, joseOrder + 1]].sort((a, b) => b - a));
    expect(d.orders[0]).toMatchObject({
      location_name: 'Back Bay',
      status: 'placed',
      handoff: 'pickup',
      refunded_cents: 0,
    });
    expect(d.orders[0]!.total_cents).toBeGreaterThan(0);
    expect(d.refunds).toEqual([]);
    expect(d.gift_cards).toEqual([{ last4: '0003', balance_cents: expect.any(Number), added_at: expect.any(String) }]);
    expect(JSON.stringify(d)).not.toContain('6006491000000003');
    expect(d.rewards).toBeNull();
    expect((await detail(who.admin, ids.jose!)).json().data.scope).toBe('all');
  });

  it('refuses an adjustment while rewards are off (409, in words) and writes nothing', async () => {
    const r = await adjust(t, who.manager, ids.ann!, { points: 50, reason: 'birthday' });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('Rewards are switched off for this brand, so points cannot be adjusted.');
    expect(await written(t, ids.ann!)).toEqual({ ledger: 0, sum: 0, balance: null, audits: 0 });
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderSearchHit } from '../../src/domain/orders/order-search-contract.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { tempOutbox } from './account-support.ts';
import { openAroundTheClock } from './cart-support.ts';
import { cardToken, cartWith, memberShopper, newKey, query, submit } from './checkout-support.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';

/**
 * Staff order search: by number, phone in any format, e-mail and name (accents folded, words as
 * prefixes), with store and day filters; a store the caller does not run is never searched.
 */
const BACK_BAY = 'bos-back-bay';
let t: TestApp;
let manager: StaffSigned;
let admin: StaffSigned;
let otherManager: StaffSigned;
let other = '';
const numbers: Record<string, number> = {};

async function place(email: string, first: string, last: string, phone: string) {
  const s = await memberShopper(t, email, { first_name: first, last_name: last, phone });
  const cart = await cartWith(s);
  const r = await submit(s, newKey(), { cart_id: cart.id, payment: { token: await cardToken(s) } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  numbers[email] = Number(r.body.data.order.number);
}

const search = (who: StaffSigned, q: string) => asStaff(t.server, who)('GET', `/api/staff/orders?${q}`);
const found = async (who: StaffSigned, q: string) => {
  const r = await search(who, q);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json().data.orders as OrderSearchHit[]).map((o) => o.number);
};

beforeAll(async () => {
  t = await createTestApp({
    OUTBOX_DIR: tempOutbox(),
    ACCOUNT_LIMIT_PER_IP: '1000',
    CARD_TOKENS_PER_IP: '1000',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  await openAroundTheClock(t, [BACK_BAY]);
  const { rows } = await query(t, sql`select id from locations where id <> ${BACK_BAY} order by id limit 1`);
  other = String(rows[0]?.id);
  manager = await staffReady(t.server, t.database, 'search.manager@larkspur.example', 'manager', [BACK_BAY]);
  admin = await staffReady(t.server, t.database, 'search.admin@larkspur.example', 'admin');
  otherManager = await staffReady(t.server, t.database, 'search.other@larkspur.example', 'manager', [other]);
  await place('jose.nunez@larkspur.example', 'José', 'Núñez', '(617) 555-0101');
  await place('ann.lee@larkspur.example', 'Ann', 'Lee', '617-555-0102');
  await place('anne.leclerc@larkspur.example', 'Anne', 'Leclerc', '6175550103');
  await place('emile.zola@larkspur.example', 'ÉMILE', 'ZOLA', '6175550104');
});
afterAll(() => t.close());

describe('staff order search', () => {
  it('finds an order by its number, with or without #', async () => {
    const n = numbers['ann.lee@larkspur.example']!;
    expect(await found(manager, `q=${n}`)).toEqual([n]);
    expect(await found(manager, `q=${encodeURIComponent(`#${n}`)}`)).toEqual([n]);
  });

  it('finds a phone number written any way', async () => {
    const n = numbers['jose.nunez@larkspur.example']!;
    for (const phone of ['6175550101', '(617) 555-0101', '+1 617 555 0101', '617.555.0101'])
      expect(await found(manager, `q=${encodeURIComponent(phone)}`), phone).toEqual([n]);
  });

  it('finds an e-mail address whatever its case', async () => {
    expect(await found(manager, `q=${encodeURIComponent('Anne.Leclerc@Larkspur.example')}`)).toEqual([
      numbers['anne.leclerc@larkspur.example'],
    ]);
  });

  it('finds names with or without their accents, each word as a prefix', async () => {
    const jose = numbers['jose.nunez@larkspur.example']!;
    expect(await found(manager, 'q=jose%20nunez')).toEqual([jose]);
    expect(await found(manager, `q=${encodeURIComponent('José Núñez')}`)).toEqual([jose]);
    expect(await found(manager, 'q=NUN')).toEqual([jose]);
    // "ann le" is a prefix of both Ann Lee and Anne Leclerc; newest first.
    expect(await found(manager, 'q=ann%20le')).toEqual([
      numbers['anne.leclerc@larkspur.example'],
      numbers['ann.lee@larkspur.example'],
    ]);
    expect(await found(manager, 'q=zed')).toEqual([]);
    // Capitals with accents fold too, whatever the database's locale does to lower().
    expect(await found(manager, 'q=emile')).toEqual([numbers['emile.zola@larkspur.example']]);
  });

  it('searches only the stores the caller runs; an admin searches every store', async () => {
    expect(await found(otherManager, 'q=ann')).toEqual([]);
    expect((await search(otherManager, `q=ann&location_id=${BACK_BAY}`)).statusCode).toBe(404);
    expect(await found(admin, 'q=ann')).toHaveLength(2);
    const hit = (await search(admin, 'q=jose')).json().data.orders[0] as OrderSearchHit;
    expect(hit).toMatchObject({
      location_id: BACK_BAY,
      location_name: 'Back Bay',
      status: 'placed',
      customer: { name: 'José Núñez', email: 'jose.nunez@larkspur.example', phone: '6175550101' },
      refunded_cents: 0,
    });
  });

  it('filters by day in the store’s zone, handoff and status, and names a bad filter', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
    expect(await found(manager, `from=${today}&to=${today}`)).toHaveLength(4);
    expect(await found(manager, 'from=2020-01-01&to=2020-01-02')).toEqual([]);
    expect(await found(manager, 'status=completed')).toEqual([]);
    expect(await found(manager, 'handoff=pickup')).toHaveLength(4);
    for (const [q, field] of [
      ['status=lost', 'status'],
      ['handoff=teleport', 'handoff'],
      ['from=2026-02-30', 'from'],
      ['page=0', 'page'],
      ['sort=new', 'sort'],
    ] as [string, string][]) {
      const r = await search(manager, q);
      expect(r.statusCode, q).toBe(400);
      expect(r.body, q).toContain(field);
    }
  });
});

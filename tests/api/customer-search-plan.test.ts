import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseOrderSearch, type OrderSearchTerm } from '../../src/domain/orders/search-text.ts';
import { searchMembersQuery } from '../../src/server/modules/customers/repo.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { query } from './checkout-support.ts';

/**
 * Customer lookup reads members through their own indexes, never a scan: with 50,000 members
 * (one in five with ten orders each), EXPLAIN shows the name GIN index, the phone index and the e-mail
 * unique index, for an admin (every member) and for a manager (customers of their stores, through
 * the orders' member index). On both databases (one PostgreSQL planner); no timing is asserted.
 */
const MEMBERS = 50_000;
/** Orders of each ordering member: 100,000 orders in all, as a year of a busy brand. */
const ORDERS_EACH = 10;
let t: TestApp;
let stores: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  stores = ((await query(t, sql`select id from locations order by id limit 3`)).rows as { id: string }[]).map(
    (r) => r.id,
  );
  await db.execute(sql`
    insert into members (email, first_name, last_name, phone, created_at)
    select 'plan' || g || '@larkspur.example',
      (array['Ann', 'José', 'Émile', 'Zoë', 'Marta', 'Nell', 'Omar', 'Priya', 'Chen', 'Lucía', 'Sam', 'Ines', 'Björn', 'Kai', 'Rhea', 'Tom', 'Uma', 'Vera', 'Wes', 'Yara'])[1 + g % 20],
      (array['Lee', 'Núñez', 'Zola', 'Baker', 'Okafor', 'García', 'Smith', 'Nguyen', 'Kowalski', 'Müller', 'Rossi', 'Dubois', 'Silva', 'Khan', 'Cohen', 'Haddad', 'Ito', 'Park', 'Novak', 'Reyes'])[1 + (g / 20) % 20]
        || (g % 97)::text,
      lpad((6170000000 + g)::text, 10, '0'),
      now() - g * interval '1 minute'
    from generate_series(1, ${MEMBERS}) g`);
  // A plan check, not a checkout: these orders need no carts (this copy of the database only).
  await db.execute(sql`alter table orders drop constraint orders_cart_id_carts_id_fk`);
  await db.execute(sql`
    insert into orders (session_id_hash, member_id, cart_id, menu_id, location_id, status, handoff, time_mode, ready_at, ready_local, location, totals, contact, created_at, updated_at)
    select 'plan', m.id, gen_random_uuid(), l.menu_id, l.id, 'completed', 'pickup', 'asap', m.placed, '20261125 10:00',
      '{}'::jsonb, '{"total": 1000}'::jsonb, '{}'::jsonb, m.placed, m.placed
    from (
      select id, created_at + k * interval '3 days' placed, row_number() over (order by email) n
      from members, generate_series(1, ${ORDERS_EACH}) k where email like 'plan%'
    ) m
    join lateral (select id, menu_id from locations order by id offset (m.n % 10) limit 1) l on true
    where m.n % 5 = 0`);
  await db.execute(sql`analyze members`);
  await db.execute(sql`analyze orders`);
}, 300_000);
afterAll(() => t.close());

async function plan(term: OrderSearchTerm, scope: string[] | null): Promise<string> {
  const q = searchMembersQuery(t.database.db, term, scope, 26);
  return (await query(t, sql`explain ${q}`)).rows.map((r) => String(Object.values(r)[0])).join('\n');
}

const terms: [string, string][] = [
  ['jose nun', 'members_search_name_idx'],
  ['Émile Zola3', 'members_search_name_idx'],
  ['plan4242@Larkspur.example', 'members_email_uq'],
  ['(617) 000-4242', 'members_phone_idx'],
];

describe('customer search query plan', () => {
  for (const [q, index] of terms)
    for (const who of ['admin', 'manager'] as const)
      it(`"${q}" for ${who === 'admin' ? 'an admin' : 'a manager'} uses ${index}`, async () => {
        const p = await plan(parseOrderSearch(q)!, who === 'admin' ? null : stores);
        expect(p, p).toContain(index);
        expect(p, p).not.toMatch(/Seq Scan on members/);
        expect(p, p).not.toMatch(/Seq Scan on orders/);
      });

  it('finds what it should among the 50,000', async () => {
    const rows = await searchMembersQuery(t.database.db, parseOrderSearch('jose nun')!, null, 26);
    expect(rows).toHaveLength(26);
    expect(rows.every((r) => r.firstName === 'José' && r.lastName!.startsWith('Núñez'))).toBe(true);
    const phone = await searchMembersQuery(t.database.db, parseOrderSearch('617-000-4242')!, null, 26);
    expect(phone.map((r) => r.email)).toEqual(['plan4242@larkspur.example']);
  });
});

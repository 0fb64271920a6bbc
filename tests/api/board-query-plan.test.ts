import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardOrdersQuery } from '../../src/server/modules/board/tickets.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { query } from './checkout-support.ts';

/**
 * The live board's read uses its indexes (decision 241), on both databases (one PostgreSQL
 * planner): with a year-like history of completed orders, EXPLAIN shows the partial open-orders
 * index on (location_id, ready_at) and the (location_id, updated_at) index — never a scan of the
 * location's whole history. The planner's choice depends on the statistics, not on machine speed.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // A plan check, not a checkout: history rows need no carts (this copy of the database only).
  await db.execute(sql`alter table orders drop constraint orders_cart_id_carts_id_fk`);
  await db.execute(sql`
    insert into orders (session_id_hash, cart_id, menu_id, location_id, status, handoff, time_mode, ready_at, ready_local, location, totals, contact, created_at, updated_at)
    select 'plan', gen_random_uuid(), l.menu_id, l.id,
      case when g > 5 then 'completed' else (array['placed', 'in_progress', 'ready'])[1 + (g % 3)] end,
      'pickup', 'asap', now() - g * interval '7 minutes', '20261125 10:00', '{}'::jsonb, '{}'::jsonb, '{"first_name": "Plan"}'::jsonb,
      now() - g * interval '7 minutes', now() - g * interval '7 minutes'
    from locations l, generate_series(0, 1499) g
    where l.id in (select id from locations order by id limit 6)`);
  await db.execute(sql`analyze orders`);
});
afterAll(() => t.close());

describe('board query plan', () => {
  it('reads open orders through orders_board_open_idx and finished ones through orders_location_updated_idx', async () => {
    const [location] = (await query(t, sql`select id from locations order by id limit 1`)).rows as { id: string }[];
    const board = boardOrdersQuery(t.database.db, location!.id, new Date());
    const plan = (await query(t, sql`explain ${board}`)).rows.map((r) => String(Object.values(r)[0])).join('\n');
    expect(plan, plan).toContain('orders_board_open_idx');
    expect(plan, plan).toContain('orders_location_updated_idx');
    expect(plan, plan).not.toMatch(/Seq Scan on orders/);
    // And it answers: the open ones of that location (the six newest rows' open half) and the recently finished.
    const rows = await board;
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((r) => r.locationId === location!.id)).toBe(true);
  });
});

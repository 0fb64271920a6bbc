import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY, newGuest, nyDate, openAroundTheClock, type Guest } from './cart-support.ts';

/**
 * Issue 15 §9: the times call's day list leaves out days the store is closed for the handoff
 * (a holiday such as Thanksgiving), on both databases. Back Bay opens around the clock except
 * a closure written three days out on New York's calendar, so the test holds on any date.
 */
let t: TestApp;
let guest: Guest;

const CLOSED = nyDate(3);
const SHORT = nyDate(4);

beforeAll(async () => {
  t = await createTestApp();
  await openAroundTheClock(t, ['bos-back-bay']);
  await t.database.db.execute(
    sql`insert into location_closures (location_id, date, closed, reason) values ('bos-back-bay', ${CLOSED}, true, 'Test holiday')`,
  );
  await t.database.db.execute(
    sql`insert into location_closures (location_id, date, closed, opens, closes, reason) values ('bos-back-bay', ${SHORT}, false, '09:00', '13:00', 'Short day')`,
  );
  guest = await newGuest(t);
});
afterAll(() => t.close());

describe('closed days in the day list (issue 15 §9)', () => {
  it('omits the closed day, keeps the short day, and refuses a time on the closed day', async () => {
    const cart = (await guest.call('POST', '/api/carts', { menu_id: BACK_BAY })).body.data as { id: string };
    const r = await guest.call('GET', `/api/carts/${cart.id}/times`);
    expect(r.status).toBe(200);
    const days = r.body.data.days as string[];
    expect(days).not.toContain(CLOSED.replaceAll('-', ''));
    expect(days).toContain(SHORT.replaceAll('-', ''));
    expect(days).toContain(nyDate(2).replaceAll('-', ''));
    // Asked directly, the closed day has no times, and one cannot be booked.
    const closedDay = await guest.call('GET', `/api/carts/${cart.id}/times?day=${CLOSED.replaceAll('-', '')}`);
    expect(closedDay.body.data.times).toEqual([]);
    const put = await guest.call('PUT', `/api/carts/${cart.id}/time`, {
      mode: 'advance',
      wanted: `${CLOSED.replaceAll('-', '')} 10:00`,
    });
    expect(put.status).toBe(422);
    expect(put.body.message).toMatch(/is not an available time/);
  });

  it('leaves a seeded holiday out when it falls in the window', async () => {
    const rows = (await t.database.db.execute(
      sql`select to_char(date, 'YYYYMMDD') as day from location_closures where location_id = 'bos-south-end' and closed`,
    )) as unknown as { rows?: { day: string }[] } | { day: string }[];
    const closed = (Array.isArray(rows) ? rows : (rows.rows ?? [])).map((r) => r.day);
    const cart = (await guest.call('POST', '/api/carts', { menu_id: '10103' })).body.data as { id: string };
    const days = (await guest.call('GET', `/api/carts/${cart.id}/times`)).body.data.days as string[];
    expect(closed.length).toBeGreaterThan(0);
    for (const day of closed) expect(days).not.toContain(day);
  });
});

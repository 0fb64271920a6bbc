import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY, nyDate, openAroundTheClock, tomorrowAt } from './cart-support.ts';
import { cardToken, cartWith, guestShopper, newKey, query, submit, type Shopper } from './checkout-support.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';

/**
 * Daily limits for pre-orders (issue 40 item 6), on both databases: a store's count per product
 * and pickup day, and its order-by cutoff, taken in the order's own transaction exactly like a
 * slot place. A barrier in the test-only fault hook (after the card, before the order is written)
 * lets every racer reach the write at once.
 */
const STORE = 'bos-back-bay';
const CROISSANT = 'p-butter-croissant';
const PAIN = 'p-pain-au-chocolat';
const limitUrl = (product: string, store = STORE) => `/api/staff/locations/${store}/daily-limits/${product}`;
const contact = { first_name: 'Pat', last_name: 'Guest', email: 'pat@larkspur.example', phone: '617-555-0133' };
let t: TestApp;
let admin: StaffSigned;
let manager: StaffSigned;
let storeStaff: StaffSigned;
let other: string;
let barrier: { size: number; arrived: (() => void)[] } | null = null;

beforeAll(async () => {
  t = await createTestApp(
    { BORDERLESS: 'true' },
    {
      checkout: {
        faults: {
          afterAuthorize: async () => {
            const b = barrier;
            if (!b) return;
            await new Promise<void>((resolve) => {
              b.arrived.push(resolve);
              if (b.arrived.length < b.size) return;
              barrier = null;
              b.arrived.forEach((go) => go());
            });
          },
        },
      },
    },
  );
  await openAroundTheClock(t, [STORE]);
  // Room in every slot: only the daily limit may refuse.
  await query(t, sql`update locations set slot_capacity = 500 where id = ${STORE}`);
  t.server.locationContexts.invalidate({ locationId: STORE });
  admin = await staffReady(t.server, t.database, 'limits.admin@larkspur.example', 'admin');
  manager = await staffReady(t.server, t.database, 'limits.manager@larkspur.example', 'manager', [STORE]);
  storeStaff = await staffReady(t.server, t.database, 'limits.staff@larkspur.example', 'staff', [STORE]);
  other = (await query(t, sql`select id from locations where id <> ${STORE} order by id limit 1`)).rows[0]!
    .id as string;
});
afterAll(() => t.close());

const count = async (q: ReturnType<typeof sql>) => Number((await query(t, q)).rows[0]!.n);
const limitRows = () => count(sql`select count(*)::int as n from daily_limits`);
const auditRows = () => count(sql`select count(*)::int as n from staff_audit_log where action = 'menu.daily-limit'`);
const taken = (product: string, day: string) =>
  count(
    sql`select coalesce(sum(count), 0)::int as n from daily_limit_counts where location_id = ${STORE} and product_id = ${product} and day = ${day}`,
  );

/** A guest's cart with `quantity` of one product, ASAP or at `wanted`. */
async function cartOf(product: string, quantity: number, wanted?: string): Promise<{ s: Shopper; id: string }> {
  const s = await guestShopper(t);
  const cart = await cartWith(s, [{ product_id: product, quantity }], BACK_BAY);
  if (wanted) {
    const r = await s.call('PUT', `/api/carts/${cart.id}/time`, { mode: 'advance', wanted });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  return { s, id: cart.id };
}
const checkout = async (c: { s: Shopper; id: string }, token?: string) =>
  submit(c.s, newKey(), { cart_id: c.id, contact, payment: { token: token ?? (await cardToken(c.s)) } });

describe('daily limits: who may set them, and bad input', () => {
  it('a manager sets their store’s limit; store staff read it but may not write; another store is 404; admins set any store; audited', async () => {
    const body = { per_day: 24, cutoff: { days_before: 1, time: '14:00' } };
    const before = { limits: await limitRows(), audit: await auditRows() };
    expect((await asStaff(t.server, storeStaff)('PUT', limitUrl(CROISSANT), body)).statusCode).toBe(403);
    expect((await asStaff(t.server, manager)('PUT', limitUrl(CROISSANT, other), body)).statusCode).toBe(404);
    expect((await asStaff(t.server, manager)('PUT', limitUrl(CROISSANT, 'no-such-store'), body)).statusCode).toBe(404);
    expect((await asStaff(t.server, manager)('PUT', limitUrl('p-no-such-product'), body)).statusCode).toBe(404);
    expect((await t.server.inject({ method: 'PUT', url: limitUrl(CROISSANT), payload: body })).statusCode).toBe(401);
    expect((await asStaff(t.server, storeStaff)('DELETE', limitUrl(CROISSANT))).statusCode).toBe(403);
    expect(await limitRows()).toBe(before.limits);
    expect(await auditRows()).toBe(before.audit);

    const put = await asStaff(t.server, manager)('PUT', limitUrl(CROISSANT), body);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ product_id: CROISSANT, name: 'Butter Croissant', ...body });
    const read = await asStaff(t.server, storeStaff)('GET', `/api/staff/locations/${STORE}/daily-limits`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ can_edit: false, limits: [{ product_id: CROISSANT, per_day: 24 }] });
    expect((await asStaff(t.server, storeStaff)('GET', `/api/staff/locations/${other}/daily-limits`)).statusCode).toBe(
      404,
    );
    const elsewhere = await asStaff(t.server, admin)('PUT', limitUrl(CROISSANT, other), body);
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect((await asStaff(t.server, admin)('DELETE', limitUrl(CROISSANT, other))).json().data).toEqual({
      product_id: CROISSANT,
      removed: true,
    });
    expect((await asStaff(t.server, manager)('DELETE', limitUrl(CROISSANT))).statusCode).toBe(200);
    expect(await limitRows()).toBe(before.limits);
    expect(await auditRows()).toBe(before.audit + 4);
  });

  it('bad input is a 4xx naming the field, never a 500, and writes nothing', async () => {
    const before = { limits: await limitRows(), audit: await auditRows() };
    const cases: [object, RegExp][] = [
      [{ per_day: -1, cutoff: null }, /per_day/],
      [{ per_day: 'ten', cutoff: null }, /per_day/],
      [{ per_day: 2.5, cutoff: null }, /per_day/],
      [{ per_day: 10000, cutoff: null }, /per_day/],
      [{ cutoff: null }, /per_day/],
      [{ per_day: 5, cutoff: { days_before: 15, time: '14:00' } }, /days_before/],
      [{ per_day: 5, cutoff: { days_before: 1, time: '25:00' } }, /cutoff\.time|time/],
      [{ per_day: 5, cutoff: { days_before: 1 } }, /time/],
      [{ per_day: 5, cutoff: null, extra: true }, /extra|Unrecognized|unrecognized/],
    ];
    for (const [body, field] of cases) {
      const r = await asStaff(t.server, manager)('PUT', limitUrl(CROISSANT), body);
      expect(r.statusCode, `${JSON.stringify(body)}: ${r.body}`).toBeGreaterThanOrEqual(400);
      expect(r.statusCode).toBeLessThan(500);
      expect(r.body).toMatch(field);
    }
    const cut = await t.server.inject({
      method: 'PUT',
      url: limitUrl(CROISSANT),
      cookies: { larkspur_staff: manager.cookie },
      headers: { 'x-csrf-token': manager.csrf, 'content-type': 'application/json' },
      payload: '{"per_day": 5, "cutoff": {',
    });
    expect(cut.statusCode).toBe(400);
    expect(await limitRows()).toBe(before.limits);
    expect(await auditRows()).toBe(before.audit);
  });
});

describe('daily limits at checkout', () => {
  it('50 concurrent checkouts for the last 5 of a day’s limit: exactly 5 orders, 45 refused with the customer message', async () => {
    const today = nyDate(0);
    expect(
      (await asStaff(t.server, manager)('PUT', limitUrl(CROISSANT), { per_day: 8, cutoff: null })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 3; i++) expect((await checkout(await cartOf(CROISSANT, 1))).status).toBe(200);
    expect(await taken(CROISSANT, today)).toBe(3);

    const carts = await Promise.all(Array.from({ length: 50 }, () => cartOf(CROISSANT, 1)));
    const tokens = await Promise.all(carts.map((c) => cardToken(c.s)));
    const ordersBefore = await count(sql`select count(*)::int as n from orders`);
    barrier = { size: 50, arrived: [] };
    const replies = await Promise.all(carts.map((c, i) => checkout(c, tokens[i])));
    const placed = replies.filter((r) => r.status === 200);
    const refused = replies.filter((r) => r.status === 409);
    console.info(
      `daily-limit race (${process.env.TEST_DB ?? 'pglite'}): ${placed.length} placed, ${refused.length} refused`,
    );
    expect(placed.length).toBe(5);
    expect(refused.length).toBe(45);
    const weekday = new Date(`${today}T12:00:00Z`).toUTCString().slice(0, 3);
    for (const r of refused) {
      expect(r.body).toMatchObject({
        code: 'DAILY_LIMIT',
        field: 'time',
        message: `Butter Croissant is sold out for ${weekday} — choose another day`,
      });
    }
    expect(await count(sql`select count(*)::int as n from orders`)).toBe(ordersBefore + 5);
    expect(await taken(CROISSANT, today)).toBe(8);
    // Every refused racer's card was given back; no cart of theirs was submitted.
    const ids = refused.map((_, i) => carts[replies.indexOf(refused[i]!)]!.id);
    expect(
      await count(
        sql`select count(*)::int as n from carts where id in ${sql.raw(`('${ids.join("','")}')`)} and status = 'submitted'`,
      ),
    ).toBe(0);

    // The customer's read says so: sold out today.
    const menu = await t.server.inject({ url: `/api/menus/${BACK_BAY}/daily-limits` });
    expect(menu.statusCode).toBe(200);
    expect(menu.headers['cache-control']).toBe('no-store');
    const limit = menu.json().data.limits.find((l: { product_id: string }) => l.product_id === CROISSANT);
    expect(limit.days[0]).toEqual({ day: today.replaceAll('-', ''), remaining: 0, open: true });
    expect(limit.days[1].remaining).toBe(8);

    // The board's read: today's count.
    const board = await asStaff(t.server, storeStaff)('GET', `/api/staff/locations/${STORE}/daily-limits`);
    expect(board.json().data.limits[0].today).toEqual({ day: today.replaceAll('-', ''), taken: 8, remaining: 0 });

    // A cancelled order gives its count back: one more can be ordered, then none again.
    const orderId = (placed[0]!.body.data.order as { id: string }).id;
    const cancel = await asStaff(t.server, storeStaff)(
      'POST',
      `/api/staff/locations/${STORE}/orders/${orderId}/status`,
      {
        action: 'cancel',
        reason: 'Customer called',
      },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await taken(CROISSANT, today)).toBe(7);
    expect(await count(sql`select count(*)::int as n from daily_limit_takes where order_id = ${orderId}`)).toBe(0);
    expect((await checkout(await cartOf(CROISSANT, 1))).status).toBe(200);
    expect((await checkout(await cartOf(CROISSANT, 1))).status).toBe(409);
    expect(await taken(CROISSANT, today)).toBe(8);
  }, 120_000);

  it('a bag wanting more than is left is refused with how many are left; a bag within it is placed', async () => {
    const wanted = tomorrowAt('10:00');
    const day = nyDate(1);
    expect(
      (
        await asStaff(t.server, manager)('PUT', limitUrl(PAIN), {
          per_day: 4,
          cutoff: { days_before: 0, time: '23:59' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await checkout(await cartOf(PAIN, 2, wanted))).status).toBe(200);
    const tooMany = await checkout(await cartOf(PAIN, 3, wanted));
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.code).toBe('DAILY_LIMIT');
    expect(tooMany.body.message).toMatch(
      /^Only 2 Pain au Chocolat left for [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2} — you asked for 3$/,
    );
    expect((await checkout(await cartOf(PAIN, 2, wanted))).status).toBe(200);
    expect(await taken(PAIN, day)).toBe(4);
  });

  it('a cutoff passed is refused with the customer message and writes nothing', async () => {
    const wanted = tomorrowAt('10:00');
    expect(
      (
        await asStaff(t.server, manager)('PUT', limitUrl(PAIN), {
          per_day: 40,
          cutoff: { days_before: 14, time: '09:00' },
        })
      ).statusCode,
    ).toBe(200);
    const ordersBefore = await count(sql`select count(*)::int as n from orders`);
    const refused = await checkout(await cartOf(PAIN, 1, wanted));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('DAILY_LIMIT');
    expect(refused.body.message).toMatch(
      /^Pain au Chocolat for [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2} had to be ordered by 9:00 AM on [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2} — choose another day$/,
    );
    expect(await count(sql`select count(*)::int as n from orders`)).toBe(ordersBefore);
    const menu = await t.server.inject({ url: `/api/menus/${BACK_BAY}/daily-limits` });
    const limit = menu.json().data.limits.find((l: { product_id: string }) => l.product_id === PAIN);
    // Order by 14 days before: every day of the next two weeks has closed.
    expect(limit.days.every((d: { open: boolean }) => !d.open)).toBe(true);
  });
});

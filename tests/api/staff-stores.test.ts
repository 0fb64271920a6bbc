import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoresSnapshot } from '../../src/domain/stores/stores-contract.ts';
import { publishEdit } from '../support/menu-version.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { listenOn, openEventStream } from './board-support.ts';
import { query } from './checkout-support.ts';
import { asStaff, STAFF_COOKIE, staffReady, type StaffSigned } from './staff-support.ts';

/** The all-stores view and its brand actions: who may, every store or none, an audit row per store, the live stream. */
const BACK_BAY = 'bos-back-bay';
const SOUTH_END = 'bos-south-end';

let t: TestApp;
let admin: StaffSigned;
let manager: StaffSigned;
let single: StaffSigned;
let lead: StaffSigned;
let third: string;

const act = (who: StaffSigned, body: object) => asStaff(t.server, who)('POST', '/api/staff/stores/actions', body);
const tomorrow = () => new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);
const auditCount = async () => Number((await query(t, sql`select count(*)::int as n from staff_audit_log`)).rows[0]?.n);

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', ACCOUNT_LIMIT_PER_IP: '1000' });
  const { rows } = await query(
    t,
    sql`select id from locations where id not in (${BACK_BAY}, ${SOUTH_END}) order by id limit 1`,
  );
  third = String(rows[0]?.id);
  admin = await staffReady(t.server, t.database, 'stores.admin@larkspur.example', 'admin');
  manager = await staffReady(t.server, t.database, 'stores.manager@larkspur.example', 'manager', [BACK_BAY, SOUTH_END]);
  single = await staffReady(t.server, t.database, 'stores.single@larkspur.example', 'manager', [BACK_BAY]);
  lead = await staffReady(t.server, t.database, 'stores.lead@larkspur.example', 'lead', [BACK_BAY, SOUTH_END]);
});
afterAll(() => t.close());

describe('all stores at a glance', () => {
  it('shows an admin every store, a manager of several their stores, and refuses the others', async () => {
    const all = await asStaff(t.server, admin)('GET', '/api/staff/stores');
    expect(all.statusCode, all.body).toBe(200);
    const snap = all.json().data as StoresSnapshot;
    const { rows } = await query(t, sql`select count(*)::int as n from locations`);
    expect(snap.stores).toHaveLength(Number(rows[0]?.n));
    expect(snap.products.length).toBeGreaterThan(0);
    const mine = (await asStaff(t.server, manager)('GET', '/api/staff/stores')).json().data as StoresSnapshot;
    expect(mine.stores.map((s) => s.location_id).sort()).toEqual([BACK_BAY, SOUTH_END]);
    expect((await asStaff(t.server, single)('GET', '/api/staff/stores')).statusCode).toBe(403);
    expect((await asStaff(t.server, lead)('GET', '/api/staff/stores')).statusCode).toBe(403);
    expect((await t.server.inject({ url: '/api/staff/stores' })).statusCode).toBe(401);
  }, 120_000);

  it('closes a set of stores in one step, with an audit row per store in plain words', async () => {
    const before = await auditCount();
    const date = tomorrow();
    const r = await act(admin, {
      action: 'closure',
      location_ids: [BACK_BAY, SOUTH_END, third],
      closure: { date, closed: true, reason: 'Snowstorm' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.message).toContain('Closed 3 stores on');
    const { rows } = await query(
      t,
      sql`select location_id from location_closures where date = ${date} and reason = 'Snowstorm' order by 1`,
    );
    expect(rows.map((row) => row.location_id)).toEqual([BACK_BAY, SOUTH_END, third].sort());
    expect(await auditCount()).toBe(before + 3);
    const audit = await asStaff(t.server, admin)('GET', `/api/staff/audit?location_id=${SOUTH_END}`);
    expect(audit.body).toContain('(Snowstorm) (one step for 3 stores)');
  });

  it('pauses and resumes, marks items sold out and back, and the glance shows it', async () => {
    expect((await act(manager, { action: 'pause', location_ids: [BACK_BAY, SOUTH_END], minutes: 20 })).statusCode).toBe(
      200,
    );
    const sold = await act(manager, {
      action: 'sold_out',
      location_ids: [BACK_BAY, SOUTH_END],
      product_ids: ['p-butter-croissant'],
      until: 'close',
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const snap = (await asStaff(t.server, manager)('GET', '/api/staff/stores')).json().data as StoresSnapshot;
    for (const store of snap.stores) {
      expect(store.paused).toBe(true);
      expect(Date.parse(store.paused_until!) - Date.parse(snap.now)).toBeLessThanOrEqual(20 * 60_000);
      expect(store.sold_out.map((s) => s.id)).toContain('p-butter-croissant');
    }
    expect((await act(manager, { action: 'resume', location_ids: [BACK_BAY, SOUTH_END] })).statusCode).toBe(200);
    expect(
      (
        await act(manager, {
          action: 'back_on_sale',
          location_ids: [BACK_BAY, SOUTH_END],
          product_ids: ['p-butter-croissant'],
        })
      ).statusCode,
    ).toBe(200);
    const after = (await asStaff(t.server, manager)('GET', '/api/staff/stores')).json().data as StoresSnapshot;
    for (const store of after.stores) {
      expect(store.paused).toBe(false);
      expect(store.sold_out.map((s) => s.id)).not.toContain('p-butter-croissant');
    }
  });

  it('refuses stores the caller may not touch by id, bad fields by name, and writes nothing', async () => {
    const before = await auditCount();
    const foreign = await act(manager, { action: 'pause', location_ids: [BACK_BAY, third], minutes: 15 });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ field: 'location_ids' });
    expect(foreign.json().message).toContain(third);
    expect(foreign.json().message).not.toContain(BACK_BAY);
    expect((await act(single, { action: 'resume', location_ids: [BACK_BAY] })).statusCode).toBe(403);
    const unknown = await act(admin, { action: 'resume', location_ids: [BACK_BAY, 'no-such-store'] });
    expect(unknown.statusCode).toBe(404);
    const cases: [object, string][] = [
      [{ action: 'pause', location_ids: [], minutes: 10 }, 'location_ids'],
      [{ action: 'pause', location_ids: [BACK_BAY], minutes: 0 }, 'minutes'],
      [{ action: 'explode', location_ids: [BACK_BAY] }, 'action'],
      [
        { action: 'closure', location_ids: [BACK_BAY], closure: { date: tomorrow(), closed: true, reason: '' } },
        'closure.reason',
      ],
      [
        { action: 'closure', location_ids: [BACK_BAY], closure: { date: '2020-01-01', closed: true, reason: 'Old' } },
        'closure.date',
      ],
      [
        { action: 'sold_out', location_ids: [BACK_BAY, SOUTH_END], product_ids: ['p-nope'], until: 'close' },
        'product_ids',
      ],
    ];
    for (const [body, field] of cases) {
      const r = await act(admin, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.body, JSON.stringify(body)).toContain(field);
    }
    expect(await auditCount()).toBe(before);
    const { rows } = await query(t, sql`select count(*)::int as n from locations where ordering_paused`);
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it('is atomic: a store that fails mid-way leaves every store as it was', async () => {
    const before = await auditCount();
    // A row that refuses the write at the last store of the step (the ids are locked and written in order).
    const last = [BACK_BAY, SOUTH_END, third].sort().at(-1)!;
    await query(
      t,
      sql`create or replace function refuse_pause() returns trigger language plpgsql as $$ begin
        if new.id = ${sql.raw(`'${last}'`)} and new.ordering_paused then raise exception 'refused'; end if; return new; end $$`,
    );
    await query(
      t,
      sql`create trigger refuse_pause before update on locations for each row execute function refuse_pause()`,
    );
    const r = await act(admin, { action: 'pause', location_ids: [BACK_BAY, SOUTH_END, third], minutes: 30 });
    expect(r.statusCode).toBe(500);
    await query(t, sql`drop trigger refuse_pause on locations`);
    const { rows } = await query(t, sql`select count(*)::int as n from locations where ordering_paused`);
    expect(Number(rows[0]?.n)).toBe(0);
    expect(await auditCount()).toBe(before);
  });

  it('streams a fresh snapshot on a change, and ends the stream at once when the access is taken away', async () => {
    const base = await listenOn(t.server);
    const stream = await openEventStream(`${base}/api/staff/stores/events`, {
      cookie: `${STAFF_COOKIE}=${manager.cookie}`,
    });
    expect(stream.response.status).toBe(200);
    await stream.next((e) => e.event === 'snapshot');
    expect((await act(manager, { action: 'pause', location_ids: [SOUTH_END], minutes: null })).statusCode).toBe(200);
    const next = await stream.next((e) => e.event === 'snapshot');
    const snap = next.data as StoresSnapshot;
    expect(snap.stores.find((s) => s.location_id === SOUTH_END)).toMatchObject({ paused: true, paused_until: null });
    const { rows } = await query(t, sql`select id from staff_members where email = 'stores.manager@larkspur.example'`);
    const changed = await asStaff(t.server, admin)('PATCH', `/api/staff/members/${String(rows[0]?.id)}`, {
      location_ids: [BACK_BAY],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await stream.ended();
    const refused = await fetch(`${base}/api/staff/stores/events`, {
      headers: { cookie: `${STAFF_COOKIE}=${manager.cookie}` },
    });
    expect(refused.status).toBe(401);
    await act(admin, { action: 'resume', location_ids: [SOUTH_END] });
  });

  it("names sold-out items from each store's own published menu version", async () => {
    const { rows } = await query(t, sql`select menu_id from locations where id = ${SOUTH_END}`);
    await publishEdit(t, String(rows[0]?.menu_id), (catalogue) => {
      const product = catalogue.products.find((p) => p.product_id === 'p-butter-croissant')!;
      product.name = 'Snow Day Croissant';
    });
    const stores = [BACK_BAY, SOUTH_END];
    const sold = await act(admin, {
      action: 'sold_out',
      location_ids: stores,
      product_ids: ['p-butter-croissant'],
      until: 'further_notice',
    });
    expect(sold.statusCode, sold.body).toBe(200);
    const snap = (await asStaff(t.server, admin)('GET', '/api/staff/stores')).json().data as StoresSnapshot;
    const soldOut = (id: string) => snap.stores.find((s) => s.location_id === id)?.sold_out;
    expect(soldOut(BACK_BAY)).toEqual([
      { kind: 'product', id: 'p-butter-croissant', name: 'Butter Croissant', until: null },
    ]);
    expect(soldOut(SOUTH_END)).toEqual([
      { kind: 'product', id: 'p-butter-croissant', name: 'Snow Day Croissant', until: null },
    ]);
    // The action's own names come from the same versions: South End's audit row names its new name.
    const audit = await asStaff(t.server, admin)('GET', `/api/staff/audit?location_id=${SOUTH_END}`);
    expect(audit.body).toContain('Snow Day Croissant');
    // Every product on some store's menu is offered once, by name, for the next action.
    expect(new Set(snap.products.map((p) => p.product_id)).size).toBe(snap.products.length);
    expect(snap.products.map((p) => p.name)).toContain('Butter Croissant');
    expect(
      (await act(admin, { action: 'back_on_sale', location_ids: stores, product_ids: ['p-butter-croissant'] }))
        .statusCode,
    ).toBe(200);
  });
});

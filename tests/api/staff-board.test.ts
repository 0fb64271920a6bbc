import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../support/test-app.ts';
import { tempOutbox } from './account-support.ts';
import { nyDate, openAroundTheClock, tomorrowAt } from './cart-support.ts';
import { cardToken, cartWith, memberShopper, newKey, query, submit, type Shopper } from './checkout-support.ts';
import { twoInstances, type TwoInstances } from './limits-support.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';
import { BOARD_LOCATION, listenOn, OTHER_LOCATION, openBoardStream, placeOrder } from './board-support.ts';

/**
 * The live order board's API (issue 16, decisions 224–226): tickets, bump/recall/cancel through
 * the status machine with an audit row, and the SSE stream. On PostgreSQL the order is placed
 * through instance A and the stream is read from instance B (LISTEN/NOTIFY); PGlite is one
 * process, so there it is one instance.
 */
let two: TwoInstances;
let streamServer: FastifyInstance;
let ada: Shopper;
let staffA: StaffSigned;
let adminB: StaffSigned;

beforeAll(async () => {
  two = await twoInstances({
    OUTBOX_DIR: tempOutbox(),
    ACCOUNT_LIMIT_PER_IP: '1000',
    ACCOUNT_LIMIT_PER_ACCOUNT: '1000',
  });
  await openAroundTheClock(two.a, [BOARD_LOCATION]);
  streamServer = process.env.TEST_DB === 'postgres' ? two.b : two.a.server;
  ada = await memberShopper(two.a, 'ada.board@larkspur.example', { first_name: 'Ada' });
  staffA = await staffReady(two.a.server, two.a.database, 'counter@larkspur.example', 'staff', [BOARD_LOCATION]);
  adminB = await staffReady(two.a.server, two.a.database, 'boss@larkspur.example', 'admin');
});
afterAll(() => two.close());

const board = (who: StaffSigned, locationId = BOARD_LOCATION) =>
  asStaff(two.a.server, who)('GET', `/api/staff/locations/${locationId}/board`);
const move = (who: StaffSigned, orderId: string, body: object, locationId = BOARD_LOCATION) =>
  asStaff(two.a.server, who)('POST', `/api/staff/locations/${locationId}/orders/${orderId}/status`, body);

describe('GET …/board', () => {
  it("shows today's order as a ticket: number, first name, handoff, promised time, lines", async () => {
    const order = await placeOrder(ada, [{ product_id: 'p-butter-croissant', quantity: 2 }]);
    const r = await board(staffA);
    expect(r.statusCode, r.body).toBe(200);
    const tickets = r.json().data.tickets as {
      id: string;
      number: string;
      first_name: string;
      handoff: string;
      status: string;
      promised_at: string;
      lines: { name: string; quantity: number }[];
    }[];
    const ticket = tickets.find((t) => t.id === order.id);
    expect(ticket).toMatchObject({ number: order.number, first_name: 'Ada', handoff: 'pickup', status: 'placed' });
    expect(ticket!.lines).toEqual([expect.objectContaining({ name: 'Butter Croissant', quantity: 2 })]);
    expect([...tickets].map((t) => t.promised_at)).toEqual([...tickets].map((t) => t.promised_at).sort());
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it("another location's board is a 404 for staff of A; guests get 401", async () => {
    expect((await board(staffA, OTHER_LOCATION)).statusCode).toBe(404);
    expect((await two.a.server.inject({ url: `/api/staff/locations/${BOARD_LOCATION}/board` })).statusCode).toBe(401);
    expect((await board(adminB, OTHER_LOCATION)).statusCode).toBe(200);
  });
});

describe('GET …/board: lanes, the store, money and contact', () => {
  it("a ticket says when it was placed, the phone, the total and how it was paid; the store's day and zone", async () => {
    const order = await placeOrder(ada);
    const r = await board(staffA);
    const { tickets, store, now } = r.json().data;
    const ticket = tickets.find((t: { id: string }) => t.id === order.id);
    const total = await query(two.a, sql`select totals->>'total' as total from orders where id = ${order.id}`);
    expect(ticket).toMatchObject({
      phone: expect.stringMatching(/^\D*617\D*555\D*0101$/),
      total_cents: Number(total.rows[0]!.total),
      payment: 'Paid · Visa ending 4242',
      cancel_reason: null,
    });
    expect(Date.parse(ticket.placed_at)).toBeLessThanOrEqual(Date.parse(now));
    expect(store).toEqual({
      today: nyDate(0).replaceAll('-', ''),
      time_zone: 'America/New_York',
      paused: false,
      paused_until: null,
    });
  });

  it("tomorrow's order is on the board for its Later lane: promised on a day after the store's today", async () => {
    const cart = await cartWith(ada);
    const wanted = tomorrowAt('08:00');
    const timed = await ada.call('PUT', `/api/carts/${cart.id}/time`, { mode: 'advance', wanted });
    expect(timed.status, JSON.stringify(timed.body)).toBe(200);
    const placed = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada) } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { tickets, store } = (await board(staffA)).json().data;
    const ticket = tickets.find((t: { id: string }) => t.id === placed.body.data.order.id);
    expect(ticket).toMatchObject({ status: 'placed', promised_local: wanted });
    expect(ticket.promised_local.slice(0, 8) > store.today).toBe(true);
  });

  it('a cancelled ticket carries its reason (from the audit row) and says the money went back', async () => {
    const order = await placeOrder(ada);
    expect((await move(staffA, order.id, { action: 'cancel', reason: 'Out of croissants' })).statusCode).toBe(200);
    const ticket = (await board(staffA)).json().data.tickets.find((t: { id: string }) => t.id === order.id);
    expect(ticket).toMatchObject({ status: 'cancelled', cancel_reason: 'Out of croissants' });
    expect(ticket.payment).toMatch(/^(Voided|Refunded) · Visa ending 4242$/);
  });

  it('a pause is in the snapshot with its end, and an open stream gets a fresh snapshot at once', async () => {
    const base = await listenOn(streamServer);
    const stream = await openBoardStream(base, BOARD_LOCATION, staffA);
    await stream.next((e) => e.event === 'snapshot');
    const ordering = (body: object) =>
      asStaff(two.a.server, adminB)('PUT', `/api/staff/locations/${BOARD_LOCATION}/ordering`, body);
    const before = Date.now();
    expect((await ordering({ pause: { mode: 'minutes', minutes: 20 } })).statusCode).toBe(200);
    const paused = await stream.next((e) => e.event === 'snapshot');
    expect(paused.data.store.paused).toBe(true);
    const until = Date.parse(paused.data.store.paused_until);
    expect(until - before).toBeGreaterThanOrEqual(20 * 60_000);
    expect(until - Date.parse(paused.data.now)).toBeLessThanOrEqual(20 * 60_000);
    expect((await board(staffA)).json().data.store).toMatchObject({ paused: true });
    expect((await ordering({ pause: { mode: 'until-resumed' } })).statusCode).toBe(200);
    const open = await stream.next((e) => e.event === 'snapshot');
    expect(open.data.store).toMatchObject({ paused: true, paused_until: null });
    expect((await ordering({ pause: { mode: 'none' } })).statusCode).toBe(200);
    expect((await stream.next((e) => e.event === 'snapshot')).data.store.paused).toBe(false);
    stream.close();
  });
});

describe('POST …/orders/{id}/status', () => {
  it('bumps and recalls through the status machine, one audit row per move', async () => {
    const order = await placeOrder(ada);
    const bumped = await move(staffA, order.id, { action: 'bump' });
    expect(bumped.statusCode, bumped.body).toBe(200);
    expect(bumped.json().data).toMatchObject({ ticket: { id: order.id, status: 'in_progress' }, refund: null });
    expect((await move(staffA, order.id, { action: 'bump' })).json().data.ticket.status).toBe('ready');
    expect((await move(staffA, order.id, { action: 'recall' })).json().data.ticket.status).toBe('in_progress');
    const audit = await query(
      two.a,
      sql`select action, location_id, before, after from staff_audit_log where target = ${`order:${order.id}`}`,
    );
    expect(
      audit.rows.map((r) => [
        r.action,
        r.location_id,
        (r.before as { status: string }).status,
        (r.after as { status: string }).status,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['order.bump', BOARD_LOCATION, 'placed', 'in_progress'],
        ['order.bump', BOARD_LOCATION, 'in_progress', 'ready'],
        ['order.recall', BOARD_LOCATION, 'ready', 'in_progress'],
      ]),
    );
    expect(audit.rows).toHaveLength(3);
  });

  it('a recall with nothing to recall and a bump of a finished order are 409s', async () => {
    const order = await placeOrder(ada);
    const recall = await move(staffA, order.id, { action: 'recall' });
    expect(recall.statusCode).toBe(409);
    expect(recall.json().message).toBe('The order is placed and cannot be recalled.');
  });

  it("cancel needs a reason, gives the card's money back, and says so", async () => {
    const order = await placeOrder(ada);
    const noReason = await move(staffA, order.id, { action: 'cancel' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toMatch(/Say why the order is cancelled/);
    const cancelled = await move(staffA, order.id, { action: 'cancel', reason: 'Oven broke' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.ticket.status).toBe('cancelled');
    expect(cancelled.json().data.refund).toMatch(/^Card \$\d+\.\d\d (voided|refunded)$/);
    const pays = await query(two.a, sql`select status from payments where order_id = ${order.id}`);
    expect(pays.rows.map((r) => r.status)).toEqual([expect.stringMatching(/voided|refunded/)]);
    const audit = await query(
      two.a,
      sql`select after from staff_audit_log where target = ${`order:${order.id}`} and action = 'order.cancel'`,
    );
    expect(audit.rows[0]!.after).toEqual({ status: 'cancelled', reason: 'Oven broke' });
    expect((await move(staffA, order.id, { action: 'recall' })).statusCode).toBe(409);
  });

  it("another location's order is a 404, exactly like an unknown one; bad input is a named 400", async () => {
    const order = await placeOrder(ada);
    const viaOther = await move(adminB, order.id, { action: 'bump' }, OTHER_LOCATION);
    const unknown = await move(adminB, '00000000-0000-4000-8000-000000000000', { action: 'bump' });
    expect(viaOther.statusCode).toBe(404);
    expect(viaOther.json()).toEqual(unknown.json());
    expect((await move(staffA, order.id, { action: 'bump' }, OTHER_LOCATION)).statusCode).toBe(404);
    const badId = await move(staffA, 'not-an-id', { action: 'bump' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/order id/);
    const badAction = await move(staffA, order.id, { action: 'teleport' });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().message).toMatch(/bump, recall or cancel/);
    expect((await move(staffA, order.id, { action: 'bump', extra: 1 })).statusCode).toBe(400);
    // Nothing moved.
    expect((await board(staffA)).json().data.tickets.find((t: { id: string }) => t.id === order.id).status).toBe(
      'placed',
    );
  });
});

describe('GET …/board/events (SSE)', () => {
  it('streams a snapshot, then an order placed through the normal checkout (on PostgreSQL through the other instance)', async () => {
    const base = await listenOn(streamServer);
    const signedOnStream = staffA; // sessions are in the database: the same cookie works on either instance
    const stream = await openBoardStream(base, BOARD_LOCATION, signedOnStream);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    const snapshot = await stream.next((e) => e.event === 'snapshot');
    expect(snapshot.id).not.toBe('');
    expect(Array.isArray(snapshot.data.tickets)).toBe(true);

    const order = await placeOrder(ada, [{ product_id: 'p-house-coffee', quantity: 1 }]);
    const placed = await stream.next((e) => e.event === 'ticket' && e.data.ticket.id === order.id);
    expect(placed.data).toMatchObject({
      kind: 'placed',
      ticket: { number: order.number, status: 'placed', first_name: 'Ada' },
    });

    await move(staffA, order.id, { action: 'bump' });
    const bumped = await stream.next((e) => e.event === 'ticket' && e.data.ticket.id === order.id);
    expect(bumped.data).toMatchObject({ kind: 'status', ticket: { status: 'in_progress' } });
    stream.close();

    // A reconnect with Last-Event-ID starts again from a snapshot that holds the change.
    const again = await openBoardStream(base, BOARD_LOCATION, signedOnStream, bumped.id);
    const resent = await again.next((e) => e.event === 'snapshot');
    expect(resent.data.tickets.find((t: { id: string }) => t.id === order.id).status).toBe('in_progress');
    again.close();
  });

  it('an open stream ends when its instance shuts down, so the drain finishes (decision 225)', async () => {
    const own = await createTestApp({ ACCOUNT_LIMIT_PER_IP: '1000' });
    try {
      const who = await staffReady(own.server, own.database, 'closing@larkspur.example', 'staff', [BOARD_LOCATION]);
      const stream = await openBoardStream(await listenOn(own.server), BOARD_LOCATION, who);
      await stream.next((e) => e.event === 'snapshot');
      await own.server.close();
      await stream.ended();
    } finally {
      await own.close();
    }
  });

  it("staff of A get 404 for B's stream; guests 401", async () => {
    const base = await listenOn(streamServer);
    const r = await fetch(`${base}/api/staff/locations/${OTHER_LOCATION}/board/events`, {
      headers: { cookie: `larkspur_staff=${staffA.cookie}` },
    });
    expect(r.status).toBe(404);
    expect((await fetch(`${base}/api/staff/locations/${BOARD_LOCATION}/board/events`)).status).toBe(401);
  });
});

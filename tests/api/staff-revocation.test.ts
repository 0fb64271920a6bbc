import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempOutbox } from './account-support.ts';
import { BOARD_LOCATION, listenOn, OTHER_LOCATION, openBoardStream, placeOrder } from './board-support.ts';
import { openAroundTheClock } from './cart-support.ts';
import { memberShopper, query, type Shopper } from './checkout-support.ts';
import { twoInstances, type TwoInstances } from './limits-support.ts';
import { asStaff, STAFF_PASSWORD, staffReady, staffSignIn, type StaffSigned } from './staff-support.ts';

/**
 * Revoked staff access ends at once, everywhere: disabling someone, changing their role or
 * stores, their password change, or an admin resetting their password ends their sessions and
 * closes their open board streams on every instance within a second (the `staff` bus channel); and every stream asks again before
 * each event, so one whose session is gone by any path receives no ticket.
 */
const WITHIN_MS = 1_000;
let two: TwoInstances;
let instances: FastifyInstance[];
let admin: StaffSigned;
let ada: Shopper;
let people = 0;

beforeAll(async () => {
  two = await twoInstances({
    OUTBOX_DIR: tempOutbox(),
    ACCOUNT_LIMIT_PER_IP: '1000',
    ACCOUNT_LIMIT_PER_ACCOUNT: '1000',
  });
  await openAroundTheClock(two.a, [BOARD_LOCATION, OTHER_LOCATION]);
  // On PostgreSQL the streams are read from both instances (LISTEN/NOTIFY); PGlite is one process.
  instances = process.env.TEST_DB === 'postgres' ? [two.a.server, two.b] : [two.a.server];
  admin = await staffReady(two.a.server, two.a.database, 'revoker@larkspur.example', 'admin');
  ada = await memberShopper(two.a, 'ada.revoked@larkspur.example', { first_name: 'Ada' });
});
afterAll(() => two.close());

async function counterStaff(locations = [BOARD_LOCATION]) {
  const email = `counter.${(people += 1)}@larkspur.example`;
  const signed = await staffReady(two.a.server, two.a.database, email, 'staff', locations);
  const me = await asStaff(two.a.server, signed)('GET', '/api/staff/session');
  return { email, signed, id: me.json().data.staff.id as string };
}

/** A board stream on each instance, each past its snapshot. */
async function streamsOf(who: StaffSigned, location = BOARD_LOCATION) {
  return Promise.all(
    instances.map(async (server) => {
      const stream = await openBoardStream(await listenOn(server), location, who);
      expect(stream.response.status).toBe(200);
      await stream.next((e) => e.event === 'snapshot');
      return stream;
    }),
  );
}
type Stream = Awaited<ReturnType<typeof streamsOf>>[number];

/** Milliseconds from the saved change (its reply) until every stream has ended; fails past WITHIN_MS. */
async function allEnd(streams: Stream[], since: number): Promise<number> {
  await Promise.race([
    Promise.all(streams.map((s) => s.ended())),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`a stream stayed open past ${WITHIN_MS} ms`)), WITHIN_MS),
    ),
  ]);
  return Date.now() - since;
}

const changeMember = (id: string, change: object) =>
  asStaff(two.a.server, admin)('PATCH', `/api/staff/members/${id}`, change);

describe('revoked staff access', () => {
  it('disabling a member closes their open board streams on every instance within 1 s, and they get no ticket after', async () => {
    const person = await counterStaff();
    const streams = await streamsOf(person.signed);
    expect((await changeMember(person.id, { disabled: true })).statusCode).toBe(200);
    const started = Date.now();
    expect(await allEnd(streams, started)).toBeLessThan(WITHIN_MS);
    await placeOrder(ada, [{ product_id: 'p-house-coffee', quantity: 1 }]);
    const again = await fetch(
      `${await listenOn(instances.at(-1)!)}/api/staff/locations/${BOARD_LOCATION}/board/events`,
      {
        headers: { cookie: `larkspur_staff=${person.signed.cookie}` },
      },
    );
    expect(again.status).toBe(401);
  });

  it('taking a store away closes that store’s stream and ends the session; the person signs in again to the store they keep', async () => {
    const person = await counterStaff([BOARD_LOCATION, OTHER_LOCATION]);
    const streams = await streamsOf(person.signed);
    expect((await changeMember(person.id, { location_ids: [OTHER_LOCATION] })).statusCode).toBe(200);
    const started = Date.now();
    expect(await allEnd(streams, started)).toBeLessThan(WITHIN_MS);
    const fresh = await staffSignIn(two.a.server, person.email, STAFF_PASSWORD);
    const denied = await fetch(`${await listenOn(two.a.server)}/api/staff/locations/${BOARD_LOCATION}/board/events`, {
      headers: { cookie: `larkspur_staff=${fresh.cookie}` },
    });
    expect(denied.status).toBe(404);
    const kept = await streamsOf(fresh, OTHER_LOCATION);
    kept.forEach((s) => s.close());
  });

  it('a role change ends the sessions and streams too', async () => {
    const person = await counterStaff();
    const streams = await streamsOf(person.signed);
    expect((await changeMember(person.id, { role: 'manager' })).statusCode).toBe(200);
    const started = Date.now();
    expect(await allEnd(streams, started)).toBeLessThan(WITHIN_MS);
  });

  it('a password change closes the streams of their other sessions; the session that changed it keeps its stream', async () => {
    const person = await counterStaff();
    const tablet = await staffSignIn(two.a.server, person.email, STAFF_PASSWORD);
    const old = await streamsOf(tablet);
    const [own] = await streamsOf(person.signed);
    const changed = await asStaff(two.a.server, person.signed)('POST', '/api/staff/password', {
      current_password: STAFF_PASSWORD,
      new_password: `${STAFF_PASSWORD}-new`,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const started = Date.now();
    expect(await allEnd(old, started)).toBeLessThan(WITHIN_MS);
    const order = await placeOrder(ada, [{ product_id: 'p-house-coffee', quantity: 1 }]);
    const ticket = await own!.next((e) => e.event === 'ticket' && e.data.ticket.id === order.id);
    expect(ticket.data.kind).toBe('placed');
    own!.close();
  });

  it('an admin resetting the password closes every open stream at once; the old password no longer signs in', async () => {
    const person = await counterStaff();
    const streams = await streamsOf(person.signed);
    const reset = await asStaff(two.a.server, admin)('POST', `/api/staff/members/${person.id}/password-reset`);
    expect(reset.statusCode, reset.body).toBe(200);
    const started = Date.now();
    expect(await allEnd(streams, started)).toBeLessThan(WITHIN_MS);
    const old = await two.a.server.inject({
      method: 'POST',
      url: '/api/staff/session',
      payload: { email: person.email, password: STAFF_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('a stream whose session is gone by any other path (no bus event) gets no ticket: it is asked again before each event', async () => {
    const person = await counterStaff();
    const streams = await streamsOf(person.signed);
    await query(two.a, sql`delete from staff_sessions where staff_id = ${person.id}`);
    await placeOrder(ada, [{ product_id: 'p-house-coffee', quantity: 1 }]);
    for (const stream of streams) {
      await expect(stream.next((e) => e.event === 'ticket')).rejects.toThrow('the stream ended');
    }
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, headsUpMessage } from '../../src/domain/group-order/rules.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY, newGuest, openAroundTheClock, tomorrowAt, type Guest } from './cart-support.ts';
import { cardToken, memberShopper, newKey, submit } from './checkout-support.ts';
import { GROUP_ON, createGroup, inMinutes, newMember, quickAdd } from './group-order-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(GROUP_ON);
  await openAroundTheClock(t, ['bos-back-bay', 'bos-south-end']);
});
afterAll(() => t.close());

const CROISSANT = 'p-butter-croissant';
const PAIN = 'p-pain-au-chocolat';

async function join(g: Guest, id: string, name: string) {
  return g.call('POST', `/api/group-orders/${id}/join`, { name });
}

describe('group order API (issue 8)', () => {
  it('runs the whole host-pays lifecycle: create, invite view, join, items per participant, lock, cancel', async () => {
    const host = await newMember(t.server);
    const group = await createGroup(host, BACK_BAY, 'host');
    expect(group).toMatchObject({
      name: host.fullName,
      hostfullname: host.fullName,
      role: 'host',
      joined: true,
      status: 'open',
      paymenttype: 'host',
      options: { payment: 'host' },
      menu_id: BACK_BAY,
      location: { name: 'Back Bay' },
    });
    expect(group.id).toMatch(/^[0-9a-f-]{36}$/);

    const bea = await newGuest(t);
    // Holding the link before joining: the invite view, nobody's items, no cart.
    const invite = await bea.call('GET', `/api/group-orders/${group.id}`);
    expect(invite.status).toBe(200);
    expect(invite.body.data).toMatchObject({
      role: 'invited',
      joined: false,
      cart_id: null,
      participants: [],
      hostfullname: host.fullName,
    });

    // Nobody else may take the host's name (host detection is by name, spec §4).
    expect((await join(bea, group.id, host.fullName.toUpperCase())).body.message).toBe(MESSAGES.nameTaken);
    const joined = await join(bea, group.id, '  Bea   Quinn ');
    expect(joined.status).toBe(200);
    expect(joined.body.data).toMatchObject({
      name: 'Bea Quinn',
      role: 'participant',
      joined: true,
      cart_id: group.cart_id,
    });
    // Joining again from the same browser keeps the seat.
    expect((await join(bea, group.id, 'Someone Else')).body.data.name).toBe('Bea Quinn');
    const cy = await newGuest(t);
    expect((await join(cy, group.id, 'bea quinn')).status).toBe(409);
    expect((await join(cy, group.id, 'Cy')).status).toBe(200);

    // Everyone adds items as themselves ("Made For").
    const beaAdd = await quickAdd(bea, group.cart_id, CROISSANT);
    expect(beaAdd.status).toBe(200);
    expect(beaAdd.body.data.products).toHaveLength(1);
    expect(beaAdd.body.data.products[0].recipient).toBe('Bea Quinn');
    // A participant cannot make items for someone else.
    const forged = await bea.call('POST', `/api/carts/${group.cart_id}/products`, {
      product_id: PAIN,
      quantity: 1,
      choices: [],
      recipient: 'Cy',
    });
    expect(forged.status).toBe(200);
    expect(forged.body.data.products.map((p: { recipient: string }) => p.recipient)).toEqual([
      'Bea Quinn',
      'Bea Quinn',
    ]);
    expect((await quickAdd(cy, group.cart_id, PAIN)).status).toBe(200);
    const hostAdd = await quickAdd(host, group.cart_id, PAIN);
    expect(hostAdd.body.data.products.map((p: { recipient: string }) => p.recipient)).toEqual([
      'Bea Quinn',
      'Bea Quinn',
      'Cy',
      host.fullName,
    ]);

    // Host-pays: a participant's cart shows only their own lines, priced for them.
    const beaCart = (await bea.call('GET', `/api/carts/${group.cart_id}`)).body.data;
    expect(beaCart.products.map((p: { recipient: string }) => p.recipient)).toEqual(['Bea Quinn', 'Bea Quinn']);
    const hostCart = (await host.call('GET', `/api/carts/${group.cart_id}`)).body.data;
    expect(hostCart.products).toHaveLength(4);
    expect(beaCart.totals.subtotal).toBeLessThan(hostCart.totals.subtotal);

    // Participants and submissions per person.
    const seen = (await host.call('GET', `/api/group-orders/${group.id}`)).body.data;
    expect(
      seen.participants.map((p: { name: string; is_host: boolean; items: unknown[] }) => [
        p.name,
        p.is_host,
        p.items.length,
      ]),
    ).toEqual([
      [host.fullName, true, 1],
      ['Bea Quinn', false, 2],
      ['Cy', false, 1],
    ]);
    expect(seen.submissions.map((s: { name: string; item_count: number }) => [s.name, s.item_count])).toEqual([
      [host.fullName, 1],
      ['Bea Quinn', 2],
      ['Cy', 1],
    ]);

    // A participant touches only their own lines.
    const cyLine = hostCart.products.find((p: { recipient: string }) => p.recipient === 'Cy');
    expect((await bea.call('PUT', `/api/carts/${group.cart_id}/products/${cyLine.id}`, { quantity: 2 })).status).toBe(
      404,
    );
    expect((await bea.call('DELETE', `/api/carts/${group.cart_id}/products/${cyLine.id}`)).status).toBe(404);
    const beaLine = beaCart.products[0];
    expect((await bea.call('PUT', `/api/carts/${group.cart_id}/products/${beaLine.id}`, { quantity: 2 })).status).toBe(
      200,
    );
    expect(
      (await bea.call('PUT', `/api/carts/${group.cart_id}/products/${beaLine.id}`, { quantity: 2, recipient: 'Cy' }))
        .status,
    ).toBe(403);
    // Clear Cart in a group clears only the caller's lines.
    const cleared = await cy.call('DELETE', `/api/carts/${group.cart_id}/products`);
    expect(cleared.status).toBe(200);
    expect((await host.call('GET', `/api/carts/${group.cart_id}`)).body.data.products).toHaveLength(3);

    // Host-only: the time, the cart's settings, checkout (host-pays), lock and cancel.
    const time = await bea.call('PUT', `/api/carts/${group.cart_id}/time`, {
      mode: 'advance',
      wanted: tomorrowAt('10:00'),
    });
    expect(time.status).toBe(403);
    expect(time.body.message).toBe(MESSAGES.hostOnlyTime);
    expect(
      (await host.call('PUT', `/api/carts/${group.cart_id}/time`, { mode: 'advance', wanted: tomorrowAt('10:00') }))
        .status,
    ).toBe(200);
    const checkout = await bea.call('POST', `/api/carts/${group.cart_id}/validate`);
    expect(checkout.status).toBe(403);
    expect(checkout.body.message).toBe(headsUpMessage(host.fullName));
    expect((await bea.call('POST', `/api/carts/${group.cart_id}/coupon`, { code: 'WELCOME10' })).status).toBe(403);
    expect((await bea.call('PUT', `/api/carts/${group.cart_id}/tip`, { percent: 20 })).status).toBe(403);
    expect((await bea.call('DELETE', `/api/carts/${group.cart_id}`)).status).toBe(403);
    expect((await bea.call('GET', `/api/carts/${group.cart_id}/upsells`)).body.data.upsells).toEqual([]);
    for (const action of ['cancel', 'lock']) {
      const refused = await bea.call('POST', `/api/group-orders/${group.id}/${action}`);
      expect(refused.status, action).toBe(403);
      expect(refused.body.message, action).toBe(MESSAGES.hostOnlyGroup);
    }
    expect((await host.call('POST', `/api/carts/${group.cart_id}/validate`)).status).toBe(200);

    // Lock: participants can no longer add, and nobody new can join.
    const locked = await host.call('POST', `/api/group-orders/${group.id}/lock`);
    expect(locked.status).toBe(200);
    expect(locked.body.data.status).toBe('locked');
    const late = await quickAdd(bea, group.cart_id, CROISSANT);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MESSAGES.locked);
    const lateJoin = await join(await newGuest(t), group.id, 'Dee');
    expect(lateJoin.status).toBe(409);
    expect(lateJoin.body.message).toBe(MESSAGES.locked);
    expect((await bea.call('GET', `/api/group-orders/${group.id}`)).body.data.status).toBe('locked');

    // Cancel: the shared cart is abandoned; everyone sees the status.
    const cancelled = await host.call('POST', `/api/group-orders/${group.id}/cancel`);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await bea.call('GET', `/api/group-orders/${group.id}`)).body.data.status).toBe('cancelled');
    const gone = await bea.call('GET', `/api/carts/${group.cart_id}`);
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe(MESSAGES.cancelled);
    expect((await host.call('GET', `/api/carts/${group.cart_id}`)).status).toBe(409);
    // A participant can still leave a cancelled group (the client does so on refresh, spec §4).
    expect((await bea.call('POST', `/api/group-orders/${group.id}/leave`)).status).toBe(200);
  });

  it('each-pays: everyone’s bag is their own part; the host’s group view shows everyone, a participant’s only them (decisions 160, 182)', async () => {
    const host = await newMember(t.server, 'Eve');
    const group = await createGroup(host, BACK_BAY, 'each');
    const bea = await newGuest(t);
    expect((await join(bea, group.id, 'Bea')).status).toBe(200);
    await quickAdd(host, group.cart_id, PAIN);
    await quickAdd(bea, group.cart_id, CROISSANT);
    expect(
      (await bea.call('GET', `/api/carts/${group.cart_id}`)).body.data.products.map(
        (p: { recipient: string }) => p.recipient,
      ),
    ).toEqual(['Bea']);
    expect(
      (await host.call('GET', `/api/carts/${group.cart_id}`)).body.data.products.map(
        (p: { recipient: string }) => p.recipient,
      ),
    ).toEqual([host.fullName]);
    // Their part may be checked out (tests/api/group-order-each-pays.test.ts pays it).
    expect((await bea.call('POST', `/api/carts/${group.cart_id}/validate`)).status).toBe(200);
    const shares = (await host.call('GET', `/api/group-orders/${group.id}`)).body.data.submissions;
    expect(
      shares.map((s: { name: string; item_count: number; paid: boolean }) => [s.name, s.item_count, s.paid]),
    ).toEqual([
      [host.fullName, 1, false],
      ['Bea', 1, false],
    ]);
    const own = (await bea.call('GET', `/api/group-orders/${group.id}`)).body.data.submissions;
    expect(own.map((s: { name: string; item_count: number; paid: boolean }) => [s.name, s.item_count, s.paid])).toEqual(
      [['Bea', 1, false]],
    );
  });

  it('leaving frees the seat and takes the leaver’s items out of an open group; the host cannot leave', async () => {
    const host = await newMember(t.server, 'Flo');
    const group = await createGroup(host, BACK_BAY);
    const bea = await newGuest(t);
    await join(bea, group.id, 'Bea');
    await quickAdd(bea, group.cart_id, CROISSANT);
    await quickAdd(host, group.cart_id, PAIN);
    const left = await bea.call('POST', `/api/group-orders/${group.id}/leave`);
    expect(left.status).toBe(200);
    expect(left.body.data).toEqual({ id: group.id, left: true });
    const after = (await host.call('GET', `/api/group-orders/${group.id}`)).body.data;
    expect(after.participants.map((p: { name: string }) => p.name)).toEqual([host.fullName]);
    expect((await host.call('GET', `/api/carts/${group.cart_id}`)).body.data.products).toHaveLength(1);
    // Left: the cart is someone else's again, and leaving twice is a 404.
    expect((await bea.call('GET', `/api/carts/${group.cart_id}`)).status).toBe(404);
    expect((await bea.call('POST', `/api/group-orders/${group.id}/leave`)).status).toBe(404);
    // The name is free again.
    expect((await join(await newGuest(t), group.id, 'Bea')).status).toBe(200);
    const hostLeaves = await host.call('POST', `/api/group-orders/${group.id}/leave`);
    expect(hostLeaves.status).toBe(409);
    expect(hostLeaves.body.message).toBe(MESSAGES.hostCannotLeave);
  });

  it('enforces the deadline on the server: no joins and no item changes after it; the host still may', async () => {
    const host = await newMember(t.server, 'Gus');
    const group = await createGroup(host, BACK_BAY);
    const bea = await newGuest(t);
    await join(bea, group.id, 'Bea');
    await quickAdd(bea, group.cart_id, CROISSANT);
    // The clock cannot be moved inside the server: the deadline is moved instead.
    await t.database.db.execute(
      sql`update group_orders set deadline = now() - interval '1 second' where id = ${group.id}`,
    );
    const add = await quickAdd(bea, group.cart_id, PAIN);
    expect(add.status).toBe(409);
    expect(add.body.message).toBe(MESSAGES.deadlinePassed);
    const line = (await bea.call('GET', `/api/carts/${group.cart_id}`)).body.data.products[0];
    expect((await bea.call('DELETE', `/api/carts/${group.cart_id}/products/${line.id}`)).status).toBe(409);
    const joinLate = await join(await newGuest(t), group.id, 'Late');
    expect(joinLate.status).toBe(409);
    expect(joinLate.body.message).toBe(MESSAGES.deadlinePassed);
    expect((await quickAdd(host, group.cart_id, PAIN)).status).toBe(200);
  });

  it('reports confirmed once checkout has submitted the shared cart', async () => {
    const host = await newMember(t.server, 'Hal');
    const group = await createGroup(host, BACK_BAY);
    const bea = await newGuest(t);
    await join(bea, group.id, 'Bea');
    await t.database.db.execute(sql`update carts set status = 'submitted' where id = ${group.cart_id}`);
    expect((await bea.call('GET', `/api/group-orders/${group.id}`)).body.data.status).toBe('confirmed');
    expect((await host.call('POST', `/api/group-orders/${group.id}/cancel`)).status).toBe(409);
  });

  it('host-pays checkout: only the host submits the shared cart (everyone’s lines, one order); the group is then confirmed', async () => {
    const host = await memberShopper(t, `go-host-${Date.now()}@larkspur.example`, { first_name: 'Quinn' });
    const pat = await memberShopper(t, `go-pat-${Date.now()}@larkspur.example`, { first_name: 'Pat' });
    {
      const group = await createGroup(host, BACK_BAY, 'host');
      expect((await join(pat, group.id, 'Pat')).status).toBe(200);
      await quickAdd(pat, group.cart_id, CROISSANT);
      await quickAdd(host, group.cart_id, PAIN);
      // A participant's checkout would submit (and pay for) everyone's lines: "Heads Up!".
      const refused = await submit(pat, newKey(), { cart_id: group.cart_id, payment: { token: await cardToken(pat) } });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(headsUpMessage('Quinn Baker'));
      const placed = await submit(host, newKey(), {
        cart_id: group.cart_id,
        payment: { token: await cardToken(host) },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect(placed.body.data.result).toBe('placed');
      expect(placed.body.data.order.products.map((p: { recipient: string }) => p.recipient).sort()).toEqual([
        'Pat',
        'Quinn Baker',
      ]);
      expect((await pat.call('GET', `/api/group-orders/${group.id}`)).body.data.status).toBe('confirmed');
    }
  });

  it('keeps outsiders out: unknown and foreign ids are 404, whoever asks', async () => {
    const host = await newMember(t.server, 'Ida');
    const group = await createGroup(host, BACK_BAY);
    const outsider = await newGuest(t);
    expect((await outsider.call('GET', `/api/group-orders/${randomUUID()}`)).status).toBe(404);
    expect((await outsider.call('POST', `/api/group-orders/${randomUUID()}/join`, { name: 'Zed' })).status).toBe(404);
    // Someone who has not joined cannot use the shared cart or act on the group.
    expect((await outsider.call('GET', `/api/carts/${group.cart_id}`)).status).toBe(404);
    expect((await quickAdd(outsider, group.cart_id, PAIN)).status).toBe(404);
    expect((await outsider.call('POST', `/api/group-orders/${group.id}/leave`)).status).toBe(404);
    expect((await outsider.call('POST', `/api/group-orders/${group.id}/cancel`)).status).toBe(404);
    expect((await outsider.call('POST', `/api/group-orders/${group.id}/lock`)).status).toBe(404);
    const noSession = await t.server.inject({ method: 'GET', url: `/api/group-orders/${randomUUID()}` });
    expect(noSession.statusCode).toBe(404);
    // Two groups' hosts cannot see into each other's.
    const other = await newMember(t.server, 'Jo');
    expect((await other.call('POST', `/api/group-orders/${group.id}/cancel`)).status).toBe(404);
  });

  it('requires a signed-in host', async () => {
    const guest = await newGuest(t);
    const r = await guest.call('POST', '/api/group-orders', {
      menu_id: BACK_BAY,
      deadline: inMinutes(30),
      payment_type: 'host',
    });
    expect(r.status).toBe(401);
    expect(r.body.message).toBe(MESSAGES.signInToStart);
  });

  it('answers bad input with a 4xx naming the problem, and writes nothing', async () => {
    const host = await newMember(t.server, 'Kit');
    const count = async () =>
      Number(
        (
          (await t.database.db.execute(sql`select count(*)::int as n from group_orders`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]?.n,
      );
    const before = await count();
    const cases: [unknown, number, RegExp][] = [
      [{ menu_id: BACK_BAY, deadline: 'tomorrow', payment_type: 'host' }, 400, /deadline/],
      [{ menu_id: BACK_BAY, deadline: 12, payment_type: 'host' }, 400, /deadline/],
      [{ menu_id: BACK_BAY, deadline: inMinutes(30), payment_type: 'someone' }, 400, /payment_type/],
      [{ menu_id: 'x'.repeat(10_000), deadline: inMinutes(30), payment_type: 'host' }, 400, /menu_id/],
      [{ menu_id: BACK_BAY, deadline: inMinutes(30), payment_type: 'host', extra: 1 }, 400, /extra|Unrecognized/i],
      [
        { menu_id: BACK_BAY, deadline: new Date(Date.now() - 60_000).toISOString(), payment_type: 'host' },
        422,
        /at least a minute/,
      ],
      [{ menu_id: BACK_BAY, deadline: inMinutes(60 * 24 * 8), payment_type: 'host' }, 422, /7 days/],
      [{ menu_id: '99999', deadline: inMinutes(30), payment_type: 'host' }, 404, /menu/],
    ];
    for (const [payload, status, message] of cases) {
      const r = await host.call('POST', '/api/group-orders', payload);
      expect(r.status, JSON.stringify(payload).slice(0, 80)).toBe(status);
      expect(r.body.message).toMatch(message);
    }
    const malformed = await t.server.inject({
      method: 'POST',
      url: '/api/group-orders',
      headers: { 'content-type': 'application/json' },
      payload: '{"menu_id":',
    });
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
    expect(await count()).toBe(before);

    const group = await createGroup(host, BACK_BAY);
    const g = await newGuest(t);
    for (const name of ['', '   ', 'n'.repeat(41), 'a\u0000b', 42]) {
      const r = await g.call('POST', `/api/group-orders/${group.id}/join`, { name });
      expect(r.status, String(name)).toBe(400);
      expect(r.body.message).toMatch(/name/i);
    }
    expect((await g.call('GET', '/api/group-orders/not-an-id')).status).toBe(400);
    expect((await g.call('POST', `/api/group-orders/${group.id}/join`, { name: 'x'.repeat(100_000) })).status).toBe(
      400,
    );
    expect((await host.call('GET', `/api/group-orders/${group.id}`)).body.data.participants).toHaveLength(1);
  });
});

describe('group order API switched off (shipped configuration)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(() => off.close());
  it('has no group-order routes', async () => {
    const r = await off.server.inject({ method: 'GET', url: `/api/group-orders/${randomUUID()}` });
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toMatch(/No API route/);
  });
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '../../src/domain/checkout/submit-order-contract.ts';
import { MESSAGES } from '../../src/domain/group-order/rules.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY, SOUTH_END, openAroundTheClock, tomorrowAt } from './cart-support.ts';
import {
  TEST_CARDS,
  cardToken,
  countingSandbox,
  faultAfterAuthorize,
  memberShopper,
  newKey,
  query,
  submit,
  type Shopper,
} from './checkout-support.ts';
import { GROUP_ON, createGroup, groupOfMembers } from './group-order-support.ts';

/**
 * Each-pays group orders (issue 8 "each participant pays for their own lines", decision 160):
 * everyone pays their own part of the shared cart through the exactly-once POST /api/checkout
 * (decision 081); the host's part closes the group. PGlite and PostgreSQL (same suite).
 */
let t: TestApp;
const sandbox = countingSandbox();
const fault = faultAfterAuthorize();
const SERVICE_FEE = 150;

beforeAll(async () => {
  t = await createTestApp(
    { ...GROUP_ON, SERVICE_FEE_CENTS: String(SERVICE_FEE), ACCOUNT_LIMIT_PER_IP: '1000' },
    {
      checkout: {
        paymentProvider: sandbox,
        faults: fault.faults,
      },
    },
  );
  await openAroundTheClock(t, ['bos-back-bay', 'bos-south-end']);
});
afterAll(() => t.close());

const CROISSANT = 'p-butter-croissant';
const PAIN = 'p-pain-au-chocolat';
let people = 0;

/** A signed-in member (participants must sign in to pay: the app is not borderless). */
async function member(first: string): Promise<Shopper> {
  people += 1;
  return memberShopper(t, `each-${first.toLowerCase()}-${people}-${Date.now()}@larkspur.example`, {
    first_name: first,
  });
}

/** An each-pays group at Back Bay: the host (Ada Baker) and participants who joined under their first names. */
const eachPaysGroup = (names: string[], menuId = BACK_BAY) => groupOfMembers(member, menuId, 'each', names);

const add = async (who: Shopper, cartId: string, productId: string, quantity = 1) => {
  const r = await who.call('POST', `/api/carts/${cartId}/products/quick-add`, { product_id: productId, quantity });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
};

const pay = async (
  who: Shopper,
  cartId: string,
  key = newKey(),
  card = TEST_CARDS.ok,
  extra: Record<string, unknown> = {},
) => submit(who, key, { cart_id: cartId, payment: { token: await cardToken(who, card) }, ...extra });

const recipients = (order: { products: { recipient: string | null }[] }) =>
  order.products.map((p) => p.recipient).sort();
const count = async (q: ReturnType<typeof sql>) => Number(((await query(t, q)).rows[0] as { n: number }).n);

describe('each-pays group orders (decision 160)', () => {
  it('everyone sees and pays their own part: lines, tax and own tip; the host’s part carries the fees and closes the group', async () => {
    const { host, group, guests } = await eachPaysGroup(['Bea', 'Cy']);
    const bea = guests.Bea!;
    const cy = guests.Cy!;
    await add(bea, group.cart_id, CROISSANT, 2);
    await add(cy, group.cart_id, PAIN);
    await add(host, group.cart_id, PAIN);

    // The bag is each person's part, priced as they pay it.
    const beaCart = (await bea.call('GET', `/api/carts/${group.cart_id}`)).body.data;
    expect(beaCart.products.map((p: { recipient: string }) => p.recipient)).toEqual(['Bea']);
    expect(beaCart.totals).toMatchObject({ fees: 0, handoff: 0, discount: 0 });
    expect(beaCart.totals.tip).toBe(Math.round(beaCart.totals.subtotal * 0.15));
    const hostCart = (await host.call('GET', `/api/carts/${group.cart_id}`)).body.data;
    expect(hostCart.products.map((p: { recipient: string }) => p.recipient)).toEqual(['Ada Baker']);
    expect(hostCart.totals.fees).toBe(SERVICE_FEE);

    // A participant chooses their own tip (kept on their seat, not the cart's).
    const tipped = await bea.call('PUT', `/api/carts/${group.cart_id}/tip`, { percent: 10 });
    expect(tipped.status, JSON.stringify(tipped.body)).toBe(200);
    expect(tipped.body.data.tips.percent).toBe(10);
    expect((await host.call('GET', `/api/carts/${group.cart_id}`)).body.data.tips.percent).toBe(15);
    // Coupons stay the host's.
    expect((await bea.call('POST', `/api/carts/${group.cart_id}/coupon`, { code: 'WELCOME10' })).status).toBe(403);

    const before = sandbox.counts.authorize;
    const paid = await pay(bea, group.cart_id, newKey(), TEST_CARDS.ok, {
      expected_total: tipped.body.data.totals.total,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const beaOrder = paid.body.data.order;
    expect(recipients(beaOrder)).toEqual(['Bea']);
    expect(beaOrder.totals).toEqual(tipped.body.data.totals);
    expect(beaOrder.totals.tip).toBe(Math.round(beaOrder.totals.subtotal * 0.1));
    expect(beaOrder.payments).toHaveLength(1);
    expect(beaOrder.payments[0].amount).toBe(beaOrder.totals.total);
    expect(sandbox.counts.authorize).toBe(before + 1);
    // Her food is made with the group's: an ASAP part is ready no earlier than the deadline.
    expect(Date.parse(beaOrder.time.ready_at)).toBeGreaterThanOrEqual(Date.parse(group.deadline));

    // Paid is final: her lines left the shared cart; she can neither add nor pay again.
    expect((await bea.call('GET', `/api/carts/${group.cart_id}`)).body.data.products).toEqual([]);
    const again = await bea.call('POST', `/api/carts/${group.cart_id}/products/quick-add`, {
      product_id: CROISSANT,
      quantity: 1,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MESSAGES.alreadyPaid);
    const twice = await pay(bea, group.cart_id);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(MESSAGES.alreadyPaid);

    // The host sees who has paid (submissions) and everyone's items.
    const seen = (await host.call('GET', `/api/group-orders/${group.id}`)).body.data;
    expect(
      seen.participants.map((p: { name: string; paid: boolean; items: unknown[] }) => [p.name, p.paid, p.items.length]),
    ).toEqual([
      ['Ada Baker', false, 1],
      ['Bea', true, 1],
      ['Cy', false, 1],
    ]);
    const beaSubmission = seen.submissions.find((s: { name: string }) => s.name === 'Bea');
    expect(beaSubmission).toMatchObject({
      paid: true,
      total: beaOrder.totals.total,
      order_number: Number(beaOrder.number),
      item_count: 2,
    });
    expect(seen.submissions.find((s: { name: string }) => s.name === 'Cy')).toMatchObject({
      paid: false,
      total: null,
      order_number: null,
    });

    // Once someone has paid, the pickup is fixed and the group cannot be cancelled.
    const time = await host.call('PUT', `/api/carts/${group.cart_id}/time`, {
      mode: 'advance',
      wanted: tomorrowAt('10:00'),
    });
    expect(time.status).toBe(409);
    expect(time.body.message).toBe(MESSAGES.detailsFixed);
    const cancel = await host.call('POST', `/api/group-orders/${group.id}/cancel`);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(MESSAGES.cannotCancelPaid);

    // The host's part: their lines and the group's fees; Cy has not paid, so his line is left out.
    const closing = await pay(host, group.cart_id);
    expect(closing.status, JSON.stringify(closing.body)).toBe(200);
    expect(recipients(closing.body.data.order)).toEqual(['Ada Baker']);
    expect(closing.body.data.order.totals.fees).toBe(SERVICE_FEE);
    expect((await cy.call('GET', `/api/group-orders/${group.id}`)).body.data.status).toBe('confirmed');
    const late = await pay(cy, group.cart_id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MESSAGES.confirmed);
    // Two orders, one per payer, each with its own cart; nobody's line in two orders.
    expect(
      await count(
        sql`select count(*)::int as n from orders o join group_order_participants p on p.paid_order_id = o.id where p.group_order_id = ${group.id}`,
      ),
    ).toBe(2);
    expect(
      await count(
        sql`select count(*)::int as n from order_lines where recipient = 'Cy' and order_id in (${beaOrder.id}, ${closing.body.data.order.id})`,
      ),
    ).toBe(0);
  });

  it('two participants paying at once both succeed; one place in the slot serves the whole group', async () => {
    await t.database.db.execute(sql`update locations set slot_capacity = 1 where id = 'bos-south-end'`);
    const { group, guests } = await eachPaysGroup(['Dee', 'Eli', 'Fay'], SOUTH_END);
    for (const name of ['Dee', 'Eli', 'Fay']) await add(guests[name]!, group.cart_id, CROISSANT);
    const places = () =>
      count(sql`select coalesce(sum(count), 0)::int as n from slot_reservations where location_id = 'bos-south-end'`);
    const placesBefore = await places();
    const [dee, eli] = await Promise.all([pay(guests.Dee!, group.cart_id), pay(guests.Eli!, group.cart_id)]);
    expect(dee.status, JSON.stringify(dee.body)).toBe(200);
    expect(eli.status, JSON.stringify(eli.body)).toBe(200);
    expect(recipients(dee.body.data.order)).toEqual(['Dee']);
    expect(recipients(eli.body.data.order)).toEqual(['Eli']);
    // Same group, same slot: one place, though the slot holds only one.
    expect(dee.body.data.order.time.ready_at).toBe(eli.body.data.order.time.ready_at);
    expect(await places()).toBe(placesBefore + 1);
    // A third part of the group shares that place too.
    const fay = await pay(guests.Fay!, group.cart_id);
    expect(fay.status).toBe(200);
    expect(await places()).toBe(placesBefore + 1);
  });

  it('a declined card, or a fault after authorization, leaves the part unpaid and the cart intact; the same key then pays once', async () => {
    const { host, group, guests } = await eachPaysGroup(['Gil']);
    const gil = guests.Gil!;
    await add(gil, group.cart_id, CROISSANT);
    await add(host, group.cart_id, PAIN);
    const cartBefore = (await host.call('GET', `/api/group-orders/${group.id}`)).body.data;

    const declined = await pay(gil, group.cart_id, newKey(), TEST_CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe(PAYMENT_MESSAGES.declined);
    const afterDecline = (await host.call('GET', `/api/group-orders/${group.id}`)).body.data;
    expect(afterDecline.participants).toEqual(cartBefore.participants);
    expect((await gil.call('GET', `/api/carts/${group.cart_id}`)).body.data.products).toHaveLength(1);

    const key = newKey();
    const token = await cardToken(gil);
    const body = { cart_id: group.cart_id, payment: { token } };
    const voids = sandbox.counts.void;
    fault.arm();
    const faulted = await submit(gil, key, body);
    expect(faulted.status).toBe(500);
    expect(sandbox.counts.void).toBe(voids + 1);
    expect((await gil.call('GET', `/api/carts/${group.cart_id}`)).body.data.products).toHaveLength(1);
    expect(
      (await host.call('GET', `/api/group-orders/${group.id}`)).body.data.participants.find(
        (p: { name: string }) => p.name === 'Gil',
      ).paid,
    ).toBe(false);

    // The retry with the same key pays once; a replay returns the same order; duplicates make no second one.
    const authorized = sandbox.counts.authorize;
    const replies = await Promise.all(Array.from({ length: 5 }, () => submit(gil, key, body)));
    for (const r of replies) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const ids = new Set(replies.map((r) => r.body.data.order.id));
    expect(ids.size).toBe(1);
    expect(sandbox.counts.authorize).toBe(authorized + 1);
    const replay = await submit(gil, key, body);
    expect(replay.body.data.order.id).toBe([...ids][0]);
    expect(
      await count(
        sql`select count(*)::int as n from group_order_participants where group_order_id = ${group.id} and paid_order_id is not null`,
      ),
    ).toBe(1);
  });

  it('nobody pays for someone else’s lines: outsiders get 404, a host-pays participant gets Heads Up!, the host’s part holds only the host’s lines', async () => {
    const { host, group, guests } = await eachPaysGroup(['Hal']);
    const hal = guests.Hal!;
    await add(hal, group.cart_id, CROISSANT);
    // The host makes an item for Hal: it is Hal's to pay, not the host's.
    const made = await host.call('POST', `/api/carts/${group.cart_id}/products`, {
      product_id: PAIN,
      quantity: 1,
      choices: [],
      recipient: 'Hal',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    await add(host, group.cart_id, CROISSANT);
    const outsider = await member('Ivo');
    const stranger = await pay(outsider, group.cart_id);
    expect(stranger.status).toBe(404);
    const hostPart = await host.call('POST', `/api/carts/${group.cart_id}/validate`);
    expect(hostPart.body.data.cart.products.map((p: { recipient: string }) => p.recipient)).toEqual(['Ada Baker']);
    const halPaid = await pay(hal, group.cart_id);
    expect(halPaid.status, JSON.stringify(halPaid.body)).toBe(200);
    expect(recipients(halPaid.body.data.order)).toEqual(['Hal', 'Hal']);

    const hostPays = await createGroup(host, BACK_BAY, 'host');
    const kim = await member('Kim');
    await kim.call('POST', `/api/group-orders/${hostPays.id}/join`, { name: 'Kim' });
    await add(kim, hostPays.cart_id, CROISSANT);
    const headsUp = await pay(kim, hostPays.cart_id);
    expect(headsUp.status).toBe(403);
    expect(headsUp.body.message).toBe(
      'Ada Baker is the host of this group order, and only they can checkout and submit this order.',
    );
  });

  it('after the deadline (or once locked) participants can no longer pay; the host still closes the group', async () => {
    const { host, group, guests } = await eachPaysGroup(['Lu', 'Mo']);
    await add(guests.Lu!, group.cart_id, CROISSANT);
    await add(guests.Mo!, group.cart_id, CROISSANT);
    await add(host, group.cart_id, PAIN);
    const luPaid = await pay(guests.Lu!, group.cart_id);
    expect(luPaid.status).toBe(200);
    await t.database.db.execute(
      sql`update group_orders set deadline = now() - interval '1 second' where id = ${group.id}`,
    );
    const late = await pay(guests.Mo!, group.cart_id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(MESSAGES.deadlinePassed);
    const closing = await pay(host, group.cart_id);
    expect(closing.status, JSON.stringify(closing.body)).toBe(200);
    expect(recipients(closing.body.data.order)).toEqual(['Ada Baker']);
    const seen = (await host.call('GET', `/api/group-orders/${group.id}`)).body.data;
    expect(seen.status).toBe('confirmed');
    expect(seen.submissions.map((s: { name: string; paid: boolean }) => [s.name, s.paid])).toEqual([
      ['Ada Baker', true],
      ['Lu', true],
      ['Mo', false],
    ]);
    // A participant sees the status and their own submission only (decision 182).
    const seenByMo = (await guests.Mo!.call('GET', `/api/group-orders/${group.id}`)).body.data;
    expect(seenByMo.status).toBe('confirmed');
    expect(seenByMo.submissions.map((s: { name: string; paid: boolean }) => [s.name, s.paid])).toEqual([['Mo', false]]);
  });

  it('locking with nothing left for the host to pay closes the group: the paid parts are its orders', async () => {
    const { host, group, guests } = await eachPaysGroup(['Nia', 'Oz']);
    await add(guests.Nia!, group.cart_id, CROISSANT);
    await add(guests.Oz!, group.cart_id, CROISSANT);
    const locked = await host.call('POST', `/api/group-orders/${group.id}/lock`);
    expect(locked.body.data.status).toBe('locked');
    const refused = await pay(guests.Nia!, group.cart_id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(MESSAGES.locked);

    const other = await eachPaysGroup(['Pia', 'Quy']);
    await add(other.guests.Pia!, other.group.cart_id, CROISSANT);
    await add(other.guests.Quy!, other.group.cart_id, CROISSANT);
    expect((await pay(other.guests.Pia!, other.group.cart_id)).status).toBe(200);
    const closed = await other.host.call('POST', `/api/group-orders/${other.group.id}/lock`);
    expect(closed.status).toBe(200);
    expect(closed.body.data.status).toBe('confirmed');
    expect((await pay(other.guests.Quy!, other.group.cart_id)).body.message).toBe(MESSAGES.confirmed);
  });

  it('someone who paid and then left stays under submissions (their order stands); their seat is free again', async () => {
    const { host, group, guests } = await eachPaysGroup(['Sol']);
    await add(guests.Sol!, group.cart_id, CROISSANT);
    const paid = await pay(guests.Sol!, group.cart_id);
    expect(paid.status).toBe(200);
    expect((await guests.Sol!.call('POST', `/api/group-orders/${group.id}/leave`)).status).toBe(200);
    const seen = (await host.call('GET', `/api/group-orders/${group.id}`)).body.data;
    expect(seen.participants.map((p: { name: string }) => p.name)).toEqual(['Ada Baker']);
    expect(seen.submissions).toEqual([
      {
        name: 'Sol',
        item_count: 1,
        subtotal: paid.body.data.order.totals.subtotal,
        paid: true,
        total: paid.body.data.order.totals.total,
        order_number: Number(paid.body.data.order.number),
      },
    ]);
    expect((await guests.Sol!.call('GET', `/api/orders/${paid.body.data.order.id}`)).status).toBe(200);
  });

  it('answers a bad checkout body with a 4xx and pays nothing', async () => {
    const { group, guests } = await eachPaysGroup(['Ray']);
    await add(guests.Ray!, group.cart_id, CROISSANT);
    const authorized = sandbox.counts.authorize;
    const cases: [Record<string, unknown>, number][] = [
      [{ cart_id: 'nope' }, 400],
      [{ cart_id: group.cart_id, prices: [1] }, 400],
      [{ cart_id: randomUUID(), payment: null }, 404],
      [{ cart_id: group.cart_id, payment: null }, 402],
      [{ cart_id: group.cart_id, tip: { percent: 12 } }, 400],
    ];
    for (const [body, status] of cases) {
      const r = await submit(guests.Ray!, newKey(), body);
      expect(r.status, JSON.stringify(body)).toBe(status);
    }
    expect(sandbox.counts.authorize).toBe(authorized);
    expect((await guests.Ray!.call('GET', `/api/carts/${group.cart_id}`)).body.data.products).toHaveLength(1);
  });
});

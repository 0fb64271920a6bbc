import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../src/server/db/execute-rows.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY, openAroundTheClock } from './cart-support.ts';
import { cardToken, memberShopper, newKey, submit, type Shopper } from './checkout-support.ts';
import { GROUP_ON, groupOfMembers } from './group-order-support.ts';

/**
 * Seats by id (decision 192) and reads that write nothing (decision 193). Names that a name rule
 * would confuse are put straight into the seat rows: the join check refuses them (decision 182),
 * so only a rename or an old row can hold them — which is exactly where ids must decide.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...GROUP_ON, ACCOUNT_LIMIT_PER_IP: '1000' });
  await openAroundTheClock(t, ['bos-back-bay']);
});
afterAll(() => t.close());

const CROISSANT = 'p-butter-croissant';
const PAIN = 'p-pain-au-chocolat';
let people = 0;

const member = async (first: string): Promise<Shopper> => {
  people += 1;
  return memberShopper(t, `seat-${first.toLowerCase()}-${people}-${Date.now()}@larkspur.example`, {
    first_name: first,
  });
};

const rows = <T>(q: ReturnType<typeof sql>) => executeRows<T>(t.database.db, q);

const groupWith = (paymentType: 'host' | 'each', names: string[]) =>
  groupOfMembers(member, BACK_BAY, paymentType, names);

/** Renames a seat behind the join check's back (a rename, or a row from before it). */
const renameSeat = (groupId: string, from: string, to: string) =>
  t.database.db.execute(
    sql`update group_order_participants set name = ${to} where group_order_id = ${groupId} and name = ${from}`,
  );

const seatOf = async (groupId: string, name: string) =>
  (
    await rows<{ id: string }>(
      sql`select id from group_order_participants where group_order_id = ${groupId} and name = ${name} and left_at is null`,
    )
  )[0]!.id;

const add = async (who: Shopper, cartId: string, productId: string, recipient?: string) => {
  const r = await who.call('POST', `/api/carts/${cartId}/products`, {
    product_id: productId,
    quantity: 1,
    choices: [],
    ...(recipient ? { recipient } : {}),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { products: { id: string; recipient: string | null }[] };
};

const lineIds = (cart: { products: { id: string }[] }) => cart.products.map((p) => p.id).sort();

describe('group seats by participant id (decision 192)', () => {
  it('a participant under the host’s name (a look-alike rename) or sending it as recipient still cannot touch the host’s lines', async () => {
    const { host, group, guests } = await groupWith('host', ['Pat']);
    const pat = guests.Pat!;
    const hostLine = (await add(host, group.cart_id, PAIN)).products[0]!;
    expect(hostLine.recipient).toBe('Ada Baker');
    // The host's name as recipient: the line is Pat's all the same (made for Pat).
    const forged = (await add(pat, group.cart_id, CROISSANT, 'Ada Baker')).products;
    expect(forged.map((p) => p.recipient)).toEqual(['Pat']);
    // Pat's seat now reads as the host's name (Cyrillic А): a name rule would give Pat the host's line.
    await renameSeat(group.id, 'Pat', '\u0410da Baker');
    expect((await pat.call('PUT', `/api/carts/${group.cart_id}/products/${hostLine.id}`, { quantity: 3 })).status).toBe(
      404,
    );
    expect((await pat.call('DELETE', `/api/carts/${group.cart_id}/products/${hostLine.id}`)).status).toBe(404);
    const patCart = (await pat.call('GET', `/api/carts/${group.cart_id}`)).body.data;
    expect(patCart.products.map((p: { id: string }) => p.id)).toEqual([forged[0]!.id]);
    // Clear Cart clears Pat's own lines only; the host's line stays as it was.
    expect((await pat.call('DELETE', `/api/carts/${group.cart_id}/products`)).status).toBe(200);
    const hostCart = (await host.call('GET', `/api/carts/${group.cart_id}`)).body.data;
    expect(hostCart.products.map((p: { id: string; quantity: number }) => [p.id, p.quantity])).toEqual([
      [hostLine.id, 1],
    ]);
    // The host's group view lists the host's line under the host, none under the renamed seat.
    const seen = (await host.call('GET', `/api/group-orders/${group.id}`)).body.data;
    expect(seen.participants.map((p: { is_host: boolean; items: unknown[] }) => [p.is_host, p.items.length])).toEqual([
      [true, 1],
      [false, 0],
    ]);
  });

  it('two participants with look-alike names keep their own lines: reads, edits, clear and leave go by seat', async () => {
    const { host, group, guests } = await groupWith('host', ['Bea', 'Cy']);
    const bea = guests.Bea!;
    const cy = guests.Cy!;
    await renameSeat(group.id, 'Cy', 'B\u0435a');
    const beaLine = (await add(bea, group.cart_id, CROISSANT)).products[0]!;
    const cyLine = (await add(cy, group.cart_id, PAIN)).products[0]!;
    expect([beaLine.recipient, cyLine.recipient]).toEqual(['Bea', 'B\u0435a']);
    expect(lineIds((await bea.call('GET', `/api/carts/${group.cart_id}`)).body.data)).toEqual([beaLine.id]);
    expect(lineIds((await cy.call('GET', `/api/carts/${group.cart_id}`)).body.data)).toEqual([cyLine.id]);
    expect((await cy.call('PUT', `/api/carts/${group.cart_id}/products/${beaLine.id}`, { quantity: 2 })).status).toBe(
      404,
    );
    expect((await bea.call('DELETE', `/api/carts/${group.cart_id}/products/${cyLine.id}`)).status).toBe(404);
    const seen = (await host.call('GET', `/api/group-orders/${group.id}`)).body.data;
    expect(seen.participants.map((p: { items: { id: string }[] }) => p.items.map((i) => i.id))).toEqual([
      [],
      [beaLine.id],
      [cyLine.id],
    ]);
    // Clear Cart and leaving take the caller's own lines only.
    expect((await cy.call('DELETE', `/api/carts/${group.cart_id}/products`)).status).toBe(200);
    expect(lineIds((await host.call('GET', `/api/carts/${group.cart_id}`)).body.data)).toEqual([beaLine.id]);
    const again = (await add(cy, group.cart_id, PAIN)).products[0]!;
    expect((await bea.call('POST', `/api/group-orders/${group.id}/leave`)).status).toBe(200);
    expect(lineIds((await host.call('GET', `/api/carts/${group.cart_id}`)).body.data)).toEqual([again.id]);
  });

  it('each-pays: a part covers exactly the seat’s lines by id, whatever their labels', async () => {
    const { host, group, guests } = await groupWith('each', ['Bea', 'Cy']);
    const bea = guests.Bea!;
    const cy = guests.Cy!;
    await renameSeat(group.id, 'Cy', 'B\u0435a');
    await add(bea, group.cart_id, CROISSANT);
    await add(cy, group.cart_id, PAIN);
    // The host makes one item for Bea (hers to pay: the recipient picks the seat when the line is written) and one of their own.
    await add(host, group.cart_id, PAIN, 'Bea');
    await add(host, group.cart_id, CROISSANT);
    const beaSeat = await seatOf(group.id, 'Bea');
    const beaLines = (
      await rows<{ id: string }>(
        sql`select id from cart_lines where cart_id = ${group.cart_id} and participant_id = ${beaSeat} order by position`,
      )
    ).map((r) => r.id);
    expect(beaLines).toHaveLength(2);
    const part = (await bea.call('POST', `/api/carts/${group.cart_id}/validate`)).body.data;
    expect(lineIds(part.cart)).toEqual([...beaLines].sort());
    const paid = await submit(bea, newKey(), { cart_id: group.cart_id, payment: { token: await cardToken(bea) } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.order.products.map((p: { recipient: string }) => p.recipient)).toEqual(['Bea', 'Bea']);
    // Exactly Bea's lines left the shared cart; Cy's and the host's are still there, each in its part.
    const left = await rows<{ id: string; participant_id: string | null }>(
      sql`select id, participant_id from cart_lines where cart_id = ${group.cart_id} order by position`,
    );
    expect(left.some((l) => beaLines.includes(l.id))).toBe(false);
    expect(left.map((l) => l.participant_id)).toEqual([await seatOf(group.id, 'B\u0435a'), null]);
    expect(lineIds((await cy.call('POST', `/api/carts/${group.cart_id}/validate`)).body.data.cart)).toEqual([
      left[0]!.id,
    ]);
    expect(lineIds((await host.call('POST', `/api/carts/${group.cart_id}/validate`)).body.data.cart)).toEqual([
      left[1]!.id,
    ]);
  });

  it('the host re-labelling a line moves it to the named seat (or back to the host); a participant cannot re-label', async () => {
    const { host, group, guests } = await groupWith('host', ['Bea']);
    const bea = guests.Bea!;
    const line = (await add(host, group.cart_id, PAIN)).products[0]!;
    expect(lineIds((await bea.call('GET', `/api/carts/${group.cart_id}`)).body.data)).toEqual([]);
    expect(
      (await host.call('PUT', `/api/carts/${group.cart_id}/products/${line.id}`, { quantity: 1, recipient: 'bea' }))
        .status,
    ).toBe(200);
    expect(lineIds((await bea.call('GET', `/api/carts/${group.cart_id}`)).body.data)).toEqual([line.id]);
    expect(
      (
        await bea.call('PUT', `/api/carts/${group.cart_id}/products/${line.id}`, {
          quantity: 1,
          recipient: 'Ada Baker',
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await host.call('PUT', `/api/carts/${group.cart_id}/products/${line.id}`, {
          quantity: 1,
          recipient: 'Ada Baker',
        })
      ).status,
    ).toBe(200);
    expect(lineIds((await bea.call('GET', `/api/carts/${group.cart_id}`)).body.data)).toEqual([]);
  });
});

describe('a GET writes nothing (decision 193)', () => {
  /** Every row the group touches, with xmin: any write to a row, even of the same values, changes it. */
  const snapshot = async (groupId: string, cartId: string) => ({
    group: await rows(sql`select xmin::text as x, * from group_orders where id = ${groupId}`),
    seats: await rows(
      sql`select xmin::text as x, * from group_order_participants where group_order_id = ${groupId} order by id`,
    ),
    cart: await rows(sql`select xmin::text as x, * from carts where id = ${cartId}`),
    lines: await rows(sql`select xmin::text as x, * from cart_lines where cart_id = ${cartId} order by id`),
  });

  it('a group past its deadline whose shared cart was submitted reads as confirmed, and reading it writes nothing', async () => {
    const { host, group, guests } = await groupWith('host', ['Pat']);
    await add(guests.Pat!, group.cart_id, CROISSANT);
    await add(host, group.cart_id, PAIN);
    const placed = await submit(host, newKey(), { cart_id: group.cart_id, payment: { token: await cardToken(host) } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    await t.database.db.execute(
      sql`update group_orders set deadline = now() - interval '1 minute' where id = ${group.id}`,
    );
    const before = await snapshot(group.id, group.cart_id);
    const outsider = await member('Ola');
    for (const who of [host, guests.Pat!, outsider]) {
      const seen = await who.call('GET', `/api/group-orders/${group.id}`);
      expect(seen.status).toBe(200);
      expect(seen.body.data.status).toBe('confirmed');
    }
    expect(await snapshot(group.id, group.cart_id)).toEqual(before);
    // The row keeps what was written; confirmed is derived from the submitted cart.
    expect((before.group[0] as { status: string }).status).toBe('open');
    // Every path agrees with the read: the group is closed to changes.
    expect((await host.call('POST', `/api/group-orders/${group.id}/cancel`)).status).toBe(409);
    expect((await outsider.call('POST', `/api/group-orders/${group.id}/join`, { name: 'Ola' })).status).toBe(409);
  });

  it('an open group past its deadline reads as open and writes nothing', async () => {
    const { group, guests } = await groupWith('host', ['Pat']);
    await add(guests.Pat!, group.cart_id, CROISSANT);
    await t.database.db.execute(
      sql`update group_orders set deadline = now() - interval '1 minute' where id = ${group.id}`,
    );
    const before = await snapshot(group.id, group.cart_id);
    const seen = await guests.Pat!.call('GET', `/api/group-orders/${group.id}`);
    expect(seen.body.data).toMatchObject({ status: 'open', joined: true });
    expect(await snapshot(group.id, group.cart_id)).toEqual(before);
  });
});

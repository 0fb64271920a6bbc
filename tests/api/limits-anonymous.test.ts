import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupFullMessage } from '../../src/domain/group-order/capacity.ts';
import { CARD_TOKENS_TOO_MANY, GROUP_JOINS_TOO_MANY } from '../../src/server/modules/limits/abuse-limits.ts';
import { BACK_BAY } from './cart-support.ts';
import { query } from './checkout-support.ts';
import { GROUP_ON, createGroup } from './group-order-support.ts';
import { guestFrom, memberFrom, ONE_WINDOW, twoInstances, type TwoInstances } from './limits-support.ts';

/**
 * Anonymous writes are bounded (issue 14, decision 179): event payloads by size and keys, the
 * card tokenizer and group joins per IP (counted in the database, across instances), and a
 * group's size.
 */
const MAX_PEOPLE = 4;
const JOINS_PER_IP = 5;
const TOKENS_PER_IP = 3;
let two: TwoInstances;

beforeAll(async () => {
  two = await twoInstances({
    ...GROUP_ON,
    ...ONE_WINDOW,
    GROUP_MAX_PARTICIPANTS: String(MAX_PEOPLE),
    GROUP_JOINS_PER_IP: String(JOINS_PER_IP),
    CARD_TOKENS_PER_IP: String(TOKENS_PER_IP),
  });
});
afterAll(() => two.close());

const trackEvents = async () =>
  Number((await query(two.a, sql`select count(*)::int as n from track_events`)).rows[0]?.n);
const sendEvent = async (payload: unknown, server = two.a.server) => {
  const r = await server.inject({
    method: 'POST',
    url: '/api/events',
    remoteAddress: '10.8.0.1',
    payload: { name: 'view_cart', payload } as Record<string, unknown>,
  });
  return { status: r.statusCode, body: r.json() };
};
const keys = (n: number, value: (i: number) => unknown = (i) => i) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, value(i)]));

describe('POST /api/events payload limits', () => {
  it('stores a payload of 50 keys within 8 KB', async () => {
    const before = await trackEvents();
    expect((await sendEvent(keys(50, () => 'x'.repeat(100)))).status).toBe(200);
    expect(await trackEvents()).toBe(before + 1);
  });

  it('refuses the reported 948 KB / 4,500-key payload, more than 8 KB and more than 50 keys, each naming its limit, and stores none', async () => {
    const before = await trackEvents();
    const reported = await sendEvent(keys(4500, () => 'y'.repeat(200)));
    expect(reported.status).toBe(413);
    expect(reported.body.code).toBe('PAYLOAD_TOO_LARGE');
    expect(reported.body.message).toMatch(/^payload: An event payload may be at most 8 KB/);
    const large = await sendEvent(
      keys(45, () => 'z'.repeat(200)),
      two.b,
    );
    expect(large.status).toBe(413);
    expect(large.body).toMatchObject({ status: 'error', code: 'PAYLOAD_TOO_LARGE' });
    const many = await sendEvent(keys(51));
    expect(many.status).toBe(400);
    expect(many.body).toEqual({
      status: 'error',
      code: 'BAD_REQUEST',
      message: 'payload: An event payload may hold at most 50 keys.',
    });
    expect(await trackEvents()).toBe(before);
  });
});

describe('card tokenizer per IP', () => {
  const card = { number: '4242424242424242', exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' };

  it(`allows ${TOKENS_PER_IP} tokenizations per IP across both instances, failed ones included; another IP goes on`, async () => {
    const shopper = await guestFrom(two.a.server, '10.6.0.1');
    const statuses = [
      (await shopper.call('POST', '/api/checkout/payment-token', card)).status,
      (await shopper.on(two.b).call('POST', '/api/checkout/payment-token', { ...card, number: '4242424242424241' }))
        .status,
      (await shopper.call('POST', '/api/checkout/payment-token', card)).status,
    ];
    expect(statuses).toEqual([200, 422, 200]);
    const fourth = await shopper.on(two.b).call('POST', '/api/checkout/payment-token', card);
    expect(fourth.status).toBe(429);
    expect(fourth.body).toEqual({ status: 'error', code: 'RATE_LIMITED', message: CARD_TOKENS_TOO_MANY });
    expect((await shopper.on(two.b, '10.6.0.2').call('POST', '/api/checkout/payment-token', card)).status).toBe(200);
  });

  it('counts an IPv6 /64 as one address: a fresh address in the same network does not reset the count', async () => {
    const shopper = await guestFrom(two.a.server, '2001:db8:5:1::10');
    const statuses: number[] = [];
    for (let i = 1; i <= TOKENS_PER_IP + 1; i++)
      statuses.push(
        (
          await shopper
            .on(i % 2 ? two.a.server : two.b, `2001:db8:5:1::${i}:${i}`)
            .call('POST', '/api/checkout/payment-token', card)
        ).status,
      );
    expect(statuses).toEqual([...Array<number>(TOKENS_PER_IP).fill(200), 429]);
    expect((await shopper.on(two.b, '2001:db8:5:2::1').call('POST', '/api/checkout/payment-token', card)).status).toBe(
      200,
    );
  });
});

describe('group order size and joins per IP', () => {
  it(`holds at most ${MAX_PEOPLE} people, host included, with a clear message; a seat that leaves is free again`, async () => {
    const host = await memberFrom(two.a.server, '10.7.0.1', 'Hana');
    const group = await createGroup(host, BACK_BAY);
    const names = ['Ari', 'Bo', 'Cy'];
    const guests = [];
    for (const [i, name] of names.entries()) {
      const guest = await guestFrom(i % 2 ? two.b : two.a.server, `10.7.1.${i + 1}`);
      expect((await guest.call('POST', `/api/group-orders/${group.id}/join`, { name })).status).toBe(200);
      guests.push(guest);
    }
    const late = await guestFrom(two.b, '10.7.1.9');
    const full = await late.call('POST', `/api/group-orders/${group.id}/join`, { name: 'Dee' });
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ status: 'error', code: 'CONFLICT', message: groupFullMessage(MAX_PEOPLE) });
    expect((await guests[0]!.call('POST', `/api/group-orders/${group.id}/leave`)).status).toBe(200);
    expect((await late.call('POST', `/api/group-orders/${group.id}/join`, { name: 'Dee' })).status).toBe(200);
  });

  it(`counts ${JOINS_PER_IP} joins per IP over groups and instances; the next is refused, another IP joins`, async () => {
    const host = await memberFrom(two.a.server, '10.7.2.1', 'Ivo');
    const first = await createGroup(host, BACK_BAY);
    const second = await createGroup(host, BACK_BAY);
    const ip = '10.7.3.1';
    const statuses: number[] = [];
    for (let i = 0; i < JOINS_PER_IP; i++) {
      const guest = await guestFrom(i % 2 ? two.b : two.a.server, ip);
      statuses.push(
        (await guest.call('POST', `/api/group-orders/${i < 3 ? first.id : second.id}/join`, { name: `Guest ${i}` }))
          .status,
      );
    }
    expect(statuses).toEqual(Array<number>(JOINS_PER_IP).fill(200));
    const over = await (
      await guestFrom(two.b, ip)
    ).call('POST', `/api/group-orders/${second.id}/join`, { name: 'One More' });
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ status: 'error', code: 'RATE_LIMITED', message: GROUP_JOINS_TOO_MANY });
    expect(
      (
        await (
          await guestFrom(two.b, '10.7.3.2')
        ).call('POST', `/api/group-orders/${second.id}/join`, { name: 'Other Net' })
      ).status,
    ).toBe(200);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { BACK_BAY, newGuest, openAroundTheClock } from './cart-support.ts';
import { cardToken, memberShopper, newKey, submit } from './checkout-support.ts';
import { GROUP_ON, createGroup, newMember, quickAdd } from './group-order-support.ts';
import { twoInstances, type TwoInstances } from './limits-support.ts';

/**
 * Issue 8 "Works across server instances": two app instances on one database, the host on one,
 * the participant on the other. On PostgreSQL each instance has its own connection pool (two
 * processes' worth of state); on PGlite (one connection by nature) they share the database.
 */
let two: TwoInstances;
let a: TestApp;
let b: FastifyInstance;
beforeAll(async () => {
  two = await twoInstances(GROUP_ON);
  a = two.a;
  b = two.b;
  await openAroundTheClock(a, ['bos-back-bay']);
});
afterAll(async () => {
  await two?.close();
});

describe('group order across two instances (issue 8)', () => {
  it('host on instance A and participant on instance B see the same group, cart and status', async () => {
    const host = await newMember(a.server, 'Noor');
    const group = await createGroup(host, BACK_BAY);
    const bea = await newGuest({ ...a, server: b });
    const joined = await bea.call('POST', `/api/group-orders/${group.id}/join`, { name: 'Bea' });
    expect(joined.status).toBe(200);
    expect((await quickAdd(bea, group.cart_id, 'p-butter-croissant')).status).toBe(200);
    expect((await quickAdd(host, group.cart_id, 'p-pain-au-chocolat')).status).toBe(200);
    const seenByHost = (await host.call('GET', `/api/group-orders/${group.id}`)).body.data;
    expect(seenByHost.participants.map((p: { name: string; items: unknown[] }) => [p.name, p.items.length])).toEqual([
      [host.fullName, 1],
      ['Bea', 1],
    ]);
    expect((await host.call('GET', `/api/carts/${group.cart_id}`)).body.data.products).toHaveLength(2);
    // The host locks on A: B refuses the participant at once (no per-instance state).
    expect((await host.call('POST', `/api/group-orders/${group.id}/lock`)).status).toBe(200);
    expect((await bea.call('GET', `/api/group-orders/${group.id}`)).body.data.status).toBe('locked');
    expect((await quickAdd(bea, group.cart_id, 'p-butter-croissant')).status).toBe(409);
  });

  it('each-pays across instances: a participant pays their part on B, the host sees it on A and closes the group there (decision 160)', async () => {
    const host = await memberShopper(a, `multi-host-${Date.now()}@larkspur.example`, { first_name: 'Ora' });
    const group = await createGroup(host, BACK_BAY, 'each');
    const onB = { ...a, server: b };
    const pia = await memberShopper(onB, `multi-pia-${Date.now()}@larkspur.example`, { first_name: 'Pia' });
    expect((await pia.call('POST', `/api/group-orders/${group.id}/join`, { name: 'Pia' })).status).toBe(200);
    expect((await quickAdd(pia, group.cart_id, 'p-butter-croissant')).status).toBe(200);
    expect((await quickAdd(host, group.cart_id, 'p-pain-au-chocolat')).status).toBe(200);
    const paid = await submit(pia, newKey(), { cart_id: group.cart_id, payment: { token: await cardToken(pia) } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const seen = (await host.call('GET', `/api/group-orders/${group.id}`)).body.data;
    expect(seen.participants.map((p: { name: string; paid: boolean }) => [p.name, p.paid])).toEqual([
      ['Ora Baker', false],
      ['Pia', true],
    ]);
    // The host's part on A: only the host's line; B then refuses Pia as the group is closed.
    const closing = await submit(host, newKey(), { cart_id: group.cart_id, payment: { token: await cardToken(host) } });
    expect(closing.status, JSON.stringify(closing.body)).toBe(200);
    expect(closing.body.data.order.products.map((p: { recipient: string }) => p.recipient)).toEqual(['Ora Baker']);
    expect((await pia.call('GET', `/api/group-orders/${group.id}`)).body.data.status).toBe('confirmed');
  });
});

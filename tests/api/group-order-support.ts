import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { COOKIE, signIn, signUp } from './account-support.ts';
import type { Guest } from './cart-support.ts';

/** Shared helpers of the group-order API tests (issue 8). */
export const GROUP_ON = { FEATURE_GROUP_ORDER: 'true' };

let counter = 0;

/** A signed-up, signed-in member as a JSON client; full name "<first> Baker". */
export async function newMember(server: FastifyInstance, first = 'Ada'): Promise<Guest & { fullName: string }> {
  counter += 1;
  const email = `host-${Date.now()}-${counter}@example.com`;
  await signUp(server, email, { first_name: first, last_name: 'Baker' });
  const who = await signIn(server, email);
  return {
    fullName: `${first} Baker`,
    async call(method, url, payload) {
      const r = await server.inject({
        method,
        url,
        cookies: { [COOKIE]: who.cookie },
        headers: { 'x-csrf-token': who.csrf },
        ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      });
      return { status: r.statusCode, body: r.json() };
    },
  };
}

export const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export async function createGroup(host: Guest, menuId: string, paymentType: 'host' | 'each' = 'host', minutes = 30) {
  const r = await host.call('POST', '/api/group-orders', {
    menu_id: menuId,
    deadline: inMinutes(minutes),
    payment_type: paymentType,
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { id: string; cart_id: string; [k: string]: ReturnType<typeof JSON.parse> };
}

export async function quickAdd(who: Guest, cartId: string, productId: string) {
  return who.call('POST', `/api/carts/${cartId}/products/quick-add`, { product_id: productId, quantity: 1 });
}

/**
 * A group made by a host called Ada, with members who joined under the given first names.
 * `member` makes a signed-in client (each test file has its own, bound to its app).
 */
export async function groupOfMembers<M extends Guest>(
  member: (first: string) => Promise<M>,
  menuId: string,
  paymentType: 'host' | 'each',
  names: string[],
) {
  const host = await member('Ada');
  const group = await createGroup(host, menuId, paymentType);
  const guests: Record<string, M> = {};
  for (const name of names) {
    const who = await member(name);
    const joined = await who.call('POST', `/api/group-orders/${group.id}/join`, { name });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    guests[name] = who;
  }
  return { host, group, guests };
}

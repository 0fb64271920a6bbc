import { randomUUID } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PaymentProvider } from '../../src/server/providers/payment/payment-provider.ts';
import { createSandboxProcessor } from '../../src/server/providers/payment/sandbox-processor.ts';
import type { TestApp } from '../support/test-app.ts';
import { COOKIE, signIn, signUp } from './account-support.ts';
import { BACK_BAY } from './cart-support.ts';

/** Helpers of the checkout and orders API tests (issue 6). */
export interface Shopper {
  cookie: string;
  csrf: string;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: ReturnType<typeof JSON.parse> }>;
}

/** A browser (its cookie and CSRF token) calling `server`, from `remoteAddress` when given (per-IP limits). */
export function shopperOf(server: FastifyInstance, cookie: string, csrf: string, remoteAddress?: string): Shopper {
  return {
    cookie,
    csrf,
    async call(method, url, payload, headers = {}) {
      const r = await server.inject({
        method,
        url,
        ...(remoteAddress ? { remoteAddress } : {}),
        cookies: { [COOKIE]: cookie },
        headers: { 'x-csrf-token': csrf, ...headers },
        ...(payload === undefined
          ? {}
          : typeof payload === 'string'
            ? { payload, headers: { 'x-csrf-token': csrf, 'content-type': 'application/json', ...headers } }
            : { payload: payload as Record<string, unknown> }),
      });
      return { status: r.statusCode, body: r.body ? (JSON.parse(r.body) as unknown) : null };
    },
  };
}

/** The integration API's status call (decision 242): moves order `id` to `status` as the bearer of `key`. */
export const moveOrder = (t: TestApp, id: string, status: string, key: string) =>
  t.server.inject({
    method: 'POST',
    url: `/api/staff/orders/${id}/status`,
    headers: { authorization: `Bearer ${key}` },
    payload: { status },
  });

export async function guestShopper(t: TestApp): Promise<Shopper> {
  const reply = await t.server.inject({ url: '/api/session' });
  const cookie = reply.cookies.find((c) => c.name === COOKIE)?.value ?? '';
  return shopperOf(t.server, cookie, reply.json().data.csrf_token as string);
}

export async function memberShopper(
  t: TestApp,
  email: string,
  overrides: Record<string, unknown> = {},
): Promise<Shopper> {
  await signUp(t.server, email, overrides);
  const s = await signIn(t.server, email);
  return shopperOf(t.server, s.cookie, s.csrf);
}

/** An active cart at Back Bay with two croissants (and whatever else is asked). */
export async function cartWith(
  s: Shopper,
  products: { product_id: string; quantity: number }[] = [{ product_id: 'p-butter-croissant', quantity: 2 }],
  menuId = BACK_BAY,
) {
  const created = await s.call('POST', '/api/carts', { menu_id: menuId });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  let cart = created.body.data;
  for (const p of products) {
    const r = await s.call('POST', `/api/carts/${cart.id}/products/quick-add`, p);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    cart = r.body.data;
  }
  return cart as {
    id: string;
    totals: { total: number; subtotal: number; tip: number };
    [k: string]: ReturnType<typeof JSON.parse>;
  };
}

export const TEST_CARDS = {
  ok: '4242424242424242',
  declined: '4000000000000002',
  insufficient: '4000000000009995',
  processingError: '4000000000000119',
  confirm: '4000002500003155',
};

export async function cardToken(s: Shopper, number = TEST_CARDS.ok): Promise<string> {
  const r = await s.call('POST', '/api/checkout/payment-token', {
    number,
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.token as string;
}

export const newKey = () => randomUUID();

/** A fault switch for the checkout: once armed, the next submission fails right after authorization. */
export function faultAfterAuthorize() {
  let armed = false;
  return {
    arm: () => void (armed = true),
    faults: {
      afterAuthorize: async () => {
        if (!armed) return;
        armed = false;
        throw new Error('injected fault after authorization');
      },
    },
  };
}

export const submit = (s: Shopper, key: string, body: Record<string, unknown>) =>
  s.call('POST', '/api/checkout', body, { 'idempotency-key': key });

/** The sandbox with call counters, given to createTestApp so tests can count authorizations. */
export function countingSandbox(): PaymentProvider & {
  counts: { authorize: number; capture: number; void: number; refund: number };
} {
  return createSandboxProcessor();
}

export const DEMO_GIFT = {
  twentyFive: { number: '6006491000000001', pin: '1234' },
  ten: { number: '6006491000000002', pin: '2345' },
  hundred: { number: '6006491000000003', pin: '3456' },
  empty: { number: '6006491000000004', pin: '4567' },
};

/** Raw SQL for assertions; both drivers answer `{ rows }` (Drizzle types it as unknown). */
export const query = async (t: TestApp, q: SQL) =>
  (await t.database.db.execute(q)) as unknown as { rows: Record<string, unknown>[] };

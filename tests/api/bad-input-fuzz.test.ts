import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { COOKIE } from './account-support.ts';
import { badRequestsFor, operationsOf, seededRandom, type BadRequest } from './bad-input-cases.ts';
import { BACK_BAY, openAroundTheClock } from './cart-support.ts';
import { TEST_CARDS, cardToken, cartWith, memberShopper, newKey, submit, type Shopper } from './checkout-support.ts';
import { GROUP_ON } from './group-order-support.ts';

/**
 * Issue 14 "Generated bad input": every operation of the OpenAPI document gets generated bad
 * requests, with a signed-in member's cookie and CSRF token (so they reach the handlers) and
 * without. No reply may be a 5xx, every error reply is the envelope, and the run's log output
 * (at trace level) holds no e-mail, password hash, token, session id or card number.
 */
let t: TestApp;
const lines: string[] = [];
let member: Shopper;
const EMAIL = 'fuzz.member@larkspur.example';
const SECRET_QUERY_TOKEN = 'resettoken-' + randomUUID().replaceAll('-', '');
const ids: Record<string, string> = {};
/** Per operation; the catch-all 404 answers nine methods with one handler, so it gets fewer. */
const PER_OPERATION = 32;
const PER_CATCH_ALL_METHOD = 8;

beforeAll(async () => {
  t = await createTestApp(
    { ...GROUP_ON, LOG_LEVEL: 'trace', ACCOUNT_LIMIT_PER_IP: '100000', CARD_TOKENS_PER_IP: '100000' },
    { logStream: { write: (line: string) => void lines.push(line) } },
  );
  await openAroundTheClock(t, ['bos-back-bay']);
  member = await memberShopper(t, EMAIL);
  const placed = await cartWith(member);
  const order = await submit(member, newKey(), {
    cart_id: placed.id,
    payment: { token: await cardToken(member, TEST_CARDS.ok) },
  });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  ids.order = order.body.data.order.id;
  ids.checkoutCart = (await cartWith(member)).id;
  const cart = await cartWith(member);
  ids.cart = cart.id;
  ids.line = cart.products[0].id;
  const address = await member.call('POST', '/api/account/addresses', {
    address: '1 Main St',
    city: 'Boston',
    state: 'MA',
    zip: '02116',
    lat: 42.35,
    lng: -71.07,
  });
  expect(address.status, JSON.stringify(address.body)).toBe(200);
  ids.address = address.body.data.addresses?.[0]?.id ?? address.body.data.id;
  const group = await member.call('POST', '/api/group-orders', {
    menu_id: BACK_BAY,
    deadline: new Date(Date.now() + 60 * 60_000).toISOString(),
    payment_type: 'host',
  });
  expect(group.status, JSON.stringify(group.body)).toBe(200);
  ids.group = group.body.data.id;
}, 120_000);
afterAll(() => t.close());

const CARD_TOKEN = '__card_token__';
const contact = {
  first_name: 'Fuzz',
  last_name: 'Tester',
  email: 'fuzz.contact@larkspur.example',
  phone: '(617) 555-0199',
};
const address = { address: '100 Tremont St', city: 'Boston', state: 'MA', zip: '02108', lat: 42.356, lng: -71.062 };
/** Well-formed bodies the schema alone cannot give: the fuzz then poisons one field at a time. */
const SAMPLES: Record<string, () => unknown> = {
  'POST /api/checkout': () => ({ cart_id: ids.checkoutCart, contact, payment: { token: CARD_TOKEN } }),
  'PUT /api/carts/{id}/handoff/delivery': () => ({ ...address, building: 'Apt 2', instructions: 'Ring twice' }),
  'POST /api/account/addresses': () => ({ ...address, building: 'Apt 2', instructions: 'Ring twice' }),
  'POST /api/locations': () => ({ ...address, building: 'Apt 2', instructions: 'Ring twice' }),
  'PATCH /api/account/profile': () => ({ first_name: 'Fuzz', last_name: 'Tester', phone: '(617) 555-0199' }),
  'POST /api/account/signup': () => ({
    ...contact,
    email: 'fuzz.signup@larkspur.example',
    password: 'crumb-and-crust-42',
  }),
  'POST /api/events': () => ({ name: 'view_cart', payload: { source: 'fuzz', step: 1 } }),
  'POST /api/carts/{id}/products': () => ({
    product_id: 'p-butter-croissant',
    quantity: 1,
    recipient: 'Fuzz',
    instructions: 'Warm please',
  }),
  'POST /api/group-orders/{id}/join': () => ({ name: 'Fuzz' }),
};

/** A card token, unless the tokenizer's own limit says no (then the checkout stops earlier: still a case). */
async function freshToken(): Promise<string> {
  const r = await member.call('POST', '/api/checkout/payment-token', {
    number: TEST_CARDS.ok,
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 2,
    cvc: '123',
  });
  return r.status === 200 ? (r.body.data.token as string) : 'tok_refused_by_the_rate_limit';
}

function idFor(param: string, path: string): string {
  if (param === 'lineId') return ids.line!;
  if (param === 'menuId' || param === 'menu_id') return BACK_BAY;
  if (param === 'pid') return 'p-butter-croissant';
  if (path.includes('/group-orders')) return ids.group!;
  if (path.startsWith('/api/carts')) return ids.cart!;
  if (path.includes('/orders/')) return ids.order!;
  if (path.includes('/addresses')) return ids.address!;
  return param === 'id' ? randomUUID() : 'x';
}

/** State-ending calls run last so the member's session and cart serve the other cases. */
const lastOf = (r: BadRequest) =>
  r.url.includes('/signout') || r.url.includes('/account/delete') || r.method === 'DELETE' ? 1 : 0;

describe('generated bad input', () => {
  it('answers every generated bad request with a 4xx envelope and logs no secret', async () => {
    const doc = (await t.server.inject({ url: '/api/docs' })).json();
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(50);
    const random = seededRandom(14);
    const cases: (BadRequest & { signed: boolean })[] = [];
    for (const op of operations) {
      const sample = SAMPLES[`${op.method} ${op.path}`]?.();
      for (const r of badRequestsFor(
        op,
        op.path === '/api/{*}' ? PER_CATCH_ALL_METHOD : PER_OPERATION,
        random,
        idFor,
        sample,
      ))
        cases.push({ ...r, signed: r.signed ?? random.next() < 0.7 });
    }
    // Plus the query strings a real secret travels in, which the access log must not keep.
    cases.push({
      kind: 'token in query',
      method: 'GET',
      url: `/api/account/resetpassword?token=${SECRET_QUERY_TOKEN}`,
      signed: false,
    });
    cases.push({
      kind: 'token in query',
      method: 'POST',
      url: `/api/account/reset-password?token=${SECRET_QUERY_TOKEN}`,
      payload: '{"token":"short","password":"x"}',
      contentType: 'application/json',
      signed: true,
    });
    cases.sort((a, b) => lastOf(a) - lastOf(b));
    expect(cases.length).toBeGreaterThanOrEqual(2000);

    const failures: string[] = [];
    let serverErrors = 0;
    for (const [index, c] of cases.entries()) {
      // A checkout gets a fresh single-use card token and its own key, so it can reach the payment.
      const payload = c.payload?.includes(CARD_TOKEN) ? c.payload.replace(CARD_TOKEN, await freshToken()) : c.payload;
      const reply = await injectCase({
        method: c.method as 'GET',
        url: c.url,
        ...(payload !== undefined ? { payload } : {}),
        headers: {
          ...(c.contentType ? { 'content-type': c.contentType } : {}),
          ...(c.signed ? { 'x-csrf-token': member.csrf } : {}),
          'idempotency-key': newKey(),
        },
        ...(c.signed ? { cookies: { [COOKIE]: member.cookie } } : {}),
      });
      const where = `#${index} ${c.kind} ${c.method} ${c.url.slice(0, 120)} (${c.signed ? 'signed' : 'anonymous'}) → ${reply.statusCode} ${reply.body.slice(0, 200)}`;
      if (reply.statusCode >= 500) serverErrors += 1;
      if (reply.statusCode >= 500) failures.push(where);
      else if (reply.statusCode >= 400 && c.method !== 'HEAD' && !isEnvelope(reply.body))
        failures.push(`not an envelope: ${where}`);
    }
    // FUZZ_REPORT=1 prints the count and every failure (the expectation shows the first 30).
    if (process.env.FUZZ_REPORT) console.log(`5xx: ${serverErrors} of ${cases.length}\n${failures.join('\n')}`);
    expect({ serverErrors, failures: failures.slice(0, 30) }).toEqual({ serverErrors: 0, failures: [] });

    const log = lines.join('');
    expect(log).toContain('incoming request');
    const secrets = [
      EMAIL,
      'in.path%40',
      '$argon2id$',
      member.cookie,
      member.csrf,
      SECRET_QUERY_TOKEN,
      TEST_CARDS.ok,
      '555-0101',
      '555-0199',
    ];
    for (const secret of secrets) expect(log.includes(secret), `log contains ${secret}`).toBe(false);
    expect(log.match(/[\w.+-]+@[\w-]+\.[\w.-]*\w/g) ?? [], 'e-mail addresses in the log').toEqual([]);
  }, 240_000);
});

/**
 * One generated request. A case that opens a live stream (an SSE route given the member's own
 * order, decision 235) would never end, so every reply is read as a stream: an event stream that
 * opened is closed at once and counts as its (200) status; any other reply is read to its end.
 */
async function injectCase(options: InjectOptions): Promise<{ statusCode: number; body: string }> {
  const reply = await t.server.inject({ ...options, payloadAsStream: true });
  const stream = reply.stream();
  if (String(reply.headers['content-type']).startsWith('text/event-stream')) {
    stream.destroy();
    return { statusCode: reply.statusCode, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return { statusCode: reply.statusCode, body: Buffer.concat(chunks).toString('utf8') };
}

function isEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { status?: unknown; message?: unknown; code?: unknown };
    return (
      parsed.status === 'error' &&
      typeof parsed.message === 'string' &&
      parsed.message.length > 0 &&
      typeof parsed.code === 'string'
    );
  } catch {
    return false;
  }
}

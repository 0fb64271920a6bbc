import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { COOKIE } from './account-support.ts';
import { operationsOf } from './bad-input-cases.ts';
import { BACK_BAY, openAroundTheClock } from './cart-support.ts';
import { cartWith, memberShopper, type Shopper } from './checkout-support.ts';
import { GROUP_ON, createGroup } from './group-order-support.ts';

/**
 * Issue 14: the CSRF check is decided on the route the router matched, not on the raw URL.
 * `PUT /%61pi/carts/{id}/tip` with the cookie and no token used to answer 200.
 */
let t: TestApp;
let ada: Shopper;
let cartId: string;
let groupId: string;

beforeAll(async () => {
  t = await createTestApp(GROUP_ON);
  await openAroundTheClock(t, ['bos-back-bay']);
  ada = await memberShopper(t, 'ada.csrf@larkspur.example');
  cartId = (await cartWith(ada)).id;
  groupId = (await createGroup({ call: ada.call }, BACK_BAY)).id;
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const withCookie = (headers: Headers = {}) => ({ cookies: { [COOKIE]: ada.cookie }, headers });
const tipOf = async () => (await ada.call('GET', `/api/carts/${cartId}`)).body.data.totals.tip as number;
const groupStatus = async () => (await ada.call('GET', `/api/group-orders/${groupId}`)).body.data.status as string;

function expectEnvelope(body: string, code: string) {
  const parsed = JSON.parse(body) as { status: string; message: string; code: string };
  expect(parsed.status).toBe('error');
  expect(parsed.message.length).toBeGreaterThan(0);
  expect(parsed.code).toBe(code);
}

describe('CSRF on the matched route', () => {
  it('refuses every state-changing operation of the API document that has the cookie but no token', async () => {
    const doc = (await t.server.inject({ url: '/api/docs' })).json();
    // Staff routes check the staff session's own token instead (decision 220; staff-accounts.test.ts).
    const staffOwn = (path: string) => path.startsWith('/api/staff/') && !path.startsWith('/api/staff/orders/');
    const changing = operationsOf(doc).filter(
      (op) => !['GET', 'HEAD', 'OPTIONS'].includes(op.method) && !staffOwn(op.path),
    );
    expect(changing.length).toBeGreaterThan(30);
    for (const op of changing) {
      const url = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
        name === 'id' ? randomUUID() : name === '*' ? 'anything' : BACK_BAY,
      );
      for (const token of [undefined, 'not-the-token']) {
        const reply = await t.server.inject({
          method: op.method as 'POST',
          url,
          payload: {},
          ...withCookie(token ? { 'x-csrf-token': token } : {}),
        });
        expect(reply.statusCode, `${op.method} ${url} token=${token}`).toBe(403);
        expectEnvelope(reply.body, 'CSRF_INVALID');
      }
    }
  });

  it('cannot be skipped by encoding, case, slashes or dot segments in the path', async () => {
    const before = await tipOf();
    const tricks = [
      `/%61pi/carts/${cartId}/tip`,
      `/%61%70%69/carts/${cartId}/tip`,
      `/api/%63arts/${cartId}/tip`,
      `//api/carts/${cartId}/tip`,
      `/API/carts/${cartId}/tip`,
      `/api/carts/${cartId}/tip/`,
      `/api/./carts/${cartId}/tip`,
      `/api/carts/../carts/${cartId}/tip`,
      `/api//carts/${cartId}/tip`,
      `/api/carts/${cartId}/tip?x=/`,
      `/api/carts/${cartId}/tip;x=1`,
    ];
    for (const url of tricks) {
      const reply = await t.server.inject({ method: 'PUT', url, payload: { percent: 20 }, ...withCookie() });
      expect(reply.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(reply.statusCode, url).toBeLessThan(500);
      expectEnvelope(reply.body, reply.statusCode === 403 ? 'CSRF_INVALID' : JSON.parse(reply.body).code);
    }
    expect(await tipOf()).toBe(before);
    // The encoded path is the real route: with the token it works.
    const sent = await t.server.inject({
      method: 'PUT',
      url: `/%61pi/carts/${cartId}/tip`,
      payload: { percent: 20 },
      ...withCookie({ 'x-csrf-token': ada.csrf }),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(await tipOf()).not.toBe(before);
  });

  it('answers form-style bodies with 415 in the envelope and changes nothing', async () => {
    for (const [contentType, payload] of [
      ['application/x-www-form-urlencoded', 'a=1'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
      ['text/plain', '{"percent":10}'],
    ] as const) {
      // With the token, so that only the content type stands in the way.
      const reply = await t.server.inject({
        method: 'POST',
        url: `/%61pi/group-orders/${groupId}/lock`,
        payload,
        ...withCookie({ 'content-type': contentType, 'x-csrf-token': ada.csrf }),
      });
      expect(reply.statusCode, contentType).toBe(415);
      expectEnvelope(reply.body, 'UNSUPPORTED_MEDIA_TYPE');
      const forged = await t.server.inject({
        method: 'POST',
        url: `/%61pi/group-orders/${groupId}/lock`,
        payload,
        ...withCookie({ 'content-type': contentType }),
      });
      expect(forged.statusCode, contentType).toBe(403);
    }
    const bodiless = await t.server.inject({
      method: 'POST',
      url: `/%61pi/group-orders/${groupId}/lock`,
      ...withCookie(),
    });
    expect(bodiless.statusCode).toBe(403);
    expect(await groupStatus()).toBe('open');
  });

  it('lets safe methods and cookie-less calls through to their routes', async () => {
    expect((await t.server.inject({ method: 'GET', url: `/%61pi/carts/${cartId}`, ...withCookie() })).statusCode).toBe(
      200,
    );
    // No cookie: nothing to forge; the route itself decides (a guest's new session).
    expect(
      (await t.server.inject({ method: 'POST', url: '/%61pi/carts', payload: { menu_id: BACK_BAY } })).statusCode,
    ).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { BACK_BAY } from './cart-support.ts';
import { PASSWORD, signUp } from './account-support.ts';

/**
 * Issue 42 §4: the session's CSRF token also comes as a cookie the page can read, so the first
 * write of a page served from the shared cache (which carries no token) sends it at once, while
 * the check itself stays: the header must match the token stored with the session.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_LIMIT_PER_IP: '1000', ACCOUNT_LIMIT_PER_ACCOUNT: '1000' });
});
afterAll(() => t.close());

type Reply = Awaited<ReturnType<TestApp['server']['inject']>>;
const cookieOf = (reply: Reply, name: string) => reply.cookies.find((c) => c.name === name);

/** A guest's first write: no cookie yet, so no token needed; the reply starts the session. */
async function firstWrite() {
  const created = await t.server.inject({ method: 'POST', url: '/api/carts', payload: { menu_id: BACK_BAY } });
  expect(created.statusCode).toBe(200);
  const sid = cookieOf(created, 'larkspur_sid')!;
  const csrf = cookieOf(created, 'larkspur_csrf')!;
  return { created, sid, csrf, cartId: created.json().data.id as string };
}

describe('the CSRF token cookie', () => {
  it('comes with a new session: readable by the page, SameSite=Lax, the same token as the header', async () => {
    const { created, sid, csrf } = await firstWrite();
    expect(sid.httpOnly).toBe(true);
    expect(csrf.httpOnly).toBeFalsy();
    expect(csrf.sameSite).toBe('Lax');
    expect(csrf.path).toBe('/');
    expect(csrf.value).toBe(created.headers['x-csrf-token']);
    expect(csrf.maxAge).toBe(sid.maxAge);
  });

  it('is what a page from the cache sends on its next write: accepted; without the header, or another token, refused', async () => {
    const { sid, csrf, cartId } = await firstWrite();
    const cookies = { larkspur_sid: sid.value, larkspur_csrf: csrf.value };
    const add = (headers: Record<string, string>) =>
      t.server.inject({
        method: 'POST',
        url: `/api/carts/${cartId}/products`,
        cookies,
        headers,
        payload: { product_id: 'p-butter-croissant', quantity: 1 },
      });
    // The cookie alone proves nothing (a forged form sends cookies too): the header is the check.
    const cookieOnly = await add({});
    expect(cookieOnly.statusCode).toBe(403);
    expect(cookieOnly.json()).toMatchObject({ code: 'CSRF_INVALID' });
    const forged = await add({ 'x-csrf-token': 'x'.repeat(csrf.value.length) });
    expect(forged.statusCode).toBe(403);
    const sent = await add({ 'x-csrf-token': csrf.value });
    expect(sent.statusCode, sent.body).toBe(200);
    // Tracking events from the same page pass the same check.
    const event = await t.server.inject({
      method: 'POST',
      url: '/api/events',
      cookies,
      headers: { 'x-csrf-token': csrf.value },
      payload: { name: 'view_cart', payload: { cart_id: cartId } },
    });
    expect(event.statusCode, event.body).toBe(200);
    const refusedEvent = await t.server.inject({
      method: 'POST',
      url: '/api/events',
      cookies,
      payload: { name: 'view_cart', payload: { cart_id: cartId } },
    });
    expect(refusedEvent.statusCode).toBe(403);
  });

  it('is given to a session that lacks it (made before the cookie) by GET /api/session, once', async () => {
    const { sid, csrf } = await firstWrite();
    const lacking = await t.server.inject({ url: '/api/session', cookies: { larkspur_sid: sid.value } });
    expect(cookieOf(lacking, 'larkspur_csrf')?.value).toBe(csrf.value);
    expect(cookieOf(lacking, 'larkspur_sid')).toBeUndefined();
    const having = await t.server.inject({
      url: '/api/session',
      cookies: { larkspur_sid: sid.value, larkspur_csrf: csrf.value },
    });
    expect(having.cookies).toHaveLength(0);
  });

  it('follows sign-in (a new token) and is cleared by sign-out', async () => {
    const email = `csrf-cookie-${Date.now()}@larkspur.example`;
    await signUp(t.server, email);
    const { sid, csrf } = await firstWrite();
    const signedIn = await t.server.inject({
      method: 'POST',
      url: '/api/account/signin',
      cookies: { larkspur_sid: sid.value, larkspur_csrf: csrf.value },
      headers: { 'x-csrf-token': csrf.value },
      payload: { email, password: PASSWORD },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const memberSid = cookieOf(signedIn, 'larkspur_sid')!;
    const memberCsrf = cookieOf(signedIn, 'larkspur_csrf')!;
    expect(memberCsrf.value).not.toBe(csrf.value);
    expect(memberCsrf.value).toBe(signedIn.json().data.csrf_token);
    const signedOut = await t.server.inject({
      method: 'POST',
      url: '/api/account/signout',
      cookies: { larkspur_sid: memberSid.value, larkspur_csrf: memberCsrf.value },
      headers: { 'x-csrf-token': memberCsrf.value },
    });
    expect(signedOut.statusCode).toBe(200);
    const cleared = cookieOf(signedOut, 'larkspur_csrf');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('over HTTPS is the __Host- Secure cookie', async () => {
    const secure = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const reply = await secure.server.inject({ url: '/api/session', headers: { 'x-forwarded-proto': 'https' } });
      const csrf = cookieOf(reply, '__Host-larkspur_csrf');
      expect(csrf?.secure).toBe(true);
      expect(csrf?.path).toBe('/');
      expect(csrf?.value).toBe(reply.json().data.csrf_token);
    } finally {
      await secure.close();
    }
  });
});

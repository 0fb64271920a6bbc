import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const startSession = async () => {
  const reply = await t.server.inject({ url: '/api/session' });
  expect(reply.statusCode).toBe(200);
  const cookie = reply.cookies.find((c) => c.name === 'larkspur_sid');
  expect(cookie).toBeDefined();
  return { cookie: cookie!, csrf: reply.json().data.csrf_token as string, reply };
};

describe('sessions (decision 006)', () => {
  it('issues an HttpOnly SameSite=Lax cookie and stores only a hash of it', async () => {
    const { cookie, csrf, reply } = await startSession();
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(reply.headers['x-csrf-token']).toBe(csrf);
    const rows = await t.database.db.select().from(sessions);
    expect(rows.some((r) => r.idHash === cookie.value)).toBe(false);
    expect(rows.some((r) => r.csrfToken === csrf)).toBe(true);
  });

  it('uses the __Host- Secure cookie over HTTPS', async () => {
    const reply = await t.server.inject({ url: '/api/session', headers: { 'x-forwarded-proto': 'https' } });
    // trustProxy is off in tests, so the protocol stays http: the plain cookie is used.
    expect(reply.cookies[0]?.name).toBe('larkspur_sid');
    const secure = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const overHttps = await secure.server.inject({ url: '/api/session', headers: { 'x-forwarded-proto': 'https' } });
      const cookie = overHttps.cookies[0];
      expect(cookie?.name).toBe('__Host-larkspur_sid');
      expect(cookie?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('returns the same session for the same cookie', async () => {
    const { cookie, csrf } = await startSession();
    const again = await t.server.inject({
      url: '/api/session',
      cookies: { larkspur_sid: cookie.value, larkspur_csrf: csrf },
    });
    expect(again.json().data.csrf_token).toBe(csrf);
    expect(again.cookies).toHaveLength(0);
  });

  it('rejects a state-changing call that rides on the cookie without the CSRF token', async () => {
    const { cookie, csrf } = await startSession();
    const payload = { email: 'csrf@larkspur.example' };
    const without = await t.server.inject({
      method: 'POST',
      url: '/api/subscribe',
      cookies: { larkspur_sid: cookie.value },
      payload,
    });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ status: 'error', code: 'CSRF_INVALID' });
    const wrong = await t.server.inject({
      method: 'POST',
      url: '/api/subscribe',
      cookies: { larkspur_sid: cookie.value },
      headers: { 'x-csrf-token': 'x'.repeat(csrf.length) },
      payload,
    });
    expect(wrong.statusCode).toBe(403);
    const withToken = await t.server.inject({
      method: 'POST',
      url: '/api/subscribe',
      cookies: { larkspur_sid: cookie.value },
      headers: { 'x-csrf-token': csrf },
      payload,
    });
    expect(withToken.statusCode).toBe(200);
  });

  it('treats an unknown or expired cookie as no session', async () => {
    const unknown = await t.server.inject({ url: '/api/session', cookies: { larkspur_sid: 'not-a-real-session' } });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.cookies[0]?.name).toBe('larkspur_sid');
    const { cookie, csrf } = await startSession();
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(sessions.csrfToken, csrf));
    const after = await t.server.inject({ url: '/api/session', cookies: { larkspur_sid: cookie.value } });
    expect(after.json().data.csrf_token).not.toBe(csrf);
    expect(await t.database.db.$count(sessions, eq(sessions.csrfToken, csrf))).toBe(0);
  });
});

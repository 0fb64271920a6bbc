import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { COOKIE, signIn, signUp, tempOutbox } from './account-support.ts';
import { BACK_BAY } from './cart-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    OUTBOX_DIR: tempOutbox(),
    ACCOUNT_LIMIT_PER_IP: '1000',
    ACCOUNT_LIMIT_PER_ACCOUNT: '1000',
  });
});
afterAll(() => t.close());

describe('guest cart hand-over at sign-in (issue 7)', () => {
  it('the cart follows the rotated session to the member; the old cookie no longer reaches it', async () => {
    const start = await t.server.inject({ url: '/api/session' });
    const guestCookie = start.cookies.find((c) => c.name === COOKIE)!.value;
    const csrf = start.json().data.csrf_token as string;
    const created = await t.server.inject({
      method: 'POST',
      url: '/api/carts',
      cookies: { [COOKIE]: guestCookie },
      headers: { 'x-csrf-token': csrf },
      payload: { menu_id: BACK_BAY },
    });
    expect(created.statusCode, created.body).toBe(200);
    const cartId = created.json().data.id as string;

    await signUp(t.server, 'handover@larkspur.example');
    const member = await signIn(t.server, 'handover@larkspur.example', undefined, { cookie: guestCookie, csrf });
    expect(member.cookie).not.toBe(guestCookie);

    const asMember = await t.server.inject({ url: `/api/carts/${cartId}`, cookies: { [COOKIE]: member.cookie } });
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json().data.id).toBe(cartId);
    const asOldGuest = await t.server.inject({ url: `/api/carts/${cartId}`, cookies: { [COOKIE]: guestCookie } });
    expect(asOldGuest.statusCode).toBe(404);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../src/server/db/schema/newsletter.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { PASSWORD, as, signIn, signUp, tempOutbox, type Signed } from './account-support.ts';

let t: TestApp;
let alice: Signed;
let bob: Signed;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_DIR: tempOutbox(), ACCOUNT_LIMIT_PER_IP: '1000' });
  await signUp(t.server, 'alice@larkspur.example', { first_name: 'Alice' });
  await signUp(t.server, 'bob@larkspur.example', { first_name: 'Bob', phone: '' });
  alice = await signIn(t.server, 'alice@larkspur.example');
  bob = await signIn(t.server, 'bob@larkspur.example');
});
afterAll(() => t.close());

const home = {
  address: '214 Newbury Street',
  city: 'Boston',
  state: 'MA',
  zip: '02116',
  lat: 42.3503,
  lng: -71.081,
  building: 'Apt 3',
  instructions: 'Ring twice',
};

describe('profile', () => {
  it('reads and updates only the signed-in member', async () => {
    const me = await as(t.server, alice)('GET', '/api/account/profile');
    expect(me.json().data.profile).toEqual({
      email: 'alice@larkspur.example',
      first_name: 'Alice',
      last_name: 'Baker',
      phone: '6175550101',
      newsletter: false,
      email_verified: false,
    });
    expect(me.headers['cache-control']).toBe('no-store');
    const changed = await as(t.server, alice)('PATCH', '/api/account/profile', {
      first_name: '  Alicia ',
      phone: '1-617-555-0199',
      newsletter: true,
    });
    expect(changed.json().data.profile).toMatchObject({ first_name: 'Alicia', phone: '6175550199', newsletter: true });
    expect((await as(t.server, bob)('GET', '/api/account/profile')).json().data.profile).toMatchObject({
      first_name: 'Bob',
      phone: null,
    });
    expect((await t.server.inject({ url: '/api/account/profile' })).statusCode).toBe(401);
  });

  it('communication preferences put the address on the newsletter list and take it off again', async () => {
    const listed = async () =>
      (await t.database.db.$count(
        newsletterSubscriptions,
        eq(newsletterSubscriptions.email, 'alice@larkspur.example'),
      )) === 1;
    const call = as(t.server, alice);
    expect((await call('PATCH', '/api/account/profile', { newsletter: true })).statusCode).toBe(200);
    expect(await listed()).toBe(true);
    expect((await call('PATCH', '/api/account/profile', { newsletter: false })).statusCode).toBe(200);
    expect(await listed()).toBe(false);
  });

  it('changes the e-mail only with the current password, and never to a taken one', async () => {
    const call = as(t.server, bob);
    expect((await call('PATCH', '/api/account/profile', { email: 'robert@larkspur.example' })).statusCode).toBe(422);
    expect(
      (
        await call('PATCH', '/api/account/profile', {
          email: 'robert@larkspur.example',
          current_password: 'nope-nope-nope',
        })
      ).statusCode,
    ).toBe(403);
    const taken = await call('PATCH', '/api/account/profile', {
      email: 'alice@larkspur.example',
      current_password: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).not.toContain('Alice');
    const ok = await call('PATCH', '/api/account/profile', {
      email: 'Robert@Larkspur.example',
      current_password: PASSWORD,
    });
    expect(ok.json().data.profile.email).toBe('robert@larkspur.example');
    bob = await signIn(t.server, 'robert@larkspur.example');
  });

  it('changes the password, signing out other sessions', async () => {
    await signUp(t.server, 'carol@larkspur.example');
    const laptop = await signIn(t.server, 'carol@larkspur.example');
    const phone = await signIn(t.server, 'carol@larkspur.example');
    const weak = await as(t.server, laptop)('POST', '/api/account/change-password', {
      current_password: PASSWORD,
      new_password: 'password1',
    });
    expect(weak.statusCode).toBe(400);
    const reply = await as(t.server, laptop)('POST', '/api/account/change-password', {
      current_password: PASSWORD,
      new_password: 'sourdough-starter-11',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const rotated = reply.cookies.find((c) => c.name === 'larkspur_sid')?.value;
    expect(rotated).toBeTruthy();
    expect((await as(t.server, phone)('GET', '/api/account/profile')).statusCode).toBe(401);
    expect((await as(t.server, laptop)('GET', '/api/account/profile')).statusCode).toBe(401);
    const next = { cookie: rotated!, csrf: reply.headers['x-csrf-token'] as string };
    expect((await as(t.server, next)('GET', '/api/account/profile')).statusCode).toBe(200);
    await signIn(t.server, 'carol@larkspur.example', 'sourdough-starter-11');
  });
});

describe('favorite locations', () => {
  it('saves and deletes by menu_id, idempotently, and 404s an unknown location', async () => {
    const call = as(t.server, alice);
    expect((await call('PUT', '/api/account/favorites/10101')).json().data.favorites).toEqual(['10101']);
    expect((await call('PUT', '/api/account/favorites/10101')).json().data.favorites).toEqual(['10101']);
    expect((await call('PUT', '/api/account/favorites/10102')).json().data.favorites).toEqual(['10101', '10102']);
    expect((await call('PUT', '/api/account/favorites/99999')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/account/favorites/10102')).json().data.favorites).toEqual(['10101']);
    expect((await call('GET', '/api/account/favorites')).json().data.favorites).toEqual(['10101']);
  });
});

describe('saved addresses', () => {
  it('lists, adds and deletes', async () => {
    const call = as(t.server, alice);
    const added = await call('POST', '/api/account/addresses', home);
    expect(added.statusCode, added.body).toBe(200);
    const { address } = added.json().data;
    expect(address).toMatchObject({ ...home, id: expect.any(String) });
    expect((await call('POST', '/api/account/addresses', { ...home, zip: '' })).statusCode).toBe(400);
    expect((await call('GET', '/api/account/addresses')).json().data.addresses).toHaveLength(1);
    expect((await call('DELETE', `/api/account/addresses/${address.id}`)).statusCode).toBe(200);
    expect((await call('GET', '/api/account/addresses')).json().data.addresses).toEqual([]);
    expect((await call('DELETE', `/api/account/addresses/${address.id}`)).statusCode).toBe(404);
  });
});

describe("IDOR: one member cannot reach another member's data", () => {
  it('answers 404 and leaks nothing', async () => {
    const added = (await as(t.server, alice)('POST', '/api/account/addresses', home)).json().data.address;
    await as(t.server, alice)('PUT', '/api/account/favorites/10103');
    const asBob = as(t.server, bob);
    const bobsList = await asBob('GET', '/api/account/addresses');
    expect(bobsList.body).not.toContain('Newbury');
    expect((await asBob('GET', '/api/account/favorites')).json().data.favorites).toEqual([]);
    const steal = await asBob('DELETE', `/api/account/addresses/${added.id}`);
    expect(steal.statusCode).toBe(404);
    expect(steal.body).not.toContain('Newbury');
    expect((await asBob('DELETE', '/api/account/favorites/10103')).statusCode).toBe(404);
    // Alice's data is untouched.
    expect(
      (await as(t.server, alice)('GET', '/api/account/addresses'))
        .json()
        .data.addresses.map((a: { id: string }) => a.id),
    ).toContain(added.id);
    expect((await as(t.server, alice)('GET', '/api/account/favorites')).json().data.favorites).toContain('10103');
    // There is no id to swap in the profile path: it is always the session's member.
    expect((await asBob('GET', '/api/account/profile')).json().data.profile.email).toBe('robert@larkspur.example');
    // Bob's CSRF token does not work with Alice's cookie.
    const mixed = await t.server.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      cookies: { larkspur_sid: alice.cookie },
      headers: { 'x-csrf-token': bob.csrf },
      payload: { first_name: 'Mallory' },
    });
    expect(mixed.statusCode).toBe(403);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { members, passwordResetTokens } from '../../src/server/db/schema/members.ts';
import { sessions } from '../../src/server/db/schema/sessions.ts';
import { createPasswordHasher, type PasswordHasher } from '../../src/server/modules/account/password-hasher.ts';
import { loadAppInfo } from '../../src/server/modules/app-info/load-app-info.ts';
import { createFileContentStore } from '../../src/server/providers/content/file-content-store.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  COOKIE,
  PASSWORD,
  as,
  memberInput,
  readMail,
  resetTokenIn,
  sessionOf,
  signIn,
  signUp,
  tempOutbox,
  waitForMail,
} from './account-support.ts';

let t: TestApp;
const outbox = tempOutbox();
const hashing = countingHasher(createPasswordHasher());
beforeAll(async () => {
  t = await createTestApp(
    { OUTBOX_DIR: outbox, ACCOUNT_LIMIT_PER_IP: '1000', ACCOUNT_LIMIT_PER_ACCOUNT: '1000' },
    { passwordHasher: hashing.hasher },
  );
});

/** The real argon2id hasher, noting which kind of verify each sign-in ran. */
function countingHasher(inner: PasswordHasher) {
  const verified: ('member' | 'dummy')[] = [];
  const hasher: PasswordHasher = {
    hash: (password) => inner.hash(password),
    needsRehash: (passwordHash) => inner.needsRehash(passwordHash),
    verify: (passwordHash, password) => (verified.push('member'), inner.verify(passwordHash, password)),
    verifyDummy: (password) => (verified.push('dummy'), inner.verifyDummy(password)),
  };
  return { hasher, verified };
}
afterAll(() => t.close());

const post = (url: string, payload: object, cookie?: string, csrf?: string) =>
  t.server.inject({
    method: 'POST',
    url,
    payload,
    ...(cookie ? { cookies: { [COOKIE]: cookie } } : {}),
    ...(csrf ? { headers: { 'x-csrf-token': csrf } } : {}),
  });

describe('sign-up', () => {
  it('signs a new member in, tells a known e-mail an account exists (decision 070 as changed for issue 15 §6), and mails each once', async () => {
    const first = await signUp(t.server, 'same@larkspur.example');
    expect(first.json().data).toMatchObject({
      user: { first_name: 'Ada' },
      message: expect.stringContaining('signed in'),
    });
    expect(first.cookies.find((c) => c.name === COOKIE)?.value).toBeTruthy();
    const again = await post(
      '/api/account/signup',
      memberInput('SAME@larkspur.example', { first_name: 'Mallory', password: 'another-long-pass-9' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ACCOUNT_EXISTS',
      field: 'email',
      message: expect.stringContaining('same@larkspur.example'),
    });
    // One message each: a welcome, then "you already have an account" (the owner hears of the attempt).
    const subjects = (await waitForMail(outbox, 'same@larkspur.example', 1)).map((m) => m.subject).sort();
    expect(subjects).toEqual(['Welcome to Larkspur Bakery & Cafe', 'Your Larkspur Bakery & Cafe account']);
    // The original account and password are untouched by the second attempt.
    const [row] = await t.database.db.select().from(members).where(eq(members.email, 'same@larkspur.example'));
    expect(row?.firstName).toBe('Ada');
    expect(row?.phone).toBe('6175550101');
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=16,p=1\$/);
    await signIn(t.server, 'same@larkspur.example');
  });

  it('refuses short, common and e-mail passwords with the field named', async () => {
    for (const [password, text] of [
      ['short', 'at least 8'],
      ['Password123', 'too common'],
      ['Sunshine2024!', 'too common'],
      ['pw@larkspur.example', 'e-mail'],
      ['x'.repeat(129), 'at most 128'],
    ] as const) {
      const reply = await post('/api/account/signup', {
        first_name: 'A',
        last_name: 'B',
        email: 'pw@larkspur.example',
        password,
      });
      expect(reply.statusCode, password).toBe(400);
      expect(reply.json().message).toContain(text);
    }
    expect(await t.database.db.$count(members, eq(members.email, 'pw@larkspur.example'))).toBe(0);
  });
});

describe('sign-in', () => {
  it('says the same for an unknown e-mail and a wrong password, and pays one argon2id verify for each', async () => {
    await signUp(t.server, 'timing@larkspur.example');
    const unknown = await post('/api/account/signin', { email: 'nobody@larkspur.example', password: PASSWORD });
    const wrong = await post('/api/account/signin', { email: 'timing@larkspur.example', password: 'not-the-password' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json().message).toBe('Incorrect email or password.');
    // No enumeration by timing: both paths run exactly one real verify (the time itself is the bench's job).
    const verifies = () => [...hashing.verified];
    hashing.verified.length = 0;
    await post('/api/account/signin', { email: 'nobody@larkspur.example', password: 'not-the-password' });
    expect(verifies()).toEqual(['dummy']);
    hashing.verified.length = 0;
    await post('/api/account/signin', { email: 'timing@larkspur.example', password: 'not-the-password' });
    expect(verifies()).toEqual(['member']);
  });

  it('rotates the session id at sign-in (no fixation) and keeps the guest cookie useless', async () => {
    await signUp(t.server, 'fixation@larkspur.example');
    const guest = sessionOf(await t.server.inject({ url: '/api/session' }));
    const member = await signIn(t.server, 'fixation@larkspur.example', PASSWORD, guest);
    expect(member.cookie).not.toBe(guest.cookie);
    expect(member.csrf).not.toBe(guest.csrf);
    expect((await as(t.server, guest)('GET', '/api/account/profile')).statusCode).toBe(401);
    const me = await as(t.server, member)('GET', '/api/account/profile');
    expect(me.json().data.profile).toMatchObject({ email: 'fixation@larkspur.example', first_name: 'Ada' });
  });

  it('rejects state-changing calls that carry the cookie but no CSRF token', async () => {
    await signUp(t.server, 'csrf@larkspur.example');
    const member = await signIn(t.server, 'csrf@larkspur.example');
    for (const [method, url, payload] of [
      ['PATCH', '/api/account/profile', { first_name: 'Eve' }],
      ['POST', '/api/account/signout', undefined],
      ['PUT', '/api/account/favorites/10101', undefined],
      ['POST', '/api/account/delete', { password: PASSWORD, confirm: true }],
    ] as const) {
      const reply = await t.server.inject({
        method,
        url,
        cookies: { [COOKIE]: member.cookie },
        ...(payload ? { payload } : {}),
      });
      expect(reply.statusCode, `${method} ${url}`).toBe(403);
      expect(reply.json().code).toBe('CSRF_INVALID');
    }
    expect((await as(t.server, member)('GET', '/api/account/profile')).json().data.profile.first_name).toBe('Ada');
  });

  it('signs out: the session is gone from the database', async () => {
    await signUp(t.server, 'signout@larkspur.example');
    const member = await signIn(t.server, 'signout@larkspur.example');
    const out = await as(t.server, member)('POST', '/api/account/signout');
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === COOKIE)?.value).toBe('');
    expect((await as(t.server, member)('GET', '/api/account/profile')).statusCode).toBe(401);
  });

  it('logs out a member session whose provider lacks the ordering marker (spec §4)', async () => {
    await signUp(t.server, 'marker@larkspur.example');
    const member = await signIn(t.server, 'marker@larkspur.example');
    const [row] = await t.database.db.select().from(members).where(eq(members.email, 'marker@larkspur.example'));
    await t.database.db.update(sessions).set({ provider: 'some-other-platform' }).where(eq(sessions.memberId, row!.id));
    // Sign-up signed in too (issue 15 §6): that session is another device's; the one that called is the one ended.
    const before = await t.database.db.$count(sessions, eq(sessions.memberId, row!.id));
    const reply = await as(t.server, member)('GET', '/api/account/profile');
    expect(reply.statusCode).toBe(401);
    expect(await t.database.db.$count(sessions, eq(sessions.memberId, row!.id))).toBe(before - 1);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for any e-mail, mails a single-use link, and ends every session', async () => {
    await signUp(t.server, 'reset@larkspur.example');
    const before = await signIn(t.server, 'reset@larkspur.example');
    const known = await post('/api/account/forgot-password', { email: 'reset@larkspur.example' });
    const unknown = await post('/api/account/forgot-password', { email: 'ghost@larkspur.example' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json().data.message.replace('ghost', 'reset')).toBe(known.json().data.message);
    const [mail] = (await waitForMail(outbox, 'reset@larkspur.example', 1)).filter((m) =>
      m.subject.startsWith('Reset'),
    );
    const token = resetTokenIn(mail!.text);
    expect(token.length).toBeGreaterThan(30);
    // Only a hash is stored.
    expect(await t.database.db.$count(passwordResetTokens, eq(passwordResetTokens.tokenHash, token))).toBe(0);
    const used = await post('/api/account/reset-password', { token, password: 'fresh-rye-loaf-77' });
    expect(used.statusCode, used.body).toBe(200);
    expect((await post('/api/account/reset-password', { token, password: 'second-try-loaf-88' })).statusCode).toBe(400);
    expect((await as(t.server, before)('GET', '/api/account/profile')).statusCode).toBe(401);
    expect(
      (await post('/api/account/signin', { email: 'reset@larkspur.example', password: PASSWORD })).statusCode,
    ).toBe(401);
    await signIn(t.server, 'reset@larkspur.example', 'fresh-rye-loaf-77');
    expect(readMail(outbox).some((m) => m.to === 'ghost@larkspur.example')).toBe(false);
  });

  it('refuses an expired link', async () => {
    await signUp(t.server, 'expired@larkspur.example');
    await post('/api/account/forgot-password', { email: 'expired@larkspur.example' });
    const [mail] = (await waitForMail(outbox, 'expired@larkspur.example', 1)).filter((m) =>
      m.subject.startsWith('Reset'),
    );
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const reply = await post('/api/account/reset-password', {
      token: resetTokenIn(mail!.text),
      password: 'fresh-rye-loaf-77',
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toMatch(/invalid or has expired/);
  });
});

describe('delete account', () => {
  it('needs the password, erases personal data and blocks sign-in', async () => {
    await signUp(t.server, 'leaving@larkspur.example', { newsletter: true });
    const member = await signIn(t.server, 'leaving@larkspur.example');
    const call = as(t.server, member);
    expect((await call('PUT', '/api/account/favorites/10101')).statusCode).toBe(200);
    await call('POST', '/api/account/addresses', {
      address: '1 Main St',
      city: 'Boston',
      state: 'MA',
      zip: '02110',
      lat: 42.35,
      lng: -71.05,
    });
    expect((await call('POST', '/api/account/delete', { password: 'wrong-password', confirm: true })).statusCode).toBe(
      403,
    );
    const [before] = await t.database.db.select().from(members).where(eq(members.email, 'leaving@larkspur.example'));
    const done = await call('POST', '/api/account/delete', { password: PASSWORD, confirm: true });
    expect(done.statusCode, done.body).toBe(200);
    const [after] = await t.database.db.select().from(members).where(eq(members.id, before!.id));
    expect(after).toMatchObject({ email: null, firstName: null, lastName: null, phone: null, passwordHash: null });
    expect(after?.deletedAt).toBeInstanceOf(Date);
    const { favoriteLocations, savedAddresses } = await import('../../src/server/db/schema/members.ts');
    expect(await t.database.db.$count(favoriteLocations, eq(favoriteLocations.memberId, before!.id))).toBe(0);
    expect(await t.database.db.$count(savedAddresses, eq(savedAddresses.memberId, before!.id))).toBe(0);
    expect(await t.database.db.$count(sessions, eq(sessions.memberId, before!.id))).toBe(0);
    expect(
      (await post('/api/account/signin', { email: 'leaving@larkspur.example', password: PASSWORD })).json().message,
    ).toBe('Incorrect email or password.');
    // The address can be used for a new account.
    await signUp(t.server, 'leaving@larkspur.example');
  });
});

describe('social sign-in', () => {
  it('answers a clear error when no provider is enabled', async () => {
    const reply = await t.server.inject({ url: '/api/account/oauth/callback?code=x&state=y' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('Social sign-in is not enabled.');
  });
});

describe('rate limits', () => {
  it('are shared by two server instances on one database and answer 429 with a human message', async () => {
    const env = { ACCOUNT_LIMIT_PER_ACCOUNT: '3', ACCOUNT_LIMIT_PER_IP: '5', OUTBOX_DIR: tempOutbox() };
    const one = await createTestApp(env);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: '100000', ...env });
    const two = await buildApp({
      config,
      database: one.database,
      app: loadAppInfo(config),
      content: await createFileContentStore(config.CONTENT_DIR),
      web: false,
    });
    try {
      const attempt = (server: typeof two, email: string, ip: string) =>
        server.inject({
          method: 'POST',
          url: '/api/account/signin',
          payload: { email, password: 'wrong-password' },
          remoteAddress: ip,
        });
      // Per account: 3 attempts spread over both instances, the 4th (from a new IP) is refused.
      expect((await attempt(one.server, 'target@larkspur.example', '10.0.0.1')).statusCode).toBe(401);
      expect((await attempt(two, 'target@larkspur.example', '10.0.0.2')).statusCode).toBe(401);
      expect((await attempt(one.server, 'target@larkspur.example', '10.0.0.3')).statusCode).toBe(401);
      const limited = await attempt(two, 'target@larkspur.example', '10.0.0.4');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe('Too many attempts. Please wait a few minutes and try again.');
      // Per IP: 5 different accounts from one address, then the 6th is refused, on either instance.
      for (let i = 0; i < 5; i += 1)
        expect((await attempt(i % 2 ? two : one.server, `spray${i}@larkspur.example`, '10.0.0.9')).statusCode).toBe(
          401,
        );
      expect((await attempt(one.server, 'spray9@larkspur.example', '10.0.0.9')).statusCode).toBe(429);
      const forgot = (ip: string) =>
        two.inject({
          method: 'POST',
          url: '/api/account/forgot-password',
          payload: { email: 'f@larkspur.example' },
          remoteAddress: ip,
        });
      for (let i = 0; i < 3; i += 1) expect((await forgot(`10.1.0.${i}`)).statusCode).toBe(200);
      expect((await forgot('10.1.0.9')).statusCode).toBe(429);
      const signup = (i: number) =>
        one.server.inject({
          method: 'POST',
          url: '/api/account/signup',
          payload: { first_name: 'A', last_name: 'B', email: `s${i}@larkspur.example`, password: 'rolls-and-scones-5' },
          remoteAddress: '10.2.0.1',
        });
      for (let i = 0; i < 5; i += 1) expect((await signup(i)).statusCode).toBe(200);
      expect((await signup(9)).statusCode).toBe(429);
    } finally {
      await two.close();
      await one.close();
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers, staffPasswordResetTokens, staffSetupTokens } from '../../src/server/db/schema/staff.ts';
import { issueSetupLink } from '../../src/server/modules/staff/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { readMail, tempOutbox, waitForMail } from './account-support.ts';
import { asStaff, STAFF_PASSWORD, staffReady, staffSignIn } from './staff-support.ts';

/**
 * Staff "Forgot password?" and the first-admin setup link (issue 41): the e-mailed link is single
 * use, expires, is stored only as a hash and ends every session of its owner; the reply never says
 * whether the e-mail has an account. The setup link (printed at start while no admin exists)
 * makes one admin, once.
 */
const BACK_BAY = 'bos-back-bay';
const MANAGER = 'forgot.manager@larkspur.example';
const NEW_PASSWORD = 'sesame-bagel-morning-4';
const outbox = tempOutbox();
let t: TestApp;

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.server.inject({ method: 'POST', url, payload, headers });
const resetTokenIn = (text: string) => /staff\/reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? '';
const setupTokenIn = (path: string) => /token=([\w-]+)/.exec(path)?.[1] ?? '';

async function resetMail(email: string, after = 0) {
  const mails = (await waitForMail(outbox, email, after)).filter((m) => m.subject.includes('staff password'));
  return mails.at(-1)!;
}

beforeAll(async () => {
  t = await createTestApp({ OUTBOX_DIR: outbox, ACCOUNT_LIMIT_PER_IP: '1000', ACCOUNT_LIMIT_PER_ACCOUNT: '1000' });
});
afterAll(() => t.close());

describe('the first-admin setup link', () => {
  it('is made while no admin exists, works once, is stored hashed and is spent with every other link', async () => {
    const older = setupTokenIn((await issueSetupLink(t.database.db))!);
    const path = (await issueSetupLink(t.database.db))!;
    expect(path).toMatch(/^\/staff\/setup\?token=[\w-]{43}$/);
    const token = setupTokenIn(path);
    expect(await t.database.db.$count(staffSetupTokens, eq(staffSetupTokens.tokenHash, token))).toBe(0);

    const status = await post('/api/staff/setup/status', { token });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().data.state).toBe('ready');
    expect(status.headers['cache-control']).toBe('no-store');
    expect((await post('/api/staff/setup/status', { token: 'x'.repeat(43) })).json().data).toMatchObject({
      state: 'invalid',
      message: expect.stringMatching(/not valid/),
    });

    // The password rules of every form; a refused attempt spends nothing.
    const weak = await post('/api/staff/setup', {
      token,
      display_name: 'Olive Owner',
      email: 'owner@larkspur.example',
      password: 'password1',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'FIELD_INVALID', field: 'password' });

    const made = await post('/api/staff/setup', {
      token,
      display_name: 'Olive Owner',
      email: 'Owner@Larkspur.example',
      password: STAFF_PASSWORD,
    });
    expect(made.statusCode, made.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.email, 'owner@larkspur.example'));
    expect(row).toMatchObject({ role: 'admin', displayName: 'Olive Owner', mustChangePassword: false });

    // They sign in with the password they chose; the audit says the setup link made them.
    const owner = await staffSignIn(t.server, 'owner@larkspur.example', STAFF_PASSWORD);
    const audit = (await asStaff(t.server, owner)('GET', '/api/staff/audit?action=staff')).json().data.entries;
    expect(audit.map((e: { summary: string }) => e.summary)).toContain(
      'The setup link added owner@larkspur.example as Brand admin',
    );

    // Used: this link, the older one, and no new link at the next start.
    for (const used of [token, older]) {
      expect((await post('/api/staff/setup/status', { token: used })).json().data.state).toBe('used');
      const again = await post('/api/staff/setup', {
        token: used,
        display_name: 'Mallory',
        email: 'mallory@larkspur.example',
        password: STAFF_PASSWORD,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/already been used/);
    }
    expect(await issueSetupLink(t.database.db)).toBeNull();
    expect(await t.database.db.$count(staffMembers, eq(staffMembers.role, 'admin'))).toBe(1);
  });

  it('refuses a garbage or unknown token with a clear 4xx', async () => {
    const unknown = await post('/api/staff/setup', {
      token: 'y'.repeat(43),
      display_name: 'Mallory',
      email: 'mallory@larkspur.example',
      password: STAFF_PASSWORD,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/not valid/);
    const short = await post('/api/staff/setup/status', { token: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ code: 'FIELD_INVALID', field: 'token' });
  });
});

describe('staff forgot password', () => {
  it('answers the same for any e-mail, mails a hashed single-use link that ends every session', async () => {
    const manager = await staffReady(t.server, t.database, MANAGER, 'manager', [BACK_BAY]);
    const tablet = await staffSignIn(t.server, MANAGER, STAFF_PASSWORD);

    const known = await post('/api/staff/forgot-password', { email: MANAGER });
    const unknown = await post('/api/staff/forgot-password', { email: 'ghost@larkspur.example' });
    expect(known.statusCode, known.body).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json().data.message.replace('ghost', 'forgot.manager')).toBe(known.json().data.message);
    expect(known.json().data.message).toMatch(/expires in 30 minutes/);

    const mail = await resetMail(MANAGER);
    expect(mail.subject).toBe('Reset your Larkspur Bakery & Cafe staff password');
    const token = resetTokenIn(mail.text);
    expect(token).toHaveLength(43);
    expect(mail.text).toContain(`/staff/reset-password?token=${token}`);
    expect(await t.database.db.$count(staffPasswordResetTokens, eq(staffPasswordResetTokens.tokenHash, token))).toBe(0);

    const done = await post('/api/staff/reset-password', { token, password: NEW_PASSWORD });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.message).toMatch(/Sign in with your new password/);

    // Every open session ended at once; the old password is refused, the new one works and is theirs.
    for (const session of [manager, tablet])
      expect((await asStaff(t.server, session)('GET', '/api/staff/session')).statusCode).toBe(401);
    expect((await post('/api/staff/session', { email: MANAGER, password: STAFF_PASSWORD })).statusCode).toBe(401);
    const fresh = await staffSignIn(t.server, MANAGER, NEW_PASSWORD);
    const session = (await asStaff(t.server, fresh)('GET', '/api/staff/session')).json().data;
    expect(session.staff.must_change_password).toBe(false);

    // Used once: the same link is refused.
    const again = await post('/api/staff/reset-password', { token, password: `${NEW_PASSWORD}-b` });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/invalid, has expired or was already used/);
    await new Promise((r) => setTimeout(r, 200));
    expect(readMail(outbox).some((m) => m.to === 'ghost@larkspur.example')).toBe(false);
  });

  it('refuses an expired link, a link superseded by a reset, and garbage (4xx, no change)', async () => {
    const email = 'forgot.lead@larkspur.example';
    await staffReady(t.server, t.database, email, 'lead', [BACK_BAY]);
    await post('/api/staff/forgot-password', { email });
    const first = resetTokenIn((await resetMail(email)).text);
    await post('/api/staff/forgot-password', { email });
    const second = resetTokenIn((await resetMail(email, 1)).text);
    expect(second).not.toBe(first);

    await t.database.db
      .update(staffPasswordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffPasswordResetTokens.staffId, (await staffIdOf(email))!));
    const expired = await post('/api/staff/reset-password', { token: first, password: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'token' });

    // A fresh link works and spends the person's other links.
    await post('/api/staff/forgot-password', { email });
    const third = resetTokenIn((await resetMail(email, 2)).text);
    await post('/api/staff/forgot-password', { email });
    const fourth = resetTokenIn((await resetMail(email, 3)).text);
    expect((await post('/api/staff/reset-password', { token: third, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/staff/reset-password', { token: fourth, password: `${NEW_PASSWORD}-c` })).statusCode).toBe(
      400,
    );
    await staffSignIn(t.server, email, NEW_PASSWORD);

    const garbage = await post('/api/staff/reset-password', { token: 'z'.repeat(43), password: NEW_PASSWORD });
    expect(garbage.statusCode).toBe(400);
    const malformed = await post('/api/staff/reset-password', { token: 'short', password: NEW_PASSWORD });
    expect(malformed.json()).toMatchObject({ code: 'FIELD_INVALID', field: 'token' });
    const weak = await post('/api/staff/reset-password', { token: 'z'.repeat(43), password: 'short' });
    expect(weak.json()).toMatchObject({ code: 'FIELD_INVALID', field: 'password' });
    const badEmail = await post('/api/staff/forgot-password', { email: 'not-an-email' });
    expect(badEmail.json()).toMatchObject({ code: 'FIELD_INVALID', field: 'email' });
  });

  it('sends no link to a disabled account, and says the same', async () => {
    const email = 'forgot.gone@larkspur.example';
    await staffReady(t.server, t.database, email, 'staff', [BACK_BAY]);
    await t.database.db.update(staffMembers).set({ disabled: true }).where(eq(staffMembers.email, email));
    const reply = await post('/api/staff/forgot-password', { email });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.message).toContain(email);
    await new Promise((r) => setTimeout(r, 200));
    expect(readMail(outbox).some((m) => m.to === email && m.subject.includes('staff password'))).toBe(false);
  });

  it('counts forgot-password requests in the shared limiter (429 over the limit)', async () => {
    const limited = await createTestApp({ ACCOUNT_LIMIT_PER_IP: '1000', ACCOUNT_LIMIT_PER_ACCOUNT: '2' });
    try {
      const ask = () =>
        limited.server.inject({
          method: 'POST',
          url: '/api/staff/forgot-password',
          payload: { email: 'someone@larkspur.example' },
        });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const over = await ask();
      expect(over.statusCode).toBe(429);
      expect(over.headers['retry-after']).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});

async function staffIdOf(email: string): Promise<string | undefined> {
  const [row] = await t.database.db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.email, email));
  return row?.id;
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAuditLog, staffMembers, staffSessions } from '../../src/server/db/schema/staff.ts';
import { recordAudit } from '../../src/server/modules/staff/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  STAFF_COOKIE,
  STAFF_PASSWORD,
  asStaff,
  createStaff,
  staffReady,
  staffSignIn,
  twoLocationIds,
} from './staff-support.ts';

/** Staff sign-in, the one-time password flow, sign-out, lockout and the audit log (issue 16, decisions 219–223). */
let t: TestApp;
let lockout: TestApp;
beforeAll(async () => {
  [t, lockout] = await Promise.all([
    createTestApp({ ACCOUNT_LIMIT_PER_IP: '1000', ACCOUNT_LIMIT_PER_ACCOUNT: '1000' }),
    createTestApp({ ACCOUNT_LIMIT_PER_IP: '1000', ACCOUNT_LIMIT_PER_ACCOUNT: '3' }),
  ]);
});
afterAll(async () => Promise.all([t.close(), lockout.close()]));

const auditRows = (action?: string) =>
  action
    ? t.database.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action))
    : t.database.db.select().from(staffAuditLog);

describe('staff sign-in and the one-time password', () => {
  it('signs in with a strict HttpOnly cookie, holds every route until the password is changed, then works', async () => {
    const first = await createStaff(t.database, 'Owner@Larkspur.example'.toLowerCase(), 'admin');
    const wrong = await t.server.inject({
      method: 'POST',
      url: '/api/staff/session',
      payload: { email: 'owner@larkspur.example', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Incorrect email or password.');

    const reply = await t.server.inject({
      method: 'POST',
      url: '/api/staff/session',
      payload: { email: 'OWNER@larkspur.example', password: first },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const cookie = reply.cookies.find((c) => c.name === STAFF_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(reply.headers['cache-control']).toBe('no-store');
    expect(reply.json().data.staff).toMatchObject({
      email: 'owner@larkspur.example',
      role: 'admin',
      must_change_password: true,
    });
    const admin = { cookie: cookie.value, csrf: reply.json().data.csrf_token as string };
    const call = asStaff(t.server, admin);

    const held = await call('GET', '/api/staff/locations');
    expect(held.statusCode).toBe(403);
    expect(held.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    // The CSRF token of the staff session is required on writes.
    const forged = await t.server.inject({
      method: 'POST',
      url: '/api/staff/password',
      cookies: { [STAFF_COOKIE]: admin.cookie },
      payload: { current_password: first, new_password: STAFF_PASSWORD },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('CSRF_INVALID');
    const badCurrent = await call('POST', '/api/staff/password', {
      current_password: 'nope-nope-nope',
      new_password: STAFF_PASSWORD,
    });
    expect(badCurrent.statusCode).toBe(400);
    expect(badCurrent.json()).toMatchObject({ field: 'current_password' });
    const weak = await call('POST', '/api/staff/password', { current_password: first, new_password: 'password1' });
    expect(weak.statusCode).toBeGreaterThanOrEqual(400);
    expect(weak.statusCode).toBeLessThan(500);

    const other = await staffSignIn(t.server, 'owner@larkspur.example', first);
    expect(
      (await call('POST', '/api/staff/password', { current_password: first, new_password: STAFF_PASSWORD })).statusCode,
    ).toBe(200);
    const locations = await call('GET', '/api/staff/locations');
    expect(locations.statusCode).toBe(200);
    expect(locations.json().data.locations.length).toBeGreaterThan(2);
    // The change ended the other session and the one-time password.
    expect((await asStaff(t.server, other)('GET', '/api/staff/session')).statusCode).toBe(401);
    expect(
      (
        await t.server.inject({
          method: 'POST',
          url: '/api/staff/session',
          payload: { email: 'owner@larkspur.example', password: first },
        })
      ).statusCode,
    ).toBe(401);
    const [audit] = await auditRows('staff.password');
    expect(audit).toMatchObject({ before: { must_change_password: true }, after: { must_change_password: false } });

    expect((await call('DELETE', '/api/staff/session')).statusCode).toBe(200);
    expect((await call('GET', '/api/staff/session')).statusCode).toBe(401);
    expect(await t.database.db.select().from(staffSessions).where(eq(staffSessions.idHash, admin.cookie))).toHaveLength(
      0,
    );
  });

  it("locks an account after the members' per-account limit, whatever the password", async () => {
    const first = await createStaff(lockout.database, 'locked@larkspur.example', 'admin');
    for (let i = 0; i < 3; i += 1) {
      const miss = await lockout.server.inject({
        method: 'POST',
        url: '/api/staff/session',
        payload: { email: 'locked@larkspur.example', password: `wrong-${i}-password` },
      });
      expect(miss.statusCode).toBe(401);
    }
    const blocked = await lockout.server.inject({
      method: 'POST',
      url: '/api/staff/session',
      payload: { email: 'locked@larkspur.example', password: first },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeTruthy();
  });

  it('a disabled account is signed out at once and cannot sign in', async () => {
    const [a] = await twoLocationIds(t.database);
    const admin = await staffReady(t.server, t.database, 'boss@larkspur.example', 'admin');
    const clerk = await staffReady(t.server, t.database, 'clerk@larkspur.example', 'staff', [a]);
    const [row] = await t.database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.email, 'clerk@larkspur.example'));
    const off = await asStaff(t.server, admin)('PATCH', `/api/staff/members/${row!.id}`, { disabled: true });
    expect(off.statusCode, off.body).toBe(200);
    expect((await asStaff(t.server, clerk)('GET', '/api/staff/session')).statusCode).toBe(401);
    const again = await t.server.inject({
      method: 'POST',
      url: '/api/staff/session',
      payload: { email: 'clerk@larkspur.example', password: STAFF_PASSWORD },
    });
    expect(again.statusCode).toBe(401);
  });
});

describe('the audit log', () => {
  it("records create and update with before and after, in the write's transaction; a failed write records nothing", async () => {
    const [a, b] = await twoLocationIds(t.database);
    const admin = await staffReady(t.server, t.database, 'auditor@larkspur.example', 'admin');
    const call = asStaff(t.server, admin);
    const created = await call('POST', '/api/staff/members', {
      email: 'Manager.A@larkspur.example',
      display_name: '  Mae   Baker ',
      role: 'manager',
      location_ids: [a],
    });
    expect(created.statusCode, created.body).toBe(200);
    const { member, one_time_password } = created.json().data;
    expect(member).toMatchObject({
      email: 'manager.a@larkspur.example',
      display_name: 'Mae Baker',
      role: 'manager',
      location_ids: [a],
      must_change_password: true,
    });
    expect(one_time_password).toMatch(/^[A-Za-z2-9]{16}$/);

    const moved = await call('PATCH', `/api/staff/members/${member.id}`, { location_ids: [b], role: 'staff' });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = (await auditRows()).filter((r) => r.target === `staff:${member.id}`);
    expect(rows.map((r) => r.action).sort()).toEqual(['staff.create', 'staff.update']);
    const update = rows.find((r) => r.action === 'staff.update')!;
    expect(update.before).toMatchObject({ role: 'manager', location_ids: [a] });
    expect(update.after).toMatchObject({ role: 'staff', location_ids: [b] });
    expect(JSON.stringify(rows)).not.toContain('argon2');

    const count = (await auditRows()).length;
    const duplicate = await call('POST', '/api/staff/members', {
      email: 'manager.a@larkspur.example',
      display_name: 'Again',
      role: 'staff',
      location_ids: [a],
    });
    expect(duplicate.statusCode).toBe(409);
    const unknown = await call('PATCH', `/api/staff/members/${member.id}`, { location_ids: ['no-such-store'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'FIELD_INVALID', field: 'location_ids' });
    expect((await auditRows()).length).toBe(count);

    const page = await call('GET', `/api/staff/audit?location_id=${encodeURIComponent(a)}`);
    expect(page.statusCode).toBe(200);
    const all = await call('GET', '/api/staff/audit?page=1');
    expect(all.json().data).toMatchObject({ page: 1, has_more: false });
    expect(all.json().data.entries[0]).toMatchObject({
      action: 'staff.update',
      staff_email: 'auditor@larkspur.example',
    });
  });

  it("recordAudit rides the caller's transaction: a rollback after it leaves no row", async () => {
    const before = (await auditRows()).length;
    await expect(
      t.database.db.transaction(async (tx) => {
        await recordAudit(tx, {
          staffId: null,
          action: 'test.rollback',
          target: 'nothing',
          before: { a: 1 },
          after: { a: 2 },
        });
        throw new Error('the write failed after its audit row');
      }),
    ).rejects.toThrow('the write failed');
    expect((await auditRows()).length).toBe(before);
    expect(await auditRows('test.rollback')).toHaveLength(0);
  });
});

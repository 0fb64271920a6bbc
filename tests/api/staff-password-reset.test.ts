import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { asStaff, STAFF_PASSWORD, staffReady, staffSignIn, type StaffSigned } from './staff-support.ts';

/**
 * An admin resets someone's password (issue 41): a new one-time password shown once, the old one
 * refused, every session of theirs ended at once, a new password required at next sign-in, and an
 * audit row. (Open board streams closing: staff-revocation.test.ts.)
 */
const BACK_BAY = 'bos-back-bay';
const MANAGER = 'reset.manager@larkspur.example';
let t: TestApp;
let admin: StaffSigned;
let manager: StaffSigned;
let managerId = '';

beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_LIMIT_PER_IP: '1000', ACCOUNT_LIMIT_PER_ACCOUNT: '1000' });
  admin = await staffReady(t.server, t.database, 'reset.admin@larkspur.example', 'admin');
  manager = await staffReady(t.server, t.database, MANAGER, 'manager', [BACK_BAY]);
  managerId = (await asStaff(t.server, manager)('GET', '/api/staff/session')).json().data.staff.id as string;
});
afterAll(() => t.close());

const signIn = (password: string) =>
  t.server.inject({ method: 'POST', url: '/api/staff/session', payload: { email: MANAGER, password } });

describe('POST /api/staff/members/{id}/password-reset', () => {
  it('issues a one-time password, ends their sessions, refuses the old password and is audited', async () => {
    const tablet = await staffSignIn(t.server, MANAGER, STAFF_PASSWORD);
    const reply = await asStaff(t.server, admin)('POST', `/api/staff/members/${managerId}/password-reset`);
    expect(reply.statusCode, reply.body).toBe(200);
    const { member, one_time_password: oneTime } = reply.json().data;
    expect(oneTime).toMatch(/^[A-Za-z2-9]{16}$/);
    expect(member).toMatchObject({ id: managerId, email: MANAGER, must_change_password: true });
    expect(reply.headers['cache-control']).toBe('no-store');

    // Both open sessions ended at once.
    for (const session of [manager, tablet])
      expect((await asStaff(t.server, session)('GET', '/api/staff/session')).statusCode).toBe(401);

    expect((await signIn(STAFF_PASSWORD)).statusCode).toBe(401);
    const fresh = await signIn(oneTime);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().data.staff.must_change_password).toBe(true);

    const audit = await asStaff(t.server, admin)('GET', '/api/staff/audit?action=staff');
    const entry = audit.json().data.entries.find((e: { action: string }) => e.action === 'staff.password_reset');
    expect(entry).toMatchObject({
      target: `staff:${managerId}`,
      summary: `reset.admin reset the password of ${MANAGER}`,
      after: { email: MANAGER, must_change_password: true },
    });
    expect(JSON.stringify(entry)).not.toContain(oneTime);
  });

  it('makes them choose a new password before anything else', async () => {
    const reset = await asStaff(t.server, admin)('POST', `/api/staff/members/${managerId}/password-reset`);
    const oneTime = reset.json().data.one_time_password as string;
    const signed = await staffSignIn(t.server, MANAGER, oneTime);
    expect((await asStaff(t.server, signed)('GET', `/api/staff/locations/${BACK_BAY}/board`)).statusCode).toBe(403);
    const changed = await asStaff(t.server, signed)('POST', '/api/staff/password', {
      current_password: oneTime,
      new_password: `${STAFF_PASSWORD}-again`,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await asStaff(t.server, signed)('GET', `/api/staff/locations/${BACK_BAY}/board`)).statusCode).toBe(200);
  });

  it('refuses non-admins (403), unknown ids (404), a bad id (400) and the admin’s own account', async () => {
    const reset = (as: StaffSigned, id: string) =>
      asStaff(t.server, as)('POST', `/api/staff/members/${id}/password-reset`);
    const lead = await staffReady(t.server, t.database, 'reset.lead@larkspur.example', 'lead', [BACK_BAY]);
    expect((await reset(lead, managerId)).statusCode).toBe(403);
    const unknown = await reset(admin, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No such staff member.');
    expect((await reset(admin, 'not-a-uuid')).statusCode).toBe(400);
    const adminId = (await asStaff(t.server, admin)('GET', '/api/staff/session')).json().data.staff.id as string;
    const own = await reset(admin, adminId);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toMatch(/your own password/);
  });

  it('needs the staff CSRF token', async () => {
    const reply = await t.server.inject({
      method: 'POST',
      url: `/api/staff/members/${managerId}/password-reset`,
      cookies: { larkspur_staff: admin.cookie },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().code).toBe('CSRF_INVALID');
  });
});

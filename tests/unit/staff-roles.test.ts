import { describe, expect, it } from 'vitest';
import {
  STAFF_ROLES,
  locationsRequired,
  mayRunLocation,
  orderingWritePermission,
  ROLE_LABELS,
  roleCan,
  runsEveryLocation,
  selfChangeProblem,
  type StaffPermission,
} from '../../src/domain/staff/roles.ts';
import {
  isStaffSessionExpired,
  STAFF_SESSION_ABSOLUTE_MS,
  STAFF_SESSION_IDLE_MS,
} from '../../src/domain/staff/session-times.ts';

/** Which staff role may do what (issue 16, decisions 219 and 221). */
describe('staff roles', () => {
  it('grants each role exactly its permissions', () => {
    const table = Object.fromEntries(
      STAFF_ROLES.map((role) => [
        role,
        (
          [
            'manage-staff',
            'read-audit',
            'manage-store',
            'pause-ordering',
            'refund-orders',
            'read-reports',
            'read-customers',
            'adjust-rewards',
            'run-board',
          ] as StaffPermission[]
        ).filter((p) => roleCan(role, p)),
      ]),
    );
    expect(table).toEqual({
      admin: [
        'manage-staff',
        'read-audit',
        'manage-store',
        'pause-ordering',
        'refund-orders',
        'read-reports',
        'read-customers',
        'adjust-rewards',
        'run-board',
      ],
      manager: [
        'manage-store',
        'pause-ordering',
        'refund-orders',
        'read-reports',
        'read-customers',
        'adjust-rewards',
        'run-board',
      ],
      lead: ['pause-ordering', 'run-board'],
      staff: ['run-board'],
    });
  });

  it('ranks the shift lead between manager and staff, with its own label', () => {
    expect(STAFF_ROLES).toEqual(['admin', 'manager', 'lead', 'staff']);
    expect(ROLE_LABELS.lead).toBe('Shift lead');
    expect(locationsRequired('lead')).toBe(true);
    expect(runsEveryLocation('lead')).toBe(false);
  });

  it('lets a pause-only ordering write through with pause-ordering; anything else needs manage-store', () => {
    expect(orderingWritePermission({ pause: { mode: 'none' } })).toBe('pause-ordering');
    expect(orderingWritePermission({ pause: { mode: 'minutes', minutes: 15 }, lead_minutes: undefined })).toBe(
      'pause-ordering',
    );
    expect(orderingWritePermission({ pause: { mode: 'none' }, slot_capacity: 4 })).toBe('manage-store');
    expect(orderingWritePermission({ lead_minutes: 10 })).toBe('manage-store');
    expect(orderingWritePermission({})).toBe('manage-store');
  });

  it('lets admins run every location and others only their grants', () => {
    expect(runsEveryLocation('admin')).toBe(true);
    expect(mayRunLocation('admin', [], 'b')).toBe(true);
    expect(mayRunLocation('manager', ['a'], 'a')).toBe(true);
    expect(mayRunLocation('manager', ['a'], 'b')).toBe(false);
    expect(mayRunLocation('staff', [], 'a')).toBe(false);
    expect(locationsRequired('admin')).toBe(false);
    expect(locationsRequired('manager')).toBe(true);
    expect(locationsRequired('staff')).toBe(true);
  });

  it('keeps an admin from disabling or demoting themselves, not others', () => {
    expect(selfChangeProblem('me', 'me', { disabled: true })).toMatch(/cannot disable/);
    expect(selfChangeProblem('me', 'me', { role: 'manager' })).toMatch(/cannot change your own role/);
    expect(selfChangeProblem('me', 'me', { role: 'admin', disabled: false })).toBeNull();
    expect(selfChangeProblem('me', 'you', { role: 'staff', disabled: true })).toBeNull();
  });

  it('ends staff sessions after 12 idle hours or 7 days', () => {
    const start = new Date('2026-11-25T08:00:00Z');
    const session = { lastSeenAt: start, expiresAt: new Date(start.getTime() + STAFF_SESSION_ABSOLUTE_MS) };
    expect(isStaffSessionExpired(session, new Date(start.getTime() + STAFF_SESSION_IDLE_MS - 1))).toBe(false);
    expect(isStaffSessionExpired(session, new Date(start.getTime() + STAFF_SESSION_IDLE_MS))).toBe(true);
    expect(
      isStaffSessionExpired(
        { ...session, lastSeenAt: new Date(start.getTime() + STAFF_SESSION_ABSOLUTE_MS - 1) },
        new Date(start.getTime() + STAFF_SESSION_ABSOLUTE_MS),
      ),
    ).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '../../src/domain/staff/contract.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';

/**
 * The audit log as an admin reads it: each entry in plain words with the store's name and clock,
 * filtered by store, person and kind of action, page by page.
 */
const BACK_BAY = 'bos-back-bay';
const ALMOND = 'p-almond-croissant';
let t: TestApp;
let admin: StaffSigned;
let manager: StaffSigned;
let managerId = '';

const audit = (q: string) => asStaff(t.server, admin)('GET', `/api/staff/audit?${q}`);
type Entry = { summary: string; action: string; staff_id: string; location_name: string; time_zone: string };
const entries = async (q: string) => {
  const r = await audit(q);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.entries as Entry[];
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffReady(t.server, t.database, 'audit.admin@larkspur.example', 'admin');
  manager = await staffReady(t.server, t.database, 'audit.manager@larkspur.example', 'manager', [BACK_BAY]);
  const me = await asStaff(t.server, manager)('GET', '/api/staff/session');
  managerId = me.json().data.staff.id as string;
  const as = asStaff(t.server, manager);
  expect(
    (await as('PUT', `/api/staff/locations/${BACK_BAY}/ordering`, { pause: { mode: 'minutes', minutes: 20 } }))
      .statusCode,
  ).toBe(200);
  expect((await as('PUT', `/api/staff/locations/${BACK_BAY}/ordering`, { pause: { mode: 'none' } })).statusCode).toBe(
    200,
  );
  const soldOut = await as('PUT', `/api/staff/locations/${BACK_BAY}/availability`, {
    product_id: ALMOND,
    available: false,
    until: 'further_notice',
  });
  expect(soldOut.statusCode, soldOut.body).toBe(200);
});
afterAll(() => t.close());

describe('the audit log in plain words', () => {
  it('says who did what where, with the store’s name and time zone', async () => {
    const [sold, resumed, paused] = await entries(`location_id=${BACK_BAY}`);
    expect(sold).toMatchObject({
      action: 'availability.set',
      summary: 'audit.manager marked Almond Croissant sold out at Back Bay until further notice',
      location_name: 'Back Bay',
      time_zone: 'America/New_York',
    });
    expect(resumed?.summary).toBe('audit.manager resumed online ordering at Back Bay');
    expect(paused?.summary).toMatch(
      /^audit\.manager paused online ordering at Back Bay for 20 min \(until \d{1,2}:\d{2} [AP]M\)$/,
    );
  });

  it('filters by person and by kind of action', async () => {
    const mine = await entries(`staff_id=${managerId}`);
    // Their first sign-in's password change, the pause, the resume and the sold-out mark.
    expect(mine.map((e) => e.action)).toEqual([
      'availability.set',
      'location.resume',
      'location.pause',
      'staff.password',
    ]);
    expect(mine.every((e) => e.staff_id === managerId)).toBe(true);
    const sold = await entries('action=availability');
    expect(sold.map((e) => e.action)).toEqual(['availability.set']);
    const team = await entries('action=staff');
    expect(team.length).toBeGreaterThan(0);
    expect(team.every((e) => e.action.startsWith('staff.'))).toBe(true);
  });

  it('pages newest first: page 2 goes on where page 1 stopped, with nothing twice', async () => {
    const as = asStaff(t.server, manager);
    // Enough pauses and resumes for a second page of this person's entries.
    for (let i = 0; i < AUDIT_PAGE_SIZE / 2; i++) {
      await as('PUT', `/api/staff/locations/${BACK_BAY}/ordering`, { pause: { mode: 'minutes', minutes: 15 } });
      await as('PUT', `/api/staff/locations/${BACK_BAY}/ordering`, { pause: { mode: 'none' } });
    }
    const first = (await audit(`staff_id=${managerId}&page=1`)).json().data;
    const second = (await audit(`staff_id=${managerId}&page=2`)).json().data;
    expect(first.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.has_more).toBe(true);
    expect(second.page).toBe(2);
    expect(second.has_more).toBe(false);
    // The 50 new entries, then the four from before: the pause, resume, sold-out mark and password.
    expect(second.entries.map((e: Entry) => e.action)).toEqual([
      'availability.set',
      'location.resume',
      'location.pause',
      'staff.password',
    ]);
    const ids = [...first.entries, ...second.entries].map((e: { id: string }) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.entries.every((e: Entry) => e.action.startsWith('location.'))).toBe(true);
  });

  it('names a bad filter', async () => {
    const cases: [string, string][] = [
      ['action=bogus', 'action'],
      ['staff_id=not-a-uuid', 'staff_id'],
      ['page=0', 'page'],
    ];
    for (const [q, field] of cases) {
      const r = await audit(q);
      expect(r.statusCode, q).toBe(400);
      expect(r.body, q).toContain(field);
    }
  });
});

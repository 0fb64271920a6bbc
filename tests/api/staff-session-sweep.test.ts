import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SESSION_IDLE_MS } from '../../src/domain/staff/session-times.ts';
import { staffSessions } from '../../src/server/db/schema/staff.ts';
import { createStaffSessionSweep } from '../../src/server/modules/staff/session-sweep.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { query } from './checkout-support.ts';
import { asStaff, staffReady, type StaffSigned } from './staff-support.ts';

/**
 * Expired staff sessions are deleted in batches (decision 241), on both databases: past
 * expires_at or idle too long; live ones — and the signed-in person — are left alone.
 */
let t: TestApp;
let signed: StaffSigned;
let staffId: string;

beforeAll(async () => {
  t = await createTestApp();
  signed = await staffReady(t.server, t.database, 'sweep.staff@larkspur.example', 'admin');
  const rows = await query(t, sql`select id from staff_members where email = 'sweep.staff@larkspur.example'`);
  staffId = (rows.rows[0] as { id: string }).id;
});
afterAll(() => t.close());

const count = async () =>
  ((await query(t, sql`select count(*)::int as n from staff_sessions`)).rows[0] as { n: number }).n;

describe('staff session sweep', () => {
  it('deletes expired and idle sessions in batches and keeps live ones', async () => {
    const now = new Date();
    const hour = 3600_000;
    const row = (name: string, lastSeenAt: Date, expiresAt: Date) => ({
      idHash: `sweep-${name}`,
      staffId,
      csrfToken: 'x',
      createdAt: new Date(now.getTime() - 48 * hour),
      lastSeenAt,
      expiresAt,
    });
    await t.database.db
      .insert(staffSessions)
      .values([
        ...[1, 2, 3].map((i) =>
          row(`expired-${i}`, new Date(now.getTime() - hour), new Date(now.getTime() - i * 1000)),
        ),
        ...[1, 2].map((i) =>
          row(
            `idle-${i}`,
            new Date(now.getTime() - STAFF_SESSION_IDLE_MS - i * 1000),
            new Date(now.getTime() + 24 * hour),
          ),
        ),
        row('live', new Date(now.getTime() - hour), new Date(now.getTime() + 24 * hour)),
      ]);
    const before = await count();
    // Batches of 2: three full-or-short runs delete all five, whatever order the database picks.
    const sweep = createStaffSessionSweep({ db: t.database.db, now: () => now, batch: 2 });
    expect(await sweep.sweep()).toBe(5);
    expect(await count()).toBe(before - 5);
    const left = (await query(t, sql`select id_hash from staff_sessions where id_hash like 'sweep-%'`)).rows as {
      id_hash: string;
    }[];
    expect(left.map((r) => r.id_hash)).toEqual(['sweep-live']);
    expect(await sweep.sweep()).toBe(0);
    // The real signed-in session survived and still works.
    expect((await asStaff(t.server, signed)('GET', '/api/staff/session')).statusCode).toBe(200);
  });

  it('a week and a day later every session has passed its absolute lifetime', async () => {
    const sweep = createStaffSessionSweep({ db: t.database.db, now: () => new Date(Date.now() + 8 * 24 * 3600_000) });
    expect(await sweep.sweep()).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(0);
  });
});

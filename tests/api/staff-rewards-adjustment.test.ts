import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetail } from '../../src/domain/customers/customer-detail-contract.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { tempOutbox } from './account-support.ts';
import { openAroundTheClock } from './cart-support.ts';
import { newKey, query } from './checkout-support.ts';
import { BACK_BAY, adjust, customer, staffCall, written } from './customers-support.ts';
import { staffReady, type StaffSigned } from './staff-support.ts';

/**
 * A rewards adjustment by the store office (rewards on): points added or taken away with a
 * reason, appended to the ledger once per Idempotency-Key, never taking the balance below zero,
 * audited in plain words; bad input is a 4xx naming the field and writes nothing.
 */
let t: TestApp;
const who = {} as Record<'admin' | 'manager' | 'other' | 'lead', StaffSigned>;
let ann: Awaited<ReturnType<typeof customer>>;

const page = async (id: string) => {
  const r = await staffCall(t, who.manager)('GET', `/api/staff/customers/${id}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as CustomerDetail;
};

beforeAll(async () => {
  t = await createTestApp({
    OUTBOX_DIR: tempOutbox(),
    FEATURE_REWARDS: 'true',
    ACCOUNT_LIMIT_PER_IP: '1000',
    CARD_TOKENS_PER_IP: '1000',
    RATE_LIMIT_PER_MINUTE: '100000',
  });
  await openAroundTheClock(t, [BACK_BAY]);
  who.manager = await staffReady(t.server, t.database, 'rhea@larkspur.example', 'manager', [BACK_BAY]);
  who.admin = await staffReady(t.server, t.database, 'adj.admin@larkspur.example', 'admin');
  who.lead = await staffReady(t.server, t.database, 'adj.lead@larkspur.example', 'lead', [BACK_BAY]);
  const { rows } = await query(t, sql`select id from locations where id <> ${BACK_BAY} order by id limit 1`);
  who.other = await staffReady(t.server, t.database, 'adj.other@larkspur.example', 'manager', [String(rows[0]?.id)]);
  ann = await customer(t, 'ann.lee.adj@larkspur.example', 'Ann', 'Lee', '6175550111');
  // Every staff account and member hashes passwords (argon2): a budget, not a speed check.
}, 180_000);
afterAll(() => t.close());

describe('rewards adjustment', () => {
  it('refuses bad input with a 4xx naming the field, and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ reason: 'birthday' }, 'points'],
      [{ points: 0, reason: 'birthday' }, 'points'],
      [{ points: 1.5, reason: 'birthday' }, 'points'],
      [{ points: '50', reason: 'birthday' }, 'points'],
      [{ points: 10_001, reason: 'birthday' }, 'points'],
      [{ points: 50 }, 'reason'],
      [{ points: 50, reason: '   ' }, 'reason'],
      [{ points: 50, reason: 'x'.repeat(121) }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const r = await adjust(t, who.manager, ann.id, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().field, JSON.stringify(body)).toBe(field);
    }
    const extra = await adjust(t, who.manager, ann.id, { points: 50, reason: 'birthday', balance: 999 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toContain('balance');
    const noKey = await staffCall(t, who.manager)('POST', `/api/staff/customers/${ann.id}/rewards-adjustments`, {
      points: 50,
      reason: 'birthday',
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().field).toBe('idempotency-key');
    expect(await written(t, ann.id)).toEqual({ ledger: 0, sum: 0, balance: null, audits: 0 });
  });

  it('adds points with a reason: the new balance, the history row with who, the audit in plain words', async () => {
    const r = await adjust(t, who.manager, ann.id, { points: 50, reason: '  birthday ' });
    expect(r.statusCode, r.body).toBe(200);
    const { rewards, replayed } = r.json().data as {
      rewards: NonNullable<CustomerDetail['rewards']>;
      replayed: boolean;
    };
    expect(replayed).toBe(false);
    expect(rewards.balance).toBe(50);
    expect(rewards.history[0]).toMatchObject({
      kind: 'adjustment',
      points: 50,
      text: '+50 points — birthday',
      by: 'rhea',
    });
    expect((await page(ann.id)).rewards?.balance).toBe(50);
    const audit = await staffCall(t, who.admin)('GET', '/api/staff/audit?action=customer');
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json().data.entries.map((e: { summary: string }) => e.summary)).toEqual([
      "rhea added 50 points to Ann Lee's rewards: birthday",
    ]);
    expect(await written(t, ann.id)).toMatchObject({ ledger: 1, sum: 50, balance: 50, audits: 1 });
    // The member sees the same ledger (their first look also posts the programme's welcome points).
    const own = await ann.shopper.call('GET', '/api/account/rewards');
    expect(own.body.data.history.map((h: { text: string }) => h.text)).toContain('+50 points — birthday');
  });

  it('never takes the balance below zero, even when two take-aways race', async () => {
    const before = (await page(ann.id)).rewards!.balance;
    const tooMuch = await adjust(t, who.manager, ann.id, { points: -(before + 1), reason: 'wrong order' });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ field: 'points' });
    expect(tooMuch.json().message).toContain(`take away at most ${before}`);
    const half = -Math.ceil((before * 2) / 3);
    const raced = await Promise.all([
      adjust(t, who.manager, ann.id, { points: half, reason: 'duplicate visit' }),
      adjust(t, who.admin, ann.id, { points: half, reason: 'duplicate visit' }),
    ]);
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const after = await written(t, ann.id);
    expect(after.balance).toBe(before + half);
    expect(after.balance).toBeGreaterThanOrEqual(0);
    expect(after.sum).toBe(after.balance);
  });

  it('posts once per Idempotency-Key; the same key with other points is a conflict', async () => {
    const key = newKey();
    const first = await adjust(t, who.manager, ann.id, { points: 25, reason: 'sorry for the wait' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const counts = await written(t, ann.id);
    const again = await adjust(t, who.manager, ann.id, { points: 25, reason: 'sorry for the wait' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.replayed).toBe(true);
    expect(again.json().data.rewards.balance).toBe(first.json().data.rewards.balance);
    expect(await written(t, ann.id)).toEqual(counts);
    const other = await adjust(t, who.manager, ann.id, { points: 30, reason: 'sorry for the wait' }, key);
    expect(other.statusCode).toBe(409);
    expect(await written(t, ann.id)).toEqual(counts);
  });

  it('takes points away in words, and keeps the door shut for leads and other stores', async () => {
    const r = await adjust(t, who.manager, ann.id, { points: -1, reason: 'typo' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.rewards.history[0]).toMatchObject({ points: -1, text: '−1 points — typo' });
    const audit = await staffCall(t, who.admin)('GET', '/api/staff/audit?action=customer');
    expect(audit.json().data.entries[0].summary).toBe("rhea took 1 point from Ann Lee's rewards: typo");
    expect((await adjust(t, who.lead, ann.id, { points: 5, reason: 'x' })).statusCode).toBe(403);
    expect((await adjust(t, who.other, ann.id, { points: 5, reason: 'x' })).statusCode).toBe(404);
    expect(
      (await adjust(t, who.manager, '00000000-0000-4000-8000-000000000000', { points: 5, reason: 'x' })).statusCode,
    ).toBe(404);
  });
});

import { desc, eq } from 'drizzle-orm';
import { AppError } from '../../../domain/app-error.ts';
import { CUSTOMER_HISTORY_SHOWN, type CustomerRewards } from '../../../domain/customers/customer-detail-contract.ts';
import { adjustmentKey, adjustmentProblem, staffSource } from '../../../domain/customers/rewards-adjustment.ts';
import { describeEntry } from '../../../domain/rewards/history.ts';
import { expiryDate, hasExpired } from '../../../domain/rewards/points.ts';
import type { Programme } from '../../../domain/rewards/programme.ts';
import { rewardLedger } from '../../db/schema/rewards.ts';
import { staffMembers } from '../../db/schema/staff.ts';
import type { Tx } from '../../db/tx.ts';
import * as repo from './repo.ts';

export const REWARDS_OFF = 'Rewards are switched off for this brand, so points cannot be adjusted.';

/**
 * Points that have lapsed (no activity for `expiry_months`) are taken off, once (the key names
 * the last activity), before anything else moves them. Call with the account locked.
 */
export async function lapseIfDue(tx: Tx, programme: Programme, account: repo.AccountRow, at: Date): Promise<number> {
  if (account.balance <= 0 || !hasExpired(account.lastActivityAt, programme.expiry_months, at)) return account.balance;
  await repo.post(tx, {
    memberId: account.memberId,
    kind: 'expiry',
    points: -account.balance,
    label: 'Points expired',
    idempotencyKey: `expiry:${account.memberId}:${account.lastActivityAt?.toISOString() ?? ''}`,
    at,
  });
  return 0;
}

export interface Adjustment {
  memberId: string;
  customerName: string;
  staffId: string;
  idempotencyKey: string;
  points: number;
  reason: string;
}

/**
 * The store office's side of the ledger: a member's balance and history as staff read them
 * (who adjusted, never posting a grant), and a staff adjustment appended under its own key.
 */
export function createStaffRewards(programme: Programme, enabled: boolean, now: () => Date = () => new Date()) {
  return {
    enabled,

    async view(db: Tx, memberId: string): Promise<CustomerRewards | null> {
      if (!enabled) return null;
      const [account, entries] = await Promise.all([
        repo.findAccount(db, memberId),
        db
          .select({ entry: rewardLedger, by: staffMembers.displayName })
          .from(rewardLedger)
          .leftJoin(staffMembers, eq(staffMembers.id, repo.ledgerStaffId))
          .where(eq(rewardLedger.memberId, memberId))
          .orderBy(desc(rewardLedger.createdAt), desc(rewardLedger.id))
          .limit(CUSTOMER_HISTORY_SHOWN),
      ]);
      const last = account?.lastActivityAt ?? null;
      // Lapsed points read as gone, as the member's own page and the next adjustment make them.
      const lapsed = (account?.balance ?? 0) > 0 && hasExpired(last, programme.expiry_months, now());
      const balance = lapsed ? 0 : (account?.balance ?? 0);
      return {
        balance,
        expires_at: last && (balance > 0 || lapsed) ? expiryDate(last, programme.expiry_months).toISOString() : null,
        lapsed,
        history: entries.map(({ entry, by }) => ({
          id: entry.id,
          kind: entry.kind,
          points: entry.points,
          text: describeEntry(entry),
          at: entry.createdAt.toISOString(),
          by: entry.kind === 'adjustment' ? by : null,
        })),
      };
    },

    /** Posts the adjustment, or nothing for a key already posted with the same points and reason. */
    async adjust(tx: Tx, a: Adjustment): Promise<{ posted: boolean; before: number; after: number }> {
      if (!enabled) throw new AppError('CONFLICT', REWARDS_OFF);
      const key = adjustmentKey(a.memberId, a.idempotencyKey);
      await repo.ensureAccount(tx, a.memberId);
      const account = await repo.lockAccount(tx, a.memberId);
      if (!account) throw new AppError('NOT_FOUND', 'No such customer');
      const replay = await repo.findByKey(tx, key);
      if (replay) {
        if (replay.points !== a.points || replay.label !== a.reason)
          throw new AppError('CONFLICT', 'This Idempotency-Key was used for a different adjustment.');
        return { posted: false, before: account.balance - a.points, after: account.balance };
      }
      const at = now();
      const before = await lapseIfDue(tx, programme, account, at);
      const problem = adjustmentProblem(before, a.points, a.customerName);
      if (problem) throw new AppError('VALIDATION', problem, { field: 'points' });
      await repo.post(tx, {
        memberId: a.memberId,
        kind: 'adjustment',
        points: a.points,
        label: a.reason,
        idempotencyKey: key,
        sourceId: staffSource(a.staffId),
        at,
      });
      return { posted: true, before, after: before + a.points };
    },
  };
}

export type StaffRewards = ReturnType<typeof createStaffRewards>;

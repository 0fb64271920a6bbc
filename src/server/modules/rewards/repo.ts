import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { offerAvailable } from '../../../domain/rewards/eligibility.ts';
import type { LedgerKind } from '../../../domain/rewards/history.ts';
import { coupons } from '../../db/schema/carts.ts';
import { rewardAccounts, rewardApplications, rewardLedger } from '../../db/schema/rewards.ts';
import type { Tx } from '../../db/tx.ts';

export type AccountRow = typeof rewardAccounts.$inferSelect;
export type LedgerRow = typeof rewardLedger.$inferSelect;
export type ApplicationRow = typeof rewardApplications.$inferSelect;

export interface Entry {
  memberId: string;
  kind: LedgerKind;
  points: number;
  label: string;
  idempotencyKey: string;
  orderId?: string | null;
  orderNumber?: string | null;
  sourceId?: string | null;
  at: Date;
}

export async function ensureAccount(tx: Tx, memberId: string): Promise<void> {
  await tx.insert(rewardAccounts).values({ memberId }).onConflictDoNothing();
}

/** The account row under lock: every balance change of one member waits here. */
export async function lockAccount(tx: Tx, memberId: string): Promise<AccountRow | null> {
  const [row] = await tx.select().from(rewardAccounts).where(eq(rewardAccounts.memberId, memberId)).for('update');
  return row ?? null;
}

export async function findAccount(tx: Tx, memberId: string): Promise<AccountRow | null> {
  const [row] = await tx.select().from(rewardAccounts).where(eq(rewardAccounts.memberId, memberId));
  return row ?? null;
}

/**
 * Posts one entry and moves the balance with it — or nothing, when its idempotency key was
 * already posted (a replayed event). Call with the account locked. True when it posted.
 */
export async function post(tx: Tx, e: Entry): Promise<boolean> {
  const [row] = await tx
    .insert(rewardLedger)
    .values({
      memberId: e.memberId,
      kind: e.kind,
      points: e.points,
      label: e.label,
      idempotencyKey: e.idempotencyKey,
      orderId: e.orderId ?? null,
      orderNumber: e.orderNumber ?? null,
      sourceId: e.sourceId ?? null,
      createdAt: e.at,
    })
    .onConflictDoNothing({ target: rewardLedger.idempotencyKey })
    .returning({ id: rewardLedger.id });
  if (!row) return false;
  const activity = e.kind === 'expiry' ? {} : { lastActivityAt: e.at };
  await tx
    .update(rewardAccounts)
    .set({ balance: sql`${rewardAccounts.balance} + ${e.points}`, updatedAt: e.at, ...activity })
    .where(eq(rewardAccounts.memberId, e.memberId));
  return true;
}

export async function history(tx: Tx, memberId: string, limit: number): Promise<LedgerRow[]> {
  return tx
    .select()
    .from(rewardLedger)
    .where(eq(rewardLedger.memberId, memberId))
    .orderBy(desc(rewardLedger.createdAt), desc(rewardLedger.id))
    .limit(limit);
}

export async function orderEntries(tx: Tx, orderId: string): Promise<LedgerRow[]> {
  return tx.select().from(rewardLedger).where(eq(rewardLedger.orderId, orderId));
}

/**
 * Each offer's uses and give-backs by this member: an offer is in use when it has
 * more uses than give-backs; the give-backs count names the next use's once-key.
 */
export async function offerUses(tx: Tx, memberId: string): Promise<Map<string, { uses: number; givenBack: number }>> {
  const rows = await tx
    .select({ sourceId: rewardLedger.sourceId, kind: rewardLedger.kind, points: rewardLedger.points })
    .from(rewardLedger)
    .where(and(eq(rewardLedger.memberId, memberId), inArray(rewardLedger.kind, ['offer', 'return'])));
  const byOffer = new Map<string, { uses: number; givenBack: number }>();
  for (const r of rows) {
    if (r.kind === 'return' && r.points !== 0) continue; // a reward's points given back
    const entry = byOffer.get(r.sourceId ?? '') ?? { uses: 0, givenBack: 0 };
    if (r.kind === 'offer') entry.uses += 1;
    else entry.givenBack += 1;
    byOffer.set(r.sourceId ?? '', entry);
  }
  return byOffer;
}

/** The offers this member may not use now (used, and not given back). */
export async function usedOffers(tx: Tx, memberId: string): Promise<Set<string>> {
  const uses = await offerUses(tx, memberId);
  return new Set([...uses].filter(([, u]) => !offerAvailable(u.uses, u.givenBack)).map(([id]) => id));
}

export async function hasKey(tx: Tx, key: string): Promise<boolean> {
  return Boolean(await findByKey(tx, key));
}

export async function findByKey(tx: Tx, key: string): Promise<LedgerRow | null> {
  const [row] = await tx.select().from(rewardLedger).where(eq(rewardLedger.idempotencyKey, key));
  return row ?? null;
}

/** The staff member of an adjustment, whose source is `staff:<id>` (null for any other entry). */
export const ledgerStaffId = sql<string>`case when ${rewardLedger.sourceId} like 'staff:%' then substr(${rewardLedger.sourceId}, 7)::uuid end`;

export async function setBirthday(tx: Tx, memberId: string, month: number, day: number): Promise<void> {
  await tx
    .update(rewardAccounts)
    .set({ birthMonth: month, birthDay: day, updatedAt: new Date() })
    .where(eq(rewardAccounts.memberId, memberId));
}

/** A reward or offer on a bag: its application row and the cart coupon it is priced as. */
export async function insertApplication(
  tx: Tx,
  a: Omit<ApplicationRow, 'createdAt'>,
  coupon: {
    kind: 'free_item' | 'fixed' | 'percent';
    value: number;
    productId: string | null;
    productIds: string[] | null;
    minSubtotalCents: number;
  },
): Promise<void> {
  await tx.insert(coupons).values({
    code: a.code,
    kind: coupon.kind,
    value: coupon.value,
    productId: coupon.productId,
    productIds: coupon.productIds,
    minSubtotalCents: coupon.minSubtotalCents,
    expiresAt: null,
    label: a.label,
  });
  await tx.insert(rewardApplications).values(a);
}

export async function findApplication(tx: Tx, code: string): Promise<ApplicationRow | null> {
  const [row] = await tx.select().from(rewardApplications).where(eq(rewardApplications.code, code));
  return row ?? null;
}

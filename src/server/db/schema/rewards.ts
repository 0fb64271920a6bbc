import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt, uuidId } from './columns.ts';
import type { LedgerKind } from '../../../domain/rewards/history.ts';
import { members } from './members.ts';

/**
 * A member's place in the rewards programme. `balance` is the running
 * sum of the member's ledger, changed only in the same statement/transaction as each entry: it
 * is the row every redemption locks and checks (`balance >= cost`), the way gift cards are
 * debited, so concurrent redemptions of the same points serialise on it. The ledger is the record.
 */
export const rewardAccounts = pgTable(
  'reward_accounts',
  {
    memberId: uuid('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    /** Last earning or spending: points lapse `expiry_months` after it. */
    lastActivityAt: timestamptz('last_activity_at'),
    birthMonth: smallint('birth_month'),
    birthDay: smallint('birth_day'),
    updatedAt: updatedAt(),
  },
  (t) => [check('reward_accounts_balance', sql`${t.balance} >= 0`)],
);

/**
 * The append-only points ledger (DESIGN §10): every entry names what caused it (an order, a
 * reward, an offer, a grant) and carries a unique idempotency key, so replaying an event never
 * posts twice. Entries are never updated or deleted; a correction is a new entry.
 */
export const rewardLedger = pgTable(
  'reward_ledger',
  {
    id: uuidId(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    points: integer('points').notNull(),
    /** The causing order, when there is one (no foreign key: the order may be written by the same statement). */
    orderId: uuid('order_id'),
    orderNumber: text('order_number'),
    /** The reward or offer id of a redemption, return or offer use. */
    sourceId: text('source_id'),
    label: text('label').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reward_ledger_member_idx').on(t.memberId, t.createdAt),
    index('reward_ledger_order_idx').on(t.orderId),
    check(
      'reward_ledger_kind',
      sql`${t.kind} in ('accrual', 'redemption', 'reversal', 'return', 'expiry', 'adjustment', 'welcome', 'birthday', 'offer')`,
    ),
  ],
);

/**
 * A reward or offer put on a bag: the bag's coupon code names this row, so
 * checkout knows whose points to take and that the bag is the one it was put on.
 */
export const rewardApplications = pgTable(
  'reward_applications',
  {
    code: text('code').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    cartId: uuid('cart_id').notNull(),
    source: text('source').$type<'reward' | 'offer'>().notNull(),
    sourceId: text('source_id').notNull(),
    points: integer('points').notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reward_applications_cart_idx').on(t.cartId),
    check('reward_applications_source', sql`${t.source} in ('reward', 'offer')`),
  ],
);

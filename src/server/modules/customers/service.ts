import { AppError } from '../../../domain/app-error.ts';
import { CUSTOMER_ORDERS_SHOWN, type CustomerDetail } from '../../../domain/customers/customer-detail-contract.ts';
import { CUSTOMER_SEARCH_LIMIT, type CustomerHit } from '../../../domain/customers/customer-search-contract.ts';
import type { RewardsAdjustmentRequest } from '../../../domain/customers/rewards-adjustment-contract.ts';
import { customerName } from '../../../domain/customers/rewards-adjustment.ts';
import { parseOrderSearch } from '../../../domain/orders/search-text.ts';
import { runsEveryLocation } from '../../../domain/staff/roles.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import { REWARDS_OFF, type StaffRewards } from '../rewards/index.ts';
import { recordAudit, type StaffContext } from '../staff/index.ts';
import * as repo from './repo.ts';

const NO_SUCH_CUSTOMER = 'No such customer.';

/** A manager sees the customers who ordered at their stores; an admin sees every customer. */
const scopeOf = (c: StaffContext): repo.StoreScope => (runsEveryLocation(c.staff.role) ? null : c.locationIds);

/**
 * Customer lookup for the store office: find a member, read their orders, refunds, gift cards
 * and points, and adjust the points with a reason (audited in the same transaction).
 */
export function createCustomerService(o: { db: Db; rewards: StaffRewards }) {
  const { db, rewards } = o;

  /** The member if the caller may see them; anyone else reads exactly like an unknown id. */
  async function visibleMember(tx: Tx, c: StaffContext, id: string) {
    const member = await repo.findMember(tx, id);
    if (!member || !(await repo.orderedInScope(tx, id, scopeOf(c)))) throw new AppError('NOT_FOUND', NO_SUCH_CUSTOMER);
    return member;
  }

  return {
    async search(c: StaffContext, q: string): Promise<{ customers: CustomerHit[]; has_more: boolean }> {
      const term = parseOrderSearch(q);
      const stores = scopeOf(c);
      if (!term || stores?.length === 0) return { customers: [], has_more: false };
      const rows = await repo.searchMembersQuery(db, term, stores, CUSTOMER_SEARCH_LIMIT + 1);
      return {
        customers: rows.slice(0, CUSTOMER_SEARCH_LIMIT).map((r) => ({
          id: r.id,
          name: customerName(r),
          email: r.email,
          phone: r.phone,
          orders: r.orders,
          last_order_at: r.lastOrderAt?.toISOString() ?? null,
        })),
        has_more: rows.length > CUSTOMER_SEARCH_LIMIT,
      };
    },

    async detail(c: StaffContext, id: string): Promise<CustomerDetail> {
      const member = await visibleMember(db, c, id);
      const stores = scopeOf(c);
      const [orders, refunds, cards, points] = await Promise.all([
        repo.memberOrders(db, id, stores, CUSTOMER_ORDERS_SHOWN),
        repo.memberRefunds(db, id, stores, CUSTOMER_ORDERS_SHOWN),
        repo.memberCards(db, id),
        rewards.view(db, id),
      ]);
      return {
        customer: {
          id: member.id,
          first_name: member.firstName ?? '',
          last_name: member.lastName ?? '',
          name: customerName(member),
          email: member.email,
          phone: member.phone,
          member_since: member.createdAt.toISOString(),
        },
        scope: stores ? 'stores' : 'all',
        order_count: orders.count,
        orders: orders.rows.map((r) => ({
          id: r.id,
          number: r.number,
          location_name: r.locationName,
          time_zone: r.timeZone,
          placed_at: r.createdAt.toISOString(),
          handoff: r.handoff,
          status: r.status,
          total_cents: r.totals.total,
          refunded_cents: Number(r.refunded),
        })),
        refunds: refunds.map((r) => ({
          id: r.id,
          order_id: r.orderId,
          order_number: r.orderNumber,
          amount_cents: r.amountCents,
          reason: r.reason,
          by: r.by,
          at: r.createdAt.toISOString(),
        })),
        gift_cards: cards.map((g) => ({
          last4: g.last4,
          balance_cents: g.balanceCents,
          added_at: g.addedAt.toISOString(),
        })),
        rewards: points,
      };
    },

    /** Adds or takes away points with a reason: once per Idempotency-Key, never below zero, audited. */
    async adjust(c: StaffContext, id: string, idempotencyKey: string, input: RewardsAdjustmentRequest) {
      if (!rewards.enabled) throw new AppError('CONFLICT', REWARDS_OFF);
      const replayed = await db.transaction(async (tx) => {
        const member = await visibleMember(tx, c, id);
        const name = customerName(member);
        const moved = await rewards.adjust(tx, {
          memberId: id,
          customerName: name,
          staffId: c.staff.id,
          idempotencyKey,
          points: input.points,
          reason: input.reason,
        });
        if (moved.posted)
          await recordAudit(tx, {
            staffId: c.staff.id,
            action: 'customer.rewards_adjust',
            target: `member:${id}`,
            before: { balance: moved.before },
            after: { customer_name: name, points: input.points, reason: input.reason, balance: moved.after },
          });
        return !moved.posted;
      });
      const points = await rewards.view(db, id);
      if (!points) throw new AppError('CONFLICT', REWARDS_OFF);
      return { rewards: points, replayed };
    },
  };
}

export type CustomerService = ReturnType<typeof createCustomerService>;

import type { FastifyInstance } from 'fastify';
import { isFeatureEnabled, type AppInfo } from '../../../domain/app-info.ts';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MemberResolver } from '../account/index.ts';
import type { CartService } from '../cart/index.ts';
import type { CheckoutModuleOptions } from '../checkout/index.ts';
import type { RefundHook } from '../refunds/index.ts';
import { createOrderLedger, createRefundLedger } from './ledger.ts';
import { loadProgramme } from './load-programme.ts';
import { rewardsRoutes } from './routes.ts';
import { createRewardsService } from './service.ts';
import { createStaffRewards, type StaffRewards } from './staff-rewards.ts';

/**
 * App wiring of rewards and offers. The programme file is checked at
 * every boot, on or off, so a broken one is found before it is switched on. Only the halves that
 * are on register routes (off: unknown routes, 404) and hand checkout and the status change their
 * hooks; with both off checkout and orders run without them.
 */
export async function registerRewards(
  api: FastifyInstance,
  deps: { app: AppInfo; config: ServerConfig; db: Db; carts: CartService; resolveMember: MemberResolver },
): Promise<Pick<CheckoutModuleOptions, 'rewards'> & { onRefund?: RefundHook; staff: StaffRewards }> {
  const programme = loadProgramme(deps.config.REWARDS_CONFIG);
  const enabled = {
    rewards: isFeatureEnabled(deps.app, 'get_rewards'),
    offers: isFeatureEnabled(deps.app, 'get_offers'),
  };
  // The store office reads and adjusts points only while rewards are on.
  const staff = createStaffRewards(programme, enabled.rewards);
  if (!enabled.rewards && !enabled.offers) return { staff };
  const rewards = createRewardsService({ db: deps.db, programme, carts: deps.carts, enabled });
  await api.register(rewardsRoutes(rewards, { resolveMember: deps.resolveMember, enabled }));
  const now = () => new Date();
  return {
    staff,
    rewards: { redemptions: rewards.redemptions, onStatus: createOrderLedger(programme, now) },
    // A staff refund reverses points only while rewards are on; offers given back ride with it.
    onRefund: createRefundLedger(programme, now),
  };
}

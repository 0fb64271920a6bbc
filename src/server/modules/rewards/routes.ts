import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { cartIdParams, cartReply } from '../../../domain/cart/cart-contract.ts';
import { applyOfferRequest, applyRewardRequest } from '../../../domain/rewards/apply-reward-contract.ts';
import { birthdayReply, birthdayRequest } from '../../../domain/rewards/birthday-contract.ts';
import { offersReply, rewardsSummaryReply } from '../../../domain/rewards/rewards-summary-contract.ts';
import { requireMember, type MemberResolver } from '../account/index.ts';
import type { CartOwner } from '../cart/index.ts';
import type { RewardsService } from './service.ts';
import { privateNoStore, routeSchemaFor } from '../../http/route-schema.ts';

const route = routeSchemaFor(['rewards'], 'member');

/** The signed-in member and their cart-owner identity; a guest is 401 (rewards are members' only). */
async function memberOf(
  resolveMember: MemberResolver,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<{ memberId: string; owner: CartOwner }> {
  const member = await requireMember(resolveMember, request, reply);
  const session = await request.session.get();
  return { memberId: member.id, owner: { sessionIdHash: session?.idHash ?? '', memberId: member.id } };
}

/**
 * Rewards and offers. Registered only for the halves that are on (`get_rewards`,
 * `get_offers` not disabled, spec §6): off, every path is an unknown API route (404), like group
 * orders. Every reply is private.
 */
export const rewardsRoutes =
  (
    service: RewardsService,
    deps: { resolveMember: MemberResolver; enabled: { rewards: boolean; offers: boolean } },
  ): FastifyPluginAsyncZod =>
  async (server) => {
    const { resolveMember, enabled } = deps;
    server.addHook('onSend', privateNoStore);

    if (enabled.rewards) {
      server.get(
        '/account/rewards',
        route({ summary: 'The member’s points, rewards, history and offers' }, rewardsSummaryReply),
        async (request, reply) => {
          const { memberId } = await memberOf(resolveMember, request, reply);
          return ok(await service.summary(memberId));
        },
      );

      server.put(
        '/account/rewards/birthday',
        route(
          { summary: 'Set the birthday (month and day) for the birthday reward', body: birthdayRequest },
          birthdayReply,
        ),
        async (request, reply) => {
          const { memberId } = await memberOf(resolveMember, request, reply);
          return ok(await service.setBirthday(memberId, request.body.month, request.body.day));
        },
      );

      server.post(
        '/carts/:id/rewards',
        route(
          {
            summary:
              'Apply a reward to the bag (a free item goes on the most expensive eligible line unless line_id names one)',
            params: cartIdParams,
            body: applyRewardRequest,
          },
          cartReply,
        ),
        async (request, reply) => {
          const { memberId, owner } = await memberOf(resolveMember, request, reply);
          return ok(
            await service.applyReward(owner, memberId, request.params.id, request.body.reward_id, request.body.line_id),
          );
        },
      );
    }

    if (enabled.offers) {
      server.get('/account/offers', route({ summary: 'The member’s offers' }, offersReply), async (request, reply) => {
        const { memberId } = await memberOf(resolveMember, request, reply);
        return ok({ offers: (await service.summary(memberId)).offers ?? [] });
      });

      server.post(
        '/carts/:id/offers',
        route(
          { summary: 'Apply an offer to the bag (one use per member)', params: cartIdParams, body: applyOfferRequest },
          cartReply,
        ),
        async (request, reply) => {
          const { memberId, owner } = await memberOf(resolveMember, request, reply);
          return ok(await service.applyOffer(owner, memberId, request.params.id, request.body.offer_id));
        },
      );
    }

    // Spec §7 "remove reward": takes the bag's reward or offer off.
    server.delete(
      '/carts/:id/rewards',
      route({ summary: 'Remove reward (or offer) from the bag', params: cartIdParams }, cartReply),
      async (request, reply) => {
        const { memberId, owner } = await memberOf(resolveMember, request, reply);
        return ok(await service.removeReward(owner, memberId, request.params.id));
      },
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppInfo } from '../../../domain/app-info.ts';
import type { Db } from '../../db/client.ts';
import type { GiftCardAttempts } from '../gift-cards/index.ts';
import { authRoutes } from './auth-routes.ts';
import { giftCardRoutes } from './gift-card-routes.ts';
import { profileRoutes } from './profile-routes.ts';
import { savedRoutes } from './saved-routes.ts';
import { verifyEmailRoutes } from './verify-email-routes.ts';
import type { AccountService } from './service.ts';
import type { MemberResolver } from './viewer.ts';

export interface AccountRouteDeps {
  db: Db;
  app: AppInfo;
  service: AccountService;
  resolveMember: MemberResolver;
  /** The one gift card attempt counter of every path. */
  giftCardAttempts: GiftCardAttempts;
}

/** /api/account/*. */
export const accountRoutes =
  (deps: AccountRouteDeps): FastifyPluginAsyncZod =>
  async (server) => {
    await server.register(authRoutes(deps));
    await server.register(profileRoutes(deps));
    await server.register(savedRoutes(deps));
    await server.register(giftCardRoutes(deps));
    await server.register(verifyEmailRoutes(deps));
  };

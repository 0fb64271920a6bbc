import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { subscribeReply, subscribeRequest } from '../../../domain/newsletter.ts';
import type { Db } from '../../db/client.ts';
import { upsertSubscription } from './repo.ts';

export const newsletterRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (server) => {
    server.post(
      '/subscribe',
      {
        schema: {
          tags: ['newsletter'],
          access: 'public',
          summary: 'Subscribe to the newsletter (spec §7)',
          body: subscribeRequest,
          response: { 200: subscribeReply },
        },
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      },
      async (request) => {
        await upsertSubscription(db, request.body.email, 'footer');
        return ok({ email: request.body.email, subscribed: true as const });
      },
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { CSRF_HEADER } from '../../../domain/session.ts';
import { sessionReply } from '../../../domain/session-contract.ts';
import { hasCsrfCookie, setCsrfCookie } from './session-plugin.ts';

/** GET /api/session: the CSRF token for this visitor (creating the session if needed). */
export const sessionRoutes: FastifyPluginAsyncZod = async (server) => {
  server.get(
    '/session',
    { schema: { tags: ['session'], access: 'visitor', response: { 200: sessionReply } } },
    async (request, reply) => {
      const session = await request.session.ensure(reply);
      // A session made before the readable token cookie existed gets it here.
      if (!hasCsrfCookie(request, session.csrfToken) && !reply.hasHeader(CSRF_HEADER))
        setCsrfCookie(request, reply, session.csrfToken);
      reply.header('cache-control', 'no-store');
      return ok({ csrf_token: session.csrfToken, signed_in: session.memberId !== null });
    },
  );
};

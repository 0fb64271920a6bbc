import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { messageReply } from '../../../domain/account/auth-contract.ts';
import { emailVerified, verifyEmailReply, verifyEmailRequest } from '../../../domain/account/verify-email-contract.ts';
import type { AccountRouteDeps } from './routes.ts';
import { requireMember } from './viewer.ts';

const noStore = { 'cache-control': 'no-store' };

/** E-mail verification: the member asks for a link; the link (opened anywhere) verifies and claims guest orders. */
export const verifyEmailRoutes =
  ({ service, resolveMember }: AccountRouteDeps): FastifyPluginAsyncZod =>
  async (server) => {
    server.post(
      '/email-verification',
      {
        schema: {
          tags: ['account'],
          access: 'member',
          summary: "E-mail a new verification link to the member's address",
          response: { 200: messageReply },
        },
      },
      async (request, reply) => {
        const member = await requireMember(resolveMember, request, reply);
        reply.headers(noStore);
        return ok({ message: await service.sendVerification(member, request.ip) });
      },
    );

    server.post(
      '/verify-email',
      {
        schema: {
          tags: ['account'],
          access: 'public',
          summary: 'Verify the e-mail with an e-mailed link (single use, expiring); claims its guest orders',
          body: verifyEmailRequest,
          response: { 200: verifyEmailReply },
        },
      },
      async (request, reply) => {
        const claimed = await service.verifyEmail(request.body.token);
        reply.headers(noStore);
        return ok({ message: emailVerified(claimed), claimed });
      },
    );
  };

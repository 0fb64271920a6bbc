import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { AppError } from '../../../domain/app-error.ts';
import { isFeatureEnabled } from '../../../domain/app-info.ts';
import {
  forgotPasswordRequest,
  messageReply,
  resetPasswordRequest,
  signInReply,
  signInRequest,
  signUpReply,
  signUpRequest,
} from '../../../domain/account/auth-contract.ts';
import { SOCIAL_SIGN_IN_DISABLED } from '../../../domain/account/messages.ts';
import type { AccountRouteDeps } from './routes.ts';

const noStore = { 'cache-control': 'no-store' };

/** Sign-up, sign-in, sign-out, forgot/reset password, social callback. */
export const authRoutes =
  ({ service, app }: AccountRouteDeps): FastifyPluginAsyncZod =>
  async (server) => {
    server.post(
      '/signup',
      {
        schema: {
          tags: ['account'],
          access: 'visitor',
          summary: 'Create an account and sign in (409 ACCOUNT_EXISTS for a known e-mail)',
          body: signUpRequest,
          response: { 200: signUpReply },
        },
      },
      async (request, reply) => {
        const { member, message } = await service.signUp(request.body, request.ip);
        // Signed in at once, on a new session id like sign-in (fixation defence).
        const session = await request.session.rotate(reply, { memberId: member.id, provider: app.members_provider });
        reply.headers(noStore);
        return ok({ user: { first_name: member.firstName ?? '' }, csrf_token: session.csrfToken, message });
      },
    );

    server.post(
      '/signin',
      {
        schema: {
          tags: ['account'],
          access: 'visitor',
          summary: 'Sign in; rotates the session',
          body: signInRequest,
          response: { 200: signInReply },
        },
      },
      async (request, reply) => {
        const member = await service.signIn(request.body, request.ip);
        // A new session id at sign-in (fixation defence); the provider carries the ordering marker (spec §4).
        const session = await request.session.rotate(reply, { memberId: member.id, provider: app.members_provider });
        reply.headers(noStore);
        return ok({ user: { first_name: member.firstName ?? '' }, csrf_token: session.csrfToken });
      },
    );

    server.post(
      '/signout',
      {
        schema: {
          tags: ['account'],
          access: 'visitor',
          summary: 'Sign out (ends the session)',
          response: { 200: messageReply },
        },
      },
      async (request, reply) => {
        await request.session.end(reply);
        return ok({ message: 'You are signed out.' });
      },
    );

    server.post(
      '/forgot-password',
      {
        schema: {
          tags: ['account'],
          access: 'public',
          summary: 'E-mail a one-time reset link (same reply for any e-mail)',
          body: forgotPasswordRequest,
          response: { 200: messageReply },
        },
      },
      async (request) =>
        ok({ message: await service.forgotPassword(request.body.email, request.ip, request.body.return_to) }),
    );

    server.post(
      '/reset-password',
      {
        schema: {
          tags: ['account'],
          access: 'public',
          summary: 'Set a new password with a reset link (single use)',
          body: resetPasswordRequest,
          response: { 200: messageReply },
        },
      },
      async (request) => {
        await service.resetPassword(request.body.token, request.body.password);
        return ok({ message: 'Your password has been changed. Please sign in with your new password.' });
      },
    );

    // Social providers are configuration (spec §6: Facebook, Google and Apple disabled as shipped).
    server.get(
      '/oauth/callback',
      {
        schema: {
          tags: ['account'],
          access: 'public',
          summary: 'Return address of social sign-in (answers only errors: no provider is installed)',
          response: {},
        },
      },
      async () => {
        const enabled = (['facebook_signin', 'google_signin', 'apple_signin'] as const).filter((f) =>
          isFeatureEnabled(app, f),
        );
        if (enabled.length === 0) throw new AppError('BAD_REQUEST', SOCIAL_SIGN_IN_DISABLED);
        throw new AppError(
          'UNAVAILABLE',
          'Social sign-in is switched on, but no social sign-in provider is installed on this server.',
        );
      },
    );
  };

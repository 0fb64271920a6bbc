import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { STAFF_PASSWORD_RESET_DONE } from '../../../domain/staff/access-links.ts';
import {
  staffForgotPasswordRequest,
  staffResetPasswordRequest,
  staffSetupRequest,
  staffSetupStatusReply,
  staffSetupStatusRequest,
} from '../../../domain/staff/access-links-contract.ts';
import { staffMessageReply } from '../../../domain/staff/contract.ts';
import { routeSchemaFor } from '../../http/route-schema.ts';
import type { AccessLinkService } from './access-links.ts';

const route = routeSchemaFor(['staff'], 'staff-sign-in');

/** The paths of this file: open without a staff session (routes.ts lets them past its sign-in gate). */
export const ACCESS_LINK_PATHS = ['/forgot-password', '/reset-password', '/setup', '/setup/status'] as const;

/** Staff "Forgot password?" and the first admin's setup link (inside the staff scope: its CSRF and no-store). */
export const accessLinkRoutes =
  (links: AccessLinkService): FastifyPluginAsyncZod =>
  async (server) => {
    server.post(
      '/forgot-password',
      route(
        {
          summary: 'E-mail a single-use staff reset link (same reply for any e-mail)',
          body: staffForgotPasswordRequest,
        },
        staffMessageReply,
      ),
      async (request) => ok({ message: await links.forgotPassword(request.body.email, request.ip) }),
    );

    server.post(
      '/reset-password',
      route(
        {
          summary: 'Set a new staff password with an e-mailed link (single use; ends every session)',
          body: staffResetPasswordRequest,
        },
        staffMessageReply,
      ),
      async (request, reply) => {
        await links.resetPassword(request.body.token, request.body.password, request.ip);
        // This browser's staff session (if any) ended with the others: its cookie goes too.
        await request.staffAuth.end(reply);
        return ok({ message: STAFF_PASSWORD_RESET_DONE });
      },
    );

    server.post(
      '/setup/status',
      route(
        { summary: 'Whether a first-admin setup link still works', body: staffSetupStatusRequest },
        staffSetupStatusReply,
      ),
      async (request) => ok(await links.setupState(request.body.token, request.ip)),
    );

    server.post(
      '/setup',
      route(
        { summary: 'Create the first admin with the printed setup link (single use)', body: staffSetupRequest },
        staffMessageReply,
      ),
      async (request) => {
        const { token, display_name, email, password } = request.body;
        await links.setUp({ token, displayName: display_name, email, password }, request.ip);
        return ok({ message: 'Your admin account is ready. Sign in with your e-mail and password.' });
      },
    );
  };

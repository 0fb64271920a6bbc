import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { AppError } from '../../../domain/app-error.ts';
import {
  auditQuery,
  auditReply,
  createStaffReply,
  createStaffRequest,
  passwordResetReply,
  staffIdParams,
  staffLocationParams,
  staffLocationReply,
  staffLocationsReply,
  staffMemberReply,
  staffMembersReply,
  staffMessageReply,
  staffPasswordRequest,
  staffSessionReply,
  STAFF_SIGN_IN_REQUIRED,
  staffSignInRequest,
  updateStaffRequest,
} from '../../../domain/staff/contract.ts';
import { ACCESS_LINK_PATHS } from './access-link-routes.ts';
import { requireLocationAccess, requirePermission, requireStaff } from './access.ts';
import type { StaffService } from './service.ts';
import { checkStaffCsrf, type StaffContext } from './staff-session.ts';
import { locationOf, summaryOf, viewerOf } from './views.ts';
import { routeSchemaFor } from '../../http/route-schema.ts';

const route = routeSchemaFor(['staff'], 'staff');
const noStore = { 'cache-control': 'no-store' };
/** Reached without a staff session: sign-in/out, forgot password, the first-admin setup. */
const OPEN_PATHS = ['/session', ...ACCESS_LINK_PATHS].map((path) => `/staff${path}`);
const isOpen = (url: string | undefined) => Boolean(url && OPEN_PATHS.some((path) => url.endsWith(path)));

/** /api/staff/*. Every reply is personal: never cached. */
export const staffRoutes =
  (service: StaffService, extra: readonly FastifyPluginAsyncZod[] = []): FastifyPluginAsyncZod =>
  async (server) => {
    // The member session's CSRF hook stays off here; the staff session's own token is checked
    // instead (staff-session.ts), so a member cookie in the same browser never interferes.
    server.addHook('onRoute', (route) => {
      route.config = { ...route.config, csrf: false };
    });
    server.addHook('onRequest', async (request, reply) => {
      reply.headers(noStore);
      await checkStaffCsrf(request);
      // Members and guests get 401 on every staff route but the open ones, before any body is read
      // (so a bad body tells them nothing either); each handler then applies its own gate.
      if (!isOpen(request.routeOptions.url) && !(await request.staffAuth.get()))
        throw new AppError('UNAUTHORIZED', STAFF_SIGN_IN_REQUIRED);
    });

    const sessionData = async (context: StaffContext) => ({
      staff: viewerOf(context.staff),
      locations: (await service.locationsFor(context)).map(locationOf),
      csrf_token: context.session.csrfToken,
    });

    server.post(
      '/session',
      route(
        {
          summary: 'Staff sign-in (new session; the same limits as members)',
          access: 'staff-sign-in',
          body: staffSignInRequest,
        },
        staffSessionReply,
      ),
      async (request, reply) => {
        const staff = await service.signIn(request.body.email, request.body.password, request.ip);
        await request.staffAuth.start(reply, staff.id);
        return ok(await sessionData(await requireStaff(request, { allowPasswordChange: true })));
      },
    );

    server.get(
      '/session',
      route({ summary: 'The signed-in staff member, their role and locations' }, staffSessionReply),
      async (request) => ok(await sessionData(await requireStaff(request, { allowPasswordChange: true }))),
    );

    server.delete(
      '/session',
      route({ summary: 'Staff sign-out', access: 'staff-sign-in' }, staffMessageReply),
      async (request, reply) => {
        await request.staffAuth.end(reply);
        return ok({ message: 'You are signed out.' });
      },
    );

    server.post(
      '/password',
      route(
        { summary: 'Change the staff password (required after a one-time password)', body: staffPasswordRequest },
        staffMessageReply,
      ),
      async (request) => {
        const context = await requireStaff(request, { allowPasswordChange: true });
        await service.changePassword(context, request.body.current_password, request.body.new_password);
        request.staffAuth.reload();
        return ok({ message: 'Your password has been changed.' });
      },
    );

    server.get(
      '/locations',
      route({ summary: 'The locations this staff member may run' }, staffLocationsReply),
      async (request) => {
        const context = await requireStaff(request);
        return ok({ locations: (await service.locationsFor(context)).map(locationOf) });
      },
    );

    // The first location route (the board builds on it): the gate answers 404 for a location
    // this person may not run, the same 404 as an unknown id.
    server.get(
      '/locations/:locationId',
      route(
        { summary: 'One location this staff member runs (404 otherwise)', params: staffLocationParams },
        staffLocationReply,
      ),
      async (request) => {
        await requireLocationAccess(request, request.params.locationId);
        const location = await service.findLocation(request.params.locationId);
        if (!location) throw new AppError('NOT_FOUND', 'No such location.');
        return ok({ location: locationOf(location) });
      },
    );

    server.get('/members', route({ summary: 'Every staff member (admin)' }, staffMembersReply), async (request) => {
      await requirePermission(request, 'manage-staff');
      return ok({
        members: (await service.listMembers()).map(({ staff, locationIds }) => summaryOf(staff, locationIds)),
      });
    });

    server.post(
      '/members',
      route(
        { summary: 'Add a staff member with a one-time password (admin)', body: createStaffRequest },
        createStaffReply,
      ),
      async (request) => {
        const actor = await requirePermission(request, 'manage-staff');
        const { email, display_name, role, location_ids } = request.body;
        const created = await service.createMember(actor, {
          email,
          displayName: display_name,
          role,
          locationIds: location_ids,
        });
        return ok({
          member: summaryOf(created.staff, created.locationIds),
          one_time_password: created.oneTimePassword,
        });
      },
    );

    server.patch(
      '/members/:id',
      route(
        { summary: 'Change role, locations or disable (admin)', params: staffIdParams, body: updateStaffRequest },
        staffMemberReply,
      ),
      async (request) => {
        const actor = await requirePermission(request, 'manage-staff');
        const { role, location_ids, disabled } = request.body;
        const updated = await service.updateMember(actor, request.params.id, {
          role,
          locationIds: location_ids,
          disabled,
        });
        return ok({ member: summaryOf(updated.staff, updated.locationIds) });
      },
    );

    server.post(
      '/members/:id/password-reset',
      route(
        { summary: 'Reset a password to a new one-time password; ends their sessions (admin)', params: staffIdParams },
        passwordResetReply,
      ),
      async (request) => {
        const actor = await requirePermission(request, 'manage-staff');
        const reset = await service.resetPassword(actor, request.params.id);
        return ok({ member: summaryOf(reset.staff, reset.locationIds), one_time_password: reset.oneTimePassword });
      },
    );

    server.get(
      '/audit',
      route({ summary: 'The staff audit log, newest first (admin)', querystring: auditQuery }, auditReply),
      async (request) => {
        await requirePermission(request, 'read-audit');
        const { location_id, staff_id, action, page } = request.query;
        const { entries, hasMore } = await service.auditPage(
          { locationId: location_id, staffId: staff_id, actionKind: action },
          page,
        );
        return ok({ entries, page, has_more: hasMore });
      },
    );

    // Other modules' staff routes (the board) inside this scope: same session, CSRF and 401.
    for (const plugin of extra) await server.register(plugin);
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../domain/api-envelope.ts';
import { AppError } from '../../../domain/app-error.ts';
import { messageReply } from '../../../domain/account/auth-contract.ts';
import {
  changePasswordRequest,
  deleteAccountRequest,
  profileReply,
  updateProfileRequest,
} from '../../../domain/account/profile-contract.ts';
import { deleteMemberSessions } from '../session/index.ts';
import * as repo from './repo.ts';
import type { AccountRouteDeps } from './routes.ts';
import { requireMember } from './viewer.ts';
import { toProfile } from './member-profile.ts';
import { eraseMember } from './erase-member.ts';
import { deleteSubscription, upsertSubscription } from '../newsletter/index.ts';

/** The signed-in member's own profile, password and deletion. Always "me": no id in the path. */
export const profileRoutes =
  ({ service, resolveMember, db, app }: AccountRouteDeps): FastifyPluginAsyncZod =>
  async (server) => {
    server.get(
      '/profile',
      { schema: { tags: ['account'], access: 'member', response: { 200: profileReply } } },
      async (request, reply) => {
        const member = await requireMember(resolveMember, request, reply);
        reply.header('cache-control', 'no-store');
        return ok({ profile: toProfile(member) });
      },
    );

    server.patch(
      '/profile',
      { schema: { tags: ['account'], access: 'member', body: updateProfileRequest, response: { 200: profileReply } } },
      async (request, reply) => {
        const member = await requireMember(resolveMember, request, reply);
        const { current_password, email, first_name, last_name, phone, newsletter } = request.body;
        const patch: Partial<repo.MemberRow> = {};
        if (email !== undefined && email !== member.email) {
          if (!current_password)
            throw new AppError('VALIDATION', 'Please enter your current password to change your email address.');
          await service.checkPassword(member, current_password);
          const taken = await repo.findMemberByEmail(db, email);
          // Said without confirming whose it is; the member is authenticated and rate limited.
          if (taken) throw new AppError('CONFLICT', 'That email address cannot be used. Please choose another.');
          patch.email = email;
          // A new address is unverified until its own link is opened.
          patch.emailVerifiedAt = null;
        }
        if (first_name !== undefined) patch.firstName = first_name;
        if (last_name !== undefined) patch.lastName = last_name;
        if (phone !== undefined) patch.phone = phone;
        if (newsletter !== undefined) patch.newsletterOptIn = newsletter;
        await repo.updateMember(db, member.id, patch);
        // Communication preferences drive the newsletter list itself (the footer box writes the same table).
        const address = patch.email ?? member.email;
        if (newsletter !== undefined && address)
          await (newsletter ? upsertSubscription(db, address, 'account') : deleteSubscription(db, address));
        return ok({ profile: toProfile({ ...member, ...patch }) });
      },
    );

    server.post(
      '/change-password',
      { schema: { tags: ['account'], access: 'member', body: changePasswordRequest, response: { 200: messageReply } } },
      async (request, reply) => {
        const member = await requireMember(resolveMember, request, reply);
        await service.checkPassword(member, request.body.current_password);
        await service.setPassword(member.id, request.body.new_password);
        // Other devices are signed out; this one continues on a fresh session id.
        await deleteMemberSessions(db, member.id);
        await request.session.rotate(reply, { memberId: member.id, provider: app.members_provider });
        return ok({ message: 'Your password has been changed.' });
      },
    );

    server.post(
      '/delete',
      { schema: { tags: ['account'], access: 'member', body: deleteAccountRequest, response: { 200: messageReply } } },
      async (request, reply) => {
        const member = await requireMember(resolveMember, request, reply);
        await service.checkPassword(member, request.body.password);
        await eraseMember(db, member.id);
        await request.session.end(reply);
        return ok({ message: 'Your account has been deleted.' });
      },
    );
  };

import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../domain/app-error.ts';
import { SIGN_IN_REQUIRED } from '../../../domain/account/messages.ts';
import { sessionMarkerVerdict } from '../../../domain/account/provider-marker.ts';
import type { Db } from '../../db/client.ts';
import { loadMember, type MemberRow } from './repo.ts';

export interface SignedInMember {
  member: MemberRow;
  provider: string | null;
}

/**
 * Who is signed in on this request, applying spec §4's rule: a member session whose provider
 * lacks the ordering-provider marker is logged out (cookie cleared) and treated as a guest.
 * The SSR viewer and every /api/account call go through here, so the rule holds on load and on
 * each route change (the root loader revalidates on navigation while signed in).
 */
export function createMemberResolver(db: Db, marker: string) {
  return async function resolveMember(request: FastifyRequest, reply: FastifyReply): Promise<SignedInMember | null> {
    const session = await request.session.get();
    if (!session?.memberId) return null;
    if (sessionMarkerVerdict(session, marker) === 'log-out') {
      await request.session.end(reply);
      return null;
    }
    // Read with the session in one statement when it came from the database.
    const joined = await request.session.takeMember();
    const member = joined !== undefined ? joined : await loadMember(db, session.memberId);
    if (!member) {
      // Deleted since: the session is worthless.
      await request.session.end(reply);
      return null;
    }
    return { member, provider: session.provider };
  };
}

export type MemberResolver = ReturnType<typeof createMemberResolver>;

export async function requireMember(
  resolve: MemberResolver,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<MemberRow> {
  const signedIn = await resolve(request, reply);
  if (!signedIn) throw new AppError('UNAUTHORIZED', SIGN_IN_REQUIRED);
  return signedIn.member;
}

/** Who is buying (checkout) or reordering (orders): this browser's session and the signed-in member, if any. */
export interface Buyer {
  sessionIdHash: string;
  memberId: string | null;
  member: MemberRow | null;
}

/** The buyer of this request: the session (made if missing) and the member by spec §4's rule above. */
export async function buyerOf(resolve: MemberResolver, request: FastifyRequest, reply: FastifyReply): Promise<Buyer> {
  const session = await request.session.ensure(reply);
  const signedIn = await resolve(request, reply);
  return { sessionIdHash: session.idHash, memberId: signedIn?.member.id ?? null, member: signedIn?.member ?? null };
}

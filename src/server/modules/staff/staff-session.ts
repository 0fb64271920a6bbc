import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../domain/app-error.ts';
import { CSRF_HEADER, isStateChangingMethod } from '../../../domain/session.ts';
import {
  STAFF_SESSION_ABSOLUTE_MS,
  STAFF_SESSION_TOUCH_MS,
  isStaffSessionExpired,
} from '../../../domain/staff/session-times.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './repo.ts';

/**
 * Staff sessions: their own cookie and table, never the member session. The cookie
 * is HttpOnly, SameSite=Strict (a staff page is never reached from another site's link with the
 * session riding along), Secure over HTTPS and always in production, path `/`.
 */
export const STAFF_COOKIE = 'larkspur_staff';

export interface StaffContext {
  staff: repo.StaffRow;
  session: repo.StaffSessionRow;
  /** Explicit grants; an admin runs every location whatever this says. */
  locationIds: string[];
}

export interface StaffAuthApi {
  /** The signed-in staff member, or null (no cookie, unknown, expired, disabled). Memoised per request. */
  get(): Promise<StaffContext | null>;
  /** A new session for `staffId` (the old one, if any, ends): the fixation defence of sign-in. */
  start(reply: FastifyReply, staffId: string): Promise<repo.StaffSessionRow>;
  end(reply: FastifyReply): Promise<void>;
  /** Reloads the staff row and grants after a change in this request (password change). */
  reload(): void;
}

declare module 'fastify' {
  interface FastifyRequest {
    staffAuth: StaffAuthApi;
  }
}

const hashToken = (token: string) => hash('sha256', token, 'base64url');
const STAFF_API = Symbol('staff auth api');
type WithStaffApi = FastifyRequest & { [STAFF_API]?: StaffAuthApi };

export function registerStaffSessions(server: FastifyInstance, db: Db, o: { production: boolean }): void {
  server.decorateRequest('staffAuth', {
    getter(this: WithStaffApi) {
      return (this[STAFF_API] ??= createStaffAuthApi(this, db, o.production));
    },
  });
}

/**
 * The staff CSRF check, for the staff routes' scope: a state-changing call that carries a live
 * staff session must echo that session's token. (The member session's root hook is switched off
 * for these routes with `csrf: false`, so a member cookie in the same browser never interferes.)
 */
export async function checkStaffCsrf(request: FastifyRequest): Promise<void> {
  if (!isStateChangingMethod(request.method)) return;
  const context = await request.staffAuth.get();
  if (!context) return;
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || !safeEqual(sent, context.session.csrfToken)) {
    throw new AppError('CSRF_INVALID', 'Missing or invalid CSRF token. Reload the page and try again.');
  }
}

function createStaffAuthApi(request: FastifyRequest, db: Db, production: boolean): StaffAuthApi {
  let loaded: Promise<StaffContext | null> | null = null;

  const load = async (): Promise<StaffContext | null> => {
    const token = readToken(request);
    if (!token) return null;
    const session = await repo.findStaffSession(db, hashToken(token));
    if (!session) return null;
    const now = new Date();
    if (isStaffSessionExpired(session, now)) {
      await repo.deleteStaffSession(db, session.idHash);
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= STAFF_SESSION_TOUCH_MS)
      await repo.touchStaffSession(db, session.idHash, now);
    return contextOf(session);
  };

  // Re-read on every request: a role, grant or disable an admin just saved applies at once.
  const contextOf = async (session: repo.StaffSessionRow): Promise<StaffContext | null> => {
    const staff = await repo.findStaffById(db, session.staffId);
    if (!staff || staff.disabled) {
      await repo.deleteStaffSession(db, session.idHash);
      return null;
    }
    const locationIds = (await repo.grantedLocationIds(db, [staff.id])).get(staff.id) ?? [];
    return { staff, session, locationIds };
  };

  const clear = (reply: FastifyReply) => reply.clearCookie(STAFF_COOKIE, { path: '/' });

  return {
    get: () => (loaded ??= load()),
    reload() {
      const current = loaded;
      if (current) loaded = current.then((context) => (context ? contextOf(context.session) : null));
    },
    async start(reply, staffId) {
      const previous = readToken(request);
      if (previous) await repo.deleteStaffSession(db, hashToken(previous));
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      const session = await repo.insertStaffSession(db, {
        idHash: hashToken(token),
        staffId,
        csrfToken: randomBytes(24).toString('base64url'),
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_MS),
      });
      reply.setCookie(STAFF_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: production || request.protocol === 'https',
        maxAge: Math.floor(STAFF_SESSION_ABSOLUTE_MS / 1000),
      });
      // This request's cookie still names the old session: later reads use the new one.
      loaded = contextOf(session);
      return session;
    },
    async end(reply) {
      const token = readToken(request);
      if (token) await repo.deleteStaffSession(db, hashToken(token));
      loaded = Promise.resolve(null);
      clear(reply);
    },
  };
}

function readToken(request: FastifyRequest): string | null {
  const value = request.cookies[STAFF_COOKIE];
  return value && value.length <= 128 ? value : null;
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../domain/app-error.ts';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  SECURE_CSRF_COOKIE,
  SESSION_ABSOLUTE_MS,
  isSessionExpired,
  isStateChangingMethod,
  shouldTouchSession,
} from '../../../domain/session.ts';
import type { Db } from '../../db/client.ts';
import {
  deleteSession,
  findSession,
  insertSession,
  touchSession,
  type SessionMemberRow,
  type SessionRow,
} from './repo.ts';
import { createSessionEvents, type SessionEvents } from './session-events.ts';

/**
 * Guest and member sessions. The cookie is `__Host-larkspur_sid` over HTTPS
 * (Secure, Path=/, no Domain) and `larkspur_sid` on plain-HTTP development; HttpOnly,
 * SameSite=Lax. Loaded lazily: static files and cookie-less requests never touch the database.
 */
const SECURE_COOKIE = '__Host-larkspur_sid';
const PLAIN_COOKIE = 'larkspur_sid';

export interface SessionApi {
  /** The current session, or null (no cookie, unknown, expired). Memoised per request. */
  get(): Promise<SessionRow | null>;
  /**
   * The member row read in the same statement as the session: null when the
   * session names no live member; undefined when there is none to give — no session read from the
   * database in this request (made or rotated here), or already taken. Given once: a later call
   * (say, after the request changed the member) gets undefined and reads the member afresh.
   */
  takeMember(): Promise<SessionMemberRow | null | undefined>;
  /** The current session, created (and its cookie set) when there is none. */
  ensure(reply: FastifyReply): Promise<SessionRow>;
  /** New id and CSRF token for the same visitor (sign-in), optionally bound to a member. */
  rotate(reply: FastifyReply, binding: { memberId: string | null; provider: string | null }): Promise<SessionRow>;
  /** Ends the session and clears the cookie (sign-out). */
  end(reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionApi;
  }
  interface FastifyContextConfig {
    /** `false` exempts a route from the CSRF check (a caller that cannot hold the token). */
    csrf?: boolean;
  }
  interface FastifyInstance {
    /** Hooks for state that must follow a session across sign-in (session-events.ts). */
    sessionEvents: SessionEvents;
  }
}

// One-shot hash: every request with a cookie pays it, and it skips building a Hash object.
const hashToken = (token: string) => hash('sha256', token, 'base64url');
const SESSION_API = Symbol('session api');
type WithSessionApi = FastifyRequest & { [SESSION_API]?: SessionApi };

export function registerSessions(server: FastifyInstance, db: Db): void {
  const events = createSessionEvents();
  server.decorate('sessionEvents', events);
  // Built on first use, not in an onRequest hook: static files and public cached GETs (menus,
  // App info) never touch the session, so they pay neither a hook nor the closures.
  server.decorateRequest('session', {
    getter(this: WithSessionApi) {
      return (this[SESSION_API] ??= createSessionApi(this, db, events));
    },
  });

  // CSRF: a state-changing call that rides on a session cookie must echo the session's token.
  // Decided by the route the router matched, never by the raw URL (`/%61pi/…` decoded to
  // an API route that a `startsWith('/api/')` test skipped): this root hook runs for every route —
  // API, the API's catch-all 404, pages — unless the matched route's config opts out with
  // `csrf: false` (only the staff routes do: they check the staff session's own token). At
  // onRequest, the route is known and nothing has been parsed yet: a forged call is refused
  // before its body is read. Callback style so a safe method or no cookie costs no promise.
  server.addHook('onRequest', (request, _reply, done) => {
    if (
      !isStateChangingMethod(request.method) ||
      request.routeOptions.config.csrf === false ||
      !readCookieToken(request)
    )
      return done();
    checkCsrf(request).then(() => done(), done);
  });
}

async function checkCsrf(request: FastifyRequest): Promise<void> {
  const session = await request.session.get();
  if (!session) return;
  const sent = request.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || !safeEqual(sent, session.csrfToken)) {
    throw new AppError('CSRF_INVALID', 'Missing or invalid CSRF token. Reload the page and try again.');
  }
}

function createSessionApi(request: FastifyRequest, db: Db, events: SessionEvents): SessionApi {
  let loaded: Promise<SessionRow | null> | null = null;
  /** The member read with the loaded session, until taken (undefined: none to give). */
  let member: SessionMemberRow | null | undefined;

  const load = async (): Promise<SessionRow | null> => {
    const token = readCookieToken(request);
    if (!token) return null;
    const found = await findSession(db, hashToken(token));
    if (!found) return null;
    const row = found.session;
    const now = new Date();
    if (isSessionExpired(row, now)) {
      await deleteSession(db, row.idHash);
      return null;
    }
    if (shouldTouchSession(row, now)) await touchSession(db, row.idHash, now);
    member = found.member;
    return row;
  };

  const create = async (reply: FastifyReply, binding: { memberId: string | null; provider: string | null }) => {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const row = await insertSession(db, {
      idHash: hashToken(token),
      memberId: binding.memberId,
      provider: binding.provider,
      csrfToken: randomBytes(24).toString('base64url'),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    });
    setSessionCookie(request, reply, token);
    setCsrfCookie(request, reply, row.csrfToken);
    reply.header(CSRF_HEADER, row.csrfToken);
    loaded = Promise.resolve(row);
    member = undefined;
    return row;
  };

  const api: SessionApi = {
    get: () => (loaded ??= load()),
    async takeMember() {
      await api.get();
      const taken = member;
      member = undefined;
      return taken;
    },
    async ensure(reply) {
      return (await api.get()) ?? create(reply, { memberId: null, provider: null });
    },
    async rotate(reply, binding) {
      const current = await api.get();
      const next = await create(reply, binding);
      // Listeners move what the old id owned (a guest cart) while both rows still exist.
      await events.emitSessionRotated({
        oldIdHash: current?.idHash ?? null,
        newIdHash: next.idHash,
        memberId: binding.memberId,
      });
      if (current) await deleteSession(db, current.idHash);
      return next;
    },
    async end(reply) {
      const current = await api.get();
      if (current) await deleteSession(db, current.idHash);
      loaded = Promise.resolve(null);
      member = undefined;
      for (const name of [SECURE_COOKIE, PLAIN_COOKIE, SECURE_CSRF_COOKIE, CSRF_COOKIE])
        reply.clearCookie(name, { path: '/', secure: name.startsWith('__Host-') });
    },
  };
  return api;
}

function readCookieToken(request: FastifyRequest): string | null {
  const value = request.cookies[SECURE_COOKIE] ?? request.cookies[PLAIN_COOKIE];
  return value && value.length <= 128 ? value : null;
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const secure = request.protocol === 'https';
  reply.setCookie(secure ? SECURE_COOKIE : PLAIN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

/** Whether the request already carries the readable copy of this token. */
export const hasCsrfCookie = (request: FastifyRequest, csrfToken: string): boolean =>
  (request.cookies[SECURE_CSRF_COOKIE] ?? request.cookies[CSRF_COOKIE]) === csrfToken;

/**
 * The readable copy of the session's CSRF token (domain/session.ts): set with every new session and
 * again when a request lacks it (a session older than the cookie). It lives as long as the session.
 */
export function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, csrfToken: string): void {
  const secure = request.protocol === 'https';
  reply.setCookie(secure ? SECURE_CSRF_COOKIE : CSRF_COOKIE, csrfToken, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
  });
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

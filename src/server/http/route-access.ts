import { CSRF_HEADER, isStateChangingMethod } from '../../domain/session.ts';

/**
 * Who may call an API route, as its OpenAPI document says: the credentials it reads
 * and the ones it requires. Documentation only: each handler still makes its own check
 * (requireMember, requireStaff, the integration key), and tests/api/openapi.test.ts calls every
 * operation without credentials to hold the two together.
 * - `public`: no credentials (the member session's CSRF check still applies to a write that sends the cookie);
 * - `visitor`: works without a session, uses the visitor's (guest or member) session when there is one;
 * - `session`: needs the visitor's session, guest or member (a cart, an order: anyone else gets 404);
 * - `member`: needs a signed-in member's session (401 otherwise);
 * - `staff`: needs a staff session (401 otherwise);
 * - `staff-sign-in`: staff sign-in/out, which use the staff session when there is one;
 * - `integration`: an integration key as a bearer token (401 otherwise).
 */
export type RouteAccess = 'public' | 'visitor' | 'session' | 'member' | 'staff' | 'staff-sign-in' | 'integration';

declare module 'fastify' {
  interface FastifySchema {
    /** Who may call the route (route-access.ts); turned into the operation's `security` by the document. */
    access?: RouteAccess;
  }
}

/** The member cookie over HTTPS; plain-HTTP development uses `larkspur_sid` (session-plugin.ts). */
const MEMBER_COOKIE = '__Host-larkspur_sid';
/** The staff session cookie (modules/staff STAFF_COOKIE; tests/api/openapi.test.ts holds them equal). */
const STAFF_COOKIE = 'larkspur_staff';

/** The document's `components.securitySchemes`. */
export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: MEMBER_COOKIE,
    description:
      'The visitor session (guest or member), set by GET /api/session, POST /api/carts and sign-in; `larkspur_sid` on plain HTTP. The role `member` means a signed-in member.',
  },
  csrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description:
      'The visitor session’s CSRF token (GET /api/session, sign-in replies): required on every state-changing call that sends the session cookie.',
  },
  staffSessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: STAFF_COOKIE,
    description: 'The staff session, set by POST /api/staff/session.',
  },
  staffCsrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description: 'The staff session’s CSRF token (`csrf_token` of the staff session reply) on every staff write.',
  },
  integrationKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'A per-integration key (`Authorization: Bearer lsk_…`), made with `npm run integration:create`.',
  },
} as const;

type SchemeName = keyof typeof SECURITY_SCHEMES;
export type SecurityRequirement = Partial<Record<SchemeName, string[]>>;

/** Anonymous callers are allowed (an empty requirement). */
const ANYONE: SecurityRequirement = {};

/** The operation's `security`: alternatives, any one of which is enough. */
export function securityFor(access: RouteAccess, method: string): SecurityRequirement[] {
  const writes = isStateChangingMethod(method);
  const session = (roles: string[] = []): SecurityRequirement =>
    writes ? { sessionCookie: roles, csrfHeader: [] } : { sessionCookie: roles };
  const staff: SecurityRequirement = writes
    ? { staffSessionCookie: [], staffCsrfHeader: [] }
    : { staffSessionCookie: [] };
  switch (access) {
    case 'public':
      return writes ? [ANYONE, session()] : [];
    case 'visitor':
      return [ANYONE, session()];
    case 'session':
      return [session()];
    case 'member':
      return [session(['member'])];
    case 'staff':
      return [staff];
    case 'staff-sign-in':
      return [ANYONE, staff];
    case 'integration':
      return [{ integrationKey: [] }];
  }
}

/** Whether a caller without any credentials is refused (401) by the route's own check. */
export const requiresCredentials = (access: RouteAccess) =>
  access === 'member' || access === 'staff' || access === 'integration';

/** Session lifetimes: ASVS L2 asks for both an idle and an absolute limit. */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads stay reads. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export const CSRF_HEADER = 'x-csrf-token';
/**
 * The session's CSRF token also rides in a cookie the page's script can read (never HttpOnly), so a
 * page served from the shared cache still sends it on its first write. Only a script of our
 * origin can read it; the server still compares the header with the token stored with the session.
 */
export const CSRF_COOKIE = 'larkspur_csrf';
export const SECURE_CSRF_COOKIE = '__Host-larkspur_csrf';

export interface SessionTimes {
  lastSeenAt: Date;
  expiresAt: Date;
}

export function isSessionExpired(session: SessionTimes, now: Date): boolean {
  return (
    now.getTime() >= session.expiresAt.getTime() || now.getTime() - session.lastSeenAt.getTime() >= SESSION_IDLE_MS
  );
}

export function shouldTouchSession(session: Pick<SessionTimes, 'lastSeenAt'>, now: Date): boolean {
  return now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}

/** Only requests that can change state need a CSRF token (GET/HEAD/OPTIONS are safe by contract). */
export const isStateChangingMethod = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

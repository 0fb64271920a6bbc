/**
 * Staff session lifetimes: shorter than a member's because a staff
 * session can change what every customer sees. A counter tablet signs in at the start of a shift.
 */
export const STAFF_SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const STAFF_SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
export const STAFF_SESSION_TOUCH_MS = 5 * 60 * 1000;

export function isStaffSessionExpired(session: { lastSeenAt: Date; expiresAt: Date }, now: Date): boolean {
  return (
    now.getTime() >= session.expiresAt.getTime() ||
    now.getTime() - session.lastSeenAt.getTime() >= STAFF_SESSION_IDLE_MS
  );
}

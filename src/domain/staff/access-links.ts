/**
 * The staff side's e-mailed and printed links: a forgotten-password link (single use, expires)
 * and the first-admin setup link (single use, good while no admin exists). Pure rules shared by
 * the server (what a stored token may still do) and the web (what the page says).
 */
export const STAFF_RESET_LINK_MINUTES = 30;

export const STAFF_RESET_LINK_INVALID =
  'This password reset link is invalid, has expired or was already used. Please request a new one.';
export const STAFF_PASSWORD_RESET_DONE = 'Your password has been changed. Sign in with your new password.';
export const SETUP_LINK_INVALID =
  'This setup link is not valid. Use the link the server printed at its last start, or ask whoever runs the server.';
export const SETUP_LINK_USED = 'This setup link has already been used: an admin account exists. Sign in instead.';

/** The same reply whether or not a staff account has this e-mail. */
export const staffForgotAccepted = (email: string) =>
  `If a staff account exists for ${email}, we have e-mailed it a link to choose a new password. The link works once and expires in ${STAFF_RESET_LINK_MINUTES} minutes.`;

/** When a reset link made at `now` stops working. */
export const resetLinkExpiry = (now: Date): Date => new Date(now.getTime() + STAFF_RESET_LINK_MINUTES * 60_000);

export type LinkState = 'ready' | 'used' | 'expired' | 'invalid';

/** What a stored token may still do at `now`: unknown, used, past its expiry (if it has one), or ready. */
export function linkState(row: { usedAt: Date | null; expiresAt: Date | null } | null, now: Date): LinkState {
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'ready';
}

/** A setup token is spent once any admin exists, whichever link made them. */
export function setupLinkState(
  row: { usedAt: Date | null } | null,
  adminExists: boolean,
): 'ready' | 'used' | 'invalid' {
  if (!row) return 'invalid';
  return row.usedAt || adminExists ? 'used' : 'ready';
}

/** The path of the printed setup link. */
export const setupPath = (token: string) => `/staff/setup?token=${encodeURIComponent(token)}`;

import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../domain/app-error.ts';
import {
  resetLinkExpiry,
  SETUP_LINK_INVALID,
  SETUP_LINK_USED,
  setupLinkState,
  setupPath,
  STAFF_RESET_LINK_INVALID,
  STAFF_RESET_LINK_MINUTES,
  staffForgotAccepted,
} from '../../../domain/staff/access-links.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { resetPasswordEmail, type AttemptLimiter, type PasswordHasher } from '../account/index.ts';
import { recordAudit } from './audit.ts';
import { insertStaffAccount } from './insert-staff.ts';
import * as links from './access-links-repo.ts';
import * as repo from './repo.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
const newToken = () => randomBytes(32).toString('base64url');

export interface AccessLinkOptions {
  db: Db;
  hasher: PasswordHasher;
  limiter: AttemptLimiter;
  limits: { perIp: number; perAccount: number };
  mailer: Mailer;
  log: FastifyBaseLogger;
  brand: string;
  /** Origin of e-mailed links (config PUBLIC_URL; never the request's Host header). */
  publicUrl: string;
  onAccessChanged(staffId: string): void;
}

export type AccessLinkService = ReturnType<typeof createAccessLinkService>;

/**
 * At start (main.ts): while no admin exists, a new first-admin setup link (its path; null once
 * there is an admin). Links of earlier starts keep working until the first admin is made.
 */
export async function issueSetupLink(db: Db): Promise<string | null> {
  if (await links.activeAdminExists(db)) return null;
  const token = newToken();
  await links.insertSetupToken(db, sha256(token));
  return setupPath(token);
}

/**
 * The staff side's links: "Forgot password?" (an e-mailed single-use link) and the first admin's
 * setup link, printed at start while no admin exists. Tokens are random; only their hash is stored.
 */
export function createAccessLinkService(o: AccessLinkOptions) {
  const { db, hasher, limiter } = o;
  const perIp = (action: string, ip: string) => ({ key: `${action}:ip:${ip}`, limit: o.limits.perIp });

  return {
    /** The same reply for any e-mail; a live account gets the link (mailed in the background, so timing tells nothing). */
    async forgotPassword(email: string, ip: string): Promise<string> {
      await limiter.hit([
        perIp('staff-forgot', ip),
        { key: `staff-forgot:account:${email}`, limit: o.limits.perAccount },
      ]);
      const staff = await repo.findStaffByEmail(db, email);
      if (staff && !staff.disabled) {
        const token = newToken();
        await links.insertResetToken(db, {
          tokenHash: sha256(token),
          staffId: staff.id,
          expiresAt: resetLinkExpiry(new Date()),
        });
        const url = new URL(`/staff/reset-password?token=${token}`, o.publicUrl).href;
        const message = resetPasswordEmail(staff.email, `${o.brand} staff`, url, STAFF_RESET_LINK_MINUTES);
        void o.mailer.send(message).catch((err: unknown) => o.log.error({ err }, 'staff reset e-mail failed'));
      }
      return staffForgotAccepted(email);
    },

    /**
     * Single use: the new password is theirs (no change asked at sign-in), every session of theirs
     * and every other link of theirs ends in the same transaction, then their open streams close.
     */
    async resetPassword(token: string, password: string, ip: string): Promise<void> {
      await limiter.hit([perIp('staff-reset', ip)]);
      const passwordHash = await hasher.hash(password);
      const staffId = await db.transaction(async (tx) => {
        const now = new Date();
        const id = await links.consumeResetToken(tx, sha256(token), now);
        const staff = id ? await repo.findStaffById(tx, id) : null;
        if (!staff || staff.disabled) throw new AppError('BAD_REQUEST', STAFF_RESET_LINK_INVALID, { field: 'token' });
        await repo.updateStaff(tx, staff.id, { passwordHash, mustChangePassword: false });
        await links.revokeResetTokens(tx, staff.id, now);
        await repo.deleteStaffSessions(tx, staff.id);
        await recordAudit(tx, {
          staffId: staff.id,
          action: 'staff.password_forgot',
          target: `staff:${staff.id}`,
          before: { must_change_password: staff.mustChangePassword },
          after: { email: staff.email, must_change_password: false },
        });
        return staff.id;
      });
      o.onAccessChanged(staffId);
    },

    async setupState(token: string, ip: string): Promise<{ state: 'ready' | 'used' | 'invalid'; message: string }> {
      await limiter.hit([perIp('staff-setup', ip)]);
      const state = setupLinkState(await links.findSetupToken(db, sha256(token)), await links.activeAdminExists(db));
      const message = { ready: 'Create the first admin account.', used: SETUP_LINK_USED, invalid: SETUP_LINK_INVALID }[
        state
      ];
      return { state, message };
    },

    /** The first admin: spends every setup link, and refuses when an admin already exists. */
    async setUp(
      input: { token: string; displayName: string; email: string; password: string },
      ip: string,
    ): Promise<repo.StaffRow> {
      await limiter.hit([perIp('staff-setup', ip)]);
      const tokenHash = sha256(input.token);
      if (!(await links.findSetupToken(db, tokenHash))) throw new AppError('BAD_REQUEST', SETUP_LINK_INVALID);
      const passwordHash = await hasher.hash(input.password);
      return db.transaction(async (tx) => {
        const spent = await links.spendSetupTokens(tx, tokenHash, new Date());
        if (!spent || (await links.activeAdminExists(tx))) throw new AppError('CONFLICT', SETUP_LINK_USED);
        return insertStaffAccount(
          tx,
          { email: input.email, displayName: input.displayName, role: 'admin' },
          passwordHash,
          [],
          'setup-link',
        );
      });
    },
  };
}

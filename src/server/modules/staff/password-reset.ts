import { AppError } from '../../../domain/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { PasswordHasher } from '../account/index.ts';
import { recordAudit } from './audit.ts';
import { generateOneTimePassword } from './one-time-password.ts';
import * as repo from './repo.ts';

/**
 * An admin resets someone's password: a new one-time password (shown once), which they must
 * change at next sign-in. Every session of theirs ends in the same transaction; the caller then
 * closes their open streams.
 */
export async function resetStaffPassword(
  db: Db,
  hasher: PasswordHasher,
  actorId: string,
  id: string,
): Promise<{ staff: repo.StaffRow; locationIds: string[]; oneTimePassword: string }> {
  // Resetting one's own would sign the admin out mid-task; their own password has its own page.
  if (actorId === id) throw new AppError('FORBIDDEN', 'To change your own password, use Change password.');
  const oneTimePassword = generateOneTimePassword();
  const passwordHash = await hasher.hash(oneTimePassword);
  const changed = await db.transaction(async (tx) => {
    const before = await repo.findStaffById(tx, id);
    if (!before) throw new AppError('NOT_FOUND', 'No such staff member.');
    const staff = await repo.updateStaff(tx, id, { passwordHash, mustChangePassword: true });
    await repo.deleteStaffSessions(tx, id);
    await recordAudit(tx, {
      staffId: actorId,
      action: 'staff.password_reset',
      target: `staff:${id}`,
      before: { email: before.email, must_change_password: before.mustChangePassword },
      after: { email: staff.email, must_change_password: true },
    });
    return { staff, locationIds: (await repo.grantedLocationIds(tx, [id])).get(id) ?? [] };
  });
  return { ...changed, oneTimePassword };
}

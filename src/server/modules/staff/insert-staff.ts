import { AppError } from '../../../domain/app-error.ts';
import type { StaffRole } from '../../../domain/staff/roles.ts';
import type { Tx } from '../../db/tx.ts';
import { recordAudit } from './audit.ts';
import * as repo from './repo.ts';
import { auditSnapshotOf } from './views.ts';

/**
 * Who adds the account: a signed-in admin, `npm run staff:create` on the server (no actor), or
 * the first admin through the printed setup link (no actor; they chose their own password).
 */
export type StaffCreator = { staffId: string } | 'command' | 'setup-link';

/**
 * Writes a new staff account in `tx`: the row with a password that must be changed at first
 * sign-in (unless its owner chose it on the setup page), its location grants and the `staff.create` audit entry. An admin's
 * "add staff" and the operator command both come through here, so both leave the same rows.
 */
export async function insertStaffAccount(
  tx: Tx,
  input: { email: string; displayName: string; role: StaffRole },
  passwordHash: string,
  locationIds: string[],
  creator: StaffCreator,
): Promise<repo.StaffRow> {
  const staff = await repo.insertStaff(tx, {
    email: input.email,
    displayName: input.displayName,
    passwordHash,
    role: input.role,
    mustChangePassword: creator !== 'setup-link',
  });
  if (!staff) throw new AppError('CONFLICT', `A staff member with the e-mail ${input.email} already exists.`);
  await repo.replaceLocationAccess(tx, staff.id, locationIds);
  const snapshot = auditSnapshotOf(staff, locationIds);
  await recordAudit(tx, {
    staffId: typeof creator === 'string' ? null : creator.staffId,
    action: 'staff.create',
    target: `staff:${staff.id}`,
    before: null,
    after: typeof creator === 'string' ? { ...snapshot, via: creator } : snapshot,
  });
  return staff;
}

import { AppError } from '../../../domain/app-error.ts';
import type { StaffRole } from '../../../domain/staff/roles.ts';
import type { Tx } from '../../db/tx.ts';
import { recordAudit } from './audit.ts';
import * as repo from './repo.ts';
import { auditSnapshotOf } from './views.ts';

/** Who adds the account: a signed-in admin, or `npm run staff:create` on the server (no actor). */
export type StaffCreator = { staffId: string } | 'command';

/**
 * Writes a new staff account in `tx`: the row with a password that must be changed at first
 * sign-in, its location grants and the `staff.create` audit entry. An admin's
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
    mustChangePassword: true,
  });
  if (!staff) throw new AppError('CONFLICT', `A staff member with the e-mail ${input.email} already exists.`);
  await repo.replaceLocationAccess(tx, staff.id, locationIds);
  const snapshot = auditSnapshotOf(staff, locationIds);
  await recordAudit(tx, {
    staffId: creator === 'command' ? null : creator.staffId,
    action: 'staff.create',
    target: `staff:${staff.id}`,
    before: null,
    after: creator === 'command' ? { ...snapshot, via: 'command' } : snapshot,
  });
  return staff;
}

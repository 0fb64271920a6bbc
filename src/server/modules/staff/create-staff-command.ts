import { AppError } from '../../../domain/app-error.ts';
import { passwordProblem } from '../../../domain/account/password-policy.ts';
import { runsEveryLocation, type StaffRole } from '../../../domain/staff/roles.ts';
import type { Db } from '../../db/client.ts';
import type { PasswordHasher } from '../account/index.ts';
import { generateOneTimePassword } from './one-time-password.ts';
import { insertStaffAccount } from './insert-staff.ts';
import * as repo from './repo.ts';

export interface CreateStaffCommand {
  email: string;
  role: StaffRole;
  displayName: string;
  /** Location ids or menu ids; ignored for an admin (they run every location). */
  locations: string[];
  /** From --password-stdin; absent: a random one-time password is made. */
  password?: string | undefined;
}

/**
 * The core of `npm run staff:create`: the first admin comes from a command run on
 * the server, never a default password. Whatever the password's origin, it is one-time: the
 * person must choose their own at first sign-in. Audited with no actor (the command line).
 */
export async function createFirstStaff(
  db: Db,
  hasher: PasswordHasher,
  input: CreateStaffCommand,
): Promise<{ staff: repo.StaffRow; password: string; locationIds: string[] }> {
  const password = input.password ?? generateOneTimePassword();
  const problem = passwordProblem(password);
  if (problem) throw new AppError('FIELD_INVALID', problem, { field: 'password' });
  const locationIds: string[] = [];
  if (!runsEveryLocation(input.role)) {
    for (const key of input.locations) {
      const location = await repo.findLocationByIdOrMenuId(db, key);
      if (!location) throw new AppError('FIELD_INVALID', `Unknown location: ${key}.`, { field: 'location' });
      if (!locationIds.includes(location.id)) locationIds.push(location.id);
    }
    if (locationIds.length === 0)
      throw new AppError('FIELD_INVALID', 'A store manager, shift lead or store staff needs at least one --location.', {
        field: 'location',
      });
  }
  const passwordHash = await hasher.hash(password);
  const staff = await db.transaction((tx) => insertStaffAccount(tx, input, passwordHash, locationIds, 'command'));
  return { staff, password, locationIds };
}

import { mayRunLocation, roleCan, type StaffPermission, type StaffRole } from '../../../domain/staff/roles.ts';
import { isStaffSessionExpired } from '../../../domain/staff/session-times.ts';
import type { Db } from '../../db/client.ts';
import type { StreamViewer } from '../../realtime/index.ts';
import * as repo from './repo.ts';
import type { StaffContext } from './staff-session.ts';

/** Whose streams a staff access change re-checks. */
export const staffSubject = (staffId: string) => `staff:${staffId}`;

/**
 * A staff member's open stream on a location, asked again before every event: the session still
 * exists, the person is not disabled, and their role and grants still run this location.
 */
export function staffStreamViewer(
  db: Db,
  context: StaffContext,
  locationId: string,
  permission: StaffPermission = 'run-board',
): StreamViewer {
  return staffViewerWhile(
    db,
    context,
    (role, locationIds) => mayRunLocation(role, locationIds, locationId) && roleCan(role, permission),
  );
}

/**
 * The same for a stream over several stores: `still(role, locationIds)` is asked with what the
 * person may do now (e.g. that their store list is the one the stream shows).
 */
export function staffViewerWhile(
  db: Db,
  context: StaffContext,
  still: (role: StaffRole, locationIds: readonly string[]) => boolean,
): StreamViewer {
  const { idHash } = context.session;
  return {
    subject: staffSubject(context.staff.id),
    async allowed() {
      const session = await repo.findStaffSession(db, idHash);
      if (!session || isStaffSessionExpired(session, new Date())) return false;
      const staff = await repo.findStaffById(db, session.staffId);
      if (!staff || staff.disabled) return false;
      return still(staff.role, (await repo.grantedLocationIds(db, [staff.id])).get(staff.id) ?? []);
    },
  };
}

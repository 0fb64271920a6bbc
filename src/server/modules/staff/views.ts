import type { StaffLocation, StaffMemberSummary, StaffViewer } from '../../../domain/staff/contract.ts';
import type { LocationRow, StaffRow } from './repo.ts';

/** Wire shapes of staff rows (never the password hash). */
export const viewerOf = (s: StaffRow): StaffViewer => ({
  id: s.id,
  email: s.email,
  display_name: s.displayName,
  role: s.role,
  must_change_password: s.mustChangePassword,
});

export const summaryOf = (s: StaffRow, locationIds: string[]): StaffMemberSummary => ({
  ...viewerOf(s),
  disabled: s.disabled,
  location_ids: locationIds,
  created_at: s.createdAt.toISOString(),
});

/** What the audit log keeps of a staff member: the fields an admin can change, no secrets. */
export const auditSnapshotOf = (s: StaffRow, locationIds: string[]) => ({
  email: s.email,
  display_name: s.displayName,
  role: s.role,
  disabled: s.disabled,
  location_ids: locationIds,
});

export const locationOf = (l: LocationRow): StaffLocation => ({
  id: l.id,
  menu_id: l.menuId,
  name: l.name,
  city: l.city,
  state: l.state,
  time_zone: l.timeZone,
});

import type { AuditEntry, StaffLocation, StaffMemberSummary, StaffViewer } from '../../../domain/staff/contract.ts';
import { describeAudit } from '../../../domain/staff/audit-words.ts';
import type { auditPage, LocationRow, StaffRow } from './repo.ts';

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

type AuditRow = Awaited<ReturnType<typeof auditPage>>[number];

/** An audit row as the log shows it: who, where, and the entry in plain words in the store's clock. */
export function auditEntryOf(row: AuditRow): AuditEntry {
  const { entry } = row;
  const who = row.staffName ?? (row.integrationName ? `Integration ${row.integrationName}` : null);
  const at = entry.at.toISOString();
  return {
    id: entry.id,
    at,
    staff_id: entry.staffId,
    staff_email: row.staffEmail,
    staff_name: row.staffName,
    integration: row.integrationName,
    action: entry.action,
    summary: describeAudit({
      action: entry.action,
      at,
      who,
      location_name: row.locationName,
      time_zone: row.timeZone,
      order_number: row.orderNumber,
      target: entry.target,
      before: entry.before,
      after: entry.after,
    }),
    location_id: entry.locationId,
    location_name: row.locationName,
    time_zone: row.timeZone,
    target: entry.target,
    before: entry.before,
    after: entry.after,
  };
}

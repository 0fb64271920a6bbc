// The staff module's public entry (issue 16): app wiring, the location gate every later staff
// route uses (decision 221), the one audit writer (decision 222) and the first-admin command's core.
export { createStaffModule } from './create-staff-module.ts';
export { requireLocationAccess, requirePermission, requireStaff } from './access.ts';
export { recordAudit, type AuditEntryInput } from './audit.ts';
export { createFirstStaff, type CreateStaffCommand } from './create-staff-command.ts';
export { staffStreamViewer, staffSubject } from './stream-viewer.ts';
export { checkStaffCsrf, STAFF_COOKIE, type StaffContext } from './staff-session.ts';

// The staff module's public entry: app wiring, the location gate every later staff
// route uses, the one audit writer and the first-admin command's core.
export { createStaffModule } from './create-staff-module.ts';
export { requireLocationAccess, requirePermission, requireStaff } from './access.ts';
export { recordAudit, type AuditEntryInput } from './audit.ts';
export { orderAuditEntries } from './order-audit.ts';
export { createFirstStaff, type CreateStaffCommand } from './create-staff-command.ts';
export { staffStreamViewer, staffSubject, staffViewerWhile } from './stream-viewer.ts';
export { checkStaffCsrf, STAFF_COOKIE, type StaffContext } from './staff-session.ts';
export { issueSetupLink } from './access-links.ts';

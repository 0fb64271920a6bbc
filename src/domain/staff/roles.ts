/**
 * Staff roles and what each may do (DESIGN §10). Pure rules: the server
 * asks these before every staff route, the web uses them to hide what a role cannot use.
 */
export const STAFF_ROLES = ['admin', 'manager', 'lead', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * - admin (brand admin): every location; manages staff; reads the audit log; edits and
 *   publishes the menu catalogue.
 * - manager (store manager): their locations: board, availability, pausing, hours, capacity,
 *   refunds of completed orders; sales reports of their locations; the customers who ordered
 *   there, and their rewards points (admins: every customer); reads the menu catalogue and sets
 *   their stores' prices and availability.
 * - lead (shift lead): their locations' board and sold-out items, and may pause or resume
 *   online ordering; not capacity, lead times, hours, closures, refunds or reports.
 * - staff (store staff): their locations' board.
 */
export type StaffPermission =
  | 'manage-staff'
  | 'read-audit'
  | 'run-board'
  | 'pause-ordering'
  | 'manage-store'
  | 'refund-orders'
  | 'read-reports'
  | 'read-customers'
  | 'adjust-rewards'
  | 'read-catalogue'
  | 'edit-catalogue';

const PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  admin: [
    'manage-staff',
    'read-audit',
    'run-board',
    'pause-ordering',
    'manage-store',
    'refund-orders',
    'read-reports',
    'read-customers',
    'adjust-rewards',
    'read-catalogue',
    'edit-catalogue',
  ],
  manager: [
    'run-board',
    'pause-ordering',
    'manage-store',
    'refund-orders',
    'read-reports',
    'read-customers',
    'adjust-rewards',
    'read-catalogue',
  ],
  lead: ['run-board', 'pause-ordering'],
  staff: ['run-board'],
};

export function roleCan(role: StaffRole, permission: StaffPermission): boolean {
  return PERMISSIONS[role].includes(permission);
}

/**
 * What a PUT of the ordering settings needs: a body that only pauses or resumes needs
 * 'pause-ordering'; any capacity or lead-time field needs 'manage-store'.
 */
export function orderingWritePermission(body: Record<string, unknown>): StaffPermission {
  const sent = Object.keys(body).filter((key) => body[key] !== undefined);
  return sent.length === 1 && sent[0] === 'pause' ? 'pause-ordering' : 'manage-store';
}

/** Admins run every location without rows in staff_location_access. */
export function runsEveryLocation(role: StaffRole): boolean {
  return role === 'admin';
}

/** Whether someone with `role` and explicit `granted` location ids may run `locationId`. */
export function mayRunLocation(role: StaffRole, granted: readonly string[], locationId: string): boolean {
  return runsEveryLocation(role) || granted.includes(locationId);
}

/** Managers, leads and staff need at least one location; an admin's list is ignored. */
export function locationsRequired(role: StaffRole): boolean {
  return !runsEveryLocation(role);
}

/**
 * An admin must not lock the brand out: they may not demote or disable themselves (another
 * admin can). Returns the problem, or null when the change is allowed.
 */
export function selfChangeProblem(
  actorId: string,
  targetId: string,
  change: { role?: StaffRole; disabled?: boolean },
): string | null {
  if (actorId !== targetId) return null;
  if (change.disabled === true) return 'You cannot disable your own account. Ask another admin.';
  if (change.role !== undefined && change.role !== 'admin')
    return 'You cannot change your own role. Ask another admin.';
  return null;
}

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Brand admin',
  manager: 'Store manager',
  lead: 'Shift lead',
  staff: 'Store staff',
};

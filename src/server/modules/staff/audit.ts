import type { Tx } from '../../db/tx.ts';
import { staffAuditLog } from '../../db/schema/staff.ts';

/** What a staff write changed ("Audit log": who, what, which location, when, before → after). */
export interface AuditEntryInput {
  /** Who acted; null for the `staff:create` command run on the server. */
  staffId: string | null;
  /** The integration key that acted; staffId is then null. */
  integrationId?: string | null;
  /** Dotted verb, e.g. `staff.create`, `staff.update`, `staff.password` (later: `availability.set`, `location.pause`). */
  action: string;
  locationId?: string | null;
  /** What was acted on, e.g. `staff:<id>`, `product:<id>`. */
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * The one way a staff write is audited: called with the write's own transaction,
 * so the row exists exactly when the change does — a write that fails or rolls back leaves none.
 * Never log secrets here (password hashes are left out by the callers' snapshots).
 */
export async function recordAudit(tx: Tx, entry: AuditEntryInput): Promise<void> {
  await tx.insert(staffAuditLog).values({
    staffId: entry.staffId,
    integrationId: entry.integrationId ?? null,
    action: entry.action,
    locationId: entry.locationId ?? null,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

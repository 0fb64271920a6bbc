import { AppError } from '../../../domain/app-error.ts';
import { SIGN_IN_FAILED } from '../../../domain/account/messages.ts';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '../../../domain/staff/contract.ts';
import { auditEntryOf } from './views.ts';
import {
  locationsRequired,
  runsEveryLocation,
  selfChangeProblem,
  type StaffRole,
} from '../../../domain/staff/roles.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/tx.ts';
import type { AttemptLimiter, PasswordHasher } from '../account/index.ts';
import { recordAudit } from './audit.ts';
import { generateOneTimePassword } from './one-time-password.ts';
import { insertStaffAccount } from './insert-staff.ts';
import { resetStaffPassword } from './password-reset.ts';
import * as repo from './repo.ts';
import type { StaffContext } from './staff-session.ts';
import { auditSnapshotOf } from './views.ts';

export interface StaffServiceOptions {
  db: Db;
  hasher: PasswordHasher;
  limiter: AttemptLimiter;
  /** The same per-IP and per-account limits as member sign-in. */
  limits: { perIp: number; perAccount: number };
  /** After a commit that changed what someone may do: every instance re-checks their open streams. */
  onAccessChanged(staffId: string): void;
}

export type StaffService = ReturnType<typeof createStaffService>;

const sameIds = (a: string[], b: string[]) => {
  const left = [...a].sort();
  const right = [...b].sort();
  return left.length === right.length && left.every((id, i) => id === right[i]);
};

/** Staff accounts: sign-in, password, team management and the audit log. */
export function createStaffService(o: StaffServiceOptions) {
  const { db, hasher, limiter } = o;

  /** Managers and staff need real locations; an admin's grants are cleared (they run every one). */
  async function checkedLocations(tx: Tx, role: StaffRole, ids: string[]): Promise<string[]> {
    if (runsEveryLocation(role)) return [];
    const unique = [...new Set(ids)];
    if (locationsRequired(role) && unique.length === 0)
      throw new AppError(
        'FIELD_INVALID',
        'Choose at least one location for a store manager, shift lead or store staff.',
        {
          field: 'location_ids',
        },
      );
    const found = new Set((await repo.locationsByIds(tx, unique)).map((l) => l.id));
    const unknown = unique.filter((id) => !found.has(id));
    if (unknown.length > 0)
      throw new AppError('FIELD_INVALID', `Unknown location: ${unknown.join(', ')}.`, { field: 'location_ids' });
    return unique.sort();
  }

  return {
    async signIn(email: string, password: string, ip: string): Promise<repo.StaffRow> {
      await limiter.hit([
        { key: `staff-signin:ip:${ip}`, limit: o.limits.perIp },
        { key: `staff-signin:account:${email}`, limit: o.limits.perAccount },
      ]);
      const staff = await repo.findStaffByEmail(db, email);
      // Unknown and disabled read the same as a wrong password, and cost the same time.
      if (!staff || staff.disabled) {
        await hasher.verifyDummy(password);
        throw new AppError('UNAUTHORIZED', SIGN_IN_FAILED);
      }
      if (!(await hasher.verify(staff.passwordHash, password))) throw new AppError('UNAUTHORIZED', SIGN_IN_FAILED);
      if (hasher.needsRehash(staff.passwordHash))
        return repo.updateStaff(db, staff.id, { passwordHash: await hasher.hash(password) });
      return staff;
    },

    /** Ends every other session of this person (ASVS 3.3.3) and clears the one-time flag. */
    async changePassword(context: StaffContext, current: string, next: string): Promise<void> {
      await limiter.hit([{ key: `staff-reauth:${context.staff.id}`, limit: o.limits.perAccount }]);
      if (!(await hasher.verify(context.staff.passwordHash, current)))
        throw new AppError('FIELD_INVALID', 'Your current password is incorrect.', { field: 'current_password' });
      const passwordHash = await hasher.hash(next);
      await db.transaction(async (tx) => {
        await repo.updateStaff(tx, context.staff.id, { passwordHash, mustChangePassword: false });
        await repo.deleteStaffSessions(tx, context.staff.id, context.session.idHash);
        await recordAudit(tx, {
          staffId: context.staff.id,
          action: 'staff.password',
          target: `staff:${context.staff.id}`,
          before: { must_change_password: context.staff.mustChangePassword },
          after: { must_change_password: false },
        });
      });
      o.onAccessChanged(context.staff.id);
    },

    async locationsFor(context: StaffContext): Promise<repo.LocationRow[]> {
      return runsEveryLocation(context.staff.role)
        ? repo.allLocations(db)
        : repo.locationsByIds(db, context.locationIds);
    },

    async findLocation(id: string): Promise<repo.LocationRow | null> {
      return (await repo.locationsByIds(db, [id]))[0] ?? null;
    },

    async listMembers(): Promise<{ staff: repo.StaffRow; locationIds: string[] }[]> {
      const rows = await repo.listStaff(db);
      const grants = await repo.grantedLocationIds(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((staff) => ({ staff, locationIds: grants.get(staff.id) ?? [] }));
    },

    /** A new staff member with a one-time password, which the admin hands over (shown once). */
    async createMember(
      actor: StaffContext,
      input: { email: string; displayName: string; role: StaffRole; locationIds: string[] },
    ) {
      const oneTimePassword = generateOneTimePassword();
      const passwordHash = await hasher.hash(oneTimePassword);
      return db.transaction(async (tx) => {
        const locationIds = await checkedLocations(tx, input.role, input.locationIds);
        const staff = await insertStaffAccount(tx, input, passwordHash, locationIds, { staffId: actor.staff.id });
        return { staff, locationIds, oneTimePassword };
      });
    },

    /**
     * Role, locations, disabled. Any change of what the person may do ends their sessions in the
     * same transaction (they sign in again under the new rights) and closes their open streams.
     */
    async updateMember(
      actor: StaffContext,
      id: string,
      change: { role?: StaffRole | undefined; locationIds?: string[] | undefined; disabled?: boolean | undefined },
    ) {
      const problem = selfChangeProblem(actor.staff.id, id, {
        ...(change.role ? { role: change.role } : {}),
        ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
      });
      if (problem) throw new AppError('FORBIDDEN', problem);
      const changed = await db.transaction(async (tx) => {
        const before = await repo.findStaffById(tx, id);
        if (!before) throw new AppError('NOT_FOUND', 'No such staff member.');
        const beforeIds = (await repo.grantedLocationIds(tx, [id])).get(id) ?? [];
        const role = change.role ?? before.role;
        const locationIds = await checkedLocations(tx, role, change.locationIds ?? beforeIds);
        const staff = await repo.updateStaff(tx, id, {
          role,
          ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
        });
        await repo.replaceLocationAccess(tx, id, locationIds);
        const accessChanged =
          staff.disabled !== before.disabled || staff.role !== before.role || !sameIds(locationIds, beforeIds);
        if (accessChanged || staff.disabled) await repo.deleteStaffSessions(tx, id);
        await recordAudit(tx, {
          staffId: actor.staff.id,
          action: 'staff.update',
          target: `staff:${id}`,
          before: auditSnapshotOf(before, beforeIds),
          after: auditSnapshotOf(staff, locationIds),
        });
        return { staff, locationIds, accessChanged };
      });
      if (changed.accessChanged) o.onAccessChanged(id);
      return { staff: changed.staff, locationIds: changed.locationIds };
    },

    /** A new one-time password for someone else; their sessions and open streams end at once. */
    async resetPassword(actor: StaffContext, id: string) {
      const reset = await resetStaffPassword(db, hasher, actor.staff.id, id);
      o.onAccessChanged(id);
      return reset;
    },

    async auditPage(filter: repo.AuditFilter, page: number): Promise<{ entries: AuditEntry[]; hasMore: boolean }> {
      const rows = await repo.auditPage(db, {
        ...filter,
        offset: (page - 1) * AUDIT_PAGE_SIZE,
        limit: AUDIT_PAGE_SIZE + 1,
      });
      return {
        hasMore: rows.length > AUDIT_PAGE_SIZE,
        entries: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => auditEntryOf(row)),
      };
    },
  };
}

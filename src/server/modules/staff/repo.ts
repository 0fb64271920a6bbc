import { and, asc, desc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { StaffRole } from '../../../domain/staff/roles.ts';
import type { Tx } from '../../db/tx.ts';
import { integrationKeys } from '../../db/schema/integrations.ts';
import { locations } from '../../db/schema/locations.ts';
import { orders } from '../../db/schema/orders.ts';
import { staffAuditLog, staffLocationAccess, staffMembers, staffSessions } from '../../db/schema/staff.ts';

/** Staff tables. Every function takes the database or a transaction (db/tx.ts). */
export type StaffRow = typeof staffMembers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type LocationRow = Pick<typeof locations.$inferSelect, 'id' | 'menuId' | 'name' | 'city' | 'state' | 'timeZone'>;

const locationColumns = {
  id: locations.id,
  menuId: locations.menuId,
  name: locations.name,
  city: locations.city,
  state: locations.state,
  timeZone: locations.timeZone,
};

export async function findStaffByEmail(db: Tx, email: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email)).limit(1);
  return row ?? null;
}

export async function findStaffById(db: Tx, id: string): Promise<StaffRow | null> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return row ?? null;
}

export async function listStaff(db: Tx): Promise<StaffRow[]> {
  return db.select().from(staffMembers).orderBy(asc(staffMembers.email));
}

/** Null when the e-mail is taken (the unique index decides, so two racing inserts cannot both win). */
export async function insertStaff(
  db: Tx,
  row: { email: string; displayName: string; passwordHash: string; role: StaffRole; mustChangePassword: boolean },
): Promise<StaffRow | null> {
  const [created] = await db
    .insert(staffMembers)
    .values(row)
    .onConflictDoNothing({ target: staffMembers.email })
    .returning();
  return created ?? null;
}

export async function updateStaff(
  db: Tx,
  id: string,
  set: Partial<Pick<StaffRow, 'passwordHash' | 'role' | 'disabled' | 'mustChangePassword' | 'displayName'>>,
): Promise<StaffRow> {
  const [row] = await db
    .update(staffMembers)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(staffMembers.id, id))
    .returning();
  if (!row) throw new Error(`staff member ${id} vanished during update`);
  return row;
}

export async function grantedLocationIds(db: Tx, staffIds: string[]): Promise<Map<string, string[]>> {
  const byStaff = new Map<string, string[]>(staffIds.map((id) => [id, []]));
  if (staffIds.length === 0) return byStaff;
  const rows = await db
    .select()
    .from(staffLocationAccess)
    .where(inArray(staffLocationAccess.staffId, staffIds))
    .orderBy(asc(staffLocationAccess.locationId));
  for (const row of rows) byStaff.get(row.staffId)?.push(row.locationId);
  return byStaff;
}

export async function replaceLocationAccess(db: Tx, staffId: string, locationIds: string[]): Promise<void> {
  await db.delete(staffLocationAccess).where(eq(staffLocationAccess.staffId, staffId));
  if (locationIds.length > 0)
    await db.insert(staffLocationAccess).values(locationIds.map((locationId) => ({ staffId, locationId })));
}

export async function allLocations(db: Tx): Promise<LocationRow[]> {
  return db
    .select(locationColumns)
    .from(locations)
    .orderBy(asc(locations.state), asc(locations.city), asc(locations.name));
}

export async function locationsByIds(db: Tx, ids: string[]): Promise<LocationRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(locationColumns)
    .from(locations)
    .where(inArray(locations.id, ids))
    .orderBy(asc(locations.state), asc(locations.city), asc(locations.name));
}

/** A location by its id or its menu id (the command line accepts either). */
export async function findLocationByIdOrMenuId(db: Tx, key: string): Promise<LocationRow | null> {
  const [byId] = await db.select(locationColumns).from(locations).where(eq(locations.id, key)).limit(1);
  if (byId) return byId;
  const [byMenu] = await db.select(locationColumns).from(locations).where(eq(locations.menuId, key)).limit(1);
  return byMenu ?? null;
}

export async function insertStaffSession(db: Tx, row: typeof staffSessions.$inferInsert): Promise<StaffSessionRow> {
  const [created] = await db.insert(staffSessions).values(row).returning();
  if (!created) throw new Error('staff session insert returned nothing');
  return created;
}

export async function findStaffSession(db: Tx, idHash: string): Promise<StaffSessionRow | null> {
  const [row] = await db.select().from(staffSessions).where(eq(staffSessions.idHash, idHash)).limit(1);
  return row ?? null;
}

export async function touchStaffSession(db: Tx, idHash: string, at: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.idHash, idHash));
}

export async function deleteStaffSession(db: Tx, idHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
}

/** Every session of a staff member, or every one but `keepIdHash` (password change keeps the current one). */
export async function deleteStaffSessions(db: Tx, staffId: string, keepIdHash?: string): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      keepIdHash
        ? and(eq(staffSessions.staffId, staffId), ne(staffSessions.idHash, keepIdHash))
        : eq(staffSessions.staffId, staffId),
    );
}

export interface AuditFilter {
  locationId?: string | undefined;
  staffId?: string | undefined;
  /** The first word of the action ('order' for order.bump, order.refund…). */
  actionKind?: string | undefined;
  /** What was acted on, e.g. `order:<id>` (the order page's entries). */
  target?: string | undefined;
}

export async function auditPage(db: Tx, o: AuditFilter & { offset: number; limit: number }) {
  return db
    .select({
      entry: staffAuditLog,
      staffEmail: staffMembers.email,
      staffName: staffMembers.displayName,
      integrationName: integrationKeys.name,
      locationName: locations.name,
      timeZone: locations.timeZone,
      orderNumber: orders.number,
    })
    .from(staffAuditLog)
    .leftJoin(staffMembers, eq(staffMembers.id, staffAuditLog.staffId))
    .leftJoin(integrationKeys, eq(integrationKeys.id, staffAuditLog.integrationId))
    .leftJoin(locations, eq(locations.id, staffAuditLog.locationId))
    .leftJoin(orders, sql`${staffAuditLog.target} = 'order:' || ${orders.id}::text`)
    .where(
      and(
        o.locationId ? eq(staffAuditLog.locationId, o.locationId) : undefined,
        o.staffId ? eq(staffAuditLog.staffId, o.staffId) : undefined,
        o.actionKind ? like(staffAuditLog.action, `${o.actionKind}.%`) : undefined,
        o.target ? eq(staffAuditLog.target, o.target) : undefined,
      ),
    )
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .offset(o.offset)
    .limit(o.limit);
}

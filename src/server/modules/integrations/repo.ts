import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { integrationKeys } from '../../db/schema/integrations.ts';
import { locations } from '../../db/schema/locations.ts';
import type { Tx } from '../../db/tx.ts';

export type IntegrationKeyRow = typeof integrationKeys.$inferSelect;

/** A live (not revoked) key by its public prefix. */
export async function findLiveKey(db: Db, prefix: string): Promise<IntegrationKeyRow | null> {
  const [row] = await db
    .select()
    .from(integrationKeys)
    .where(and(eq(integrationKeys.keyPrefix, prefix), isNull(integrationKeys.revokedAt)))
    .limit(1);
  return row ?? null;
}

export async function touchKey(db: Db, id: string, at: Date): Promise<void> {
  await db.update(integrationKeys).set({ lastUsedAt: at }).where(eq(integrationKeys.id, id));
}

export async function insertKey(tx: Tx, row: typeof integrationKeys.$inferInsert): Promise<IntegrationKeyRow> {
  const [created] = await tx.insert(integrationKeys).values(row).returning();
  return created!;
}

export async function revokeKey(tx: Tx, prefix: string, at: Date): Promise<IntegrationKeyRow | null> {
  const [row] = await tx
    .update(integrationKeys)
    .set({ revokedAt: at })
    .where(and(eq(integrationKeys.keyPrefix, prefix), isNull(integrationKeys.revokedAt)))
    .returning();
  return row ?? null;
}

export async function listKeys(db: Db): Promise<IntegrationKeyRow[]> {
  return db.select().from(integrationKeys).orderBy(integrationKeys.createdAt);
}

export async function findLocationId(db: Db, idOrMenuId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(or(eq(locations.id, idOrMenuId), eq(locations.menuId, idOrMenuId)))
    .limit(1);
  return row?.id ?? null;
}

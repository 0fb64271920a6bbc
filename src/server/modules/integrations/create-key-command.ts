import { AppError } from '../../../domain/app-error.ts';
import { INTEGRATION_SCOPES, type IntegrationScope } from '../../../domain/integrations/integration-keys.ts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../staff/index.ts';
import { generateKey, hashKey } from './keys.ts';
import * as repo from './repo.ts';

export interface CreateIntegrationKeyInput {
  name: string;
  /** Location ids or menu ids (at least one unless allLocations). */
  locations: string[];
  allLocations: boolean;
  scopes: string[];
}

const snapshot = (row: repo.IntegrationKeyRow) => ({
  name: row.name,
  prefix: row.keyPrefix,
  scopes: row.scopes,
  all_locations: row.allLocations,
  location_ids: row.locationIds,
});

/**
 * The core of `npm run integration:create`: a new key, shown once, stored as a
 * hash; audited with no person (the command line) like `staff:create`.
 */
export async function createIntegrationKey(
  db: Db,
  input: CreateIntegrationKeyInput,
): Promise<{ key: string; row: repo.IntegrationKeyRow }> {
  const name = input.name.trim();
  if (name.length < 1 || name.length > 80)
    throw new AppError('FIELD_INVALID', 'The name must be 1 to 80 characters.', { field: 'name' });
  const scopes = input.scopes.length ? [...new Set(input.scopes)] : ['orders:status'];
  for (const scope of scopes)
    if (!INTEGRATION_SCOPES.includes(scope as IntegrationScope))
      throw new AppError('FIELD_INVALID', `Unknown scope: ${scope}. Scopes: ${INTEGRATION_SCOPES.join(', ')}.`, {
        field: 'scope',
      });
  const locationIds: string[] = [];
  if (!input.allLocations) {
    for (const key of input.locations) {
      const id = await repo.findLocationId(db, key);
      if (!id) throw new AppError('FIELD_INVALID', `Unknown location: ${key}.`, { field: 'location' });
      if (!locationIds.includes(id)) locationIds.push(id);
    }
    if (locationIds.length === 0)
      throw new AppError('FIELD_INVALID', 'Give at least one --location, or --all-locations.', { field: 'location' });
  }
  const { key, prefix } = generateKey();
  const row = await db.transaction(async (tx) => {
    const created = await repo.insertKey(tx, {
      name,
      keyPrefix: prefix,
      keyHash: hashKey(key),
      scopes,
      locationIds,
      allLocations: input.allLocations,
    });
    await recordAudit(tx, {
      staffId: null,
      integrationId: created.id,
      action: 'integration.create',
      target: `integration:${prefix}`,
      before: null,
      after: { ...snapshot(created), via: 'command' },
    });
    return created;
  });
  return { key, row };
}

/** `--revoke <prefix>`: the key stops working at once (every instance reads the table per call). */
export async function revokeIntegrationKey(db: Db, prefix: string, at = new Date()): Promise<repo.IntegrationKeyRow> {
  return db.transaction(async (tx) => {
    const row = await repo.revokeKey(tx, prefix, at);
    if (!row) throw new AppError('NOT_FOUND', `No live integration key with the prefix ${prefix}.`);
    await recordAudit(tx, {
      staffId: null,
      integrationId: row.id,
      action: 'integration.revoke',
      target: `integration:${prefix}`,
      before: snapshot(row),
      after: { revoked_at: at.toISOString(), via: 'command' },
    });
    return row;
  });
}

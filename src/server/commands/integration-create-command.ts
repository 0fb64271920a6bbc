import { INTEGRATION_SCOPES } from '../../domain/integrations/integration-keys.ts';
import { createIntegrationKey, listIntegrationKeys, revokeIntegrationKey } from '../modules/integrations/index.ts';
import { withServerDatabase, type OperatorCommand } from '../operator-command.ts';

const USAGE = `Usage:
  npm run integration:create -- --name <name> (--location <id or menu id> … | --all-locations) [--scope ${INTEGRATION_SCOPES.join('|')} …]
  npm run integration:create -- --revoke <prefix>
  npm run integration:create -- --list

Makes a key for one POS or kitchen-display integration in the database
the server uses (DATABASE_URL, else the PGlite folder DATA_DIR; stop a PGlite server first). The
key is printed once (only its hash is kept); send it as "Authorization: Bearer <key>" to
POST /api/staff/orders/{id}/status. It acts only on its locations' orders and is audited by name.`;

const options = {
  name: { type: 'string' },
  location: { type: 'string', multiple: true },
  'all-locations': { type: 'boolean' },
  scope: { type: 'string', multiple: true },
  revoke: { type: 'string' },
  list: { type: 'boolean' },
} as const;

/** `npm run integration:create` (src/server/integration-create.ts): make, list or revoke integration keys. */
export const integrationCreateCommand: OperatorCommand<typeof options> = {
  name: 'integration:create',
  usage: USAGE,
  options,
  async run(parsed, io, fail) {
    if (!parsed.list && !parsed.revoke && !parsed.name) return fail('--name is required');

    await withServerDatabase(io.env, async (database) => {
      if (parsed.list) {
        for (const k of await listIntegrationKeys(database.db)) {
          const where = k.allLocations ? 'every location' : k.locationIds.join(', ');
          io.out(
            `${k.keyPrefix}  ${k.name}  [${k.scopes.join(', ')}]  ${where}  ${k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : `last used ${k.lastUsedAt?.toISOString() ?? 'never'}`}\n`,
          );
        }
      } else if (parsed.revoke) {
        const row = await revokeIntegrationKey(database.db, parsed.revoke);
        io.out(`Revoked ${row.keyPrefix} (${row.name}).\n`);
      } else {
        const { key, row } = await createIntegrationKey(database.db, {
          name: parsed.name ?? '',
          locations: parsed.location ?? [],
          allLocations: Boolean(parsed['all-locations']),
          scopes: parsed.scope ?? [],
        });
        const where = row.allLocations ? 'every location' : row.locationIds.join(', ');
        io.out(
          `Created integration key ${row.keyPrefix} "${row.name}" [${row.scopes.join(', ')}] for ${where}.\nKey: ${key}\nIt is shown once; keep it in the integration's secret store.\n`,
        );
      }
    });
  },
};

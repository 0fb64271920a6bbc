import { parseArgs } from 'node:util';
import { INTEGRATION_SCOPES } from '../domain/integrations/integration-keys.ts';
import { usageFailure, withServerDatabase } from './operator-command.ts';
import { createIntegrationKey, listIntegrationKeys, revokeIntegrationKey } from './modules/integrations/index.ts';

const USAGE = `Usage:
  npm run integration:create -- --name <name> (--location <id or menu id> … | --all-locations) [--scope ${INTEGRATION_SCOPES.join('|')} …]
  npm run integration:create -- --revoke <prefix>
  npm run integration:create -- --list

Makes a key for one POS or kitchen-display integration (issue 16, decision 242) in the database
the server uses (DATABASE_URL, else the PGlite folder DATA_DIR; stop a PGlite server first). The
key is printed once (only its hash is kept); send it as "Authorization: Bearer <key>" to
POST /api/staff/orders/{id}/status. It acts only on its locations' orders and is audited by name.`;

// Annotated so TypeScript narrows after a call (a never-returning function needs an explicit type).
const fail: (message: string) => never = usageFailure('integration:create', USAGE);

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        name: { type: 'string' },
        location: { type: 'string', multiple: true },
        'all-locations': { type: 'boolean' },
        scope: { type: 'string', multiple: true },
        revoke: { type: 'string' },
        list: { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
    }).values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (parsed.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (!parsed.list && !parsed.revoke && !parsed.name) fail('--name is required');

  await withServerDatabase('integration:create', async (database) => {
    if (parsed.list) {
      for (const k of await listIntegrationKeys(database.db)) {
        const where = k.allLocations ? 'every location' : k.locationIds.join(', ');
        process.stdout.write(
          `${k.keyPrefix}  ${k.name}  [${k.scopes.join(', ')}]  ${where}  ${k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : `last used ${k.lastUsedAt?.toISOString() ?? 'never'}`}\n`,
        );
      }
    } else if (parsed.revoke) {
      const row = await revokeIntegrationKey(database.db, parsed.revoke);
      process.stdout.write(`Revoked ${row.keyPrefix} (${row.name}).\n`);
    } else {
      const { key, row } = await createIntegrationKey(database.db, {
        name: parsed.name ?? '',
        locations: parsed.location ?? [],
        allLocations: Boolean(parsed['all-locations']),
        scopes: parsed.scope ?? [],
      });
      const where = row.allLocations ? 'every location' : row.locationIds.join(', ');
      process.stdout.write(
        `Created integration key ${row.keyPrefix} "${row.name}" [${row.scopes.join(', ')}] for ${where}.\nKey: ${key}\nIt is shown once; keep it in the integration's secret store.\n`,
      );
    }
  });
}

await main();

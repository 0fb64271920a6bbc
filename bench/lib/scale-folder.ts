import { existsSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Db } from '../../src/server/db/client.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { seedDemoBrand } from '../../src/server/seed/seed-demo-brand.ts';
import { insertSyntheticStores } from './synthetic-stores.ts';

/** The demo brand's own stores; a scale run adds bench-only stores beyond them. */
export const DEMO_STORES = 22;

/** Stops a scale bench at once when there is no production build to serve its folders. */
export function requireBuild(): void {
  const buildDir = process.env.BUILD_DIR ?? 'build';
  if (!existsSync(`${buildDir}/app/main.js`)) {
    console.error(`No production build in ${buildDir}/: run "npm run build" first.`);
    process.exit(1);
  }
}

/**
 * A fresh PGlite folder with the demo seed, `totalStores` stores in all (bench-only synthetic ones
 * added, bench/lib/synthetic-stores.ts) and whatever `grow` adds; the caller removes the folder.
 */
export async function prepareScaleFolder(
  name: string,
  totalStores: number,
  grow?: (db: Db) => Promise<void>,
): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `larkspur-bench-${name}-`));
  const database = await openDatabase({ dataDir });
  try {
    await runMigrations(database);
    await seedDemoBrand(database.db);
    if (totalStores > DEMO_STORES) await insertSyntheticStores(database.db, totalStores - DEMO_STORES);
    if (grow) await grow(database.db);
  } finally {
    await database.close();
  }
  return dataDir;
}

/** The machine's load averages, for each row: a loaded machine explains a slow row. */
export const loadNow = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A migrated and seeded PGlite folder made once per run (global setup), which spawned servers
 * copy instead of migrating and seeding their own: a first start costs ~15 s of CPU on the 2-core
 * machine, a start on a copy ~6 s, and some twenty spec files start a server of their own.
 * The seed does not depend on any setting, so one copy serves every spec's settings.
 */
const TEMPLATE_ENV = 'E2E_PGLITE_TEMPLATE';

export const newDataDir = () => mkdtempSync(path.join(tmpdir(), 'larkspur-e2e-'));

/** A new data folder: a copy of the run's template when there is one, else empty (the server seeds it). */
export function seededDataDir(): string {
  const dir = newDataDir();
  const template = process.env[TEMPLATE_ENV];
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

export function publishTemplate(dir: string): () => void {
  process.env[TEMPLATE_ENV] = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}

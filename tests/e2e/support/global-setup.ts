import { newDataDir, publishTemplate } from './pglite-template.ts';
import { spawnServer } from './spawn-server.ts';

/**
 * Playwright global setup: one server start on an empty folder migrates and seeds it, a clean
 * stop (SIGTERM) leaves it consistent, and spawned servers then start on copies of it.
 * Environment variables set here reach the test workers. The returned function is the teardown.
 */
export default async function globalSetup(): Promise<() => void> {
  const seeding = await spawnServer(3209, {}, newDataDir());
  const code = await seeding.stop();
  if (code !== 0) throw new Error(`the seeding server exited with ${code}: ${seeding.output()}`);
  return publishTemplate(seeding.dataDir);
}

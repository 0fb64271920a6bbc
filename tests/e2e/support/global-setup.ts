import { newDataDir, publishTemplate } from './pglite-template.ts';
import { spawnServer } from './spawn-server.ts';

/**
 * Playwright global setup: one server start on an empty folder migrates and seeds it, a clean
 * stop (SIGTERM) leaves it consistent, and every server of the run then starts on a copy of it —
 * the suite's shared server too (it was Playwright's `webServer`, which started before this setup
 * and seeded a folder of its own: one migration and seed per run instead of two). Environment
 * variables set here reach the test workers. The returned function is the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const seeding = await spawnServer(3209, {}, newDataDir());
  const code = await seeding.stop();
  if (code !== 0) throw new Error(`the seeding server exited with ${code}: ${seeding.output()}`);
  const removeTemplate = publishTemplate(seeding.dataDir);
  // The shared server on E2E_PORT (playwright.config.ts `baseURL`), with the suite's rate limit.
  const shared = await spawnServer(3210, { RATE_LIMIT_PER_MINUTE: '10000' });
  return async () => {
    const exit = await shared.stop();
    shared.cleanup();
    removeTemplate();
    if (exit !== 0) throw new Error(`the shared server exited with ${exit}: ${shared.output()}`);
  };
}

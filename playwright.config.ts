import { defineConfig } from '@playwright/test';

/**
 * Browser tests run against the production build (npm run build) on a fresh PGlite folder,
 * in Debian's Chromium (scripts/ensure-chromium.sh). Two workers: the machine has 2 cores.
 */
const port = Number(process.env.E2E_PORT ?? 3210);

export default defineConfig({
  testDir: 'tests/e2e',
  // Per-port output folders: several runs side by side (helpers, E2E_PORT) must not wipe each other's.
  outputDir: process.env.E2E_PORT ? `artifacts/test-results-${port}` : 'artifacts/test-results',
  // A seeded PGlite folder that every server of the run copies, the shared one on `port` included
  // (tests/e2e/support/global-setup.ts, pglite-template.ts).
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_PORT ? `artifacts/playwright-${port}.json` : 'artifacts/playwright.json' }],
  ],
  // A test's whole budget, not a speed check: this session's browser step ran at half its usual pace
  // (issue 19 note), and a test may not depend on the machine's speed. Assertions keep their 7 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Tracing records every action (screencast, DOM snapshots) in every test to keep the failing
    // ones: ~18 % of the browser step's time. CI keeps no artifacts we can open, so it runs without;
    // a failure is reproduced locally, where the trace is kept (or `--trace on`).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});

import { defineConfig } from 'vitest/config';

/**
 * Three projects: pure unit tests, and the same API suite against PGlite and against
 * PostgreSQL (README "Tests"). Each API test file gets its own database copied from a
 * template that globalSetup migrates and seeds once per run.
 */
const apiProject = (db: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${db}`,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    globalSetup: [`tests/support/global-setup-${db}.ts`],
    // One module graph per worker, not per file: importing the server afresh cost ~3 s per file
    // (half the step). Safe because every file builds its own app on its own database copy and no
    // API test mocks modules or changes process.env; a file that needs either belongs in `unit`.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // The JSON file feeds the closing "N passed, N failed" line of scripts/check.sh.
    reporters: ['default', 'json'],
    // Vitest's default is cores − 1, i.e. ONE file at a time on the 2-core CI machine, which leaves
    // a core idle while a file waits on PostgreSQL or the other runs PGlite. Two at a time.
    maxWorkers: 2,
    outputFile: { json: 'artifacts/vitest.json' },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          // A budget, not a speed check: the lint-check tests start node scripts, and on a loaded
          // 2-core machine (a clean-clone CI beside other work) three took over Vitest's default 5 s.
          testTimeout: 30_000,
        },
      },
      apiProject('pglite'),
      apiProject('postgres'),
    ],
  },
});

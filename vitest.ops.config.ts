import { defineConfig } from 'vitest/config';

/**
 * Operations tests (issue 14): the production build as a child process, on a throwaway
 * PostgreSQL cluster (fault test) or PGlite (drain test). They need `npm run build` first, so
 * scripts/check.sh runs them after the build (`npm run test:ops`), not in `npm test`. One file
 * at a time: each starts its own server and the machine has two cores.
 */
export default defineConfig({
  test: {
    include: ['tests/ops/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 120_000,
    // Its own report: scripts/summarize-tests.mjs counts it, and a missing one as a failure.
    reporters: ['default', 'json'],
    outputFile: { json: 'artifacts/vitest-ops.json' },
  },
});

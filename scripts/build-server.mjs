// Bundles the Fastify server (src/server/main.ts) into build/app/main.js, and the first-admin
// command (src/server/staff-create.ts, decision 223) into build/app/staff-create.js (and the integration-key
// command, decision 242, into build/app/integration-create.js, and the release step `db:migrate` into
// build/app/db-migrate.js) so a production
// install without dev packages can run it; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'staff-create': 'src/server/staff-create.ts',
    'integration-create': 'src/server/integration-create.ts',
    'db-migrate': 'src/server/db-migrate.ts',
  },
  outdir: `${process.env.BUILD_DIR ?? 'build'}/app`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

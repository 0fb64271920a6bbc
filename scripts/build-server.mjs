// Bundles the Fastify server (src/server/main.ts) into build/app/main.js; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: `${process.env.BUILD_DIR ?? 'build'}/app/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

import { rmSync } from 'node:fs';
import { measure, type LoadResult } from './lib/load.ts';
import { startAppServer, startHelloServer } from './lib/servers.ts';
import { loadNow, prepareScaleFolder, requireBuild } from './lib/scale-folder.ts';
import { locationScenarios } from './scenarios/locations.ts';

/**
 * `npm run bench:locations` (issue 3 benchmark): the nearest-locations search and the delivery
 * lookup at brand scale. For each store count the demo seed is loaded into a fresh PGlite folder,
 * bench-only synthetic stores are added (bench/lib/synthetic-stores.ts), the production build
 * serves that folder, and each row is measured next to the hello-world ceiling of the same run.
 * BENCH_PORT (default 3911) is the first of two ports; BENCH_SIZES overrides the store counts.
 */
requireBuild();
const sizes = (process.env.BENCH_SIZES ?? '22,1000,10000').split(',').map(Number);
const basePort = Number(process.env.BENCH_PORT ?? 3911);

const hello = await startHelloServer(basePort);
const rows: Record<string, string | number>[] = [];
try {
  for (const total of sizes) {
    const started = Date.now();
    const dataDir = await prepareScaleFolder('scale', total);
    const seededIn = ((Date.now() - started) / 1000).toFixed(1);
    const app = await startAppServer(basePort + 1, { DATA_DIR: dataDir });
    try {
      // The store index is loaded when the server starts listening (decision 145); the first
      // search of each kind still loads schedules (and waits for that load when it is still
      // running at 10,000 stores). Time it once here, then measure the steady state.
      const coldStarted = Date.now();
      for (const s of locationScenarios)
        await fetch(`${app.url}${s.path}`, {
          method: s.options?.method ?? 'GET',
          body: s.options?.body ?? null,
          headers: s.options?.headers ?? {},
        });
      console.error(`${total} stores: first search of each kind answered in ${Date.now() - coldStarted} ms`);
      // The ceiling is measured next to each size's rows: on a shared machine the load drifts.
      const ceiling: LoadResult = await measure(`${hello.url}/hello`);
      rows.push({
        stores: total,
        scenario: 'hello-world (ceiling)',
        'req/s': Math.round(ceiling.rps),
        'ratio of ceiling': '100 %',
        'p50 ms': ceiling.p50,
        'p99 ms': ceiling.p99,
        'errors/non-2xx': `${ceiling.errors}/${ceiling.non2xx}`,
        'p99 / ceiling p99': '1.0',
        load: loadNow(),
      });
      for (const s of locationScenarios) {
        const r = await measure(`${app.url}${s.path}`, s.options);
        rows.push({
          stores: total,
          scenario: s.name,
          'req/s': Math.round(r.rps),
          'ratio of ceiling': `${((r.rps / ceiling.rps) * 100).toFixed(1)} %`,
          'p50 ms': r.p50,
          'p99 ms': r.p99,
          'errors/non-2xx': `${r.errors}/${r.non2xx}`,
          'p99 / ceiling p99': (r.p99 / Math.max(ceiling.p99, 1)).toFixed(1),
          load: loadNow(),
        });
      }
    } finally {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.error(`${total} stores: prepared in ${seededIn} s`);
  }
  console.log(
    '\nLocation search at brand scale (32 connections, 4 s after 1 s warm-up, loopback, load generator on the same cores; load = 1/5/15-min load average after the row)',
  );
  console.table(rows);
} finally {
  await hello.stop();
}

import { rmSync } from 'node:fs';
import { measure, type LoadResult } from './lib/load.ts';
import { startAppServer, startHelloServer } from './lib/servers.ts';
import { growMenu } from './lib/synthetic-menu.ts';
import { loadNow, prepareScaleFolder, requireBuild } from './lib/scale-folder.ts';
import { signedInMember } from './scenarios/render-cost.ts';

/**
 * `npx tsx bench/menu-scale.ts` (issue 18 cost curve): the menu API and the server-rendered menu
 * page at 22, 200 and 2,000 stores and at the demo menu ×1 and ×5. For each size the demo seed is
 * loaded into a fresh PGlite folder, bench-only stores (bench/lib/synthetic-stores.ts) and menu
 * copies (bench/lib/synthetic-menu.ts) are added, the production build serves that folder, and
 * each row sits next to a hello-world ceiling measured right before it. The page is asked for by
 * a signed-in member, so it is rendered per request (never the anonymous cache).
 * BENCH_PORT (default 3921) is the first of two ports; BENCH_STORES / BENCH_MENU_FACTORS override.
 */
requireBuild();
const stores = (process.env.BENCH_STORES ?? '22,200,2000').split(',').map(Number);
const factors = (process.env.BENCH_MENU_FACTORS ?? '1,5').split(',').map(Number);
const basePort = Number(process.env.BENCH_PORT ?? 3921);
const MENU = '10101';

const hello = await startHelloServer(basePort);
const rows: Record<string, string | number>[] = [];
try {
  for (const factor of factors) {
    for (const total of stores) {
      const dataDir = await prepareScaleFolder(
        'menu-scale',
        total,
        factor > 1 ? (db) => growMenu(db, factor) : undefined,
      );
      const app = await startAppServer(basePort + 1, { DATA_DIR: dataDir });
      try {
        const menuReply = await fetch(`${app.url}/api/menus/${MENU}`, { headers: { 'accept-encoding': 'gzip' } });
        // fetch() decompresses: the wire size is the content-length header (the reply is precompressed).
        const gzipBytes = Number(menuReply.headers.get('content-length') ?? (await menuReply.arrayBuffer()).byteLength);
        const cookie = await signedInMember(app.url);
        const page = await fetch(`${app.url}/menu/${MENU}`, {
          headers: { accept: 'text/html', cookie, 'accept-encoding': 'identity' },
        });
        const htmlBytes = (await page.arrayBuffer()).byteLength;
        const ceiling: LoadResult = await measure(`${hello.url}/hello`);
        const row = (scenario: string, r: LoadResult, size: string) => ({
          stores: total,
          menu: `×${factor}`,
          scenario,
          size,
          'req/s': Math.round(r.rps),
          'ratio of ceiling': `${((r.rps / ceiling.rps) * 100).toFixed(2)} %`,
          'p50 ms': r.p50,
          'p99 ms': r.p99,
          'server CPU ms / req': r.cpuMsPerRequest === undefined ? '' : Number(r.cpuMsPerRequest.toFixed(3)),
          'errors/non-2xx': `${r.errors}/${r.non2xx}`,
          load: loadNow(),
        });
        rows.push(row('hello-world (ceiling)', ceiling, ''));
        rows.push(
          row(
            `GET /api/menus/${MENU} (gzip, 32 conn.)`,
            await measure(`${app.url}/api/menus/${MENU}`, {
              headers: { 'accept-encoding': 'gzip' },
              serverPid: app.pid,
            }),
            `${(gzipBytes / 1024).toFixed(1)} KB gzip`,
          ),
        );
        rows.push(
          row(
            `GET /menu/${MENU} member (rendered, 8 conn.)`,
            await measure(`${app.url}/menu/${MENU}`, {
              connections: 8,
              headers: { accept: 'text/html', cookie },
              serverPid: app.pid,
            }),
            `${(htmlBytes / 1024).toFixed(1)} KB HTML`,
          ),
        );
      } finally {
        await app.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
      // Printed as it goes: a run over every size takes minutes, and a later failure loses nothing.
      console.error(JSON.stringify(rows.slice(-3)));
    }
  }
  console.log(
    '\nMenu cost curve (stores × menu size; 4 s after 1 s warm-up, loopback, load generator on the same cores; load = 1/5/15-min load average after the row)',
  );
  console.table(rows);
} finally {
  await hello.stop();
}

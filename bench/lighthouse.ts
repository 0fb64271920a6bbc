import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { existsSync } from 'node:fs';
import { startAppServer } from './lib/servers.ts';

/**
 * `npm run bench:lighthouse` (issue 4 benchmark): Lighthouse's mobile performance score and
 * LCP for the menu and product pages, on the production build, in Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium), offline on loopback. Lighthouse's default mobile
 * profile: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown (Lantern), so the
 * figures do not depend on this machine's load as much as req/s do. Target: score ≥ 95.
 */
const buildDir = process.env.BUILD_DIR ?? 'build';
if (!existsSync(`${buildDir}/app/main.js`)) {
  console.error(`No production build in ${buildDir}/: run "npm run build" first.`);
  process.exit(1);
}
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.BENCH_PORT ?? 3901) + 2;
const pages = ['/menu/10101', '/menu/10101/product/turkey-avocado-club'];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const app = await startAppServer(port);
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const rows: Record<string, string | number>[] = [];
try {
  for (const page of pages) {
    const scores: number[] = [];
    const lcps: number[] = [];
    let other: Record<string, number> = {};
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${app.url}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no report for ${page}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      lcps.push(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN);
      other = {
        'FCP ms': Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
        'TBT ms': Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
        CLS: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      };
    }
    // The median run, as Lighthouse's own guidance suggests for noisy machines.
    const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    rows.push({ page, runs, 'performance (median)': mid(scores), 'all scores': scores.join(' '), 'LCP ms (median)': Math.round(mid(lcps)), ...other, target: 'score ≥ 95' });
  }
  console.log('\nLighthouse mobile (simulated throttling), production build');
  console.table(rows);
} finally {
  await chrome.kill();
  await app.stop();
}

import lighthouse from 'lighthouse';
import { rememberBag, setStoredBag } from './lib/lighthouse-bag.ts';
import { cpuThrottlingFlags, launchLighthouseChrome, median } from './lib/lighthouse-chrome.ts';

/**
 * Interleaved Lighthouse A/B (issue 18): `npx tsx bench/lighthouse-ab.ts ROUNDS PATH URL_A URL_B …`
 * runs Lighthouse's mobile profile on PATH of each running server in turn, ROUNDS times, and prints
 * each server's scores, mean score, and median TBT and LCP. On a host whose speed drifts within
 * minutes (the steal this VM sees), one build's 3 runs against another's later 3 runs measure the
 * host; rounds that alternate measure the builds. Start the servers first (each on its own build:
 * `BUILD_DIR=… PORT=… node $BUILD_DIR/app/main.js`); `npm run bench:lighthouse` is the record of
 * one build. LONG_TASKS=1 prints each run's simulated long tasks (≥ 50 ms) with FCP and TTI.
 * "observed FCP" is the unthrottled load's own first paint, from which Lantern draws its graph:
 * when it is late (a render-blocking font preload, say), tasks before it
 * count toward FCP rather than TBT, so compare it between builds as well as the score.
 * /order/checkout is measured as bench:lighthouse does: a signed-in member with one item in the bag.
 */
const [rounds, path, ...bases] = process.argv.slice(2);
if (!rounds || !path || bases.length === 0) {
  console.error('usage: npx tsx bench/lighthouse-ab.ts ROUNDS PATH URL_A [URL_B …]');
  process.exit(1);
}
interface Run {
  score: number;
  tbt: number;
  lcp: number;
  cls: number;
  observedFcp: number;
  speedIndex: number;
  benchmarkIndex: number;
}
const chrome = await launchLighthouseChrome();
const runs: Run[][] = bases.map(() => []);
try {
  // Each server's page cache holds the page first, as `bench:lighthouse` does.
  for (const base of bases) await fetch(`${base}${path}`).then((r) => r.arrayBuffer());
  for (let round = 0; round < Number(rounds); round++) {
    for (const [i, base] of bases.entries()) {
      const checkout = path === '/order/checkout';
      const cookie = checkout ? await rememberBag(base, chrome.port) : '';
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...cpuThrottlingFlags(),
        ...(checkout ? { extraHeaders: { cookie }, disableStorageReset: true } : {}),
      });
      if (cookie) await setStoredBag(base, chrome.port, null);
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no report for ${base}${path}`);
      if (new URL(lhr.finalDisplayedUrl).pathname !== path)
        throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl}, not ${base}${path}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const observed = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] })
        ?.items?.[0];
      runs[i]!.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        tbt: audit('total-blocking-time'),
        lcp: audit('largest-contentful-paint'),
        cls: audit('cumulative-layout-shift'),
        observedFcp: observed?.observedFirstContentfulPaint ?? Number.NaN,
        speedIndex: audit('speed-index'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
      if (process.env.LONG_TASKS) {
        const items = (
          lhr.audits['long-tasks']?.details as { items?: { url: string; startTime: number; duration: number }[] }
        )?.items;
        const tasks = (items ?? [])
          .filter((t) => t.duration >= 50)
          .map(
            (t) =>
              `${(URL.canParse(t.url) ? new URL(t.url).pathname.split('/').pop() || '(page)' : t.url).slice(0, 28)}@${Math.round(t.startTime)}:${Math.round(t.duration)}`,
          );
        console.log(
          `${base} round ${round + 1}: TBT ${Math.round(audit('total-blocking-time'))}, FCP ${Math.round(audit('first-contentful-paint'))}, TTI ${Math.round(audit('interactive'))}; ${tasks.join(' ')}`,
        );
      }
    }
  }
} finally {
  await chrome.kill();
}
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
console.table(
  bases.map((base, i) => ({
    server: base,
    path,
    scores: runs[i]!.map((r) => r.score).join(' '),
    'median score': median(runs[i]!.map((r) => r.score)),
    'mean score': mean(runs[i]!.map((r) => r.score)).toFixed(1),
    'TBT ms (median)': Math.round(median(runs[i]!.map((r) => r.tbt))),
    'LCP ms (median)': Math.round(median(runs[i]!.map((r) => r.lcp))),
    'CLS (max)': Math.max(...runs[i]!.map((r) => r.cls)).toFixed(3),
    'SI ms (median)': Math.round(median(runs[i]!.map((r) => r.speedIndex))),
    'observed FCP ms (median)': Math.round(median(runs[i]!.map((r) => r.observedFcp))),
    'BI (median)': Math.round(median(runs[i]!.map((r) => r.benchmarkIndex))),
  })),
);

import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signedInMember } from './scenarios/render-cost.ts';

/**
 * Where a server render's CPU goes (issue 18 "Cheaper renders"): `npx tsx bench/profile-ssr.ts
 * [path …]` starts the production build with `--cpu-prof`, loads each page as a signed-in member
 * (rendered per request) for 8 s at 4 connections, stops the server and prints the top functions
 * by self time and the split by package. One profile per path. BENCH_PORT (default 3951).
 * PROFILE_ENCODING=identity profiles without compression, as the render-cost rows measure;
 * PROFILE_KEEP=dir keeps each .cpuprofile there (for Chromium's DevTools or a call-tree reading).
 */
const buildDir = process.env.BUILD_DIR ?? 'build';
const port = Number(process.env.BENCH_PORT ?? 3951);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/menu/10101'];
const encoding = process.env.PROFILE_ENCODING ?? 'br, gzip';
const keepDir = process.env.PROFILE_KEEP;
const connections = Number(process.env.PROFILE_CONNECTIONS ?? 4);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function packageOf(url: string): string {
  if (!url) return '(native / GC / idle)';
  if (url.startsWith('node:')) return 'node internals';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.includes('/server/assets/')) return 'app: web server build (routes, components)';
  if (url.includes('/app/main.js')) return 'app: server bundle (Fastify app, modules, bundled deps)';
  return url;
}

/** Self time per node over the last `windowMs` of the profile (the load, not the server's start). */
function summarise(profile: Profile, windowMs: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const length = profile.timeDeltas.reduce((a, b) => a + b, 0);
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= length - windowMs * 1000) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const idle = [...self]
    .filter(([id]) => ['(idle)', '(program)'].includes(byId.get(id)!.callFrame.functionName))
    .reduce((a, [, t]) => a + t, 0);
  const busy = total - idle;
  const fns = new Map<string, number>();
  const pkgs = new Map<string, number>();
  for (const [id, t] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    const key = `${functionName || '(anonymous)'}  ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''}`;
    fns.set(key, (fns.get(key) ?? 0) + t);
    const pkg = functionName === '(garbage collector)' ? 'garbage collector' : packageOf(url);
    pkgs.set(pkg, (pkgs.get(pkg) ?? 0) + t);
  }
  const pct = (t: number) => `${((t / busy) * 100).toFixed(1)} %`;
  return {
    busyMs: busy / 1000,
    top: [...fns]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 25)
      .map(([fn, t]) => ({ function: fn, 'self % of busy': pct(t) })),
    packages: [...pkgs]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([pkg, t]) => ({ where: pkg, 'self % of busy': pct(t) })),
  };
}

for (const page of paths) {
  const dir = mkdtempSync(path.join(tmpdir(), 'larkspur-prof-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'larkspur-prof-data-'));
  const child = spawn(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${dir}`, `${buildDir}/app/main.js`], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const cookie = await signedInMember(url);
  const headers = { accept: 'text/html', 'accept-encoding': encoding, cookie };
  await autocannon({ url: url + page, connections, duration: 2, headers });
  const loadStarted = Date.now();
  const run = await autocannon({ url: url + page, connections, duration: 8, headers });
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error('no profile written');
  // The window is the measured load plus the shutdown (a few ms), counted back from the end.
  const summary = summarise(
    JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Profile,
    Date.now() - loadStarted,
  );
  console.log(
    `\n${page}: ${Math.round(run.requests.average)} req/s at ${connections} connections (signed-in member, accept-encoding ${encoding}); profile of the 8 s load: ${summary.busyMs.toFixed(0)} ms busy, ${(summary.busyMs / Math.max(1, run.requests.total)).toFixed(2)} ms per page`,
  );
  console.table(summary.packages);
  console.table(summary.top);
  if (keepDir) {
    mkdirSync(keepDir, { recursive: true });
    copyFileSync(path.join(dir, file), path.join(keepDir, `${page.replace(/\W+/g, '_') || 'root'}.cpuprofile`));
  }
  rmSync(dir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}

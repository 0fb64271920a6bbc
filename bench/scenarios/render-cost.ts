import { randomBytes } from 'node:crypto';
import { freshDatabase, withClient } from '../lib/pg-database.ts';
import { processCpuMs } from '../lib/process-cpu.ts';
import { startAppServer } from '../lib/servers.ts';

/**
 * Uncached render cost per route (issue 18 "Cheaper renders", `BENCH_ONLY=render`): the server
 * process's own CPU time (user + system, /proc/{pid}/stat) over REQUESTS sequential page requests
 * of a signed-in member (a member's page is rendered per request, never from the anonymous cache),
 * divided by REQUESTS. One connection, no compression (`accept-encoding: identity`), so the figure
 * is routing, loaders, React render and the HTTP reply — not gzip/brotli, and not queueing.
 * Wall-clock p50 beside it, and the same page's CPU with `accept-encoding: br`, as browsers ask.
 * Linux only (reads /proc).
 */
const REQUESTS = Number(process.env.BENCH_RENDER_REQUESTS ?? 200);
/** Rounds per page, each after its own ceiling; the row is their median. */
const ROUNDS = Number(process.env.BENCH_RENDER_ROUNDS ?? 3);

export const RENDER_PAGES = [
  { name: 'home', path: '/', target: '≤ 5 ms' },
  { name: 'menu', path: '/menu/10101', target: '≤ 8 ms' },
  { name: 'product', path: '/menu/10101/product/turkey-avocado-club', target: '' },
  { name: 'location page', path: '/locations/ma/boston/214-newbury-street', target: '' },
  { name: 'checkout', path: '/order/checkout', target: '' },
] as const;

/** A signed-in member with a bag holding one item (so checkout renders its full page). */
export async function signedInMember(appUrl: string): Promise<string> {
  return (await signedInMemberWithBag(appUrl)).cookie;
}

/** The member's session cookie and the id of the bag holding one croissant (checkout reads it from localStorage). */
export async function signedInMemberWithBag(appUrl: string): Promise<{ cookie: string; cartId: string }> {
  const email = `bench-render-${randomBytes(4).toString('hex')}@larkspur.example`;
  const password = 'bench-crumb-and-crust-42';
  await fetch(`${appUrl}/api/account/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Bench', last_name: 'Render', email, password }),
  });
  const signIn = await fetch(`${appUrl}/api/account/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (!signIn.ok || !cookie) throw new Error(`bench sign-in failed: ${signIn.status}`);
  const session = (await (await fetch(`${appUrl}/api/session`, { headers: { cookie } })).json()) as {
    data: { csrf_token: string };
  };
  const headers = { cookie, 'x-csrf-token': session.data.csrf_token, 'content-type': 'application/json' };
  const cart = await fetch(`${appUrl}/api/carts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ menu_id: '10101' }),
  });
  const cartId = ((await cart.json()) as { data: { id: string } }).data.id;
  await fetch(`${appUrl}/api/carts/${cartId}/products`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ product_id: 'p-butter-croissant', quantity: 1, choices: [] }),
  });
  return { cookie, cartId };
}

/** A hello-world ceiling (req/s) measured now, beside the round it is used for. */
export type CeilingProbe = () => Promise<number>;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * The rows below, with a CPU figure of the database beside the server's when it is a separate
 * process (PostgreSQL): on PGlite the database runs inside the server process and is in its figure.
 *
 * Each page is measured in ROUNDS rounds, each right after its own hello-world ceiling: on this
 * kind of machine the ceiling has moved from 16,800 to 39,400 req/s within one minute, so a page
 * measured minutes away from the run's ceilings was compared with another machine. A round's
 * "ceiling requests" is its CPU times the ceiling measured seconds before it; the row gives the
 * median of the rounds for both.
 */
export async function renderCostRows(
  appUrl: string,
  pid: number,
  probeCeiling: CeilingProbe,
  databaseCpuMs?: () => Promise<number>,
): Promise<Record<string, string | number>[]> {
  const cookie = await signedInMember(appUrl);
  const rows: Record<string, string | number>[] = [];
  for (const page of RENDER_PAGES) {
    const get = async (encoding = 'identity') => {
      const headers = { accept: 'text/html', 'accept-encoding': encoding, cookie };
      const reply = await fetch(`${appUrl}${page.path}`, { headers, redirect: 'manual' });
      const body = await reply.arrayBuffer();
      return { status: reply.status, bytes: body.byteLength };
    };
    for (let i = 0; i < 30; i++) await get(); // warm-up: JIT, caches
    const walls: number[] = [];
    const rounds: { cpuMs: number; brotliCpuMs: number; ceiling: number; databaseMs: number | null }[] = [];
    let last = { status: 0, bytes: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const ceiling = await probeCeiling();
      const before = processCpuMs(pid);
      const databaseBefore = await databaseCpuMs?.();
      for (let i = 0; i < REQUESTS; i++) {
        const started = performance.now();
        last = await get();
        walls.push(performance.now() - started);
      }
      const cpuMs = (processCpuMs(pid) - before) / REQUESTS;
      const databaseMs = databaseBefore === undefined ? null : ((await databaseCpuMs!()) - databaseBefore) / REQUESTS;
      // The same page as browsers ask for it (brotli): what a member's page costs in production.
      const brotliBefore = processCpuMs(pid);
      for (let i = 0; i < REQUESTS; i++) await get('br');
      rounds.push({ cpuMs, brotliCpuMs: (processCpuMs(pid) - brotliBefore) / REQUESTS, ceiling, databaseMs });
    }
    const databaseMs = rounds[0]!.databaseMs === null ? null : median(rounds.map((r) => r.databaseMs!));
    rows.push({
      page: `${page.name} (${page.path})`,
      status: last.status,
      'HTML KB': Number((last.bytes / 1024).toFixed(1)),
      'server CPU ms / page': Number(median(rounds.map((r) => r.cpuMs)).toFixed(2)),
      ...(databaseMs === null ? {} : { 'PostgreSQL CPU ms / page': Number(databaseMs.toFixed(2)) }),
      'wall p50 ms': Number(median(walls).toFixed(2)),
      'server CPU ms, br': Number(median(rounds.map((r) => r.brotliCpuMs)).toFixed(2)),
      'ceilings of its rounds': rounds.map((r) => Math.round(r.ceiling)).join(' '),
      'ceiling requests / page': Math.round(median(rounds.map((r) => (r.cpuMs * r.ceiling) / 1000))),
      target: page.target,
    });
  }
  return rows;
}

/**
 * The same rows with the server on PostgreSQL (a fresh database), as it runs in production: the
 * server's own CPU per page without the database's, which on PGlite is inside the server process
 * (the session statement alone was 15 % of a member's home page there). The database's CPU is the
 * app's connections' backends, read from /proc like the server's.
 */
export async function renderCostRowsOnPostgres(
  port: number,
  probeCeiling: CeilingProbe,
): Promise<Record<string, string | number>[]> {
  const database = await freshDatabase('render');
  const app = await startAppServer(port, { DATABASE_URL: database.url });
  try {
    const backends = () =>
      withClient(database.url, async (c) => {
        const { rows } = await c.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        return rows.reduce((sum, row) => sum + processCpuMs(row.pid), 0);
      });
    return await renderCostRows(app.url, app.pid, probeCeiling, backends);
  } finally {
    await app.stop();
    await database.drop();
  }
}

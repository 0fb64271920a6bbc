import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client.ts';
import { createPasswordHasher } from '../src/server/modules/account/index.ts';
import { createFirstStaff } from '../src/server/modules/staff/index.ts';
import { freePort, startApp, type AppProcess } from '../tests/ops/support/app-process.ts';
import { startHaproxy, untilBothInRotation } from '../tests/ops/support/haproxy.ts';
import { createCluster } from '../tests/ops/support/pg-cluster.ts';
import { startPgBouncer } from '../tests/ops/support/pgbouncer.ts';
import { openAroundTheClock, sqlRows } from '../tests/ops/support/sql.ts';
import { openStream } from './lib/event-stream.ts';
import { startNginxCache } from '../tests/ops/support/nginx-cache.ts';
import { postmasterPid, treeCpuMs } from './lib/process-tree-cpu.ts';
import { CallLog, RushClient } from './lib/rush-client.ts';

/**
 * `npm run bench:rush` (issue 39 part 9): a lunch rush on the production topology, all on the
 * loopback — a throwaway PostgreSQL, PgBouncer in transaction mode, two instances of the
 * production build behind haproxy, nginx with deploy/nginx/larkspur.conf's page cache in front.
 * Anonymous visitors browse pages through the cache, members build bags and check out at every
 * store, each store's board is open and bumps its tickets, customers watch their order's status.
 * A report, not a test: it prints what it measured and passes or fails nothing.
 */
const SECONDS = Number(process.env.RUSH_SECONDS ?? 120);
const MEMBERS = Number(process.env.RUSH_MEMBERS ?? 20);
const BROWSERS = Number(process.env.RUSH_BROWSERS ?? 20);
const STORES = Number(process.env.RUSH_STORES ?? 20);
/** A visitor's pause between two steps, on average (uniform in 0…2×). */
const THINK_MS = Number(process.env.RUSH_THINK_MS ?? 300);
/** How long a counter takes to start an order after its ticket shows (uniform in 0…2×). */
const BUMP_MS = Number(process.env.RUSH_BUMP_MS ?? 1000);
const MEMBER_PASSWORD = 'crumb-and-crust-42';
const STAFF_PASSWORD = 'rush-hour-rye-and-rise-7';

const buildDir = process.env.BUILD_DIR ?? 'build';
if (!existsSync(`${buildDir}/app/main.js`)) {
  console.error(`No production build in ${buildDir}/: run "npm run build" first.`);
  process.exit(1);
}

const cleanups: (() => Promise<unknown> | unknown)[] = [];
let cleaning: Promise<void> | null = null;
const cleanUp = () =>
  (cleaning ??= (async () => {
    for (const step of cleanups.reverse()) await Promise.resolve(step()).catch(() => undefined);
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`\n${signal}: stopping every child process…`);
    void cleanUp().then(() => process.exit(130));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = (mean = THINK_MS) => sleep(Math.random() * 2 * mean);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

interface Store {
  id: string;
  menuId: string;
  page: string;
  products: string[];
  productPage: string;
}

async function main(): Promise<void> {
  const run = randomBytes(3).toString('hex');
  console.log('Starting PostgreSQL, PgBouncer, haproxy, two instances and nginx on 127.0.0.1…');
  const cluster = await createCluster(await freePort());
  cleanups.push(() => cluster.remove());
  const bouncer = await startPgBouncer({ port: await freePort(), serverPort: cluster.port });
  cleanups.push(() => bouncer.stop());
  const ports: [number, number] = [await freePort(), await freePort()];
  const proxy = await startHaproxy({ port: await freePort(), apps: ports });
  cleanups.push(() => proxy.stop());
  const nginx = await startNginxCache({ port: await freePort(), upstream: proxy.base.replace('http://', '') });
  cleanups.push(() => nginx.stop());

  const instanceEnv = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'larkspur-rush-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    return {
      DATABASE_URL: bouncer.urlOf(cluster.url),
      DATABASE_DIRECT_URL: cluster.url,
      DATABASE_POOLER: 'pgbouncer',
      DATA_DIR: dataDir,
      // nginx, then haproxy: two proxies append to X-Forwarded-For.
      TRUST_PROXY: '2',
      DRAIN_DELAY_S: '0',
      PUBLIC_URL: nginx.base,
      // Edits (the boards' sold-out marks, hours) drop nginx's copies of the pages that show them.
      PAGE_PURGE_URL: nginx.purgeBase,
      PAGE_PURGE_BY: 'url',
      // Every visitor comes from 127.0.0.1 here: per-IP limits would measure the loopback, not the rush.
      RATE_LIMIT_PER_MINUTE: '100000000',
      ACCOUNT_LIMIT_PER_IP: '100000000',
      CARD_TOKENS_PER_IP: '100000000',
      GIFT_CARD_ATTEMPTS_PER_IP: '100000000',
    };
  };
  const apps: AppProcess[] = await Promise.all(ports.map((port) => startApp(instanceEnv(), { port })));
  for (const app of apps)
    cleanups.push(async () => {
      if (app.child.exitCode === null) {
        app.child.kill('SIGTERM');
        await Promise.race([app.exited, sleep(10_000).then(() => app.kill())]);
      }
    });
  await untilBothInRotation(proxy.base);

  const stores = await prepareStores(cluster.url, nginx.base, apps[0]!.base);
  const setupLog = new CallLog();
  const staff = await staffAtEveryStore(cluster.url, nginx.base, stores, run, setupLog);
  console.log(
    `${stores.length} stores, ${MEMBERS} members, ${BROWSERS} anonymous visitors, ${SECONDS} s; pages e.g. ` +
      `${stores[0]!.page} and ${stores[0]!.productPage}`,
  );

  const log = new CallLog();
  // Where a stream's first event spends its time: the same board opened at each hop, before the rush.
  for (const [hop, base] of [
    ['instance a', apps[0]!.base],
    ['haproxy', proxy.base],
    ['nginx', nginx.base],
  ] as const)
    for (let i = 0; i < 5; i++)
      await snapshotTime(log, `idle: board snapshot via ${hop} (SSE)`, base, stores[0]!, staff[0]!);
  const checkedOutAt = new Map<string, number>();
  const bumpedAt = new Map<string, number>();
  let orders = 0;
  const boards = await Promise.all(
    stores.map(async (store, i) => {
      const client = staff[i]!;
      const stream = await openStream(
        `${nginx.base}/api/staff/locations/${store.id}/board/events`,
        client.cookieHeader(),
        (e) => {
          if (e.event !== 'ticket') return;
          const id = (e.data.ticket as { id: string; status: string }).id;
          const placed = checkedOutAt.get(id);
          if (placed === undefined) return;
          checkedOutAt.delete(id);
          log.record('board: ticket after checkout reply (SSE)', performance.now() - placed);
          void think(BUMP_MS).then(async () => {
            bumpedAt.set(id, performance.now());
            await client.call('staff: bump ticket', 'POST', `/api/staff/locations/${store.id}/orders/${id}/status`, {
              action: 'bump',
            });
          });
        },
      );
      if (stream.status !== 200) throw new Error(`board stream of ${store.id}: ${stream.status}`);
      return stream;
    }),
  );
  cleanups.push(() => boards.forEach((b) => b.close()));

  const statusStreams = new Set<{ close(): void }>();
  cleanups.push(() => statusStreams.forEach((s) => s.close()));
  let peakStatusStreams = 0;

  const deadline = performance.now() + SECONDS * 1000;
  const open = () => performance.now() < deadline;
  const cpuOf = () => ({
    apps: apps.map((a) => treeCpuMs(a.child.pid!)),
    postgres: treeCpuMs(postmasterPid(cluster.port)),
    nginx: treeCpuMs(nginx.pid),
  });
  const logLinesBefore = nginx.cacheStatuses().length;
  const proxyOutputBefore = proxy.output().length;
  const cpuBefore = cpuOf();
  const started = performance.now();

  const member = async (n: number) => {
    const client = new RushClient(nginx.base, log);
    const email = `rush.${run}.${n}@larkspur.example`;
    await client.call('member: sign up', 'POST', '/api/account/signup', {
      first_name: 'Ada',
      last_name: 'Baker',
      email,
      phone: '(617) 555-0101',
      password: MEMBER_PASSWORD,
      newsletter: false,
    });
    await client.call('member: sign in', 'POST', '/api/account/signin', { email, password: MEMBER_PASSWORD });
    while (open()) {
      const store = pick(stores);
      await client.call('member: menu read (API)', 'GET', `/api/menus/${store.menuId}`);
      await think();
      const cart = await client.call('member: new bag', 'POST', '/api/carts', { menu_id: store.menuId });
      const cartId = cart.body?.data?.id as string | undefined;
      if (!cartId) continue;
      let lines: { id: string }[] = [];
      for (let i = 0, items = 2 + Math.floor(Math.random() * 2); i < items; i++) {
        await think();
        const added = await client.call('member: add to bag', 'POST', `/api/carts/${cartId}/products/quick-add`, {
          product_id: pick(store.products),
          quantity: 1,
        });
        lines = (added.body?.data?.products as { id: string }[] | undefined) ?? lines;
      }
      if (Math.random() < 0.4 && lines.length) {
        await think();
        await client.call('member: change a line', 'PUT', `/api/carts/${cartId}/products/${pick(lines).id}`, {
          quantity: 2,
        });
      }
      await think();
      const token = await client.call('member: card token', 'POST', '/api/checkout/payment-token', {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 2,
        cvc: '123',
      });
      if (!token.body?.data?.token) continue;
      const placed = await client.call(
        'member: checkout',
        'POST',
        '/api/checkout',
        { cart_id: cartId, payment: { token: token.body.data.token } },
        { 'idempotency-key': randomUUID() },
      );
      const orderId = (placed.body?.data?.order as { id?: string } | undefined)?.id;
      if (!orderId) continue;
      orders += 1;
      checkedOutAt.set(orderId, performance.now());
      void watchStatus(client, orderId);
      await think(THINK_MS * 3);
    }
  };

  // The customer keeps the status page open until the counter starts the order (or a while).
  const watchStatus = async (client: RushClient, orderId: string) => {
    const openedAt = performance.now();
    let first = true;
    let resolveSeen: () => void = () => undefined;
    const seen = new Promise<void>((resolve) => (resolveSeen = resolve));
    const stream = await openStream(`${nginx.base}/api/orders/${orderId}/events`, client.cookieHeader(), (e) => {
      if (e.event === 'snapshot' && first) {
        first = false;
        log.record('customer: status stream to snapshot (SSE)', performance.now() - openedAt);
      }
      if (e.event === 'status' && e.data.status === 'in_progress') {
        const bump = bumpedAt.get(orderId);
        if (bump !== undefined) log.record('customer: status after bump (SSE)', performance.now() - bump);
        resolveSeen();
      }
    }).catch(() => null);
    if (!stream || stream.status !== 200) {
      log.record('customer: status stream to snapshot (SSE)', performance.now() - openedAt, `${stream?.status ?? 0}`);
      return;
    }
    statusStreams.add(stream);
    peakStatusStreams = Math.max(peakStatusStreams, statusStreams.size);
    await Promise.race([seen, stream.ended, sleep(30_000)]);
    stream.close();
    statusStreams.delete(stream);
  };

  const appPageCache = new Map<string, number>();
  const browser = async () => {
    while (open()) {
      // One visit: a fresh browser with no session looks at a few pages, then leaves.
      const visitor = new RushClient(nginx.base, log);
      const store = pick(stores);
      const pages: [string, string][] = [
        ['page: home /', '/'],
        ['page: menu /menu', '/menu'],
        ['page: store', store.page],
        ['page: product', store.productPage],
      ];
      for (let i = 0; i < 3 && open(); i++) {
        const [kind, url] = pick(pages);
        const page = await visitor.call(kind, 'GET', url, undefined, { accept: 'text/html' });
        const appCache = page.headers.get('x-page-cache');
        if (appCache) appPageCache.set(appCache, (appPageCache.get(appCache) ?? 0) + 1);
        // A fresh browser fetches the page's styles and scripts once.
        if (i === 0)
          await Promise.all(
            [...new Set([...page.text.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!))].map((asset) =>
              visitor.call('asset (first page of a visit)', 'GET', asset),
            ),
          );
        await think();
      }
    }
  };

  const progress = setInterval(
    () => console.log(`  ${Math.round((performance.now() - started) / 1000)} s: ${orders} orders`),
    15_000,
  );
  await Promise.all([
    ...Array.from({ length: MEMBERS }, (_, n) => member(n)),
    ...Array.from({ length: BROWSERS }, () => browser()),
  ]);
  clearInterval(progress);
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = cpuOf();
  // The last bumps and status events still on their way.
  await sleep(BUMP_MS * 2 + 500);

  printReport({
    log,
    seconds,
    orders,
    cpu: {
      apps: cpuAfter.apps.map((ms, i) => ms - cpuBefore.apps[i]!),
      postgres: cpuAfter.postgres - cpuBefore.postgres,
      nginx: cpuAfter.nginx - cpuBefore.nginx,
    },
    cacheStatuses: nginx.cacheStatuses().slice(logLinesBefore),
    appPageCache,
    peakStatusStreams,
    boards: boards.length,
  });
  // haproxy's readiness checks: an instance taken out of rotation explains a proxy's 503.
  const rotation = proxy
    .output()
    .slice(proxyOutputBefore)
    .split('\n')
    .filter((l) => /is (DOWN|UP)/.test(l));
  console.log(`haproxy rotation changes during the rush: ${rotation.length || 'none'}`);
  for (const line of rotation.slice(0, 20)) console.log(`  ${line}`);
}

/** Opening a board stream until its snapshot arrives. */
async function snapshotTime(log: CallLog, kind: string, base: string, store: Store, client: RushClient) {
  const openedAt = performance.now();
  let seen: () => void = () => undefined;
  const snapshot = new Promise<void>((resolve) => (seen = resolve));
  const stream = await openStream(`${base}/api/staff/locations/${store.id}/board/events`, client.cookieHeader(), (e) =>
    e.event === 'snapshot' ? seen() : undefined,
  );
  await Promise.race([snapshot, stream.ended]);
  log.record(kind, performance.now() - openedAt, stream.status === 200 ? undefined : String(stream.status));
  stream.close();
}

/** The first STORES seed stores, open around the clock, each with its menu's products and pages. */
async function prepareStores(databaseUrl: string, publicBase: string, appBase: string): Promise<Store[]> {
  const rows = await sqlRows<{ id: string; menu_id: string; state: string; city_slug: string; address_slug: string }>(
    databaseUrl,
    'select id, menu_id, state, city_slug, address_slug from locations where available and not coming_soon order by id limit $1',
    [STORES],
  );
  const stores: Store[] = [];
  // Page addresses from the published menu version (what customers are served), not the tables.
  const slugs = new Map<string, string>();
  for (const row of rows) {
    await openAroundTheClock(databaseUrl, row.id);
    const menu = (await (await fetch(`${appBase}/api/menus/${row.menu_id}`)).json()) as {
      data: { master_categories: { categories: Category[] }[] };
    };
    const products = menu.data.master_categories
      .flatMap((m) => m.categories.flatMap((c) => [...c.products, ...c.sub_categories.flatMap((s) => s.products)]))
      .filter((p) => p.available);
    for (const p of products) slugs.set(p.product_id, p.pdp_id);
    stores.push({
      id: row.id,
      menuId: row.menu_id,
      page: `/locations/${row.state.toLowerCase()}/${row.city_slug}/${row.address_slug}`,
      products: [...new Set(products.map((p) => p.product_id))],
      productPage: '',
    });
  }
  // Only products a bag takes as they are (quick add: default choices), as a visitor's taps would.
  const probe = new RushClient(appBase, new CallLog());
  const taken = new Set<string>();
  for (const store of stores.slice(0, 1)) {
    const cart = await probe.call('probe', 'POST', '/api/carts', { menu_id: store.menuId });
    for (const product of store.products) {
      const added = await probe.call('probe', 'POST', `/api/carts/${cart.body?.data?.id}/products/quick-add`, {
        product_id: product,
        quantity: 1,
      });
      if (added.status === 200) taken.add(product);
    }
  }
  for (const store of stores) {
    store.products = store.products.filter((p) => taken.has(p));
    if (!store.products.length) throw new Error(`no product of ${store.id}'s menu can be quick-added`);
    store.productPage = `/menu/${store.menuId}/product/${slugs.get(store.products[0]!)}`;
    for (const page of ['/', '/menu', store.page, store.productPage]) {
      const reply = await fetch(`${publicBase}${page}`);
      await reply.text();
      if (reply.status !== 200) throw new Error(`${page} answers ${reply.status} through nginx`);
    }
  }
  return stores;
}

interface Category {
  products: { product_id: string; pdp_id: string; available: boolean }[];
  sub_categories: { products: { product_id: string; pdp_id: string; available: boolean }[] }[];
}

/** One staff member per store (one-time password changed, as a first sign-in must), signed in through nginx. */
async function staffAtEveryStore(
  databaseUrl: string,
  publicBase: string,
  stores: Store[],
  run: string,
  log: CallLog,
): Promise<RushClient[]> {
  const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 1 });
  const hasher = createPasswordHasher();
  const first = `${STAFF_PASSWORD}-first`;
  const emails = stores.map((s) => `rush.${run}.${s.id}@larkspur.example`);
  try {
    for (const [i, store] of stores.entries())
      await createFirstStaff(database.db, hasher, {
        email: emails[i]!,
        role: 'staff',
        displayName: `Counter ${store.id}`,
        locations: [store.id],
        password: first,
      });
  } finally {
    await database.close();
  }
  return Promise.all(
    emails.map(async (email) => {
      const client = new RushClient(publicBase, log);
      const signedIn = await client.call('staff sign-in', 'POST', '/api/staff/session', { email, password: first });
      if (signedIn.status !== 200)
        throw new Error(`staff sign-in: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
      client.csrf = signedIn.body?.data?.csrf_token as string;
      const changed = await client.call('staff password', 'POST', '/api/staff/password', {
        current_password: first,
        new_password: STAFF_PASSWORD,
      });
      if (changed.status !== 200) throw new Error(`staff password: ${changed.status} ${JSON.stringify(changed.body)}`);
      const csrf = changed.body?.data?.csrf_token;
      if (typeof csrf === 'string') client.csrf = csrf;
      return client;
    }),
  );
}

function printReport(r: {
  log: CallLog;
  seconds: number;
  orders: number;
  cpu: { apps: number[]; postgres: number; nginx: number };
  cacheStatuses: { status: string; uri: string }[];
  appPageCache: Map<string, number>;
  peakStatusStreams: number;
  boards: number;
}): void {
  const rows = [...r.log.latencies]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, list]) => {
      const sorted = [...list].sort((a, b) => a - b);
      return {
        call: kind,
        count: list.length,
        'p50 ms': round(pct(sorted, 50)),
        'p99 ms': round(pct(sorted, 99)),
        errors: r.log.errorsOf(kind),
      };
    });
  console.log(
    `\nLunch rush: ${round(r.seconds)} s, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.table(rows);
  const errors = [...r.log.errors].sort((a, b) => b[1] - a[1]);
  console.log(errors.length ? 'Errors by kind:' : 'Errors: none');
  for (const [kind, count] of errors) console.log(`  ${count} × ${kind}`);
  const perOrder = (ms: number) => (r.orders ? `${round(ms / r.orders)} ms` : 'n/a');
  const ratio = (assets: boolean) => {
    const kept = r.cacheStatuses.filter((e) => e.status !== '-' && e.uri.startsWith('/assets/') === assets);
    const byStatus = new Map<string, number>();
    for (const e of kept) byStatus.set(e.status, (byStatus.get(e.status) ?? 0) + 1);
    const hits = byStatus.get('HIT') ?? 0;
    const detail = [...byStatus].map(([s, n]) => `${s} ${n}`).join(', ');
    return kept.length ? `${round((hits / kept.length) * 100)} % (${detail})` : 'n/a';
  };
  const appHits = r.appPageCache.get('hit') ?? 0;
  const appPages = [...r.appPageCache.values()].reduce((a, b) => a + b, 0);
  const appTotal = r.cpu.apps.reduce((a, b) => a + b, 0);
  const calls = [...r.log.latencies].reduce((n, [kind, list]) => (kind.includes('(SSE)') ? n : n + list.length), 0);
  console.table({
    'orders placed': r.orders,
    'orders per second': round(r.orders / r.seconds, 2),
    'app CPU per order, all traffic ÷ orders (instance a + b)': `${perOrder(appTotal)} (${r.cpu.apps.map(perOrder).join(' + ')})`,
    'app CPU per call (all calls)': `${round(appTotal / calls, 2)} ms`,
    'app CPU, share of one core': `${round(appTotal / 10 / r.seconds)} %`,
    'PostgreSQL CPU per order, all traffic ÷ orders': perOrder(r.cpu.postgres),
    'PostgreSQL CPU, share of one core': `${round(r.cpu.postgres / 10 / r.seconds)} %`,
    'nginx CPU per order, all traffic ÷ orders': perOrder(r.cpu.nginx),
    'nginx cache hit ratio, pages': ratio(false),
    'nginx cache hit ratio, assets': ratio(true),
    'app page cache hit ratio (x-page-cache)': appPages
      ? `${round((appHits / appPages) * 100)} % of ${appPages}`
      : 'n/a',
    'board streams open': r.boards,
    'status streams open at most': r.peakStatusStreams,
  });
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { openEventStream } from '../api/board-support.ts';
import { createStaff, STAFF_COOKIE, STAFF_PASSWORD } from '../api/staff-support.ts';
import { freePort, startApp, type AppProcess } from './support/app-process.ts';
import { startHaproxy, untilBothInRotation, type Haproxy } from './support/haproxy.ts';
import { HttpShopper, newKey, type Reply } from './support/http-shopper.ts';
import { createCluster, type PgCluster } from './support/pg-cluster.ts';
import { startPgBouncer, type PgBouncer } from './support/pgbouncer.ts';
import { eventually, openAroundTheClock, sqlRows } from './support/sql.ts';

/**
 * The documented production topology, end to end: PostgreSQL, PgBouncer in transaction mode, two
 * instances behind haproxy (deploy/haproxy/haproxy.cfg) with readiness checks and TRUST_PROXY=1.
 * Everything comes from Debian packages and is started and removed here.
 */
const BACK_BAY = 'bos-back-bay';
const BACK_BAY_MENU = '10101';
const ALMOND = 'p-almond-croissant';
const ACCOUNT_LIMIT_PER_IP = 40;

let cluster: PgCluster;
let bouncer: PgBouncer;
let proxy: Haproxy;
const ports: [number, number] = [0, 0];
const apps: AppProcess[] = [];
const dataDir = () => mkdtempSync(path.join(tmpdir(), 'larkspur-topology-'));

function instanceEnv(): Record<string, string> {
  return {
    DATABASE_URL: bouncer.urlOf(cluster.url),
    DATABASE_DIRECT_URL: cluster.url,
    DATABASE_POOLER: 'pgbouncer',
    DATA_DIR: dataDir(),
    TRUST_PROXY: '1',
    DRAIN_DELAY_S: '2',
    PUBLIC_URL: proxy ? proxy.base : 'http://127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '100000',
    ACCOUNT_LIMIT_PER_IP: String(ACCOUNT_LIMIT_PER_IP),
    CARD_TOKENS_PER_IP: '100000',
    GIFT_CARD_ATTEMPTS_PER_IP: '100000',
  };
}

const ready = async (base: string) => (await fetch(`${base}/api/health/ready`).catch(() => null))?.status === 200;

beforeAll(async () => {
  cluster = await createCluster(await freePort());
  bouncer = await startPgBouncer({ port: await freePort(), serverPort: cluster.port });
  ports[0] = await freePort();
  ports[1] = await freePort();
  proxy = await startHaproxy({ port: await freePort(), apps: ports });
  // A fresh paired boot: both instances at once on an empty database.
  apps.push(...(await Promise.all(ports.map((port) => startApp(instanceEnv(), { port })))));
  await openAroundTheClock(cluster.url, BACK_BAY);
  await untilBothInRotation(proxy.base);
}, 180_000);

afterAll(async () => {
  for (const app of apps) app.kill();
  await proxy?.stop();
  await bouncer?.stop();
  await cluster?.remove();
});

interface Category {
  products: { product_id: string; available: boolean }[];
  sub_categories: { products: { product_id: string; available: boolean }[] }[];
}

/** A staff member signed in through the balancer, their one-time password changed. */
async function staffThroughProxy(email: string) {
  const database = await openDatabase({ databaseUrl: cluster.url, dataDir: '', poolSize: 1 });
  const first = await createStaff(database, email, 'manager', [BACK_BAY]).finally(() => database.close());
  const send = async (method: string, url: string, body: unknown, cookie = '', csrf = '', base = proxy.base) =>
    fetch(`${base}${url}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(cookie ? { cookie: `${STAFF_COOKIE}=${cookie}`, 'x-csrf-token': csrf } : {}),
      },
      body: JSON.stringify(body),
    });
  const signedIn = await send('POST', '/api/staff/session', { email, password: first });
  expect(signedIn.status).toBe(200);
  const cookie = /larkspur_staff=([^;]+)/.exec(signedIn.headers.get('set-cookie') ?? '')![1]!;
  const csrf = ((await signedIn.json()) as { data: { csrf_token: string } }).data.csrf_token;
  const changed = await send(
    'POST',
    '/api/staff/password',
    { current_password: first, new_password: STAFF_PASSWORD },
    cookie,
    csrf,
  );
  expect(changed.status).toBe(200);
  return {
    cookie,
    send: (method: string, url: string, body: unknown, base = proxy.base) =>
      send(method, url, body, cookie, csrf, base),
  };
}

describe('production topology: PgBouncer, two instances, haproxy', () => {
  it('a fresh paired boot migrated once', async () => {
    const [row] = await sqlRows<{ n: number; distinct: number }>(
      cluster.url,
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    );
    expect(row!.n).toBe(row!.distinct);
    const [stores] = await sqlRows<{ n: number }>(cluster.url, 'select count(*)::int as n from locations');
    expect(stores!.n).toBeGreaterThan(10);
  });

  it('sign-in, bag and checkout round-robin across both instances; 20 same-key submissions make one order', async () => {
    const served = new Set<string>();
    const shopper = new HttpShopper(proxy.base, '198.51.100.10', (reply) => {
      const by = reply.headers.get('x-served-by');
      if (by) served.add(by);
    });
    await shopper.signUp('topology.shopper@larkspur.example');
    const prepared = await shopper.prepare(BACK_BAY_MENU);
    if (!('cartId' in prepared)) throw new Error(`prepare: ${prepared.status} ${JSON.stringify(prepared.body)}`);
    const key = newKey();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => shopper.submit(key, prepared.cartId, prepared.token)),
    );
    expect(replies.map((r) => r.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const orders = await sqlRows(cluster.url, 'select id from orders where cart_id = $1', [prepared.cartId]);
    expect(orders).toHaveLength(1);
    expect([...served].sort()).toEqual(['a', 'b']);
  });

  it('a board ticket and the customer’s status reach a stream on the other instance within 1 s; a sold-out mark shows there', async () => {
    const manager = await staffThroughProxy('topology.manager@larkspur.example');
    const [a, b] = apps as [AppProcess, AppProcess];
    const board = await openEventStream(`${b.base}/api/staff/locations/${BACK_BAY}/board/events`, {
      cookie: `${STAFF_COOKIE}=${manager.cookie}`,
    });
    expect(board.response.status).toBe(200);
    await board.next((e) => e.event === 'snapshot');

    // The order is placed and moved on instance A directly; the board and the status stream listen on B.
    const shopper = new HttpShopper(a.base, '198.51.100.11');
    await shopper.signUp('topology.board@larkspur.example');
    const prepared = await shopper.prepare(BACK_BAY_MENU);
    if (!('cartId' in prepared)) throw new Error('prepare failed');
    const placedAt = Date.now();
    const placed = await shopper.submit(newKey(), prepared.cartId, prepared.token);
    expect(placed.status).toBe(200);
    const orderId = (placed.body?.data as { order: { id: string } }).order.id;
    await board.next((e) => e.event === 'ticket' && e.data.ticket.id === orderId);
    expect(Date.now() - placedAt).toBeLessThan(1_000);

    const status = await openEventStream(`${b.base}/api/orders/${orderId}/events`, shopper.cookieHeader());
    await status.next((e) => e.event === 'snapshot');
    const movedAt = Date.now();
    const bump = await manager.send(
      'POST',
      `/api/staff/locations/${BACK_BAY}/orders/${orderId}/status`,
      { action: 'bump' },
      a.base,
    );
    expect(bump.status).toBe(200);
    const moved = await status.next((e) => e.event === 'status');
    expect(moved.data).toMatchObject({ order_id: orderId, status: 'in_progress' });
    expect(Date.now() - movedAt).toBeLessThan(1_000);
    board.close();
    status.close();

    const soldOut = await manager.send('PUT', `/api/staff/locations/${BACK_BAY}/availability`, {
      product_id: ALMOND,
      available: false,
      until: 'further_notice',
    });
    expect(soldOut.status).toBe(200);
    for (const app of apps)
      await eventually(`the sold-out mark on ${app.base}`, async () => {
        const menu = (await (await fetch(`${app.base}/api/menus/${BACK_BAY_MENU}`)).json()) as {
          data: { master_categories: { categories: Category[] }[] };
        };
        const almond = menu.data.master_categories
          .flatMap((m) =>
            m.categories.flatMap((c) => [...c.products, ...c.sub_categories.flatMap((sub) => sub.products)]),
          )
          .find((p) => p.product_id === ALMOND);
        return almond?.available === false ? true : undefined;
      });
  });

  it('a rolling restart of both instances under steady traffic fails no request', async () => {
    const failures: string[] = [];
    let requests = 0;
    const seen = (reply: Reply, what: string) => {
      requests += 1;
      if (reply.status === 0 || reply.status >= 500) failures.push(`${what} → ${reply.status}`);
    };
    const shoppers = Array.from({ length: 3 }, (_, i) => new HttpShopper(proxy.base, `198.51.100.${20 + i}`, seen));
    await Promise.all(shoppers.map((s, i) => s.signUp(`topology.rolling.${i}@larkspur.example`)));
    let stop = false;
    const traffic = shoppers.map(async (shopper) => {
      while (!stop) {
        await shopper.call('GET', `/api/menus/${BACK_BAY_MENU}`);
        const prepared = await shopper.prepare(BACK_BAY_MENU);
        if ('cartId' in prepared) await shopper.submit(newKey(), prepared.cartId, prepared.token);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    for (const [i, port] of ports.entries()) {
      const old = apps[i]!;
      old.child.kill('SIGTERM');
      const exit = await old.exited;
      expect(exit.code).toBe(0);
      apps[i] = await startApp({ ...instanceEnv(), MIGRATE_ON_BOOT: 'false' }, { port });
      await untilBothInRotation(proxy.base);
    }
    stop = true;
    await Promise.all(traffic);
    expect(requests).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });

  it('PostgreSQL restarted: every instance is ready again within 2 s of it being back', async () => {
    await cluster.stop();
    await eventually('readiness to fail', async () =>
      (await Promise.all(apps.map((app) => ready(app.base)))).some(Boolean) ? undefined : true,
    );
    await cluster.start();
    const back = Date.now();
    await eventually(
      'every instance ready again',
      async () => ((await Promise.all(apps.map((app) => ready(app.base)))).every(Boolean) ? true : undefined),
      10_000,
    );
    expect(Date.now() - back).toBeLessThan(2_000);
    await untilBothInRotation(proxy.base);
  });

  it('a forged X-Forwarded-For lifts no per-IP limit through the balancer', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_LIMIT_PER_IP; i++) {
      const r = await fetch(`${proxy.base}/api/account/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
        body: JSON.stringify({ email: 'nobody.topology@larkspur.example', password: 'wrong-password-123' }),
      });
      statuses.push(r.status);
    }
    expect(statuses).toContain(429);
  });
});

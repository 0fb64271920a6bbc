import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../api/board-support.ts';
import { startApp, freePort, type AppProcess } from './support/app-process.ts';
import { HttpShopper, newKey, type Reply } from './support/http-shopper.ts';
import { createCluster, type PgCluster } from './support/pg-cluster.ts';
import { startPgBouncer, type PgBouncer } from './support/pgbouncer.ts';
import { eventually, openAroundTheClock, sqlRows } from './support/sql.ts';

/**
 * PgBouncer in transaction mode (issue 39, decision 355): Debian's PgBouncer 1.18 in front of a
 * throwaway cluster, instances pointed at it with DATABASE_POOLER=pgbouncer and their LISTEN and
 * migrations on DATABASE_DIRECT_URL. Checkouts work through it, notifications cross instances,
 * paired fresh boots migrate once, and a database restart is survived through it quickly.
 */
const BACK_BAY_MENU = '10101';
const INTEGRATION_KEY = 'ops-pgbouncer-integration-key-0123456789';
const PAIRED_BOOTS = 6;
const CHECKOUTS = 6;
const MIGRATIONS = (JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as { entries: unknown[] }).entries
  .length;

let cluster: PgCluster;
let bouncer: PgBouncer;
const running: AppProcess[] = [];
/** The last pair of fresh boots stays up for the tests after it. */
let a: AppProcess;
let b: AppProcess;
let appDb: string;
const figures: Record<string, unknown> = {};

const directUrl = (database: string) => {
  const url = new URL(cluster.url);
  url.pathname = `/${database}`;
  return url.toString();
};

function pooledEnv(database: string): Record<string, string> {
  return {
    DATABASE_URL: bouncer.urlOf(directUrl(database)),
    DATABASE_DIRECT_URL: directUrl(database),
    DATABASE_POOLER: 'pgbouncer',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'larkspur-ops-')),
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '100000',
    ACCOUNT_LIMIT_PER_IP: '1000',
    CARD_TOKENS_PER_IP: '1000',
    STAFF_API_KEY: INTEGRATION_KEY,
  };
}

/** An instance without a pooler: the pool and LISTEN both on the database itself. */
function directEnv(database: string): Record<string, string> {
  const env: Record<string, string> = { ...pooledEnv(database), DATABASE_URL: directUrl(database) };
  delete env.DATABASE_DIRECT_URL;
  delete env.DATABASE_POOLER;
  return env;
}

const errorLines = (app: AppProcess) =>
  app
    .output()
    .split('\n')
    .filter((l) => /"level":(50|60)|WARNING|already exists|don't own a lock/.test(l));

beforeAll(async () => {
  cluster = await createCluster(await freePort());
  bouncer = await startPgBouncer({ port: await freePort(), serverPort: cluster.port });
}, 120_000);

afterAll(async () => {
  for (const app of running) app.kill();
  console.log(`pgbouncer test figures: ${JSON.stringify(figures)}`);
  await bouncer?.stop();
  await cluster?.remove();
});

describe('PgBouncer (transaction mode) in front of PostgreSQL', () => {
  it('two instances booting at once on an empty database migrate it exactly once, six times over', async () => {
    const pairs: { booted: number; applied: number[]; rows: number; distinct: number; errors: string[] }[] = [];
    for (let i = 1; i <= PAIRED_BOOTS; i++) {
      const database = `paired_${i}`;
      await sqlRows(cluster.url, `create database ${database}`);
      const env = pooledEnv(database);
      const started = await Promise.allSettled([startApp(env), startApp(env)]);
      const apps = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      running.push(...apps);
      const [count] = await sqlRows<{ rows: number; distinct: number }>(
        directUrl(database),
        'select count(*)::int as rows, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
      ).catch(() => [{ rows: -1, distinct: -1 }]);
      pairs.push({
        booted: apps.length,
        // Each instance logs how many migrations it applied under the lock.
        applied: apps.map((app) => Number(/"migrations":(\d+)[^\n]*database migrated/.exec(app.output())?.[1] ?? 0)),
        rows: count!.rows,
        distinct: count!.distinct,
        errors: [
          ...started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason).slice(0, 300)] : [])),
          ...apps.flatMap(errorLines),
        ],
      });
      if (i < PAIRED_BOOTS) for (const app of apps) app.kill();
      else {
        [a, b] = apps as [AppProcess, AppProcess];
        appDb = database;
      }
    }
    figures.pairedBoots = pairs;
    for (const pair of pairs) {
      expect(pair, JSON.stringify(pair)).toMatchObject({
        booted: 2,
        rows: MIGRATIONS,
        distinct: MIGRATIONS,
        errors: [],
      });
      expect(
        pair.applied.sort((x, y) => x - y),
        'one instance migrated, the other found nothing to do',
      ).toEqual([0, MIGRATIONS]);
    }
  });

  it('checks out through PgBouncer on both instances, and order status crosses instances through LISTEN', async () => {
    await openAroundTheClock(directUrl(appDb), 'bos-back-bay');
    const fivexx: string[] = [];
    const seen = (reply: Reply, what: string) => {
      if (reply.status >= 500 || reply.status === 0) fivexx.push(`${what} → ${reply.status} ${reply.body?.message}`);
    };
    const placed: { id: string; at: AppProcess; other: AppProcess; shopper: HttpShopper }[] = [];
    let failed = 0;
    for (let i = 0; i < CHECKOUTS; i++) {
      const [at, other] = i % 2 === 0 ? [a, b] : [b, a];
      const shopper = new HttpShopper(at.base, `10.39.0.${i + 1}`, seen);
      const prepared = await shopper
        .signUp(`ops.pgbouncer.${i}@larkspur.example`)
        .then(() => shopper.prepare(BACK_BAY_MENU))
        .catch((error: unknown) => ({ status: -1, headers: new Headers(), body: { message: String(error) } }));
      if ('status' in prepared) {
        failed += 1;
        continue;
      }
      const reply = await shopper.submit(newKey(), prepared.cartId, prepared.token);
      const order = reply.body?.data?.order as { id?: string } | undefined;
      if (reply.status === 200 && order?.id) placed.push({ id: order.id, at, other, shopper });
      else failed += 1;
    }
    figures.checkouts = { ok: placed.length, failed, fivexx: fivexx.slice(0, 5), fivexxCount: fivexx.length };

    // Each order's status stream is read on the other instance; its moves are made on the one that placed it.
    let arrived = 0;
    let slowestMs = 0;
    const missed: string[] = [];
    for (const order of placed.slice(0, 5)) {
      const stream = await openEventStream(`${order.other.base}/api/orders/${order.id}/events`, {
        ...order.shopper.cookieHeader(),
      });
      expect(stream.response.status).toBe(200);
      await stream.next((e) => e.event === 'snapshot');
      for (const status of ['in_progress', 'ready']) {
        const sent = Date.now();
        const moved = await fetch(`${order.at.base}/api/staff/orders/${order.id}/status`, {
          method: 'POST',
          headers: { authorization: `Bearer ${INTEGRATION_KEY}`, 'content-type': 'application/json' },
          body: JSON.stringify({ status }),
        });
        expect(moved.status, await moved.clone().text()).toBe(200);
        const event = await Promise.race([
          stream.next((e) => e.event === 'status' && e.data.status === status),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000)),
        ]);
        if (event) {
          arrived += 1;
          slowestMs = Math.max(slowestMs, Date.now() - sent);
        } else missed.push(`${order.id} ${status}`);
      }
      stream.close();
    }
    figures.notifications = { arrived, of: Math.min(placed.length, 5) * 2, slowestMs };

    expect(placed.length, JSON.stringify(figures.checkouts)).toBe(CHECKOUTS);
    expect(fivexx).toEqual([]);
    expect(missed, 'every status change reached the other instance').toEqual([]);
    expect(slowestMs).toBeLessThan(1_000);
  });

  it('answers again through PgBouncer within 2 s of a database restart, as a direct instance does', async () => {
    const direct = await startApp({ ...directEnv(appDb) });
    running.push(direct);
    const healthy = async (app: AppProcess) =>
      (await fetch(`${app.base}/api/health`, { signal: AbortSignal.timeout(3_000) }).catch(() => null))?.status === 200;
    for (const app of [a, b, direct]) expect(await healthy(app)).toBe(true);

    await cluster.stop();
    await eventually('every instance to report the outage', async () =>
      (await Promise.all([a, b, direct].map(healthy))).some(Boolean) ? undefined : true,
    );
    // Long enough for PgBouncer to have failed server logins while the database was away.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await cluster.start();
    const back = Date.now();
    const recovered = await Promise.all(
      [a, b, direct].map(async (app) => {
        await eventually(
          'health to answer 200 again',
          async () => ((await healthy(app)) ? true : undefined),
          30_000,
          20,
        );
        return (Date.now() - back) / 1000;
      }),
    );
    figures.secondsToHealthyAfterRestart = { pgbouncerA: recovered[0], pgbouncerB: recovered[1], direct: recovered[2] };

    // And a checkout goes through PgBouncer again.
    const shopper = new HttpShopper(a.base, '10.39.1.1');
    await shopper.signUp('ops.pgbouncer.after@larkspur.example');
    const prepared = await shopper.prepare(BACK_BAY_MENU);
    if ('status' in prepared) throw new Error(`prepare after the restart: ${prepared.status}`);
    const reply = await shopper.submit(newKey(), prepared.cartId, prepared.token);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);

    for (const seconds of recovered) expect(seconds).toBeLessThan(2);
    for (const app of [a, b, direct]) {
      expect(app.child.exitCode).toBeNull();
      expect(app.output()).not.toMatch(/Unhandled 'error' event|uncaughtException|already exists/);
    }
  });
});

import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { freshDatabase, withClient } from '../lib/pg-database.ts';
import { startAppServer } from '../lib/servers.ts';

/**
 * Live order board rows for `npm run bench` (issue 16 "Benchmark", BENCH_ONLY=board):
 * 1. New order → ticket on the board: one SSE client on the board stream while checkouts run at
 *    50 a minute (open loop, one every 1.2 s); per order, the time from the checkout's reply (and
 *    from its submission) to the `ticket` event with that order. On PostgreSQL, so the event goes
 *    the production way: commit → pg_notify → the LISTEN client → one ticket read → the stream.
 * 2. Idle streams one instance holds: BENCH_BOARD_STREAMS (2,000) board streams opened and left
 *    idle; the server process's RSS before and after (/proc), per stream, and /api/health's reply
 *    time while they are open.
 * Its own app server on a fresh database (BENCH_PG_URL, default the local server).
 */
const MENU_ID = '10101';
const LOCATION_ID = 'bos-back-bay';
const ORDERS = Number(process.env.BENCH_BOARD_ORDERS ?? 75);
const PER_MINUTE = 50;
const STREAMS = Number(process.env.BENCH_BOARD_STREAMS ?? 2000);
const STAFF_EMAIL = 'bench.board@larkspur.example';
const STAFF_PASSWORD = 'bench-board-rye-and-rise-7';

const rssKiB = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
const ms = (n: number) => Math.round(n * 10) / 10;

function staffCreate(databaseUrl: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        `${process.env.BUILD_DIR ?? 'build'}/app/staff-create.js`,
        '--email',
        STAFF_EMAIL,
        '--role',
        'staff',
        '--location',
        LOCATION_ID,
      ],
      { env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' } },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const password = /One-time password: (\S+)/.exec(out)?.[1];
      if (code === 0 && password) resolve(password);
      else reject(new Error(`staff:create failed (${code}): ${out}`));
    });
  });
}

interface Who {
  cookie: string;
  csrf: string;
}
async function json(
  url: string,
  who: Who | null,
  method: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const r = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(who ? { cookie: who.cookie, 'x-csrf-token': who.csrf } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: r.status,
    headers: r.headers,
    body: (await r.json()) as {
      data: Record<string, unknown> & { id: string; token: string; csrf_token: string; order: { id: string } };
    },
  };
}

async function staffSession(appUrl: string, databaseUrl: string): Promise<Who> {
  const first = await staffCreate(databaseUrl);
  const signIn = await json(`${appUrl}/api/staff/session`, null, 'POST', { email: STAFF_EMAIL, password: first });
  const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const who = { cookie, csrf: signIn.body.data.csrf_token };
  const changed = await json(`${appUrl}/api/staff/password`, who, 'POST', {
    current_password: first,
    new_password: STAFF_PASSWORD,
  });
  if (signIn.status !== 200 || changed.status !== 200)
    throw new Error(`bench staff sign-in failed: ${signIn.status}/${changed.status}`);
  return who;
}

async function memberSession(appUrl: string): Promise<Who> {
  const email = `bench-board-${randomBytes(4).toString('hex')}@larkspur.example`;
  const password = 'bench-crumb-and-crust-42';
  await json(`${appUrl}/api/account/signup`, null, 'POST', {
    first_name: 'Bench',
    last_name: 'Buyer',
    email,
    password,
  });
  const r = await fetch(`${appUrl}/api/account/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const who = {
    cookie: (r.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
    csrf: r.headers.get('x-csrf-token') ?? '',
  };
  if (!r.ok || !who.cookie) throw new Error(`bench member sign-in failed: ${r.status}`);
  return who;
}

/** A board stream: calls onEvent(event, data) per SSE message; resolves once the snapshot arrived. */
function openStream(
  appUrl: string,
  who: Who,
  onEvent: (event: string, data: string) => void,
): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${appUrl}/api/staff/locations/${LOCATION_ID}/board/events`,
      { headers: { cookie: who.cookie, accept: 'text/event-stream' }, agent: false },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`board stream: ${res.statusCode}`));
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (!event || data === undefined) continue;
            if (event === 'snapshot') resolve(request);
            onEvent(event, data);
          }
        });
        res.on('error', () => undefined);
      },
    );
    request.on('error', reject);
  });
}

export interface BoardBench {
  latency: Record<string, string | number>[];
  streams: Record<string, string | number>[];
}

export async function boardScenarios(port: number): Promise<BoardBench> {
  const database = await freshDatabase('board');
  const app = await startAppServer(port, {
    DATABASE_URL: database.url,
    PAYMENT_PROVIDER: 'sandbox',
    ACCOUNT_LIMIT_PER_IP: '100000000',
    ACCOUNT_LIMIT_PER_ACCOUNT: '100000000',
    CARD_TOKENS_PER_IP: '100000000',
  });
  const open: http.ClientRequest[] = [];
  try {
    await withClient(database.url, async (c) => {
      await c.query(`delete from location_closures where location_id = $1`, [LOCATION_ID]);
      await c.query(`delete from location_hours where location_id = $1 and handoff <> 'catering'`, [LOCATION_ID]);
      for (const handoff of ['pickup', 'curbside', 'delivery'])
        for (let d = 0; d < 7; d++)
          await c.query(
            `insert into location_hours (location_id, handoff, weekday, opens, closes) values ($1, $2, $3, '00:00', '24:00')`,
            [LOCATION_ID, handoff, d],
          );
      await c.query(`update locations set slot_capacity = 32000 where id = $1`, [LOCATION_ID]);
    });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // location contexts are cached for 1 s
    const staff = await staffSession(app.url, database.url);
    const buyer = await memberSession(app.url);

    // Carts and single-use card tokens made before the timed run: the run only submits.
    const ready: { cartId: string; token: string }[] = [];
    for (let i = 0; i < ORDERS + 3; i++) {
      const cart = await json(`${app.url}/api/carts`, buyer, 'POST', { menu_id: MENU_ID });
      await json(`${app.url}/api/carts/${cart.body.data.id}/products/quick-add`, buyer, 'POST', {
        product_id: 'p-butter-croissant',
        quantity: 2,
      });
      const token = await json(`${app.url}/api/checkout/payment-token`, buyer, 'POST', {
        number: '4242424242424242',
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 2,
        cvc: '123',
      });
      ready.push({ cartId: cart.body.data.id, token: token.body.data.token });
    }

    // 1. Latency: one board stream, orders at 50 a minute.
    const seen = new Map<string, number>();
    const waiting = new Map<string, (at: number) => void>();
    open.push(
      await openStream(app.url, staff, (event, data) => {
        if (event !== 'ticket') return;
        const at = performance.now();
        const parsed = JSON.parse(data) as { ticket: { id: string }; kind: string };
        if (seen.has(parsed.ticket.id)) return;
        seen.set(parsed.ticket.id, at);
        waiting.get(parsed.ticket.id)?.(at);
      }),
    );
    const submit = async ({ cartId, token }: { cartId: string; token: string }) => {
      const sent = performance.now();
      const r = await json(
        `${app.url}/api/checkout`,
        buyer,
        'POST',
        { cart_id: cartId, payment: { token } },
        { 'idempotency-key': randomUUID() },
      );
      const replied = performance.now();
      if (r.status !== 200) throw new Error(`bench checkout failed: ${r.status} ${JSON.stringify(r.body)}`);
      const orderId = r.body.data.order.id;
      const arrived = seen.get(orderId) ?? (await new Promise<number>((resolve) => waiting.set(orderId, resolve)));
      return { fromReply: arrived - replied, fromSubmit: arrived - sent, checkout: replied - sent };
    };
    for (const warm of ready.splice(0, 3)) await submit(warm);
    const every = 60_000 / PER_MINUTE;
    const started = performance.now();
    const samples = await Promise.all(
      ready.map(
        (r, i) =>
          new Promise<Awaited<ReturnType<typeof submit>>>((resolve, reject) =>
            setTimeout(() => submit(r).then(resolve, reject), i * every),
          ),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const fromReply = samples.map((s) => s.fromReply).sort((a, b) => a - b);
    const fromSubmit = samples.map((s) => s.fromSubmit).sort((a, b) => a - b);
    const checkout = samples.map((s) => s.checkout).sort((a, b) => a - b);
    const latency = [
      {
        measure: 'checkout reply → ticket event',
        orders: samples.length,
        'p50 ms': ms(pct(fromReply, 50)),
        'p95 ms': ms(pct(fromReply, 95)),
        'max ms': ms(fromReply.at(-1) ?? NaN),
        'event before reply': fromReply.filter((x) => x <= 0).length,
        target: 'ticket within 1 s (issue 16)',
      },
      {
        measure: 'checkout submitted → ticket event',
        orders: samples.length,
        'p50 ms': ms(pct(fromSubmit, 50)),
        'p95 ms': ms(pct(fromSubmit, 95)),
        'max ms': ms(fromSubmit.at(-1) ?? NaN),
        'event before reply': '',
        target: '',
      },
      {
        measure: `POST /api/checkout (${PER_MINUTE}/min for ${seconds.toFixed(0)} s)`,
        orders: samples.length,
        'p50 ms': ms(pct(checkout, 50)),
        'p95 ms': ms(pct(checkout, 95)),
        'max ms': ms(checkout.at(-1) ?? NaN),
        'event before reply': '',
        target: '',
      },
    ];

    // 2. Idle streams: RSS before and after opening STREAMS more board streams.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const before = rssKiB(app.pid);
    const openedAt = performance.now();
    for (let i = 0; i < STREAMS; i += 100) {
      open.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(100, STREAMS - i) }, () => openStream(app.url, staff, () => undefined)),
        )),
      );
    }
    const openSeconds = (performance.now() - openedAt) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const after = rssKiB(app.pid);
    const healthStart = performance.now();
    const health = await fetch(`${app.url}/api/health`);
    const healthMs = performance.now() - healthStart;
    const streams = [
      {
        'idle board streams': STREAMS,
        'opened in s': openSeconds.toFixed(1),
        'server RSS before MiB': (before / 1024).toFixed(1),
        'server RSS after MiB': (after / 1024).toFixed(1),
        'KiB per stream': ((after - before) / STREAMS).toFixed(1),
        'GET /api/health while open ms': `${ms(healthMs)} (${health.status})`,
        target: '2,000 on one instance (issue 16)',
      },
    ];
    return { latency, streams };
  } finally {
    for (const request of open) request.destroy();
    await app.stop();
    await database.drop();
  }
}

import { createServer as createNetServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { COOKIE } from './account-support.ts';
import { BACK_BAY, openAroundTheClock } from './cart-support.ts';
import { TEST_CARDS, cardToken, cartWith, memberShopper, newKey, submit, type Shopper } from './checkout-support.ts';

const TOKEN = 'metrics-token-for-the-api-test-0123456789';

/** One sample of the text format: `name{label="value",…} value`. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Parses Prometheus' text exposition format 0.0.4 strictly: every line is a HELP or TYPE comment
 * or a sample, every sample's family has a TYPE, values are numbers. Throws on anything else.
 */
function parseExposition(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(comment[3]);
        types.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!sample) throw new Error(`not a Prometheus line: ${line}`);
    const [, name = '', labelText = '', valueText = ''] = sample;
    const labels: Record<string, string> = {};
    const rest = labelText.replace(
      /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/g,
      (_m, key: string, value: string) => {
        labels[key] = value;
        return '';
      },
    );
    if (rest !== '') throw new Error(`bad labels: ${line}`);
    // Prometheus reads NaN and Inf in any case (Go's ParseFloat); prom-client writes `Nan`.
    const value = /^nan$/i.test(valueText)
      ? NaN
      : /^[+-]?inf$/i.test(valueText)
        ? (valueText.startsWith('-') ? -1 : 1) * Infinity
        : Number(valueText);
    if (Number.isNaN(value) && !/^nan$/i.test(valueText)) throw new Error(`bad value: ${line}`);
    const family = types.has(name) ? name : name.replace(/_(bucket|sum|count)$/, '');
    if (!types.has(family)) throw new Error(`sample without TYPE: ${line}`);
    samples.push({ name, labels, value });
  }
  return samples;
}

/** The sum of the samples of `name` whose labels include `labels`. */
const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((n, s) => n + s.value, 0);

const scrape = async (t: TestApp): Promise<Sample[]> => {
  const r = await t.server.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(r.statusCode).toBe(200);
  return parseExposition(r.body);
};

const requestCount = (samples: Sample[], route: string, status_class = '2xx') =>
  valueOf(samples, 'http_request_duration_seconds_count', { route, method: 'GET', status_class });

/** The samples as text, for checks on what they must never contain. */
const samples = (list: Sample[]) => list.map((s) => `${s.name}${JSON.stringify(s.labels)}`);

/** A port nothing listens on now (the metrics listener binds it next). */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('/metrics on the main port behind METRICS_TOKEN', () => {
  let t: TestApp;
  let ada: Shopper;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, ACCOUNT_LIMIT_PER_IP: '1000' });
    await openAroundTheClock(t, ['bos-back-bay']);
    ada = await memberShopper(t, 'ada.metrics@larkspur.example');
  });
  afterAll(() => t.close());

  it('answers 401 without the token or with another, 200 with it', async () => {
    const none = await t.server.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.json()).toMatchObject({ status: 'error', code: 'UNAUTHORIZED' });
    const wrong = await t.server.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    const basic = await t.server.inject({ url: '/metrics', headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
    const right = await t.server.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(right.headers['cache-control']).toBe('no-store');
  });

  it('is Prometheus text with the process metrics and the app gauges', async () => {
    const samples = await scrape(t);
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(samples.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
    expect(valueOf(samples, 'larkspur_realtime_listen_connected')).toBe(1);
    expect(valueOf(samples, 'larkspur_sse_streams_open', { stream: 'board' })).toBe(0);
    expect(valueOf(samples, 'larkspur_sse_streams_open', { stream: 'order_status' })).toBe(0);
    expect(samples.some((s) => s.name === 'larkspur_page_cache_hits_total')).toBe(true);
    const pool = samples.find((s) => s.name === 'larkspur_db_pool_connections');
    if (t.database.kind === 'postgres') {
      expect(pool?.value).toBeGreaterThanOrEqual(1);
      expect(valueOf(samples, 'larkspur_db_pool_waiting_requests')).toBe(0);
    } else expect(pool).toBeUndefined();
  });

  it('counts a request under its route pattern, never its URL', async () => {
    const before = await scrape(t);
    for (const menu of [BACK_BAY, BACK_BAY, 'no-such-menu-4711'])
      await t.server.inject({ url: `/api/menus/${menu}`, headers: { 'accept-encoding': 'identity' } });
    const after = await scrape(t);
    expect(requestCount(after, '/api/menus/:menuId') - requestCount(before, '/api/menus/:menuId')).toBe(2);
    expect(requestCount(after, '/api/menus/:menuId', '4xx') - requestCount(before, '/api/menus/:menuId', '4xx')).toBe(
      1,
    );
    expect(samples(after).some((l) => l.includes('no-such-menu') || l.includes(BACK_BAY))).toBe(false);
    // The scrape itself is a request too, and nothing matched is one label.
    await t.server.inject({ url: '/nowhere/at/all' });
    const last = await scrape(t);
    expect(valueOf(last, 'http_request_duration_seconds_count', { route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(requestCount(last, '/metrics')).toBeGreaterThanOrEqual(3);
  });

  it('counts a placed order, and a checkout refusal by its code', async () => {
    const before = await scrape(t);
    const cart = await cartWith(ada);
    const declined = { cart_id: cart.id, payment: { token: await cardToken(ada, TEST_CARDS.declined) } };
    expect((await submit(ada, newKey(), declined)).status).toBe(402);
    expect((await submit(ada, 'short', declined)).status).toBe(400);
    const placed = await submit(ada, newKey(), { cart_id: cart.id, payment: { token: await cardToken(ada) } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const after = await scrape(t);
    const delta = (name: string, labels: Record<string, string> = {}) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(delta('larkspur_orders_placed_total')).toBe(1);
    expect(delta('larkspur_checkout_refusals_total', { code: 'CARD_DECLINED' })).toBe(1);
    expect(delta('larkspur_checkout_refusals_total', { code: 'BAD_REQUEST' })).toBe(1);
    expect(delta('http_server_errors_total')).toBe(0);
  });

  it('counts open event streams, and keeps them out of the latency histogram', async () => {
    const base = await t.server.listen({ port: 0, host: '127.0.0.1' });
    const openStreams = async () => valueOf(await scrape(t), 'larkspur_sse_streams_open', { stream: 'order_status' });
    const abort = new AbortController();
    const stream = await fetch(`${base}/api/account/orders/events`, {
      headers: { cookie: `${COOKIE}=${ada.cookie}` },
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);
    await expect.poll(openStreams).toBe(1);
    abort.abort();
    await expect.poll(openStreams).toBe(0);
    expect(requestCount(await scrape(t), '/api/account/orders/events')).toBe(0);
  });

  // PostgreSQL only (PGlite has no LISTEN connection to lose): defined there, not skipped here.
  if (process.env.TEST_DB === 'postgres')
    it('reports the LISTEN connection down, then up again once it reconnected', async () => {
      const listening = async () => valueOf(await scrape(t), 'larkspur_realtime_listen_connected');
      expect(await listening()).toBe(1);
      await t.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN larkspur_%'`,
      );
      await expect.poll(listening, { interval: 20 }).toBe(0);
      await expect.poll(listening, { timeout: 5000 }).toBe(1);
    });
});

describe('/metrics on METRICS_PORT', () => {
  let t: TestApp;
  let port: number;
  let base: string;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({ METRICS_PORT: String(port), METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '3' });
    base = `http://127.0.0.1:${await t.server.listen({ port: 0, host: '127.0.0.1' }).then((a) => new URL(a).port)}`;
  });
  afterAll(() => t.close());

  it('serves its own listener, which wants the token when one is set', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(401);
    const r = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(parseExposition(await r.text()).length).toBeGreaterThan(20);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(405);
  });

  it('is not rate-limited where the API is, and not in the OpenAPI document', async () => {
    const api = [];
    for (let i = 0; i < 5; i += 1) api.push((await fetch(`${base}/api/locations`)).status);
    expect(api.slice(3)).toEqual([429, 429]);
    for (let i = 0; i < 6; i += 1) {
      const r = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(r.status).toBe(200);
    }
    const docs = await t.server.inject({ url: '/api/docs', remoteAddress: '10.9.9.9' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths as object).some((p) => p.includes('metrics'))).toBe(false);
  });
});

describe('metrics are off unless configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has no /metrics route', async () => {
    const r = await t.server.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.statusCode).toBe(404);
  });
});

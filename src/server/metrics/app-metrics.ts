import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the gauges read at scrape time: each part of the app keeps its own figures. */
export interface MetricSources {
  /** PostgreSQL's pool; absent on PGlite (one embedded connection, nothing to size). */
  pool?: (() => { total: number; idle: number; waiting: number }) | undefined;
  /** Whether the realtime bus's LISTEN connection is up (always true in one process). */
  listenConnected: () => boolean;
  /** Open SSE streams by kind. */
  streams: Record<string, { count(): number }>;
  pageCache: { stats(): { hits: number; misses: number } };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * Every metric of one app instance, in a registry of its own: tests
 * build many apps in one process, and prom-client's global registry refuses a second metric of
 * a name. Labels are bounded: a route's pattern (never its URL), a method, a status class, an
 * AppError code.
 */
export function createAppMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to reply by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    registers,
  });
  const serverErrors = new Counter({
    name: 'http_server_errors_total',
    help: '5xx replies by route pattern and method',
    labelNames: ['route', 'method'] as const,
    registers,
  });
  const ordersPlaced = new Counter({
    name: 'larkspur_orders_placed_total',
    help: 'Orders committed by checkout',
    registers,
  });
  const refusals = new Counter({
    name: 'larkspur_checkout_refusals_total',
    help: 'Error replies of the checkout routes (submit, card token, gift card balance, confirm) by error code',
    labelNames: ['code'] as const,
    registers,
  });

  return {
    registry,
    /** A Fastify reply; `route` is the route's pattern, undefined when no route matched. */
    observeRequest(route: string | undefined, method: string, status: number, seconds: number): void {
      const labels = { route: route ?? 'unmatched', method };
      requests.observe({ ...labels, status_class: statusClass(status) }, seconds);
      if (status >= 500) serverErrors.inc(labels);
    },
    /** The checkout module's hooks: a committed order, an error reply of a checkout route. */
    checkout: {
      onOrderPlaced: () => ordersPlaced.inc(),
      onRefused: (code: string) => refusals.inc({ code }),
    },
    /** The gauges read from the app's parts, once they exist. */
    watch(sources: MetricSources): void {
      const gauge = (name: string, help: string, read: () => number) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            this.set(read());
          },
        });
      // The cache counts for itself; these report its running totals.
      const total = (name: string, help: string, read: () => number) =>
        new Counter({
          name,
          help,
          registers,
          collect() {
            this.reset();
            this.inc(read());
          },
        });
      const { pool } = sources;
      if (pool) {
        gauge('larkspur_db_pool_connections', 'Open connections of the PostgreSQL pool', () => pool().total);
        gauge('larkspur_db_pool_idle_connections', 'Pool connections open and not in use', () => pool().idle);
        gauge('larkspur_db_pool_waiting_requests', 'Queries waiting for a pool connection', () => pool().waiting);
      }
      gauge('larkspur_realtime_listen_connected', '1 while the realtime bus LISTEN connection is up, else 0', () =>
        sources.listenConnected() ? 1 : 0,
      );
      new Gauge({
        name: 'larkspur_sse_streams_open',
        help: 'Open Server-Sent Event streams by kind',
        labelNames: ['stream'] as const,
        registers,
        collect() {
          for (const [stream, hub] of Object.entries(sources.streams)) this.set({ stream }, hub.count());
        },
      });
      total(
        'larkspur_page_cache_hits_total',
        'Anonymous pages answered from the page cache',
        () => sources.pageCache.stats().hits,
      );
      total(
        'larkspur_page_cache_misses_total',
        'Anonymous pages rendered because the cache had none',
        () => sources.pageCache.stats().misses,
      );
    },
    contentType: registry.contentType,
    text: () => registry.metrics(),
  };
}

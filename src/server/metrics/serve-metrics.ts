import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/app-error.ts';
import type { ServerConfig } from '../config.ts';
import { createAppMetrics, type AppMetrics } from './app-metrics.ts';

/** The app's metrics when the operator asked for them (METRICS_PORT or METRICS_TOKEN), else null: no request pays for them. */
export const metricsFor = (config: ServerConfig): AppMetrics | null =>
  config.METRICS_PORT !== undefined || config.METRICS_TOKEN !== undefined ? createAppMetrics() : null;

const UNAUTHORIZED_MESSAGE = 'Metrics need the metrics token: Authorization: Bearer <METRICS_TOKEN>.';
const CHALLENGE = 'Bearer realm="metrics"';

/** The SSE routes' paths end so (board, order status); a GET of one is a stream, not a reply. */
const EVENT_STREAM_SUFFIX = '/events';

/**
 * A route's label: its pattern, except a static file's (the web build adds one route per file,
 * hundreds per build), which is its top folder's `/assets/*`. Worked out once per route.
 */
function routeLabels(): (route: string | undefined) => string | undefined {
  const labels = new Map<string, string>();
  return (route) => {
    if (route === undefined) return undefined;
    let label = labels.get(route);
    if (label === undefined) {
      const file = /^(\/[^/:*]+)\/[^:*]*\.[a-z0-9]+$/i.exec(route);
      label = file && file[1] !== '/api' ? `${file[1]}/*` : route;
      labels.set(route, label);
    }
    return label;
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when no token is configured, or the request's bearer token is it (compared in constant time). */
function tokenCheck(token: string | undefined): (authorization: string | undefined) => boolean {
  if (token === undefined) return () => true;
  const expected = digest(token);
  return (authorization) => {
    const given = /^Bearer +(\S+)$/i.exec(authorization ?? '')?.[1];
    return given !== undefined && timingSafeEqual(digest(given), expected);
  };
}

/**
 * Serves `/metrics`: every Fastify reply observed by its route pattern; the text
 * on the main port behind METRICS_TOKEN, and on METRICS_PORT (its own listener, opened when the
 * app is ready so a taken port fails the boot). Outside /api: no rate limit, no OpenAPI entry.
 */
export function registerMetrics(server: FastifyInstance, config: ServerConfig, metrics: AppMetrics): void {
  const authorized = tokenCheck(config.METRICS_TOKEN);
  // A callback hook: it runs on every reply, and a promise per request is CPU.
  const labelOf = routeLabels();
  server.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url;
    // An event stream's length is no latency: the streams gauge counts those.
    if (request.method !== 'GET' || !route?.endsWith(EVENT_STREAM_SUFFIX))
      metrics.observeRequest(labelOf(route), request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  if (config.METRICS_TOKEN !== undefined)
    // Scrapes every few seconds would fill the log at `info`.
    server.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      if (!authorized(request.headers.authorization)) {
        void reply.header('www-authenticate', CHALLENGE);
        throw new AppError('UNAUTHORIZED', UNAUTHORIZED_MESSAGE);
      }
      return reply
        .type(metrics.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.text());
    });

  const port = config.METRICS_PORT;
  if (port === undefined) return;
  const listener = createServer((request, response) => {
    void answerScrape(request, metrics, authorized).then(({ status, headers, body }) => {
      response.writeHead(status, { 'cache-control': 'no-store', ...headers }).end(body);
    });
  });
  server.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      listener.once('error', reject);
      listener.listen(port, config.HOST, () => {
        listener.off('error', reject);
        resolve();
      });
    });
    const { address, port: bound } = listener.address() as AddressInfo;
    server.log.info({ address, port: bound }, 'metrics listening');
  });
  server.addHook('onClose', async () => {
    if (!listener.listening) return;
    listener.closeAllConnections();
    await new Promise((resolve) => listener.close(resolve));
  });
}

/** The metrics port's one path; anything else there is a plain 404 or 405. */
async function answerScrape(
  request: IncomingMessage,
  metrics: AppMetrics,
  authorized: (authorization: string | undefined) => boolean,
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  const text = { 'content-type': 'text/plain; charset=utf-8' };
  if ((request.url ?? '').split('?')[0] !== '/metrics') return { status: 404, headers: text, body: 'Not found\n' };
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return { status: 405, headers: { ...text, allow: 'GET, HEAD' }, body: 'Method not allowed\n' };
  if (!authorized(request.headers.authorization))
    return { status: 401, headers: { ...text, 'www-authenticate': CHALLENGE }, body: `${UNAUTHORIZED_MESSAGE}\n` };
  try {
    const body = await metrics.text();
    return {
      status: 200,
      headers: { 'content-type': metrics.contentType },
      body: request.method === 'HEAD' ? '' : body,
    };
  } catch {
    return { status: 500, headers: text, body: 'Metrics could not be collected\n' };
  }
}

import type { FastifyInstance } from 'fastify';
import type { ContentReader } from '../../domain/content.ts';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { connectPageCache, createPageCache } from '../http/page-cache-events.ts';
import { createStreamHub } from '../modules/board/index.ts';
import type { LocationContextCache } from '../modules/locations/index.ts';
import type { AppMetrics } from '../metrics/app-metrics.ts';
import { createOrderStatusStreams } from '../modules/orders/index.ts';
import { createRealtimeBus } from '../realtime/index.ts';

/**
 * The realtime bus (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite),
 * the anonymous HTML cache it keeps fresh, and the SSE hubs on it. The hubs' streams end at drain
 * (preClose, so the server can finish closing); the bus after (onClose).
 */
export function wireRealtime(
  server: FastifyInstance,
  database: Database,
  contexts: LocationContextCache,
  content: ContentReader,
  metrics: AppMetrics | null,
  config: Pick<ServerConfig, 'PAGE_PURGE_URL' | 'PAGE_PURGE_BY'>,
) {
  const bus = createRealtimeBus(database, server.log);
  // The anonymous HTML cache: dropped on this instance at once, on the others over the bus; each purges the proxy's copies.
  const pages = createPageCache();
  const purge = config.PAGE_PURGE_URL ? { url: config.PAGE_PURGE_URL, by: config.PAGE_PURGE_BY } : null;
  connectPageCache({ pages, contexts, bus, content, purge, log: server.log });
  server.decorate('pageCache', pages).decorate('realtime', bus);
  // The live order board, by location.
  const boardStreams = createStreamHub({ db: database.db, bus, log: server.log });
  server.addHook('preClose', async () => boardStreams.close());
  // Customers' live order status: the same hub, keyed by order and by member.
  const orderStreams = createOrderStatusStreams({ db: database.db, bus, log: server.log });
  server.addHook('preClose', async () => orderStreams.close());
  server.addHook('onClose', async () => bus.close());
  metrics?.watch({
    pool: database.poolStats,
    listenConnected: () => bus.state() !== 'reconnecting',
    streams: { board: boardStreams, order_status: orderStreams },
    pageCache: pages,
  });
  return { bus, pages, boardStreams, orderStreams };
}

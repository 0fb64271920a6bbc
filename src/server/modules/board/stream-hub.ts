import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Ticket } from '../../../domain/board/ticket-contract.ts';
import type { Db } from '../../db/client.ts';
import type { RealtimeBus, RealtimeEvent } from '../../realtime/index.ts';
import { boardTickets, oneTicket } from './tickets.ts';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;

/**
 * The board's Server-Sent Events (issue 16, decision 225). One subscription to the bus per
 * process; an `orders` event is read from the database once per location and written to each of
 * that location's open streams. Every stream starts with a snapshot (also on a reconnect with
 * Last-Event-ID, and for every stream after the bus's LISTEN connection came back): events are
 * at most once, the snapshot makes the board whole again.
 */
export function createStreamHub(o: { db: Db; bus: RealtimeBus; log: FastifyBaseLogger; now?: () => Date }) {
  const now = o.now ?? (() => new Date());
  const streams = new Map<string, Set<ServerResponse>>();
  let counter = 0;
  const nextId = () => `${Date.now()}-${(counter += 1)}`;

  const write = (res: ServerResponse, event: string, data: unknown) => {
    res.write(`id: ${nextId()}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };

  async function snapshot(locationId: string, targets: Iterable<ServerResponse>): Promise<void> {
    const tickets = await boardTickets(o.db, locationId, now());
    for (const res of targets) write(res, 'snapshot', { tickets, now: now().toISOString() });
  }

  const onOrder = (event: RealtimeEvent) => {
    const targets = streams.get(event.locationId);
    if (!targets?.size || !event.orderId) return;
    oneTicket(o.db, event.locationId, event.orderId)
      .then((ticket: Ticket | null) => {
        if (!ticket) return;
        for (const res of targets) write(res, 'ticket', { ticket, kind: event.kind });
      })
      .catch((error: unknown) => o.log.warn({ err: error }, 'board event not read; the next snapshot catches up'));
  };
  const unsubscribe = o.bus.subscribe('orders', onOrder);
  const unResync = o.bus.onResync(() => {
    for (const [locationId, targets] of streams) snapshot(locationId, targets).catch(() => undefined);
  });
  const heartbeat = setInterval(() => {
    for (const targets of streams.values()) for (const res of targets) res.write(': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /** Opens a stream on a hijacked reply: headers, the retry hint, then the snapshot. */
    async open(locationId: string, res: ServerResponse): Promise<void> {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies must pass each event through at once.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      res.write('retry: 2000\n\n');
      let set = streams.get(locationId);
      if (!set) streams.set(locationId, (set = new Set()));
      set.add(res);
      res.once('close', () => {
        set.delete(res);
        if (set.size === 0 && streams.get(locationId) === set) streams.delete(locationId);
      });
      // Subscribed first, then the snapshot after the bus listens: no change falls in between.
      await o.bus.ready();
      await snapshot(locationId, [res]);
    },
    /** Open streams (figures for operations). */
    count: () => [...streams.values()].reduce((n, s) => n + s.size, 0),
    /** Shutdown and drain: end every stream (the browser reconnects to another instance). */
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      unResync();
      for (const targets of streams.values()) for (const res of targets) res.end();
      streams.clear();
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;

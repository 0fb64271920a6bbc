import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createSseHub, type RealtimeBus } from '../../realtime/index.ts';
import { boardTickets, oneTicket } from './tickets.ts';

export { HEARTBEAT_MS } from '../../realtime/index.ts';

/**
 * The board's Server-Sent Events on the shared SSE hub:
 * streams keyed by location; an `orders` event is read from the database once per location and
 * written to each of that location's open streams. Every stream starts with a snapshot.
 */
export function createStreamHub(o: { db: Db; bus: RealtimeBus; log: FastifyBaseLogger; now?: () => Date }) {
  const now = o.now ?? (() => new Date());
  return createSseHub({
    bus: o.bus,
    channel: 'orders',
    log: o.log,
    async snapshot(locationId) {
      const at = now();
      return { event: 'snapshot', data: { tickets: await boardTickets(o.db, locationId, at), now: at.toISOString() } };
    },
    async onEvent(event, targets) {
      if (!event.orderId || !targets.has(event.locationId)) return;
      const ticket = await oneTicket(o.db, event.locationId, event.orderId);
      if (ticket) targets.send(event.locationId, { event: 'ticket', data: { ticket, kind: event.kind } });
    },
  });
}

export type StreamHub = ReturnType<typeof createStreamHub>;

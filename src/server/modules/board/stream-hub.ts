import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createSseHub, type RealtimeBus } from '../../realtime/index.ts';
import { boardSnapshotAt } from './board-store.ts';
import { oneTicket } from './tickets.ts';

export { HEARTBEAT_MS } from '../../realtime/index.ts';

/**
 * The board's Server-Sent Events on the shared SSE hub:
 * streams keyed by location; an `orders` event is read from the database once per location and
 * written to each of that location's open streams. Every stream starts with a snapshot, and gets
 * a new one when the store's pause changes.
 */
export function createStreamHub(o: { db: Db; bus: RealtimeBus; log: FastifyBaseLogger; now?: () => Date }) {
  const now = o.now ?? (() => new Date());
  const hub = createSseHub({
    bus: o.bus,
    channel: 'orders',
    log: o.log,
    async snapshot(locationId) {
      return { event: 'snapshot', data: await boardSnapshotAt(o.db, locationId, now()) };
    },
    async onEvent(event, targets) {
      if (!event.orderId || !targets.has(event.locationId)) return;
      const ticket = await oneTicket(o.db, event.locationId, event.orderId);
      if (ticket) targets.send(event.locationId, { event: 'ticket', data: { ticket, kind: event.kind } });
    },
  });
  // A pause or resume (the `hours` channel, any instance) is on the board at once: a fresh snapshot.
  const unsubscribe = o.bus.subscribe('hours', (event) => hub.resnapshot(event.locationId));
  return {
    ...hub,
    close() {
      unsubscribe();
      hub.close();
    },
  };
}

export type StreamHub = ReturnType<typeof createStreamHub>;

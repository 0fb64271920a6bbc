import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { createSseHub, type RealtimeBus } from '../../realtime/index.ts';
import { readLiveStatus, readMemberLiveStatuses } from './live-status.ts';

/** Stream keys: one order's confirmation page, or a member's history. */
export const orderKey = (orderId: string) => `order:${orderId}`;
export const memberKey = (memberId: string) => `member:${memberId}`;

/**
 * Live order status for customers on the shared SSE hub: one `orders`
 * subscription per process; an event is read once (status, and the refund of a cancellation) and
 * sent to the order's streams and its member's history streams. Access is checked by the route
 * before a stream opens (an order the viewer may read, their own member id).
 */
export function createOrderStatusStreams(o: { db: Db; bus: RealtimeBus; log: FastifyBaseLogger }) {
  return createSseHub({
    bus: o.bus,
    channel: 'orders',
    log: o.log,
    async snapshot(key) {
      if (key.startsWith('member:'))
        return { event: 'snapshot', data: { orders: await readMemberLiveStatuses(o.db, key.slice('member:'.length)) } };
      const one = await readLiveStatus(o.db, key.slice('order:'.length));
      return { event: 'snapshot', data: { orders: one ? [one.status] : [] } };
    },
    async onEvent(event, targets) {
      if (!event.orderId) return;
      const byOrder = orderKey(event.orderId);
      // Nobody here watches this order or any history: no read. (A placed order has no
      // confirmation stream yet, but its member's history may be open.)
      if (!targets.has(byOrder) && !targets.any('member:')) return;
      const one = await readLiveStatus(o.db, event.orderId);
      if (!one) return;
      const message = { event: 'status', data: one.status };
      if (targets.has(byOrder)) targets.send(byOrder, message);
      if (one.memberId && targets.has(memberKey(one.memberId))) targets.send(memberKey(one.memberId), message);
    },
  });
}

export type OrderStatusStreams = ReturnType<typeof createOrderStatusStreams>;

import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeBus, RealtimeChannel, RealtimeEvent } from '../realtime/index.ts';

/**
 * Publishes after the commit; a lost NOTIFY is logged, never the request's failure (listeners
 * resync on reconnect).
 */
export const publishLogged = (
  bus: RealtimeBus,
  log: FastifyBaseLogger,
  channel: RealtimeChannel,
  event: RealtimeEvent,
) =>
  void bus
    .publish(channel, event)
    .catch((error: unknown) => log.warn({ err: error }, `${channel} event not published`));

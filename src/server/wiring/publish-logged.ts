import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeBus, RealtimeChannel, RealtimeEvents } from '../realtime/index.ts';

/**
 * Publishes after the commit; a lost NOTIFY is logged, never the request's failure (listeners
 * resync on reconnect).
 */
export const publishLogged = <C extends RealtimeChannel>(
  bus: RealtimeBus,
  log: FastifyBaseLogger,
  channel: C,
  event: RealtimeEvents[C],
) =>
  void bus
    .publish(channel, event)
    .catch((error: unknown) => log.warn({ err: error }, `${channel} event not published`));

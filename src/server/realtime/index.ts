// The realtime bus's public entry (DESIGN §10).
import type { ConnectionLog, Database } from '../db/client.ts';
import type { RealtimeBus } from './bus.ts';
import { createLocalBus } from './local-bus.ts';
import { createPgBus } from './pg-bus.ts';

export type { RealtimeBus, RealtimeListener, StatementNotice } from './bus.ts';
export {
  REALTIME_CHANNELS,
  type DataChannel,
  type RealtimeChannel,
  type RealtimeEvent,
  type RealtimeEvents,
} from './channels.ts';
export {
  createSseHub,
  HEARTBEAT_MS,
  type SseHub,
  type SseMessage,
  type SseTargets,
  type StreamViewer,
} from './sse-hub.ts';

/** LISTEN/NOTIFY on PostgreSQL (several instances), an in-process emitter on PGlite (one process). */
export function createRealtimeBus(database: Database, log: ConnectionLog): RealtimeBus {
  if (database.kind === 'postgres' && database.directUrl)
    return createPgBus({ db: database.db, url: database.directUrl, log });
  return createLocalBus();
}

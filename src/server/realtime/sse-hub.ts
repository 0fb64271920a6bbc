import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeBus } from './bus.ts';
import type { RealtimeChannel, RealtimeEvent } from './channels.ts';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;

/** One Server-Sent Event: its name and its JSON data. */
export interface SseMessage {
  event: string;
  data: unknown;
}

/** What a hub's event handler may do with the open streams. */
export interface SseTargets {
  /** Whether any stream is open on this key (skip the database read when none is). */
  has(key: string): boolean;
  /** Whether any stream is open on a key starting with this prefix. */
  any(prefix: string): boolean;
  send(key: string, message: SseMessage): void;
}

export interface SseHubOptions {
  bus: RealtimeBus;
  channel: RealtimeChannel;
  log: FastifyBaseLogger;
  /** What a stream on this key gets first, on every (re)connect and after the bus resyncs. */
  snapshot(key: string): Promise<SseMessage>;
  /** A bus event: read what changed once and send it to the keys it concerns. */
  onEvent(event: RealtimeEvent, targets: SseTargets): Promise<void>;
}

/**
 * Server-Sent Events fed by one realtime channel (DESIGN §10, EXAMPLES #14; decisions 225, 235):
 * ONE bus subscription per hub per process, streams grouped by a key (a board's location, an
 * order, a member). Every stream starts with a snapshot — also on a reconnect with Last-Event-ID
 * and for every stream after the bus's LISTEN connection came back: bus events are at most once,
 * the snapshot makes the screen whole again, so resuming needs no event log. A heartbeat comment
 * keeps idle streams open; `close()` (at preClose) ends every stream so a drain exits at once.
 */
export function createSseHub(o: SseHubOptions) {
  const streams = new Map<string, Set<ServerResponse>>();
  let counter = 0;
  const nextId = () => `${Date.now()}-${(counter += 1)}`;

  const write = (res: ServerResponse, m: SseMessage) => {
    res.write(`id: ${nextId()}\nevent: ${m.event}\ndata: ${JSON.stringify(m.data)}\n\n`);
  };
  const targets: SseTargets = {
    has: (key) => (streams.get(key)?.size ?? 0) > 0,
    any(prefix) {
      for (const key of streams.keys()) if (key.startsWith(prefix)) return true;
      return false;
    },
    send(key, message) {
      for (const res of streams.get(key) ?? []) write(res, message);
    },
  };
  async function snapshotTo(key: string, to: Iterable<ServerResponse>): Promise<void> {
    const message = await o.snapshot(key);
    for (const res of to) write(res, message);
  }

  const unsubscribe = o.bus.subscribe(o.channel, (event) => {
    o.onEvent(event, targets).catch((error: unknown) =>
      o.log.warn({ err: error }, `${o.channel} stream event not read; the next snapshot catches up`),
    );
  });
  const unResync = o.bus.onResync(() => {
    for (const [key, set] of streams) snapshotTo(key, set).catch(() => undefined);
  });
  const heartbeat = setInterval(() => {
    for (const set of streams.values()) for (const res of set) res.write(': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /** Opens a stream on a hijacked reply: headers, the retry hint, then the snapshot. */
    async open(key: string, res: ServerResponse): Promise<void> {
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx and similar proxies must pass each event through at once.
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      res.write('retry: 2000\n\n');
      let set = streams.get(key);
      if (!set) streams.set(key, (set = new Set()));
      set.add(res);
      res.once('close', () => {
        set.delete(res);
        if (set.size === 0 && streams.get(key) === set) streams.delete(key);
      });
      // Subscribed first, then the snapshot after the bus listens: no change falls in between.
      await o.bus.ready();
      try {
        await snapshotTo(key, [res]);
      } catch (error) {
        // The headers are sent: end the stream (the browser retries) rather than throw into a hijacked reply.
        o.log.warn({ err: error }, `${o.channel} stream snapshot failed; the client retries`);
        res.end();
      }
    },
    /** Open streams (figures for operations and the bench). */
    count: () => [...streams.values()].reduce((n, s) => n + s.size, 0),
    /** Shutdown and drain: end every stream (the browser reconnects to another instance). */
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      unResync();
      for (const set of streams.values()) for (const res of set) res.end();
      streams.clear();
    },
  };
}

export type SseHub = ReturnType<typeof createSseHub>;

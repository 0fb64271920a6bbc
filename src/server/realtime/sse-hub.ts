import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeBus } from './bus.ts';
import type { DataChannel, RealtimeEvent } from './channels.ts';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 15_000;

/** One Server-Sent Event: its name and its JSON data. */
export interface SseMessage {
  event: string;
  data: unknown;
}

/**
 * Who is watching a stream: `allowed` is asked again before every event the stream is sent, so
 * access that ended (a signed-out session, a disabled staff member) gets nothing more.
 */
export interface StreamViewer {
  /** Whose streams `recheck` looks at, e.g. `staff:<id>`. */
  subject: string;
  allowed(): Promise<boolean>;
}

interface Stream {
  res: ServerResponse;
  viewer: StreamViewer | undefined;
  /** Writes to one stream go out in order, each after its viewer check. */
  queue: Promise<void>;
}

/** What a hub's event handler may do with the open streams. */
export interface SseTargets {
  /** Whether any stream is open on this key (skip the database read when none is). */
  has(key: string): boolean;
  /** Whether any stream is open on a key starting with this prefix. */
  any(prefix: string): boolean;
  /** The keys with an open stream. */
  keys(): string[];
  send(key: string, message: SseMessage): void;
}

export interface SseHubOptions {
  bus: RealtimeBus;
  channel: DataChannel;
  /** More channels whose events go to `onEvent` too. */
  alsoOn?: readonly DataChannel[];
  log: FastifyBaseLogger;
  /** What a stream on this key gets first, on every (re)connect and after the bus resyncs. */
  snapshot(key: string): Promise<SseMessage>;
  /** A bus event: read what changed once and send it to the keys it concerns. */
  onEvent(event: RealtimeEvent, targets: SseTargets): Promise<void>;
}

/**
 * Server-Sent Events fed by one realtime channel (DESIGN §10, EXAMPLES #14):
 * ONE bus subscription per hub per process, streams grouped by a key (a board's location, an
 * order, a member). Every stream starts with a snapshot — also on a reconnect with Last-Event-ID
 * and for every stream after the bus's LISTEN connection came back: bus events are at most once,
 * the snapshot makes the screen whole again, so resuming needs no event log. A heartbeat comment
 * keeps idle streams open; `close()` (at preClose) ends every stream so a drain exits at once.
 */
export function createSseHub(o: SseHubOptions) {
  const streams = new Map<string, Set<Stream>>();
  let counter = 0;
  const nextId = () => `${Date.now()}-${(counter += 1)}`;

  const write = (res: ServerResponse, m: SseMessage) => {
    res.write(`id: ${nextId()}\nevent: ${m.event}\ndata: ${JSON.stringify(m.data)}\n\n`);
  };
  /** The viewer's check, then the write; a viewer no longer allowed has its stream ended instead. */
  const deliver = (stream: Stream, message: SseMessage) => {
    stream.queue = stream.queue.then(async () => {
      if (stream.res.writableEnded) return;
      if (stream.viewer && !(await stillAllowed(stream.viewer))) return void stream.res.end();
      write(stream.res, message);
    });
  };
  const stillAllowed = (viewer: StreamViewer) =>
    viewer.allowed().catch((error: unknown) => {
      // Unknown is not allowed: the browser reconnects and is asked afresh.
      o.log.warn({ err: error }, `${o.channel} stream viewer check failed; the stream ends`);
      return false;
    });
  const targets: SseTargets = {
    has: (key) => (streams.get(key)?.size ?? 0) > 0,
    any(prefix) {
      for (const key of streams.keys()) if (key.startsWith(prefix)) return true;
      return false;
    },
    keys: () => [...streams.keys()],
    send(key, message) {
      for (const stream of streams.get(key) ?? []) deliver(stream, message);
    },
  };
  async function snapshotTo(key: string, to: Iterable<Stream>): Promise<void> {
    const message = await o.snapshot(key);
    for (const stream of to) deliver(stream, message);
  }

  const unsubscribes = [o.channel, ...(o.alsoOn ?? [])].map((channel) =>
    o.bus.subscribe(channel, (event) => {
      o.onEvent(event, targets).catch((error: unknown) =>
        o.log.warn({ err: error }, `${channel} stream event not read; the next snapshot catches up`),
      );
    }),
  );
  const unsubscribe = () => unsubscribes.forEach((off) => off());
  const unResync = o.bus.onResync(() => {
    for (const [key, set] of streams) snapshotTo(key, set).catch(() => undefined);
  });
  const heartbeat = setInterval(() => {
    for (const set of streams.values()) for (const { res } of set) res.write(': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /** Opens a stream on a hijacked reply: headers, the retry hint, then the snapshot. */
    async open(key: string, res: ServerResponse, viewer?: StreamViewer): Promise<void> {
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
      const stream: Stream = { res, viewer, queue: Promise.resolve() };
      set.add(stream);
      res.once('close', () => {
        set.delete(stream);
        if (set.size === 0 && streams.get(key) === set) streams.delete(key);
      });
      // Subscribed first, then the snapshot after the bus listens: no change falls in between.
      await o.bus.ready();
      try {
        await snapshotTo(key, [stream]);
      } catch (error) {
        // The headers are sent: end the stream (the browser retries) rather than throw into a hijacked reply.
        o.log.warn({ err: error }, `${o.channel} stream snapshot failed; the client retries`);
        res.end();
      }
    },
    /** Something a snapshot holds changed outside the channel: send the key's streams a fresh one. */
    resnapshot(key: string): void {
      const set = streams.get(key);
      if (set?.size)
        snapshotTo(key, set).catch((error: unknown) =>
          o.log.warn({ err: error }, `${o.channel} stream snapshot failed; the next event catches up`),
        );
    },
    /** Open streams (figures for operations and the bench). */
    count: () => [...streams.values()].reduce((n, s) => n + s.size, 0),
    /** A subject's access changed: each of its streams is checked now and ended if no longer allowed. */
    async recheck(subject: string): Promise<void> {
      const checks: Promise<void>[] = [];
      for (const set of streams.values())
        for (const stream of set)
          if (stream.viewer?.subject === subject) {
            const { viewer } = stream;
            checks.push(
              (stream.queue = stream.queue.then(async () => {
                if (!stream.res.writableEnded && !(await stillAllowed(viewer))) stream.res.end();
              })),
            );
          }
      await Promise.all(checks);
    },
    /** Shutdown and drain: end every stream (the browser reconnects to another instance). */
    close() {
      clearInterval(heartbeat);
      unsubscribe();
      unResync();
      for (const set of streams.values()) for (const { res } of set) res.end();
      streams.clear();
    },
  };
}

export type SseHub = ReturnType<typeof createSseHub>;

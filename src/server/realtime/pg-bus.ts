import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { turnLoader } from '../db/loader.ts';
import type { ConnectionLog, Db } from '../db/client.ts';
import {
  channelOfPg,
  parseEvent,
  pgChannelOf,
  REALTIME_CHANNELS,
  type RealtimeChannel,
  type RealtimeEvents,
} from './channels.ts';
import type { RealtimeBus, RealtimeListener } from './bus.ts';

/** Waits between reconnect attempts after the database went away (then stays at the last, so readiness follows within a second). */
const RETRY_MS = [250, 500, 1000];

/**
 * PostgreSQL: `pg_notify` through the pool publishes; one dedicated client runs
 * LISTEN on every channel. When that client fails (a restart) its error is logged,
 * never thrown, and it reconnects by itself; once back, listeners are told to resync.
 */
export function createPgBus(o: { db: Db; url: string; log: ConnectionLog }): RealtimeBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | null = null;
  let everConnected = false;

  const onNotification = (message: pg.Notification) => {
    const channel = channelOfPg(message.channel);
    if (!channel || !message.payload) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message.payload);
    } catch {
      return;
    }
    const event = parseEvent(channel, parsed);
    if (event) emitter.emit(channel, event);
  };

  const retry = () => {
    if (closed || timer) return;
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
    attempt += 1;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
    timer.unref();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: o.url, keepAlive: true });
    // Never let the listener's error reach the process (an 'error' without a listener throws).
    next.on('error', (error) => {
      o.log.warn({ db: { message: error.message.slice(0, 200) } }, 'realtime LISTEN connection lost; reconnecting');
      lost(next);
    });
    next.on('end', () => lost(next));
    next.on('notification', onNotification);
    try {
      await next.connect();
      await next.query(REALTIME_CHANNELS.map((c) => `LISTEN ${pgChannelOf(c)}`).join('; '));
    } catch (error) {
      o.log.warn(
        { db: { message: (error as Error).message.slice(0, 200) } },
        'realtime LISTEN connection failed; retrying',
      );
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      if (closed) return;
      retry();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempt = 0;
    // A reconnect (not the first connect): whatever was published meanwhile is lost to us.
    if (everConnected) emitter.emit('resync');
    everConnected = true;
  }

  function lost(which: pg.Client) {
    if (client !== which && client !== null) return;
    client = null;
    which.removeAllListeners('end');
    which.end().catch(() => undefined);
    retry();
  }

  const ready = connect();

  // Events published in one loop turn go out as one statement (a busy checkout
  // publishes one per order): `jsonb_array_elements` keeps their order. PostgreSQL folds
  // identical notifications of one transaction into one — identical events, which a listener
  // treats the same anyway. A failed batch is sent again one event at a time, so one bad event
  // (an oversized payload) fails only its own publish.
  const notify = turnLoader(
    async (events: readonly { channel: string; payload: string }[]): Promise<(Error | null)[]> => {
      try {
        await o.db.execute(
          sql`select pg_notify(e->>'c', e->>'p') from jsonb_array_elements(${JSON.stringify(events.map((e) => ({ c: e.channel, p: e.payload })))}::jsonb) as e`,
        );
        return events.map(() => null);
      } catch (error) {
        if (events.length === 1) return [error instanceof Error ? error : new Error(String(error))];
        const alone = await Promise.allSettled(
          events.map((e) => o.db.execute(sql`select pg_notify(${e.channel}, ${e.payload})`)),
        );
        return alone.map((r) =>
          r.status === 'fulfilled' ? null : r.reason instanceof Error ? r.reason : new Error(String(r.reason)),
        );
      }
    },
  );

  return {
    async publish<C extends RealtimeChannel>(channel: C, event: RealtimeEvents[C]) {
      // A failed event's Error rejects its own load only.
      await notify.load({ channel: pgChannelOf(channel), payload: JSON.stringify(event) });
    },
    statementNotice: <C extends RealtimeChannel>(channel: C, event: RealtimeEvents[C]) => ({
      channel: pgChannelOf(channel),
      payload: JSON.stringify(event),
    }),
    subscribe<C extends RealtimeChannel>(channel: C, listener: RealtimeListener<C>) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    ready: () => ready,
    state: () => (client ? 'listening' : 'reconnecting'),
    onResync(listener: () => void) {
      emitter.on('resync', listener);
      return () => emitter.off('resync', listener);
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await ready;
      const current = client;
      client = null;
      emitter.removeAllListeners();
      if (current) {
        current.removeAllListeners('end');
        await current.end().catch(() => undefined);
      }
    },
  };
}

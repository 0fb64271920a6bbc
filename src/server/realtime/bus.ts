import type { RealtimeChannel, RealtimeEvents } from './channels.ts';

export type RealtimeListener<C extends RealtimeChannel = RealtimeChannel> = (event: RealtimeEvents[C]) => void;

/** A NOTIFY as a write statement can carry it: `pg_notify(channel, payload)`, sent by PostgreSQL when that statement commits. */
export interface StatementNotice {
  channel: string;
  payload: string;
}

/**
 * Fan-out of small change events between app instances (DESIGN §10). Publish after
 * the write commits; delivery is at most once, so a listener that may have missed events (the
 * LISTEN connection dropped) is told to resync and re-reads the database.
 */
export interface RealtimeBus {
  publish<C extends RealtimeChannel>(channel: C, event: RealtimeEvents[C]): Promise<void>;
  /**
   * The event as a NOTIFY for a write statement to carry itself: it goes out when
   * that statement commits and never if it does not, at no round trip of its own. Null where the
   * bus is not PostgreSQL's: the writer publishes after its commit instead.
   */
  statementNotice<C extends RealtimeChannel>(channel: C, event: RealtimeEvents[C]): StatementNotice | null;
  /** Returns the unsubscribe function. */
  subscribe<C extends RealtimeChannel>(channel: C, listener: RealtimeListener<C>): () => void;
  /** Called after the LISTEN connection came back: events in between may be lost. */
  onResync(listener: () => void): () => void;
  /** Whether events from other instances arrive now (readiness and metrics read it). */
  state(): 'listening' | 'reconnecting' | 'in-process';
  /** Settles once the first LISTEN attempt is over (a stream's snapshot waits for it, so no event falls between). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

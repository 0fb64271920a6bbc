import type { RealtimeChannel, RealtimeEvent } from './channels.ts';

export type RealtimeListener = (event: RealtimeEvent) => void;

/** A NOTIFY as a write statement can carry it: `pg_notify(channel, payload)`, sent by PostgreSQL when that statement commits. */
export interface StatementNotice {
  channel: string;
  payload: string;
}

/**
 * Fan-out of small change events between app instances (DESIGN §10, decision 224). Publish after
 * the write commits; delivery is at most once, so a listener that may have missed events (the
 * LISTEN connection dropped) is told to resync and re-reads the database.
 */
export interface RealtimeBus {
  publish(channel: RealtimeChannel, event: RealtimeEvent): Promise<void>;
  /**
   * The event as a NOTIFY for a write statement to carry itself (decision 341): it goes out when
   * that statement commits and never if it does not, at no round trip of its own. Null where the
   * bus is not PostgreSQL's: the writer publishes after its commit instead.
   */
  statementNotice(channel: RealtimeChannel, event: RealtimeEvent): StatementNotice | null;
  /** Returns the unsubscribe function. */
  subscribe(channel: RealtimeChannel, listener: RealtimeListener): () => void;
  /** Called after the LISTEN connection came back: events in between may be lost. */
  onResync(listener: () => void): () => void;
  /** Settles once the first LISTEN attempt is over (a stream's snapshot waits for it, so no event falls between). */
  ready(): Promise<void>;
  /** Whether events from other instances arrive now (PostgreSQL: the LISTEN connection is up). */
  connected(): boolean;
  close(): Promise<void>;
}

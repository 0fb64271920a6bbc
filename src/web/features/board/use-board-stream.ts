import { useEffect, useRef, useState } from 'react';
import { mergeTicket } from '../../../domain/board/board-rules.ts';
import type { Ticket } from '../../../domain/board/ticket-contract.ts';
import { boardEventsUrl } from './board-api.ts';

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'closed';

/**
 * The board's live tickets: an EventSource on the SSE route. Each
 * (re)connection starts with a snapshot that replaces the board; `ticket` events merge in. The
 * browser reconnects by itself (with Last-Event-ID); meanwhile the state says "reconnecting".
 */
export function useBoardStream(locationId: string, enabled: boolean, onNewOrder: (ticket: Ticket) => void) {
  const [tickets, setTickets] = useState<Ticket[] | null>(null);
  const [state, setState] = useState<StreamState>('connecting');
  const newOrder = useRef(onNewOrder);
  // The latest callback (the sound switch may change) without reopening the stream.
  useEffect(() => {
    newOrder.current = onNewOrder;
  }, [onNewOrder]);

  useEffect(() => {
    if (!enabled) return;
    const source = new EventSource(boardEventsUrl(locationId));
    source.addEventListener('open', () => setState('live'));
    // CONNECTING: the browser is retrying by itself; CLOSED: the server refused (signed out, access
    // revoked): the customers' tickets leave the screen with it.
    source.addEventListener('error', () => {
      if (source.readyState !== EventSource.CLOSED) return setState('reconnecting');
      setState('closed');
      setTickets(null);
    });
    source.addEventListener('snapshot', (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as { tickets: Ticket[] };
      setTickets(data.tickets);
      setState('live');
    });
    source.addEventListener('ticket', (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as { ticket: Ticket; kind: string };
      setTickets((current) => mergeTicket(current ?? [], data.ticket));
      if (data.kind === 'placed') newOrder.current(data.ticket);
    });
    return () => source.close();
  }, [locationId, enabled]);

  /** A move's reply updates the board at once (the event that follows changes nothing). */
  const apply = (ticket: Ticket) => setTickets((current) => mergeTicket(current ?? [], ticket));
  return { tickets, state, apply };
}

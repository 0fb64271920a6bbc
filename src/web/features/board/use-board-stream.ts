import { useEffect, useRef, useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import { mergeTicket } from '../../../domain/board/board-rules.ts';
import type { BoardSnapshot, BoardStore, Ticket } from '../../../domain/board/ticket-contract.ts';
import { boardEventsUrl, getBoard } from './board-api.ts';

export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'closed' | 'no-access';

/**
 * The board's live tickets: an EventSource on the SSE route. Each
 * (re)connection starts with a snapshot that replaces the board; `ticket` events merge in. The
 * browser reconnects by itself (with Last-Event-ID); meanwhile the state says "reconnecting".
 * A snapshot also brings the store (its day, its pause) and the server's clock: `offsetMs` is
 * how far this tablet's clock is behind it, so minutes left and ages match the server's.
 */
export function useBoardStream(locationId: string, enabled: boolean, onNewOrder: (ticket: Ticket) => void) {
  const [tickets, setTickets] = useState<Ticket[] | null>(null);
  const [store, setStore] = useState<BoardStore | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
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
    // revoked, a store this person does not run): the customers' tickets leave the screen with it.
    source.addEventListener('error', () => {
      if (source.readyState !== EventSource.CLOSED) return setState('reconnecting');
      setState('closed');
      setTickets(null);
      // EventSource does not say why: the same read as a plain request does (404 = not your store).
      getBoard(locationId).catch((caught: unknown) => {
        if (AppError.is(caught) && caught.status === 404) setState('no-access');
      });
    });
    source.addEventListener('snapshot', (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as BoardSnapshot;
      setOffsetMs(Date.parse(data.now) - Date.now());
      setTickets(data.tickets);
      setStore(data.store);
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
  return { tickets, store, offsetMs, state, apply };
}

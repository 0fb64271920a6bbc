import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AppError } from '../../domain/app-error.ts';
import { chimeDue, waitingOrders } from '../../domain/board/chime.ts';
import type { Ticket } from '../../domain/board/ticket-contract.ts';
import { ORDER_STATUS_LABELS } from '../../domain/orders/order-schema.ts';
import {
  AllDayCounts,
  BoardLanes,
  beep,
  PauseBanner,
  boardLayout,
  boardStyles as styles,
  moveOrder,
  TicketCard,
  useBoardStream,
  usePrintTicket,
  type StreamState,
} from '../features/board/index.ts';
import { getStaffSession, staffHeaders, staffRobots, staffTitle, useStaffSession } from '../features/staff/index.ts';
import { DailyLimitCounts } from '../features/staff-daily-limits/index.ts';
import pages from './staff-pages.module.css';

export const meta = () => [{ title: staffTitle('Order board') }, staffRobots];
export const headers = staffHeaders;

const STATE_LABELS: Record<StreamState, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  closed: 'Disconnected. Reload the page.',
  'no-access': 'No access to this store',
};
const SOUND_KEY = 'larkspur-board-sound';
const REPEAT_KEY = 'larkspur-board-chime-repeat';

/**
 * /staff/board/{locationId}: the live order board. Tickets arrive
 * over SSE without a reload; bump by tap or keyboard (Enter/Space on a focused ticket), R recalls
 * the last bumped ticket; a new order flashes and, when switched on, chimes — again and again
 * while it waits untouched, unless this tablet turned the repeat off or the board is silenced.
 */
export default function StaffBoard() {
  const { locationId = '' } = useParams();
  const { session, setSession } = useStaffSession();
  const ready = Boolean(session && !session.staff.must_change_password);
  // Off by default (tests, a quiet store); the page renders only after hydration, so reading storage here is safe.
  const [sound, setSound] = useState(
    () => typeof window !== 'undefined' && window.localStorage.getItem(SOUND_KEY) === 'on',
  );
  // On by default once sound is on: a rush drowns out one chime (per device, like the sound switch).
  const [repeat, setRepeat] = useState(
    () => typeof window !== 'undefined' && window.localStorage.getItem(REPEAT_KEY) !== 'off',
  );
  // New orders that arrived on this board and nobody has touched yet.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const lastChimeAt = useRef<number | null>(null);
  const [clock, setClock] = useState(() => new Date());
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [error, setError] = useState('');
  const lastBumped = useRef<string | null>(null);
  const focusAfter = useRef<string | null>(null);
  const cards = useRef(new Map<string, HTMLElement>());

  const onNewOrder = useCallback(
    (ticket: Ticket) => {
      setFresh((current) => new Set(current).add(ticket.id));
      setSaid(`New order ${ticket.number} for ${ticket.first_name}.`);
      if (sound) {
        beep();
        lastChimeAt.current = Date.now();
      }
    },
    [sound],
  );
  const { tickets, store, offsetMs, state, apply } = useBoardStream(locationId, ready, onNewOrder);
  const waiting = waitingOrders(tickets ?? [], fresh).length;
  const touch = useCallback((ticket: Ticket) => {
    setFresh((current) => {
      if (!current.has(ticket.id)) return current;
      const next = new Set(current);
      next.delete(ticket.id);
      return next;
    });
  }, []);
  const silence = () => setFresh(new Set());

  // The chime comes back while a new order waits untouched (checked each second against the rule).
  useEffect(() => {
    if (!sound || !repeat || waiting === 0) return;
    const timer = window.setInterval(() => {
      if (!chimeDue(waiting, lastChimeAt.current, Date.now())) return;
      beep();
      lastChimeAt.current = Date.now();
    }, 1_000);
    return () => window.clearInterval(timer);
  }, [sound, repeat, waiting]);

  // Ages are shown against the server's clock: re-render every 15 s (display only; the server keeps no timer).
  useEffect(() => {
    const timer = window.setInterval(() => setClock(new Date()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  const now = new Date(clock.getTime() + offsetMs);
  const { printing, print } = usePrintTicket();

  // A refused stream may mean the session ended (disabled, role changed): the layout then sends
  // the tablet to sign-in.
  useEffect(() => {
    if (state !== 'closed') return;
    getStaffSession().catch((caught: unknown) => {
      if (AppError.is(caught) && caught.status === 401) setSession(null);
    });
  }, [state, setSession]);

  const move = useCallback(
    async (ticket: Ticket, action: 'bump' | 'recall' | 'cancel', reason?: string) => {
      setBusy(ticket.id);
      touch(ticket);
      try {
        const reply = await moveOrder(locationId, ticket.id, action, reason);
        apply(reply.data.ticket);
        focusAfter.current = ticket.id;
        if (action === 'bump') lastBumped.current = ticket.id;
        const to = ORDER_STATUS_LABELS[reply.data.ticket.status];
        setSaid(`Order ${ticket.number}: ${to}.${reply.data.refund ? ` ${reply.data.refund}` : ''}`);
        setError('');
      } catch (caught) {
        setError(AppError.from(caught).message);
      } finally {
        setBusy(null);
      }
    },
    [locationId, apply, touch],
  );

  // Keep the keyboard where it was: the moved ticket keeps focus in its new column.
  useEffect(() => {
    const id = focusAfter.current;
    if (!id) return;
    focusAfter.current = null;
    cards.current.get(id)?.focus();
  }, [tickets]);

  // R recalls the last bumped ticket (not while typing a cancel reason).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'r' || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      const ticket = tickets?.find((t) => t.id === lastBumped.current);
      if (!ticket) return;
      event.preventDefault();
      lastBumped.current = null;
      void move(ticket, 'recall');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [tickets, move]);

  if (!ready) return null;
  const location = session?.locations.find((l) => l.id === locationId);
  const toggleSound = (on: boolean) => {
    setSound(on);
    window.localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
    if (on) beep();
  };
  const toggleRepeat = (on: boolean) => {
    setRepeat(on);
    window.localStorage.setItem(REPEAT_KEY, on ? 'on' : 'off');
  };

  return (
    <section aria-labelledby="board-title" data-layout="wide" className={styles.page}>
      <h1 id="board-title" className={pages.title}>
        Order board{location ? ` — ${location.name}` : ''}
      </h1>
      <div className={styles.toolbar}>
        <p className={styles.status} data-state={state} role="status" aria-live="polite">
          {STATE_LABELS[state]}
        </p>
        {state === 'no-access' ? null : (
          <>
            <label className={styles.toggle}>
              <input type="checkbox" checked={sound} onChange={(e) => toggleSound(e.target.checked)} /> Sound on new
              orders
            </label>
            {sound ? (
              <label className={styles.toggle}>
                <input type="checkbox" checked={repeat} onChange={(e) => toggleRepeat(e.target.checked)} /> Repeat until
                a new order is touched
              </label>
            ) : null}
            {waiting > 0 ? (
              <button type="button" className={boardLayout.silence} onClick={silence}>
                {sound && repeat ? 'Silence' : 'Clear'} {waiting === 1 ? '1 new order' : `${waiting} new orders`}
              </button>
            ) : null}
            <p className={styles.keys}>Keys: Enter or Space bumps the focused ticket; R recalls the last bumped.</p>
          </>
        )}
        <p className={styles.said} aria-live="polite">
          {said}
        </p>
      </div>
      <p className={styles.error} role="alert">
        {error}
      </p>
      {state === 'no-access' ? (
        <p className={boardLayout.noAccess}>
          You do not run this store. Ask a manager to add it to your stores, or open the board of one of yours from{' '}
          <Link to="/staff">the staff home page</Link>.
        </p>
      ) : tickets === null || store === null ? (
        <p aria-live="polite">Loading the board…</p>
      ) : (
        <>
          <PauseBanner key={`${store.paused}|${store.paused_until}`} store={store} offsetMs={offsetMs} />
          <AllDayCounts tickets={tickets} now={now} />
          <DailyLimitCounts locationId={locationId} tickets={tickets} />
          <BoardLanes
            tickets={tickets}
            today={store.today}
            renderTicket={(ticket, lane) => (
              <TicketCard
                ref={(el) => {
                  if (el) cards.current.set(ticket.id, el);
                  else cards.current.delete(ticket.id);
                }}
                ticket={ticket}
                lane={lane}
                now={now}
                fresh={fresh.has(ticket.id)}
                onTouch={touch}
                busy={busy === ticket.id}
                printing={printing === ticket.id}
                onPrint={(t) => print(t.id)}
                onMove={(t, action, reason) => void move(t, action, reason)}
              />
            )}
          />
        </>
      )}
    </section>
  );
}

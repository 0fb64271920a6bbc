import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { seesAllStores } from '../../domain/stores/brand-actions.ts';
import { storeGlance } from '../../domain/stores/store-glance.ts';
import type { BrandActionReply } from '../../domain/stores/stores-contract.ts';
import { staffHeaders, staffRobots, staffTitle, useStaffSession } from '../features/staff/index.ts';
import {
  BrandActionForm,
  StoresTable,
  storesStyles as styles,
  useGlanceClock,
  useStoresStream,
  type StoresStreamState,
} from '../features/stores/index.ts';
import pages from './staff-pages.module.css';

export const meta = () => [{ title: staffTitle('All stores') }, staffRobots];
export const headers = staffHeaders;

const STREAM_LABELS: Record<StoresStreamState, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
  closed: 'Disconnected. Reload the page.',
  'no-access': 'No access to all stores',
  'signed-out': 'Signed out',
};
const SHOW = [
  { value: 'all', label: 'Every store' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'paused', label: 'Paused' },
  { value: 'late', label: 'With late tickets' },
] as const;
type Show = (typeof SHOW)[number]['value'];

/**
 * /staff/stores: every store this person runs, live — open, closed or paused (minutes left),
 * late tickets, sold-out items, today's orders and net sales — and one change for a set of them.
 * Brand admins and managers of several stores, as the API allows.
 */
export default function StaffStores() {
  const { session, setSession } = useStaffSession();
  const allowed = Boolean(
    session &&
    !session.staff.must_change_password &&
    seesAllStores(
      session.staff.role,
      session.locations.map((l) => l.id),
    ),
  );
  const { snapshot, offsetMs, state } = useStoresStream(allowed);
  const now = useGlanceClock(snapshot?.stores ?? [], offsetMs);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [region, setRegion] = useState('all');
  const [show, setShow] = useState<Show>('all');
  const [result, setResult] = useState<{ reply: BrandActionReply; done: string } | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // The session ended while the page was open: the layout sends the device to sign-in.
  useEffect(() => {
    if (state === 'signed-out') setSession(null);
  }, [state, setSession]);
  // After the dialog closes (and gives focus back), the result takes it: it says what each store got.
  useEffect(() => {
    if (!result) return;
    const frame = window.requestAnimationFrame(() => resultRef.current?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, [result]);

  if (!session || session.staff.must_change_password) return null;
  if (!allowed)
    return (
      <section aria-labelledby="stores-title">
        <h1 id="stores-title" className={pages.title}>
          All stores
        </h1>
        <p role="alert">
          All stores is for brand admins and managers of several stores. Open your store from{' '}
          <Link to="/staff">the staff home page</Link>.
        </p>
      </section>
    );

  const stores = snapshot?.stores ?? [];
  const regions = [...new Set(stores.map((s) => s.state))].sort();
  const shown = stores.filter((s) => {
    if (region !== 'all' && s.state !== region) return false;
    if (show === 'all') return true;
    const glance = storeGlance(s, now);
    return show === 'late' ? glance.late > 0 : glance.status === show;
  });
  const chosen = stores.filter((s) => selected.has(s.location_id)).map((s) => s.location_id);
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const toggleAll = (on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const s of shown)
        if (on) next.add(s.location_id);
        else next.delete(s.location_id);
      return next;
    });

  return (
    <section aria-labelledby="stores-title" data-layout="wide">
      <h1 id="stores-title" className={pages.title}>
        All stores
      </h1>
      <p className={pages.lead}>
        {stores.length === 1 ? '1 store' : `${stores.length} stores`}. Times are each store&apos;s own.
      </p>
      <p className={styles.live} data-state={state} role="status">
        {STREAM_LABELS[state]}
      </p>
      <div className={styles.toolbar}>
        {regions.length > 1 ? (
          <div className={pages.field}>
            <label htmlFor="stores-region">State</label>
            <select id="stores-region" value={region} onChange={(e) => setRegion(e.target.value)}>
              <option value="all">All states</option>
              {regions.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className={pages.field}>
          <label htmlFor="stores-show">Show</label>
          <select id="stores-show" value={show} onChange={(e) => setShow(e.target.value as Show)}>
            {SHOW.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {state === 'no-access' ? (
        <p role="alert">
          You no longer see all stores (your role or your stores changed). Open your store from{' '}
          <Link to="/staff">the staff home page</Link>.
        </p>
      ) : snapshot === null ? (
        <p aria-live="polite">Loading the stores…</p>
      ) : (
        <>
          {result ? (
            <div ref={resultRef} tabIndex={-1} role="status" className={`${pages.panel} ${styles.result}`}>
              <p style={{ margin: 0 }}>
                <strong>{result.reply.message}.</strong>
              </p>
              <ul aria-label="Each store">
                {result.reply.stores.map((s) => (
                  <li key={s.location_id}>
                    {s.name}: {result.done}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <BrandActionForm snapshot={snapshot} selected={chosen} onDone={setResult} />
          {shown.length === 0 ? <p>No stores match.</p> : null}
          <StoresTable stores={shown} now={now} selection={{ selected, toggle, toggleAll }} />
        </>
      )}
    </section>
  );
}

import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { OrderingView } from '../../domain/store-ops/contract.ts';
import { ROLE_LABELS, roleCan } from '../../domain/staff/roles.ts';
import { seesAllStores } from '../../domain/stores/brand-actions.ts';
import { PauseBanner } from '../features/board/index.ts';
import { getOrdering, staffHeaders, staffRobots, staffTitle, useStaffSession } from '../features/staff/index.ts';
import { StoresSummary, useGlanceClock, useStoresStream } from '../features/stores/index.ts';
import styles from './staff-pages.module.css';

export const meta = () => [{ title: staffTitle('Staff home') }, staffRobots];
export const headers = staffHeaders;

/** Brand admins and managers of several stores: every store's state now, live, above the links. */
function AllStoresNow() {
  const { snapshot, offsetMs, state } = useStoresStream(true);
  const now = useGlanceClock(snapshot?.stores ?? [], offsetMs);
  return (
    <section aria-labelledby="all-stores-title" className={styles.panel}>
      <h2 id="all-stores-title" className={styles.subtitle} style={{ marginTop: 0 }}>
        All stores now
      </h2>
      {snapshot ? (
        <StoresSummary stores={snapshot.stores} now={now} />
      ) : (
        <p className={styles.muted}>{state === 'no-access' ? 'No access to all stores.' : 'Loading the stores…'}</p>
      )}
      <p>
        <Link to="/staff/stores">See every store, or change several at once</Link>
      </p>
    </section>
  );
}

/** A store's pause on its card, with the exact time left (people who run one store or a few, without the all-stores view). */
function CardPause({ locationId, timeZone }: { locationId: string; timeZone: string }) {
  const [view, setView] = useState<OrderingView | null>(null);
  useEffect(() => {
    getOrdering(locationId).then(
      (reply) => setView(reply.data.ordering),
      () => setView(null),
    );
  }, [locationId]);
  if (!view?.paused) return null;
  return (
    <PauseBanner
      store={{ today: '', time_zone: timeZone, paused: view.paused, paused_until: view.paused_until }}
      offsetMs={0}
    />
  );
}

/**
 * /staff: the locations this person runs, each card linking to its board, sold-out items, pause,
 * hours, report and refunds; brand admins and managers of several stores see all stores first.
 */
export default function StaffHome() {
  const { session } = useStaffSession();
  if (!session || session.staff.must_change_password) return null;
  const everyStore = seesAllStores(
    session.staff.role,
    session.locations.map((l) => l.id),
  );
  return (
    <section aria-labelledby="staff-home-title">
      <h1 id="staff-home-title" className={styles.title}>
        Hello, {session.staff.display_name}
      </h1>
      <p className={styles.lead}>
        {ROLE_LABELS[session.staff.role]} ·{' '}
        {session.locations.length === 1 ? '1 location' : `${session.locations.length} locations`}
      </p>
      {everyStore ? <AllStoresNow /> : null}
      <h2 className={styles.subtitle}>Your locations</h2>
      {session.locations.length === 0 ? (
        <p>No locations yet. Ask a brand admin to give you one.</p>
      ) : (
        <ul className={styles.cards}>
          {session.locations.map((location) => (
            <li key={location.id} className={styles.card}>
              <h3 className={styles.cardTitle}>{location.name}</h3>
              <p className={styles.muted}>
                {location.city}, {location.state}
              </p>
              {everyStore ? null : <CardPause locationId={location.id} timeZone={location.time_zone} />}
              {/* The live order board. */}
              <p>
                <Link to={`/staff/board/${encodeURIComponent(location.id)}`}>Order board</Link>
              </p>
              {/* Sold out: every role that runs the location may 86 an item. */}
              <p>
                <Link to={`/staff/availability/${encodeURIComponent(location.id)}`}>Sold out items</Link>
              </p>
              <p>
                <Link to={`/staff/daily-limits/${encodeURIComponent(location.id)}`}>Daily limits for pre-orders</Link>
              </p>
              {/* Pause/throttle and hours/closures: read-only for store staff. */}
              <p>
                <Link to={`/staff/ordering/${encodeURIComponent(location.id)}`}>
                  Online ordering: pause and capacity
                </Link>
              </p>
              <p>
                <Link to={`/staff/hours/${encodeURIComponent(location.id)}`}>Hours and closures</Link>
              </p>
              {/* Refunds of completed orders: managers and admins. */}
              {roleCan(session.staff.role, 'read-reports') ? (
                <p>
                  <Link to={`/staff/reports?location_id=${encodeURIComponent(location.id)}`}>Sales report</Link>
                </p>
              ) : null}
              {roleCan(session.staff.role, 'refund-orders') ? (
                <p>
                  <Link to={`/staff/refunds/${encodeURIComponent(location.id)}`}>Refund an order</Link>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

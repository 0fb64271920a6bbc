import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { AppError } from '../../domain/app-error.ts';
import type { OrderingView } from '../../domain/store-ops/contract.ts';
import type { PutOrderingInput } from '../../domain/store-ops/hours-rules.ts';
import {
  CapacityPanel,
  getOrdering,
  PausePanel,
  setOrdering,
  staffHeaders,
  staffRobots,
  staffTitle,
  useStaffSession,
} from '../features/staff/index.ts';
import pages from './staff-pages.module.css';

export const meta = () => [{ title: staffTitle('Online ordering') }, staffRobots];
export const headers = staffHeaders;

/**
 * /staff/ordering/{locationId} (issue 16 "Pause and throttle", decision 231): pause online
 * ordering for 15/30/60/custom minutes or until resumed, resume, and set the slot capacity and
 * lead times. Store staff see it read-only (the server refuses their writes with 403).
 */
export default function StaffOrdering() {
  const { locationId = '' } = useParams();
  const { session } = useStaffSession();
  const [view, setView] = useState<OrderingView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const ready = Boolean(session && !session.staff.must_change_password);
  const canEdit = session?.staff.role === 'admin' || session?.staff.role === 'manager';

  useEffect(() => {
    if (!ready) return;
    getOrdering(locationId)
      .then((reply) => (setView(reply.data.ordering), setError(null)))
      .catch((caught: unknown) => setError(AppError.from(caught).message));
  }, [ready, locationId]);
  if (!ready) return null;

  async function save(body: PutOrderingInput, done: string) {
    try {
      setView((await setOrdering(locationId, body)).data.ordering);
      setSaid(done);
      setError(null);
    } catch (caught) {
      setError(AppError.from(caught).message);
    }
  }

  return (
    <section aria-labelledby="ordering-title">
      <h1 id="ordering-title" className={pages.title}>
        Online ordering{view ? ` — ${view.name}` : ''}
      </h1>
      <p className={pages.lead}>
        Pause online orders in a rush and set how many orders each time slot takes. Customers see changes at once.
      </p>
      <p className={pages.formError} role="alert">
        {error ?? ''}
      </p>
      <p className="visually-hidden" role="status">
        {said}
      </p>
      {view ? (
        <>
          <PausePanel view={view} canEdit={canEdit} save={save} />
          <CapacityPanel view={view} canEdit={canEdit} save={save} />
        </>
      ) : null}
    </section>
  );
}

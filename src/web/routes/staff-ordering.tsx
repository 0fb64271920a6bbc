import { useState } from 'react';
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
} from '../features/staff/index.ts';
import { useStaffLocationPage } from './staff-location-page.tsx';
import pages from './staff-pages.module.css';

export const meta = () => [{ title: staffTitle('Online ordering') }, staffRobots];
export const headers = staffHeaders;

/**
 * /staff/ordering/{locationId} ("Pause and throttle"): pause online
 * ordering for 15/30/60/custom minutes or until resumed, resume, and set the slot capacity and
 * lead times. A shift lead may pause and resume but sees capacity read-only; store staff see it all
 * read-only (the server refuses their writes with 403).
 */
export default function StaffOrdering() {
  const [view, setView] = useState<OrderingView | null>(null);
  const page = useStaffLocationPage(getOrdering, (reply) => setView(reply.data.ordering));
  if (!page.ready) return null;
  const { canEdit, canPause } = page;

  const save = (body: PutOrderingInput, done: string) =>
    page.attempt(async () => {
      setView((await setOrdering(page.locationId, body)).data.ordering);
      return done;
    });

  return (
    <section aria-labelledby="ordering-title">
      <h1 id="ordering-title" className={pages.title}>
        Online ordering{view ? ` — ${view.name}` : ''}
      </h1>
      <p className={pages.lead}>
        Pause online orders in a rush and set how many orders each time slot takes. Customers see changes at once.
      </p>
      {page.messages}
      {view ? (
        <>
          <PausePanel view={view} canEdit={canPause} save={save} />
          <CapacityPanel view={view} canEdit={canEdit} save={save} />
        </>
      ) : null}
    </section>
  );
}

import { useEffect, useState } from 'react';
import { pauseLeft } from '../../../domain/board/board-lanes.ts';
import type { BoardStore } from '../../../domain/board/ticket-contract.ts';
import styles from './board-layout.module.css';

const clockIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/**
 * "Online ordering is paused — 18 min left (until 10:20 AM)" while the store is paused. It
 * re-renders exactly when the figure changes (and goes when a timed pause runs out), on the
 * server's clock (`offsetMs`), so a 20-minute pause starts at 20.
 */
export function PauseBanner({ store, offsetMs }: { store: BoardStore; offsetMs: number }) {
  // Read when the banner mounts (the page keys it on the pause) and again each time the figure changes.
  const [clock, setClock] = useState(() => Date.now());
  const left = pauseLeft(store, new Date(clock + offsetMs));
  const wait = left?.kind === 'timed' ? left.changesInMs : null;
  useEffect(() => {
    if (wait === null) return;
    const timer = window.setTimeout(() => setClock(Date.now()), wait + 50);
    return () => window.clearTimeout(timer);
  }, [clock, wait]);
  if (!left) return null;
  return (
    <p className={styles.pauseBanner} data-pause={left.kind}>
      <strong>Online ordering is paused</strong>{' '}
      {left.kind === 'until-resumed'
        ? 'until resumed'
        : `— ${left.minutes} min left (until ${clockIn(store.paused_until!, store.time_zone)})`}
    </p>
  );
}

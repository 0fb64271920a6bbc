import { useEffect, useState } from 'react';
import { nextGlanceChangeMs } from '../../../domain/stores/store-glance.ts';
import type { StoreFacts } from '../../../domain/stores/stores-contract.ts';

/** The server's time now, re-read exactly when some store's state, minutes left or late count may change. */
export function useGlanceClock(stores: readonly StoreFacts[], offsetMs: number): Date {
  const [clock, setClock] = useState(() => Date.now());
  const now = new Date(clock + offsetMs);
  const wait = nextGlanceChangeMs(stores, now);
  useEffect(() => {
    const timer = window.setTimeout(() => setClock(Date.now()), wait + 50);
    return () => window.clearTimeout(timer);
  }, [clock, wait]);
  return now;
}

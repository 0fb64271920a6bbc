import { useEffect, useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import type { StoresSnapshot } from '../../../domain/stores/stores-contract.ts';
import { getStores, STORES_EVENTS_URL } from './stores-api.ts';

export type StoresStreamState = 'connecting' | 'live' | 'reconnecting' | 'closed' | 'no-access' | 'signed-out';

/**
 * Every store's facts, live: an EventSource on the all-stores stream, each event a whole snapshot.
 * The browser reconnects by itself; a refused stream is asked why with a plain read (403: this
 * person no longer sees all stores; 401: the session ended). `offsetMs` is how far this device's
 * clock is behind the server's, so states and minutes left match the server's.
 */
export function useStoresStream(enabled: boolean) {
  const [snapshot, setSnapshot] = useState<StoresSnapshot | null>(null);
  const [offsetMs, setOffsetMs] = useState(0);
  const [state, setState] = useState<StoresStreamState>('connecting');

  useEffect(() => {
    if (!enabled) return;
    const source = new EventSource(STORES_EVENTS_URL);
    source.addEventListener('open', () => setState('live'));
    source.addEventListener('error', () => {
      if (source.readyState !== EventSource.CLOSED) return setState('reconnecting');
      setState('closed');
      getStores().then(
        // The stream failed but a read works: show the read, and say the view is no longer live.
        (reply) => setSnapshot(reply.data),
        (caught: unknown) => {
          if (!AppError.is(caught)) return;
          if (caught.status === 403) setState('no-access');
          if (caught.status === 401) setState('signed-out');
          setSnapshot(null);
        },
      );
    });
    source.addEventListener('snapshot', (event) => {
      const data = JSON.parse((event as MessageEvent<string>).data) as StoresSnapshot;
      setOffsetMs(Date.parse(data.now) - Date.now());
      setSnapshot(data);
      setState('live');
    });
    return () => source.close();
  }, [enabled]);

  return { snapshot, offsetMs, state, setSnapshot };
}

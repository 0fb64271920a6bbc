import { useEffect, useState } from 'react';
import type { OrderLiveStatus } from '../../../domain/orders/order-events-contract.ts';

export type LiveConnection = 'connecting' | 'live' | 'reconnecting';

/** A drop shorter than this shows nothing: the stream is usually back before anyone notices. */
const QUIET_DROP_MS = 4_000;
/** After the server refused the stream (a 503 while it restarts), open it again after this long, growing. */
const REOPEN_MS = [2_000, 5_000, 10_000, 30_000];

export const orderEventsUrl = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/events`;
export const historyEventsUrl = '/api/account/orders/events';

/**
 * Live order status: an EventSource on an order's or the member's
 * status stream. Each (re)connection starts with a snapshot; `status` events keep the newest per
 * order (by seq). The browser reconnects by itself with Last-Event-ID; a stream the server
 * refused (CLOSED, e.g. a 503 while it restarts) is opened again after a growing pause. A short
 * drop is silent: `connection` turns 'reconnecting' only after QUIET_DROP_MS without the stream.
 */
export function useOrderStatusStream(url: string | null) {
  const [statuses, setStatuses] = useState<Record<string, OrderLiveStatus>>({});
  const [connection, setConnection] = useState<LiveConnection>('connecting');

  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let quiet: ReturnType<typeof setTimeout> | null = null;
    let reopen: ReturnType<typeof setTimeout> | null = null;
    let failures = 0;
    let stopped = false;

    const merge = (list: OrderLiveStatus[]) =>
      setStatuses((current) => {
        const next = { ...current };
        for (const s of list) if (!next[s.order_id] || next[s.order_id]!.seq <= s.seq) next[s.order_id] = s;
        return next;
      });
    const up = () => {
      failures = 0;
      if (quiet) clearTimeout(quiet);
      quiet = null;
      setConnection('live');
    };
    const down = () => {
      quiet ??= setTimeout(() => setConnection('reconnecting'), QUIET_DROP_MS);
    };

    function open(at: string) {
      if (stopped) return;
      const es = new EventSource(at);
      source = es;
      es.addEventListener('snapshot', (event) => {
        up();
        merge((JSON.parse((event as MessageEvent<string>).data) as { orders: OrderLiveStatus[] }).orders);
      });
      es.addEventListener('status', (event) =>
        merge([JSON.parse((event as MessageEvent<string>).data) as OrderLiveStatus]),
      );
      es.addEventListener('error', () => {
        down();
        if (es.readyState !== EventSource.CLOSED) return;
        // Refused (not a network drop): the browser gives up, so we try again ourselves.
        es.close();
        const delay = REOPEN_MS[Math.min(failures, REOPEN_MS.length - 1)]!;
        failures += 1;
        reopen = setTimeout(() => open(at), delay);
      });
    }
    open(url);
    return () => {
      stopped = true;
      source?.close();
      if (quiet) clearTimeout(quiet);
      if (reopen) clearTimeout(reopen);
    };
  }, [url]);

  return { statuses, connection };
}

import { useRef, useSyncExternalStore } from 'react';
import type { MutationKey, QueryKey, QueryState } from '@tanstack/react-query';
import { batchedNotify, onQueryClient, queryClientNow } from './query-client-ref.ts';

/**
 * The first-load readers of the query cache (decision 326): they subscribe to the tab's client
 * once TanStack Query has loaded and read one query's state (or the in-flight count of a
 * mutation key). Until then, on the server and in the hydration pass, there is nothing: the
 * same "not loaded yet" the pages already paint. They never fetch; the features that own a
 * query load it (the cart: cart-cache.ts `settledCart`).
 */
function subscribeTo(cache: 'queries' | 'mutations') {
  return (notify: () => void): (() => void) => {
    let unsubscribe = () => {};
    const attach = () => {
      const client = queryClientNow();
      if (!client) return false;
      const listener = batchedNotify(notify);
      unsubscribe =
        cache === 'queries'
          ? client.getQueryCache().subscribe(listener)
          : client.getMutationCache().subscribe(listener);
      notify();
      return true;
    };
    const stopWaiting = attach() ? () => {} : onQueryClient(() => void attach());
    return () => {
      stopWaiting();
      unsubscribe();
    };
  };
}
const subscribeQueries = subscribeTo('queries');
const subscribeMutations = subscribeTo('mutations');
const nothing = () => undefined;

/** One query's state: a new object on every change, so React re-renders only on a change of it. */
export function useQueryState<T>(queryKey: QueryKey): QueryState<T, Error> | undefined {
  return useSyncExternalStore(subscribeQueries, () => queryClientNow()?.getQueryState<T, Error>(queryKey), nothing);
}

/**
 * A value computed from one query's data (undefined until loaded). React re-renders the reader
 * only when the value changes, not on every change of the query's state: a page's first cart
 * load (pending → "no cart") re-rendered every cart reader at once, in one blocking task just
 * after hydration, although none of them showed anything new (issue 18). The value is computed
 * again when the data or the selector changes; a selector that builds an object re-renders its
 * reader only when the data changed.
 */
export function useQuerySelect<T, R>(queryKey: QueryKey, select: (data: T | undefined) => R): R {
  const last = useRef<{ data: T | undefined; select: (data: T | undefined) => R; value: R } | null>(null);
  const read = (data: T | undefined): R => {
    const cached = last.current;
    if (cached && Object.is(cached.data, data) && cached.select === select) return cached.value;
    const value = select(data);
    last.current = { data, select, value };
    return value;
  };
  return useSyncExternalStore(
    subscribeQueries,
    () => read(queryClientNow()?.getQueryState<T, Error>(queryKey)?.data),
    () => read(undefined),
  );
}

/** How many mutations under this key are in flight (0 before the client has loaded). */
export function useMutatingCount(mutationKey: MutationKey): number {
  return useSyncExternalStore(
    subscribeMutations,
    () => queryClientNow()?.isMutating({ mutationKey }) ?? 0,
    () => 0,
  );
}

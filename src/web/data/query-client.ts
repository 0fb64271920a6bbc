import { MutationObserver, notifyManager, QueryClient, type MutationKey } from '@tanstack/react-query';
import { queryClientMade } from './query-client-ref.ts';

/**
 * Server state lives in TanStack Query's cache (issue 19, decision 280). The server makes a new
 * client for every call (no customer's data can leak into another's render); the browser keeps
 * one for the tab, so the imperative cart and group calls (add to bag, the group refresh) and
 * the components read and write the same cache. This module is not first-load code (decision
 * 326): the first-load chrome reaches the client through query-client-ref.ts; the lazy features
 * that import this module give the client to the library's hooks (`useQuery(options, client)`),
 * so no provider is needed at the root.
 */
function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Replies are the server's word (a refusal has a code, decision 207): no silent retries,
      // and no refetch on focus — the cart changes only by our own calls and the group's poll.
      // Kept for the tab (gcTime): the cart and the group have no reader on some pages, yet must survive them.
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  if (!browserClient) {
    browserClient = makeQueryClient();
    // What QueryClientProvider did: the client follows the tab's focus and connection.
    browserClient.mount();
    queryClientMade(browserClient, (notify) => notifyManager.batchCalls(notify));
  }
  return browserClient;
}

/** One call as a mutation under a key, so `useIsMutating`-style readers see it in flight. */
export function runMutation<T>(mutationKey: MutationKey, call: () => Promise<T>): Promise<T> {
  return new MutationObserver<T, unknown, void>(getQueryClient(), { mutationKey, mutationFn: call }).mutate();
}

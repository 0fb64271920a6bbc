import { QueryClient } from '@tanstack/react-query';

/**
 * Server state lives in TanStack Query's cache (issue 19, decision 280). The server makes a new
 * client for every request (no customer's data can leak into another's render); the browser keeps
 * one for the tab, so the imperative cart and group calls (add to bag, the group refresh) and
 * the components read and write the same cache.
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
  browserClient ??= makeQueryClient();
  return browserClient;
}

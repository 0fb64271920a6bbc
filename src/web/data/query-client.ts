import { isServer, QueryClient } from '@tanstack/react-query';

/**
 * Server state lives in TanStack Query's cache. As TanStack's SSR guide does: the server makes a
 * client per request (no customer's data can leak into another's render), the browser keeps one
 * for the tab, given to the whole app by root.tsx's QueryClientProvider. The cart's and the
 * group's imperative writes (add to bag, the group refresh) reach the same client through
 * getQueryClient.
 */
function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Replies are the server's word (a refusal has a code): no silent retries, and no refetch on
      // focus — the cart changes only by our own calls and the group's poll.
      // Kept for the tab (gcTime): the cart and the group have no reader on some pages, yet must survive them.
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}

import type { QueryClient } from '@tanstack/react-query';

/**
 * The tab's query client, reached without loading TanStack Query (decision 326). Its ~10 KB
 * gzip are not first-load code: the chrome (header, sub-header, drawer shell) reads the cart and
 * group queries through `use-query-state.ts`, which paints "nothing yet" until the library has
 * loaded after hydration — as the server render and the hydration pass do anyway (the cart and
 * the group live in the browser's storage, decision 280). Lazy features import `query-client.ts`
 * directly and use the library's hooks with the client it makes.
 */
let loaded: QueryClient | undefined;
let batched: (notify: () => void) => () => void = (notify) => notify;
const listeners = new Set<() => void>();

/**
 * Called once by query-client.ts when it makes the browser's client, with the library's
 * `notifyManager.batchCalls`: readers are told of a change the way its own hooks are, after the
 * current call (a mutation's `onSuccess` that writes the cart) has finished — a render in between
 * would see the mutation still pending (a Remove button still disabled when focus moves to it).
 */
export function queryClientMade(client: QueryClient, batchCalls: (notify: () => void) => () => void): void {
  loaded = client;
  batched = batchCalls;
  for (const listener of listeners) listener();
}

/** A cache listener that tells React the way the library's hooks do (see queryClientMade). */
export const batchedNotify = (notify: () => void): (() => void) => batched(notify);

/** The browser's client if the library has loaded (never on the server). */
export const queryClientNow = (): QueryClient | undefined => loaded;

/** Loads the library (once; the module system caches it) and returns the browser's client. */
export const loadQueryClient = (): Promise<QueryClient> =>
  import('./query-client.ts').then(({ getQueryClient }) => getQueryClient());

/** Runs at once when the client is there, else once it has loaded (a write never waits for a render). */
export function withQueryClient(run: (client: QueryClient) => void): void {
  if (loaded) run(loaded);
  else void loadQueryClient().then(run);
}

/** Told once when the client appears (the readers then subscribe to its caches). */
export function onQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False while rendering on the server and during hydration, true after: for browser-only details. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

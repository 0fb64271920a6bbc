import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while rendering on the server and during hydration, true after: for browser-only details.
 * Every component that reads it renders once more, at once and in one blocking task, just after
 * hydration: read it in the small component that needs it, or use `useHydratedValue`.
 */
export const useHydrated = () => useHydratedValue(true, false);

/**
 * `value` once hydrated, `during` on the server and while hydrating. React renders the component
 * again after hydration only when the two differ (it compares the snapshots), so a page where the
 * browser changes nothing — the menu of a location named in the address — costs no second render
 * of its whole view.
 */
export const useHydratedValue = <T>(value: T, during: T): T =>
  useSyncExternalStore(
    subscribe,
    () => value,
    () => during,
  );

/** Set by the first effect of `useHydratedInTransition`: a component mounted later (a navigation) starts hydrated. */
let pageHydrated = false;

/**
 * False on the server and while hydrating; true after, set in a transition. Unlike
 * `useHydrated()`, whose snapshot change re-renders every reader at once in one synchronous task
 * just after hydration, React renders the readers in its 5 ms slices. A component mounted after
 * the page hydrated reads true at once.
 */
export function useHydratedInTransition(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

import { lazy, memo, Suspense, useState, type ComponentType } from 'react';
import { useHydratedInTransition } from './use-hydrated.ts';

/**
 * Pieces whose code is not part of a page's first-load JavaScript: the layout's
 * (layouts/lazy-islands.tsx) and a feature's. Unlike the closed panels of layouts/lazy-panels.tsx,
 * they are mounted from the start:
 * - `afterHydration`: renders nothing on the server (these show nothing at first paint anyway:
 *   the cart, the group and the member are browser-only data); the code loads once the page has
 *   hydrated, and only while `useWanted` says the piece has something to do.
 * - `hydrateLater`: rendered in full on the server; the browser keeps that HTML inside a
 *   Suspense boundary until the code arrives, then React hydrates it (the same markup, so no
 *   layout shift). For a piece on the first screen that is not needed to paint it.
 */
type Load<P> = () => Promise<ComponentType<P>>;

const always = () => true;

export function afterHydration<P extends object>(load: Load<P>, useWanted: () => boolean = always): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function AfterHydration(props: P) {
    // Not useHydrated(): all islands at once would be one synchronous task just after hydration.
    const hydrated = useHydratedInTransition();
    const wanted = useWanted();
    // Once mounted it stays (its own state, e.g. the history it forgets on sign-out, lives on).
    const [mounted, setMounted] = useState(false);
    if (hydrated && wanted && !mounted) setMounted(true);
    return mounted ? (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    ) : null;
  }
  return AfterHydration;
}

/** A promise-like already settled: React's lazy() reads it without suspending (react's lazyInitializer). */
function settled<T>(value: T): Promise<T> {
  const then = (resolve?: (v: T) => unknown) => {
    resolve?.(value);
    return settled(undefined);
  };
  return { then } as unknown as Promise<T>;
}

export function hydrateLater<P extends object>(load: Load<P>): ComponentType<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => (loading ??= load().then((c) => (component = c)));
  // The server renders it in full: its copy is loaded with this module, before any request (a
  // render that found it missing would stream a fallback instead of the markup). The browser
  // asks for the code as early, before hydration starts, so the wait below is as short as it can be
  // (a failed load is not reported here: lazy() below gets the same rejection when it renders).
  start().catch(() => undefined);
  const Loaded = lazy(() => (component ? settled({ default: component }) : start().then((c) => ({ default: c }))));
  // Memoised: until its code arrives the boundary holds the server's HTML, and a re-render with
  // new props (any render of the parent: the layout re-renders when it measures the page) would
  // make React drop that HTML and draw the fallback — nothing — until the code came, then draw the
  // piece again (the footer's newsletter box would flicker on every page).
  return memo(function HydrateLater(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  });
}

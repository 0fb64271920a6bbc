import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { isGroupOrderEnabled } from '../../domain/app-features.ts';
import { useActiveGroup } from '../data/group/group-hooks.ts';
import { useMemberUser } from '../state/members.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useRootData } from '../root.tsx';
import { visitorIntent } from './lazy-panels.tsx';
// The newsletter box is painted from the server's HTML before its code arrives: its styles stay
// in the layout's stylesheet (inlined in the page, decision 291), so nothing moves when it hydrates.
import '../features/newsletter/newsletter-box.module.css';

/**
 * Layout pieces whose code is not part of a page's first-load JavaScript (decision 294). Unlike
 * the closed panels of lazy-panels.tsx, they are mounted from the start:
 * - `afterHydration`: renders nothing on the server (these show nothing at first paint anyway:
 *   the cart and the group are browser-only data); the code loads once the page has hydrated,
 *   and only while `useWanted` says the piece has something to do.
 * - `hydrateLater`: rendered in full on the server; the browser keeps that HTML inside a
 *   Suspense boundary until the code arrives, then React hydrates it (the same markup, so no
 *   layout shift). For a piece on the first screen that is not needed to paint it.
 */
type Load<P> = () => Promise<ComponentType<P>>;

const always = () => true;

export function afterHydration<P extends object>(load: Load<P>, useWanted: () => boolean = always): ComponentType<P> {
  const Loaded = lazy(() => load().then((component) => ({ default: component })));
  function AfterHydration(props: P) {
    const hydrated = useHydrated();
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
  const start = () => load().then((c) => (component = c));
  // The server renders it in full: its copy is loaded with this module, before any request
  // (a render that found it missing would stream a fallback instead of the markup).
  if (import.meta.env.SSR) void start();
  const Loaded = lazy(() => (component ? settled({ default: component }) : start().then((c) => ({ default: c }))));
  function HydrateLater(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return HydrateLater;
}

/** Spec §4 footer newsletter signup. */
export const NewsletterBox = hydrateLater(() =>
  import('../features/newsletter/newsletter-box.tsx').then((m) => m.NewsletterBox),
);

/** True from the visitor's first pointer, touch, key or focus event (or 10 s), decision 141. */
function useVisitorIntent(): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    let live = true;
    void visitorIntent().then(() => live && setSeen(true));
    return () => {
      live = false;
    };
  }, []);
  return seen;
}

/**
 * Spec §2 added-to-cart alert (decision 211): an add needs a click or a key, which mounts it —
 * its live region is in the page before the add's reply.
 */
export const AddedToCartAlert = afterHydration(
  () => import('../features/cart/added-to-cart-alert.tsx').then((m) => m.AddedToCartAlert),
  useVisitorIntent,
);

/** Group orders (decision 110), when the flag is on: the gate loads the session's code when a group is in play. */
export const GroupOrderLayer = afterHydration(
  () => import('../features/group-order/group-order-gate.tsx').then((m) => m.GroupOrderLayer),
  () => {
    const app = useRootData()?.app;
    return app !== undefined && isGroupOrderEnabled(app);
  },
);

/** The header's and the sub-header's group deadline (spec §2): only while a group is joined. */
const useInGroup = () => useActiveGroup() !== null;
export const GroupCountdown = afterHydration(
  () => import('../features/group-order/group-countdown.tsx').then((m) => m.GroupCountdown),
  useInGroup,
);
export const GroupDeadlineBar = afterHydration(
  () => import('../features/group-order/group-countdown.tsx').then((m) => m.GroupDeadlineBar),
  useInGroup,
);

/** Spec §2 Order history modal: from a member's first sign-in in this tab (it fetches their history on load, spec §4). */
export const OrderHistoryModal = afterHydration(
  () => import('../features/orders/order-history-modal.tsx').then((m) => m.OrderHistoryModal),
  () => useMemberUser() !== null,
);

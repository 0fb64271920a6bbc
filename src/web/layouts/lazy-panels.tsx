import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { PanelName } from '../state/root-slice.ts';
import { useAppStore } from '../state/store.ts';

/**
 * Drawers and modals that are closed at first paint. Their code is not part of
 * a page's first-load JavaScript: the layout renders a stub that watches the panel's
 * `root.open` flag, mounts the real component the first time it opens, and keeps it mounted
 * afterwards (same state and focus return as an eager panel). At the visitor's first pointer,
 * touch, key or focus event (or after 10 s) every registered chunk is fetched when the browser
 * is idle, so a first open normally does not wait for the network.
 *
 * To make another panel lazy: export it from here with `lazyPanel('<root.open key>', () =>
 * import('…').then((m) => ({ default: m.Component })))` and import it from this file in the
 * layout. A panel with work to do while closed (an on-load fetch) keeps that hook in an eager
 * shell and lazy-loads only its body (see cart-drawer.tsx).
 */
export function lazyPanel(name: PanelName, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Panel = lazy(load);
  function LazyPanel() {
    const open = useAppStore((s) => s.root.open[name]);
    const [mounted, setMounted] = useState(open);
    // Adjusted during render, not in an effect: the panel mounts in the same commit as the flag.
    if (open && !mounted) setMounted(true);
    usePreload(load);
    return mounted ? (
      <Suspense fallback={null}>
        <Panel />
      </Suspense>
    ) : null;
  }
  LazyPanel.displayName = `Lazy(${name})`;
  return LazyPanel;
}

/** After this long without any sign of the visitor, preload anyway. */
const PRELOAD_FALLBACK_MS = 10_000;
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;
let intent: Promise<void> | null = null;

/**
 * Resolves at the visitor's first pointer, touch, key or focus event, or after 10 s. Right after
 * hydration the main thread belongs to the page (images, late effects, the first tap): fetching
 * and evaluating every panel's code then (zod, the QR code library…) would make long tasks on
 * slow phones. A visitor who moves a pointer or touches the screen starts the fetch
 * well before the click that opens a panel.
 */
export function visitorIntent(): Promise<void> {
  intent ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, done, true);
      window.clearTimeout(timer);
      resolve();
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
    const timer = window.setTimeout(done, PRELOAD_FALLBACK_MS);
  });
  return intent;
}

/** Fetches a lazy chunk at the visitor's first sign of intent, when the browser is idle (import() caches the module). */
export function usePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    let canceled = false;
    let cancelIdle: (() => void) | null = null;
    void visitorIntent().then(() => {
      if (canceled) return;
      const run = () => void load().catch(() => undefined);
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(run, { timeout: 2000 });
        cancelIdle = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(run, 0);
        cancelIdle = () => window.clearTimeout(id);
      }
    });
    return () => {
      canceled = true;
      cancelIdle?.();
    };
  }, [load]);
}

/** Spec §2 delivery side panel (address search, saved addresses, zone check). */
export const DeliveryPanel = lazyPanel('delivery', () =>
  import('../features/locations/delivery-panel.tsx').then((m) => ({ default: m.DeliveryPanel })),
);

/** Spec §2 order control modal (handoff, time, location of the current order). */
export const OrderControlModal = lazyPanel('orderControl', () =>
  import('../features/order-control/order-control-modal.tsx').then((m) => ({ default: m.OrderControlModal })),
);

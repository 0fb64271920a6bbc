import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { useRootData } from '../root-data.ts';
import { SiteChrome, SiteErrorPage } from './site-chrome.tsx';
import { useScrollLock } from './use-scroll-lock.ts';

/**
 * Default web layout (spec §2 "Layouts"). Site popups (welcome, executive team, location map,
 * delivery, order history) mount at the root beside this layout, from their features.
 * It reads no state that changes as a page loads or scrolls (scroll metrics, the bag): the pieces
 * that follow it read it themselves, so a change re-renders them and not the footer, the
 * navigation and every other piece of chrome (a long task after hydration).
 */
export default function DefaultLayout() {
  const app = useRootData()?.app;
  useScrollLock();
  // The tree depends on the brand's info alone: React Router renders this route again whenever its
  // state changes (route discovery just after hydration, each navigation), and every piece inside
  // reads what it shows itself — the page through <Outlet />, the path, the bag, the scroll
  // position — so none of it renders again with the layout.
  return useMemo(
    () =>
      app ? (
        <SiteChrome app={app}>
          <Outlet />
        </SiteChrome>
      ) : null,
    [app],
  );
}

/** A failed page keeps the site chrome (site-chrome.tsx). */
export function ErrorBoundary({ error }: { error: unknown }) {
  return <SiteErrorPage error={error} />;
}

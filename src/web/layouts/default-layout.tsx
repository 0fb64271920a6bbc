import { useMemo, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { AppInfo } from '../../domain/app-info.ts';
import { StoredLocationRefresh } from '../data/locations/selected-location.ts';
import { useRootData } from '../root.tsx';
import { CartDrawer } from './cart-drawer.tsx';
import { ErrorPageBoundary, RouteErrorPage } from './error-page.tsx';
import { Footer } from './footer.tsx';
import { useChunkReloadOnError } from './chunk-reload.ts';
import { Header } from './header.tsx';
import { DeliveryPanel, OrderControlModal } from './lazy-panels.tsx';
import { AddedToCartAlert, GroupOrderLayer, OrderHistoryModal } from './lazy-islands.tsx';
import { LayoutTop } from './layout-top.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { StickyCta } from './sticky-cta.tsx';
import { SubHeader } from './sub-header.tsx';
import { useScrollLock } from './use-scroll-lock.ts';
import { PageScrollMeasure } from './use-scroll-metrics.ts';
import styles from './layout.module.css';

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

/**
 * A page that failed (a loader's 404 or 500, a render error, a lost connection) is shown inside
 * the same chrome, so the header, navigation and footer stay a way back (root.tsx keeps the last
 * resort, for when the brand's info itself could not load).
 */
export function ErrorBoundary({ error }: { error: unknown }) {
  const app = useRootData()?.app;
  useScrollLock();
  useChunkReloadOnError(error);
  const page = (
    <ErrorPageBoundary>
      <RouteErrorPage error={error} inChrome={Boolean(app)} />
    </ErrorPageBoundary>
  );
  return app ? <SiteChrome app={app}>{page}</SiteChrome> : page;
}

function SiteChrome({ app, children }: { app: AppInfo; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <PageScrollMeasure />
      <LayoutTop />
      <Header appName={app.name} />
      <SubHeader />
      <MobileNav />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <StickyCta />
      <GroupOrderLayer />
      {/* Added-to-cart alert (spec §2): in the viewport on every size. */}
      <AddedToCartAlert />
      <Footer app={app} />
      <CartDrawer />
      <OrderControlModal />
      {/* Spec §4 load check: a stored location is refreshed from the server. */}
      <StoredLocationRefresh />
      <DeliveryPanel />
      {/* Spec §2 Order history modal ("Order Summary"); also fetches a member's history on load (spec §4). */}
      <OrderHistoryModal />
    </div>
  );
}

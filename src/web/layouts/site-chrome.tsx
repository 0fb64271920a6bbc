import type { ReactNode } from 'react';
import type { AppInfo } from '../../domain/app-info.ts';
import { StoredLocationRefresh } from '../data/locations/selected-location.ts';
import { useRootData } from '../root-data.ts';
import { CartDrawer } from './cart-drawer.tsx';
import { useChunkReloadOnError } from './chunk-reload.ts';
import { ErrorPageBoundary, RouteErrorPage } from './error-page.tsx';
import { Footer } from './footer.tsx';
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
 * A page that failed (a loader's 404 or 500, a render error, a lost connection) is shown inside
 * the site chrome, so the header, navigation and footer stay a way back. Used by the default
 * layout's boundary and the root's (a failed navigation's data request lands there); without the
 * brand's info (the root loader itself failed) the error page stands alone.
 */
export function SiteErrorPage({ error }: { error: unknown }) {
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

/** The default layout's frame: header, navigation, footer and the site's drawers around the main. */
export function SiteChrome({ app, children }: { app: AppInfo; children: ReactNode }) {
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

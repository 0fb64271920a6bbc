import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { StoredLocationRefresh } from '../data/locations/selected-location.ts';
import { useRootData } from '../root.tsx';
import { CartDrawer } from './cart-drawer.tsx';
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
        <div className={styles.page}>
          <PageScrollMeasure />
          <LayoutTop />
          <Header appName={app.name} />
          <SubHeader />
          <MobileNav />
          <main id="main" tabIndex={-1} className={styles.main}>
            <Outlet />
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
      ) : null,
    [app],
  );
}

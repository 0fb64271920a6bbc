import { Outlet, useLocation } from 'react-router';
import { subHeaderCarriesCart } from '../../domain/layout-rules.ts';
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
import { useScrollMetrics } from './use-scroll-metrics.ts';
import styles from './layout.module.css';
import { useHasCart } from '../data/cart/cart-hooks.ts';

/**
 * Default web layout (spec §2 "Layouts"). Site popups (welcome, executive team, location map,
 * delivery, order history) mount at the root beside this layout, from their features.
 */
export default function DefaultLayout() {
  const root = useRootData();
  const { pathname } = useLocation();
  const metrics = useScrollMetrics(pathname);
  useScrollLock();
  const hasCart = useHasCart();
  if (!root) return null;
  const { app } = root;
  return (
    <div className={styles.page}>
      <LayoutTop />
      <Header
        appName={app.name}
        atTop={(metrics?.scrollY ?? 0) < 8}
        cartInSubHeader={subHeaderCarriesCart(pathname, metrics ?? { viewportHeight: 0, footerTop: null }, hasCart)}
      />
      <SubHeader metrics={metrics} />
      <MobileNav />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <StickyCta metrics={metrics} />
      <GroupOrderLayer />
      {/* Added-to-cart alert (spec §2): in the viewport on every size (issue 15 §7, decision 211). */}
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

import { NavLink, useLocation } from 'react-router';
import { headerVariant, NOT_MEASURED, subHeaderCarriesCart } from '../../domain/layout-rules.ts';
import { useHasCart } from '../data/cart/cart-hooks.ts';
import { usePageScroll } from './use-scroll-metrics.ts';
import { useAppStore } from '../state/store.ts';
import { IconButton } from '../ui/icon-button.tsx';
import { MenuIcon } from '../ui/icons/icons.tsx';
import { AccountLink } from './account-link.tsx';
import { CartButton } from './cart-button.tsx';
import { GroupCountdown } from './lazy-islands.tsx';
import { useActiveGroup } from '../data/group/group-hooks.ts';
import { HandoffSelector } from './handoff-selector.tsx';
import { Logo } from './logo.tsx';
import { MAIN_NAV } from './site-links.ts';
import styles from './header.module.css';

export const MOBILE_NAV_ID = 'mobile-nav';

/**
 * Site header (spec §2 "Layouts"): menu icon, main nav, logo, Sign In or profile icon, cart icon
 * with count; the handoff selector on extra-large screens. 90 px tall on desktop. Its variant
 * (default, transparent, dark, drawer-active, cart-active) comes from domain/layout-rules.ts.
 */
export function Header({ appName }: { appName: string }) {
  const { pathname } = useLocation();
  // The page's scroll position and the bag set its variant and where its cart icon shows.
  const atTop = usePageScroll((m) => (m?.scrollY ?? 0) < 8);
  const hasCart = useHasCart();
  const cartInSubHeader = usePageScroll((m) => subHeaderCarriesCart(pathname, m ?? NOT_MEASURED, hasCart));
  const cartOpen = useAppStore((s) => s.root.open.cart);
  const drawerOpen = useAppStore((s) => s.root.open.mobileNav);
  const openPanel = useAppStore((s) => s.root.openPanel);
  const variant = headerVariant({ path: pathname, cartOpen, drawerOpen, atTop });
  const inGroup = useActiveGroup() !== null;

  return (
    <header className={`${styles.header} ${styles[variant] ?? ''}`} data-variant={variant}>
      <div className={styles.inner}>
        <IconButton
          label="Open menu"
          icon={<MenuIcon />}
          className={styles.menuButton}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          aria-controls={drawerOpen ? MOBILE_NAV_ID : undefined}
          onClick={() => openPanel('mobileNav')}
        />
        <div className={styles.logo}>
          <Logo name={appName} tone={variant === 'dark' ? 'inverse' : 'default'} />
        </div>
        <nav className={styles.mainNav} aria-label="Main">
          <ul>
            {MAIN_NAV.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={({ isActive }) => (isActive ? styles.active : undefined)}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {/* Wrapped: the selector's own button styles would otherwise win over the display rule. */}
          <div className={styles.handoff}>
            <HandoffSelector />
          </div>
          <GroupCountdown />
          <AccountLink />
          {/* One bag on screen: below 1201 px the sub-header's icon stands in while it shows one. */}
          <CartButton
            className={cartInSubHeader ? (inGroup ? styles.cartBesideDeadline : styles.cartInSubHeader) : undefined}
          />
        </div>
      </div>
    </header>
  );
}

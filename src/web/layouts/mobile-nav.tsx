import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useMemberUser } from '../state/members.ts';
import { useAppStore } from '../state/store.ts';
import { BagIcon, ChevronRightIcon, UserIcon } from '../ui/icons/icons.tsx';
import { SidePanel } from '../ui/side-panel.tsx';
import { MOBILE_NAV_ID } from './header.tsx';
import { rememberPreviousRoute, SIGN_IN_PATH } from './remember-route.ts';
import { FOOTER_NAV, MAIN_NAV } from './site-links.ts';
import styles from './mobile-nav.module.css';
import { useCartItemCount } from '../data/cart/cart-hooks.ts';

/** Links of the mobile nav: the main nav, then the footer's that are not already there. */
const LINKS = [...MAIN_NAV, ...FOOTER_NAV.filter((f) => !MAIN_NAV.some((m) => m.to === f.to))];

/**
 * Mobile nav (spec §2 "Mobile nav"): the site links, "My Bag" (opens the cart) and the profile
 * link: "Hello, {first name}" to /account for members, "Sign In" to /account/signin for guests.
 * A route change closes it (spec §4).
 */
export function MobileNav() {
  const open = useAppStore((s) => s.root.open.mobileNav);
  const closePanel = useAppStore((s) => s.root.closePanel);
  const { pathname } = useLocation();

  useEffect(() => {
    closePanel('mobileNav');
  }, [pathname, closePanel]);

  // Closed, nothing below is built or rendered: every page render pays only for this.
  return open ? <MobileNavPanel onClose={() => closePanel('mobileNav')} /> : null;
}

function MobileNavPanel({ onClose }: { onClose: () => void }) {
  const openCart = useAppStore((s) => s.root.openCart);
  const user = useMemberUser();
  const count = useCartItemCount();
  const location = useLocation();
  return (
    <SidePanel open onClose={onClose} title="Menu" hideTitle side="left" className={styles.panel}>
      <nav aria-label="Site" id={MOBILE_NAV_ID}>
        <ul className={styles.links}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
                {link.label}
                <ChevronRightIcon size={20} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.account}>
        <button type="button" className={styles.row} onClick={openCart}>
          <BagIcon />
          <span>My Bag</span>
          {count > 0 ? (
            <span className={styles.count}>
              {count}
              <span className="visually-hidden"> {count === 1 ? 'item' : 'items'}</span>
            </span>
          ) : null}
        </button>
        {user ? (
          <Link to="/account" className={styles.row}>
            <UserIcon />
            <span>Hello, {user.first_name}</span>
          </Link>
        ) : (
          <Link
            to={SIGN_IN_PATH}
            className={styles.row}
            onClick={() => rememberPreviousRoute(location.pathname + location.search)}
          >
            <UserIcon />
            <span>Sign In</span>
          </Link>
        )}
      </div>
    </SidePanel>
  );
}

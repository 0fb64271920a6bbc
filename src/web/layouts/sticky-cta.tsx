import { Link, useLocation } from 'react-router';
import { isStickyCtaHiddenOnPath, isStickyCtaVisible, isSubHeaderHiddenOnPath } from '../../domain/layout-rules.ts';
import { usePageScroll } from './use-scroll-metrics.ts';
import { buttonClassName } from '../ui/button.tsx';
import styles from './sticky-cta.module.css';

/**
 * Sticky "Order Now" link to the menu (spec §2 "Sticky call to action"). Never rendered on the
 * menu, order, locations and home pages; elsewhere it hides near the page bottom and while the
 * footer is in view (rules in domain/layout-rules.ts). Hidden stays in the DOM but inert, so it
 * slides instead of popping. Where the sub-header shows (≤1200 px, its paths) it already offers
 * "Order Now", so CSS hides this one there.
 */
export function StickyCta() {
  const { pathname } = useLocation();
  const visible = usePageScroll((m) => m !== null && isStickyCtaVisible(pathname, m));
  if (isStickyCtaHiddenOnPath(pathname)) return null;
  const besideSubHeader = !isSubHeaderHiddenOnPath(pathname);
  return (
    <div
      className={[styles.wrap, visible ? styles.visible : '', besideSubHeader ? styles.besideSubHeader : '']
        .filter(Boolean)
        .join(' ')}
      inert={!visible}
      data-testid="sticky-cta"
    >
      <Link to="/menu" className={buttonClassName({ variant: 'primary', size: 'lg', className: styles.cta })}>
        Order Now
      </Link>
    </div>
  );
}

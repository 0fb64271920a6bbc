import { useLocation } from 'react-router';
import { isSubHeaderHiddenOnPath, NOT_MEASURED, subHeaderState } from '../../domain/layout-rules.ts';
import { CartButton } from './cart-button.tsx';
import { GroupDeadlineBar } from './lazy-islands.tsx';
import { useActiveGroup } from '../data/group/group-hooks.ts';
import { HandoffSelector } from './handoff-selector.tsx';
import styles from './sub-header.module.css';
import { useHasCart } from '../data/cart/cart-hooks.ts';
import { usePageScroll } from './use-scroll-metrics.ts';

/**
 * Sub-header (spec §2): 66 px, small/medium/large screens only (CSS hides it above 1200 px),
 * hidden on the paths of isSubHeaderHiddenOnPath. With a cart: the handoff selector and the
 * cart icon; without: "Order Now", which opens the order control modal.
 * On small screens a group order's deadline countdown sits between them.
 */
export function SubHeader() {
  const { pathname } = useLocation();
  const state = usePageScroll((m) => subHeaderState(pathname, m ?? NOT_MEASURED));
  const hasCart = useHasCart();
  const inGroup = useActiveGroup() !== null;
  if (isSubHeaderHiddenOnPath(pathname)) return null;
  return (
    <div
      className={`${styles.subHeader} ${styles[state] ?? ''} ${inGroup ? styles.withDeadline : ''}`}
      data-state={state}
      data-testid="sub-header"
    >
      {hasCart ? (
        <>
          <HandoffSelector className={styles.selector} />
          <GroupDeadlineBar />
          <CartButton className={styles.cart} />
        </>
      ) : (
        <>
          <p className={styles.prompt}>Fresh from our ovens</p>
          <HandoffSelector />
        </>
      )}
    </div>
  );
}

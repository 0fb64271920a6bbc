import type { HandoffMode } from '../../domain/app-info.ts';
import { useAppStore } from '../state/store.ts';
import { Button } from '../ui/button.tsx';
import { ChevronDownIcon, LocationPinIcon } from '../ui/icons/icons.tsx';
import styles from './handoff-selector.module.css';
import { useCartSummary } from '../data/cart/cart-hooks.ts';

const HANDOFF_LABEL: Record<HandoffMode, string> = {
  pickup: 'Pickup',
  curbside: 'Curbside',
  drivethru: 'Drive-Thru',
  delivery: 'Delivery',
  dispatch: 'Delivery',
};

/**
 * Handoff selector (spec §2): the active handoff mode and location name; it opens the order
 * control modal to change them. Without a cart it is the "Order Now" start.
 */
export function HandoffSelector({ className }: { className?: string }) {
  const cart = useCartSummary();
  const openOrderControl = useAppStore((s) => s.root.openOrderControl);
  if (!cart) {
    return (
      <Button onClick={openOrderControl} className={className}>
        Order Now
      </Button>
    );
  }
  const mode = HANDOFF_LABEL[cart.handoff];
  return (
    <button
      type="button"
      className={[styles.selector, className ?? ''].filter(Boolean).join(' ')}
      onClick={openOrderControl}
      aria-haspopup="dialog"
    >
      <LocationPinIcon size={20} />
      <span className={styles.text}>
        {cart.deliveryStreet ? (
          // Issue 15: "Delivery to 200 Newbury St" — where the order goes, not only the store.
          <>
            <span className={styles.mode}>{mode} to</span>{' '}
            <span className={styles.location}>{cart.deliveryStreet}</span>
          </>
        ) : (
          <>
            <span className={styles.mode}>{mode}</span>
            {cart.locationName ? <span className={styles.location}>{cart.locationName}</span> : null}
          </>
        )}
        {/* The accessible name starts with the visible text (WCAG 2.5.3 label in name). */}
        <span className="visually-hidden">. Change order details</span>
      </span>
      <ChevronDownIcon size={18} />
    </button>
  );
}

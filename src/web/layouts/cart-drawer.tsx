import { useAppStore } from '../state/store.ts';
import { Button } from '../ui/button.tsx';
import { BagIcon } from '../ui/icons/icons.tsx';
import { SidePanel } from '../ui/side-panel.tsx';
import styles from './cart-drawer.module.css';

/**
 * The cart drawer frame (spec §2 "Cart side panel"), titled "Your Cart". It opens from the
 * header cart icon and "My Bag". The cart feature renders the lines, upsells and Continue
 * inside it; until a cart exists it shows the empty bag with a way to start an order.
 */
export function CartDrawer() {
  const open = useAppStore((s) => s.root.open.cart);
  const cart = useAppStore((s) => s.order.cart);
  const closePanel = useAppStore((s) => s.root.closePanel);
  const openOrderControl = useAppStore((s) => s.root.openOrderControl);

  return (
    <SidePanel open={open} onClose={() => closePanel('cart')} title="Your Cart">
      {cart && cart.itemCount > 0 ? (
        <p>
          {cart.itemCount} {cart.itemCount === 1 ? 'item' : 'items'}
          {cart.locationName ? ` from ${cart.locationName}` : ''}
        </p>
      ) : (
        <div className={styles.empty}>
          <span className={styles.emptyIcon}>
            <BagIcon size={40} />
          </span>
          <p className={styles.emptyTitle}>Your bag is empty</p>
          <p className={styles.emptyText}>Choose pickup or delivery and a bakery near you to start an order.</p>
          <Button onClick={openOrderControl} block>
            Start an Order
          </Button>
        </div>
      )}
    </SidePanel>
  );
}

import { useState } from 'react';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { isDeliveryHandoff, seedDeliveryAddress } from '../../../domain/locations/order-control.ts';
import { useAppStore } from '../../state/store.ts';
import { useCartBusy } from '../../data/cart/cart-hooks.ts';
import { applyDeliveryAddress, setCartHandoff } from '../../data/cart/handoff-actions.ts';
import styles from './order-control.module.css';

/**
 * Spec §4 "Handoff switch: toggles pickup and delivery". To pickup: the cart's handoff becomes
 * in-store pickup. To delivery: a cart that already has an address (and a store that delivers)
 * is switched at once; otherwise the delivery modal opens to find the address first.
 */
export function HandoffSwitch({
  cart,
  deliversHere,
  onNeedAddress,
  onToggled,
}: {
  cart: Cart;
  deliversHere: boolean;
  onNeedAddress: () => void;
  onToggled?: (to: 'pickup' | 'delivery') => void;
}) {
  const busy = useCartBusy();
  const [error, setError] = useState<string | null>(null);
  const delivery = isDeliveryHandoff(cart.handoff);
  const toggle = async () => {
    setError(null);
    try {
      if (delivery) {
        await setCartHandoff('pickup');
        useAppStore.setState((s) => ({
          locations: { ...s.locations, searchType: 'pickup' },
          order: { ...s.order, orderMode: 'pickup' },
        }));
        onToggled?.('pickup');
        return;
      }
      const address = seedDeliveryAddress(null, cart.address) ?? useAppStore.getState().locations.deliveryAddress;
      if (!address || !deliversHere) return onNeedAddress();
      await applyDeliveryAddress(address);
      useAppStore.setState((s) => ({ order: { ...s.order, orderMode: 'delivery' } }));
      onToggled?.('delivery');
    } catch (e) {
      // The cart call (handleCartError) already showed the server's message in the banner; keep it by the switch too.
      setError(e instanceof Error ? e.message : 'The handoff could not be changed.');
    }
  };
  return (
    <div className={styles.switchRow}>
      <span className={styles.switchSide} aria-hidden="true">
        Pickup
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={delivery}
        aria-label="Delivery"
        className={styles.switch}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <span className={styles.switchKnob} />
      </button>
      <span className={styles.switchSide} aria-hidden="true">
        Delivery
      </span>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

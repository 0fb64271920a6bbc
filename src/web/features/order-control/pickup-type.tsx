import { useId } from 'react';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import {
  currentPickupType,
  PICKUP_TYPE_LABEL,
  pickupTypes,
  type PickupType,
} from '../../../domain/locations/order-control.ts';
import { useCartBusy } from '../../data/cart/cart-hooks.ts';
import { setCartHandoff } from '../../data/cart/handoff-actions.ts';
import styles from './order-control.module.css';

/** Spec §2: the pickup type selector (in-store or curbside) for a non-delivery order; applies the cart handoff. */
export function PickupTypeSelector({
  cart,
  services,
}: {
  cart: Cart;
  services: { pickup: boolean; curbside: boolean };
}) {
  const name = useId();
  const busy = useCartBusy();
  const types = pickupTypes(services);
  const current = currentPickupType(cart.handoff);
  if (types.length === 0) return null;
  const choose = (type: PickupType) => {
    if (type !== current) void setCartHandoff(type).catch(() => undefined);
  };
  return (
    <fieldset className={styles.pickupTypes}>
      <legend className={styles.legend}>Pickup type</legend>
      <div className={styles.pickupOptions}>
        {types.map((type) => (
          <label key={type} className={styles.pickupOption}>
            <input
              type="radio"
              name={name}
              value={type}
              checked={current === type}
              disabled={busy}
              onChange={() => choose(type)}
            />
            <span>{PICKUP_TYPE_LABEL[type]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

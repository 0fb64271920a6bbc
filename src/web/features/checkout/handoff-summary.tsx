import type { ReactNode } from 'react';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { deliveryToLabel } from '../../../domain/locations/format.ts';
import { TimePicker } from '../time-picker/index.ts';
import styles from './checkout.module.css';
import cardStyles from '../../ui/card.module.css';

const HANDOFF_LABELS: Record<Cart['handoff'], string> = {
  pickup: 'In-Store Pickup',
  curbside: 'Curbside Pickup',
  drivethru: 'Drive-Thru',
  delivery: 'Delivery',
  dispatch: 'Delivery',
};

/** Handoff summary: how and where the order is handed over, and when (the shared time picker). */
export function HandoffSummary({
  cart,
  canChangeTime = true,
  timeError,
  children,
}: {
  cart: Cart;
  canChangeTime?: boolean;
  timeError?: string | undefined;
  children?: ReactNode;
}) {
  const l = cart.location;
  const delivery = cart.handoff === 'delivery' || cart.handoff === 'dispatch';
  return (
    <section className={cardStyles.card} aria-labelledby="checkout-handoff">
      <h2 id="checkout-handoff" className={cardStyles.cardTitle}>
        {HANDOFF_LABELS[cart.handoff]}
      </h2>
      <div className={styles.handoff}>
        <div>
          {/* Issue 15: a delivery names the customer's address first, then the store it comes from. */}
          <p className={styles.strong}>
            {delivery && cart.address ? deliveryToLabel(cart.address) : delivery ? `Delivery from ${l.name}` : l.name}
          </p>
          {delivery && cart.address ? (
            <>
              <p>
                {cart.address.address}
                {cart.address.building ? `, ${cart.address.building}` : ''}, {cart.address.city}, {cart.address.state}{' '}
                {cart.address.zip} · from {l.name}
              </p>
              {cart.address.instructions ? <p>Instructions: {cart.address.instructions}</p> : null}
            </>
          ) : (
            <p>
              {l.address}, {l.city}, {l.state} {l.zip}
            </p>
          )}
        </div>
      </div>
      {/* Time problems sit at the picker, whose Time select takes focus. */}
      <TimePicker cart={cart} canChange={canChangeTime} error={timeError} timeId="checkout-time" />
      {children}
    </section>
  );
}

export { HANDOFF_LABELS };

import { useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import { customerMessage } from '../../../domain/customer-copy.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { isRedemptionCode } from '../../../domain/rewards/redemption-code.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../account/fields.tsx';
import { checkoutCartApi } from './checkout-cart-api.ts';
import styles from './checkout.module.css';

/** Coupon code (the cart API's one-coupon-per-cart rule, decision 060); its error sits under the field. */
export function CouponField({ cart }: { cart: Cart }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const run = async (call: () => Promise<unknown>) => {
    setPending(true);
    setError(undefined);
    try {
      await call();
      setCode('');
    } catch (e) {
      setError(customerMessage(AppError.from(e)));
      document.getElementById('checkout-coupon')?.focus();
    } finally {
      setPending(false);
    }
  };
  // A reward or offer is shown and removed by the rewards part (issue 17), not as a typed coupon.
  if (isRedemptionCode(cart.coupon)) return null;
  if (cart.coupon) {
    return (
      <div className={styles.inline}>
        <p className={styles.muted}>
          Coupon <span className={styles.strong}>{cart.coupon}</span> applied.
        </p>
        <Button variant="link" onClick={() => void run(() => checkoutCartApi.removeCoupon(cart.id))} disabled={pending}>
          Remove coupon
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.inline}>
      <TextField
        name="coupon"
        id="checkout-coupon"
        label="Coupon Code"
        autoComplete="off"
        value={code}
        onValue={setCode}
        error={error}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void run(() => checkoutCartApi.applyCoupon(cart.id, code));
          }
        }}
      />
      <Button
        variant="secondary"
        onClick={() => void run(() => checkoutCartApi.applyCoupon(cart.id, code))}
        disabled={pending || !code.trim()}
      >
        Apply
      </Button>
    </div>
  );
}

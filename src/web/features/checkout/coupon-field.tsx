import { useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import { customerMessage } from '../../../domain/customer-copy.ts';
import { couponRequest, type Cart } from '../../../domain/cart/cart-contract.ts';
import { isRedemptionCode } from '../../../domain/rewards/redemption-code.ts';
import { Button } from '../../ui/button.tsx';
import { TextFieldList, type FieldSpec } from '../../ui/form/text-field-list.tsx';
import { useContractForm } from '../../ui/form/use-contract-form.ts';
import { checkoutCartApi } from '../../data/cart/checkout-cart-api.ts';
import styles from './checkout.module.css';
import cardStyles from '../../ui/card.module.css';

const couponInput: FieldSpec<'code'> = {
  field: 'code',
  name: 'coupon',
  id: 'checkout-coupon',
  label: 'Coupon Code',
  autoComplete: 'off',
};

/** Coupon code (the cart API's one-coupon-per-cart rule); its error sits under the field. */
export function CouponField({ cart }: { cart: Cart }) {
  // The one form pattern, run from the Apply button: it sits inside the checkout form.
  const form = useContractForm(couponRequest, { code: '' });
  const [removing, setRemoving] = useState(false);
  const apply = () =>
    form.run(async ({ code }) => {
      try {
        await checkoutCartApi.applyCoupon(cart.id, code);
        form.setValues({ code: '' });
      } catch (e) {
        // Every refusal (unknown, expired, one per cart) reads at the field.
        form.showErrors({ code: customerMessage(AppError.from(e)) });
      }
    });
  const remove = async () => {
    setRemoving(true);
    await checkoutCartApi.removeCoupon(cart.id).catch(() => undefined);
    setRemoving(false);
  };
  // A reward or offer is shown and removed by the rewards part, not as a typed coupon.
  if (isRedemptionCode(cart.coupon)) return null;
  if (cart.coupon) {
    return (
      <div className={styles.inline}>
        <p className={cardStyles.muted}>
          Coupon <span className={styles.strong}>{cart.coupon}</span> applied.
        </p>
        <Button variant="link" onClick={() => void remove()} disabled={removing}>
          Remove coupon
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.inline}>
      <TextFieldList
        fields={[
          {
            ...couponInput,
            // Enter applies the code instead of submitting the checkout form around it.
            onKeyDown: (e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              void apply();
            },
          },
        ]}
        form={form}
      />
      <Button variant="secondary" onClick={() => void apply()} disabled={form.pending || !form.values.code.trim()}>
        Apply
      </Button>
    </div>
  );
}

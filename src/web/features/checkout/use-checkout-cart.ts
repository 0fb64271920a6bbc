import { useEffect, useState } from 'react';
import { AppError } from '../../../domain/app-error.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { storedCartId } from '../cart/cart-storage.ts';
import { handleCartError, useCartStore } from '../cart/cart-store.ts';
import { checkoutCartApi } from './checkout-cart-api.ts';

export type CheckoutCartState =
  { kind: 'loading' } | { kind: 'ready'; cart: Cart; valid: boolean } | { kind: 'leave'; to: string };

/**
 * Spec §5 "Checkout: reachable only if products exist". The page validates the browser's cart
 * on arrival (spec §7 "validate cart"); no cart, an empty cart or a cart the server no longer
 * serves sends the visitor to the location's menu, or to /locations without one. Afterwards the
 * page follows the cart store, so the bag and the page never disagree.
 */
export function useCheckoutCart(): CheckoutCartState {
  const [arrival, setArrival] = useState<
    { kind: 'loading' } | { kind: 'checked'; valid: boolean } | { kind: 'leave'; to: string }
  >({ kind: 'loading' });
  const cart = useCartStore((s) => s.cart);

  useEffect(() => {
    const id = useCartStore.getState().cart?.id ?? storedCartId();
    let live = true;
    (id ? checkoutCartApi.validate(id) : Promise.reject(new AppError('NOT_FOUND', 'No cart')))
      .then((reply) => live && setArrival({ kind: 'checked', valid: reply.valid }))
      .catch((error: unknown) => {
        if (!live) return;
        if (id) handleCartError(error);
        const app = AppError.from(error);
        if (app.code === 'NOT_FOUND' || app.code === 'CONFLICT') useCartStore.getState().set(null);
        setArrival({ kind: 'leave', to: '/locations' });
      });
    return () => {
      live = false;
    };
  }, []);

  if (arrival.kind === 'loading') return arrival;
  if (arrival.kind === 'leave') return arrival;
  if (!cart) return { kind: 'leave', to: '/locations' };
  if (cart.products.length === 0) return { kind: 'leave', to: `/menu/${encodeURIComponent(cart.menu_id)}` };
  return { kind: 'ready', cart, valid: arrival.valid && cart.problems.length === 0 };
}

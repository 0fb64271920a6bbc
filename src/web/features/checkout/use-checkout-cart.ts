import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CheckoutStart } from '../../../domain/checkout/checkout-start.ts';
import { AppError } from '../../../domain/app-error.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { storedCartId } from '../../data/cart/cart-storage.ts';
import { cartKeys, currentCart, handleCartError, setCart } from '../../data/cart/cart-cache.ts';
import { useCartStatus } from '../../data/cart/cart-hooks.ts';
import { checkoutCartApi } from '../../data/cart/checkout-cart-api.ts';

export type CheckoutCartState =
  { kind: 'loading' } | { kind: 'ready'; cart: Cart; valid: boolean } | { kind: 'leave'; to: string };

/**
 * Spec §5 "Checkout: reachable only if products exist". The page validates the browser's cart
 * on arrival (spec §7 "validate cart"); no cart, an empty cart or a cart the server no longer
 * serves sends the visitor to the location's menu, or to /locations without one. Afterwards the
 * page follows the cart query, so the bag and the page never disagree.
 */
type Arrival = { kind: 'checked'; valid: boolean } | { kind: 'leave'; to: string };

/** The arrival check: the browser's cart validated by the server (its reply goes into the cart query). */
async function validateOnArrival(): Promise<Arrival> {
  const id = currentCart()?.id ?? storedCartId();
  try {
    if (!id) throw new AppError('NOT_FOUND', 'No cart');
    return { kind: 'checked', valid: (await checkoutCartApi.validate(id)).valid };
  } catch (error) {
    if (id) handleCartError(error);
    const app = AppError.from(error);
    if (app.code === 'NOT_FOUND' || app.code === 'CONFLICT') setCart(null);
    return { kind: 'leave', to: '/locations' };
  }
}

/**
 * `start`: the bag the server already validated and drew the page with. It is the
 * arrival, so there is no second check; the first render (hydration) shows the server's bag,
 * then it goes into the cart query and the page follows the query as before.
 */
export function useCheckoutCart(start: CheckoutStart | null = null): CheckoutCartState {
  // Once per arrival: never cached past the page (gcTime 0), so every visit validates afresh.
  const checked = useQuery({
    queryKey: cartKeys.arrival,
    queryFn: validateOnArrival,
    staleTime: 0,
    gcTime: 0,
    enabled: !start,
  }).data;
  // The server's bag goes into the cart query; until the query holds a cart (hydration, or the
  // server render itself) the page shows the server's, so both first renders agree.
  useEffect(() => {
    if (start) setCart(start.cart);
  }, [start]);
  const { cart: stored, loading } = useCartStatus();
  const cart = start && loading ? start.cart : stored;
  const arrival: Arrival | { kind: 'loading' } = start
    ? { kind: 'checked', valid: start.valid }
    : (checked ?? { kind: 'loading' });

  if (arrival.kind === 'loading') return arrival;
  if (arrival.kind === 'leave') return arrival;
  if (!cart) return { kind: 'leave', to: '/locations' };
  if (cart.products.length === 0) return { kind: 'leave', to: `/menu/${encodeURIComponent(cart.menu_id)}` };
  return { kind: 'ready', cart, valid: arrival.valid && cart.problems.length === 0 };
}

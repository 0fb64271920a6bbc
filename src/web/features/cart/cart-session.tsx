import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { AppError } from '../../../domain/app-error.ts';
import { CART_TIMEOUT_MESSAGE, checkCartTimeout, isCartBoundPath } from '../../../domain/cart/timeout.ts';
import { cartApi } from '../../data/cart/cart-api.ts';
import { cartQuery, currentCart, setCart } from '../../data/cart/cart-cache.ts';
import { useAppStore } from '../../state/store.ts';

/**
 * Spec §4 "Cart timeout": checked on layout load (the cart query reads the stored cart; the
 * server abandons a cart older than 1 hour and says so) and on every route change (the cart's
 * age is checked on the browser's clock; the server enforces the same rule on every call). On
 * menu, product and checkout pages a timed out cart sends the guest to /locations. Renders nothing.
 */
export function CartSession() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  // The layout's load of the stored cart.
  const { error } = useQuery(cartQuery);

  // The stored cart timed out (the banner is already up): leave a cart-bound page, once.
  const timedOut = error !== null && AppError.from(error).code === 'CART_EXPIRED';
  useEffect(() => {
    if (!timedOut) return;
    client.setQueryData(cartQuery.queryKey, null);
    if (isCartBoundPath(window.location.pathname)) void navigate('/locations');
  }, [timedOut, navigate, client]);

  useEffect(() => {
    const cart = currentCart();
    if (!cart) return;
    const timeout = checkCartTimeout(new Date(cart.created), new Date());
    if (!timeout.expired) return;
    // The browser's clock says the cart is over an hour old: abandon it (the server would refuse it anyway).
    setCart(null);
    cartApi.abandon(cart.id).catch(() => undefined);
    if (timeout.showMessage) useAppStore.getState().root.showError(CART_TIMEOUT_MESSAGE);
    if (isCartBoundPath(pathname)) void navigate('/locations');
  }, [pathname, navigate]);

  return null;
}

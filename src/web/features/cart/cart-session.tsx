import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CART_TIMEOUT_MESSAGE, checkCartTimeout, isCartBoundPath } from '../../../domain/cart/timeout.ts';
import { useAppStore } from '../../state/store.ts';
import { loadStoredCart, useCartStore } from './cart-store.ts';
import { cartApi } from './cart-api.ts';

/**
 * Spec §4 "Cart timeout": checked on layout load (the stored cart is fetched; the server
 * abandons a cart older than 1 hour and says so) and on every route change (the cart's age is
 * checked on the browser's clock; the server enforces the same rule on every call). On menu, product and checkout pages a timed
 * out cart sends the guest to /locations. Renders nothing.
 */
export function CartSession() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const loaded = useRef(false);

  useEffect(() => {
    if (loaded.current) return;
    loaded.current = true;
    void loadStoredCart().then((result) => {
      if (result === 'timed-out' && isCartBoundPath(window.location.pathname)) void navigate('/locations');
    });
  }, [navigate]);

  useEffect(() => {
    const cart = useCartStore.getState().cart;
    if (!cart) return;
    const timeout = checkCartTimeout(new Date(cart.created), new Date());
    if (!timeout.expired) return;
    // The browser's clock says the cart is over an hour old: abandon it (the server would refuse it anyway).
    useCartStore.getState().set(null);
    cartApi.abandon(cart.id).catch(() => undefined);
    if (timeout.showMessage) useAppStore.getState().root.showError(CART_TIMEOUT_MESSAGE);
    if (isCartBoundPath(pathname)) void navigate('/locations');
  }, [pathname, navigate]);

  return null;
}

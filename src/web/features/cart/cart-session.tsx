import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { checkCartTimeout, isCartBoundPath } from '../../../domain/cart/timeout.ts';
import { loadStoredCart, useCartStore } from './cart-store.ts';
import { cartApi } from './cart-api.ts';
import { handleCartError } from './cart-store.ts';

/**
 * Spec §4 "Cart timeout": checked on layout load (the stored cart is fetched; the server
 * abandons a cart older than 1 hour and says so) and on every route change (the cart's age is
 * checked here, then confirmed with the server). On menu, product and checkout pages a timed
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
    if (!cart || !checkCartTimeout(new Date(cart.created), new Date()).expired) return;
    cartApi
      .get(cart.id)
      .then((fresh) => useCartStore.getState().set(fresh))
      .catch((error: unknown) => {
        handleCartError(error);
        if (isCartBoundPath(pathname)) void navigate('/locations');
      });
  }, [pathname, navigate]);

  return null;
}

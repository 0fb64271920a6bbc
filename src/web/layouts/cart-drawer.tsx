import { lazy, Suspense, useEffect, useState } from 'react';
import type { CartView } from '../features/cart/cart-panel.tsx';
import { CartSession } from '../features/cart/cart-session.tsx';
import { currentCart } from '../data/cart/cart-cache.ts';
import cartStyles from '../features/cart/cart.module.css';
import { trackEvent } from '../data/cart/track.ts';
import { useAppStore } from '../state/store.ts';
import { ChevronLeftIcon } from '../ui/icons/icons.tsx';
import { SidePanel } from '../ui/side-panel.tsx';
import { usePreload } from './lazy-panels.tsx';

/** The panel body loads on first open; the shell stays eager for CartSession and tracking. */
const loadCartPanel = () => import('../features/cart/cart-panel.tsx').then((m) => ({ default: m.CartPanel }));
const CartPanel = lazy(loadCartPanel);

/**
 * The cart drawer (spec §2 "Cart side panel"), titled "Your Bag" (the spec's word for it), or "May We Suggest" in the
 * upsell view with a Back button. It opens from the header cart icon and "My Bag". Opening it
 * tracks view_cart then view_estimated_ready and resets the upsell view (spec §4 "Cart panel").
 */
export function CartDrawer() {
  const open = useAppStore((s) => s.root.open.cart);
  const closePanel = useAppStore((s) => s.root.closePanel);
  const [view, setView] = useState<CartView>('cart');
  // Opening or closing resets the upsell view (adjusted during render, not in an effect).
  const [shownOpen, setShownOpen] = useState(open);
  if (shownOpen !== open) {
    setShownOpen(open);
    setView('cart');
  }

  useEffect(() => {
    if (!open) return;
    const cart = currentCart();
    trackEvent('view_cart', {
      cart_id: cart?.id ?? null,
      items: cart?.products.length ?? 0,
      value: cart?.totals.subtotal ?? 0,
    });
    if (cart) {
      const ready = cart.time.mode === 'asap' ? cart.time.earliest : cart.time.wanted;
      trackEvent('view_estimated_ready', { cart_id: cart.id, ready_time: ready });
    }
  }, [open]);

  usePreload(loadCartPanel);
  const close = () => closePanel('cart');
  return (
    <>
      <CartSession />
      <SidePanel
        open={open}
        onClose={close}
        title={view === 'upsells' ? 'May We Suggest' : 'Your Bag'}
        headerExtra={
          view === 'upsells' ? (
            <button
              type="button"
              className={cartStyles.back}
              onClick={() => setView('cart')}
              aria-label="Back to your bag"
            >
              <ChevronLeftIcon size={22} />
            </button>
          ) : null
        }
      >
        <Suspense fallback={null}>
          <CartPanel view={view} setView={setView} close={close} />
        </Suspense>
      </SidePanel>
    </>
  );
}

import { useAppStore } from '../state/store.ts';
import { IconButton } from '../ui/icon-button.tsx';
import { BagIcon } from '../ui/icons/icons.tsx';
import { itemCount } from '../../domain/menu/menu-format.ts';
import { countItems } from '../../domain/cart/count-items.ts';
import { useCartStatus } from '../data/cart/cart-hooks.ts';

/**
 * The bag icon with the item count ("My Bag, 2 items": the spec's one word for it)
 * (spec §2 header and sub-header); opens the cart drawer. Busy until the page's stored cart has
 * loaded after hydration: until then its count is not known yet.
 */
export function CartButton({ className }: { className?: string }) {
  const { cart, loading } = useCartStatus();
  const count = cart ? countItems(cart.products) : 0;
  const openCart = useAppStore((s) => s.root.openCart);
  const open = useAppStore((s) => s.root.open.cart);
  return (
    <IconButton
      label={`My Bag, ${itemCount(count)}`}
      icon={<BagIcon />}
      badge={count > 0 ? count : null}
      aria-expanded={open}
      aria-haspopup="dialog"
      aria-busy={loading || undefined}
      onClick={openCart}
      className={className}
    />
  );
}

import { useAppStore } from '../state/store.ts';
import { IconButton } from '../ui/icon-button.tsx';
import { BagIcon } from '../ui/icons/icons.tsx';
import { itemCount } from '../../domain/menu/menu-format.ts';
import { useCartItemCount } from '../data/cart/cart-hooks.ts';

/** The bag icon with the item count ("My Bag, 2 items": the spec's one word for it, issue 15 §9) (spec §2 header and sub-header); opens the cart drawer. */
export function CartButton({ className }: { className?: string }) {
  const count = useCartItemCount();
  const openCart = useAppStore((s) => s.root.openCart);
  const open = useAppStore((s) => s.root.open.cart);
  return (
    <IconButton
      label={`My Bag, ${itemCount(count)}`}
      icon={<BagIcon />}
      badge={count > 0 ? count : null}
      aria-expanded={open}
      aria-haspopup="dialog"
      onClick={openCart}
      className={className}
    />
  );
}

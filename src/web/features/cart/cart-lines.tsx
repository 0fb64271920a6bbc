import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { isUtensilsName } from '../../../domain/menu-model.ts';
import { removeProduct, updateProduct } from '../../data/cart/cart-mutations.ts';
import { CartLineItem } from './cart-line-item.tsx';

/**
 * The cart's lines as the bag and the checkout list them: items named utensils are never shown
 * (spec §2 Cart line), each line keeps its position in the cart, and its problem is shown with it.
 * `afterChange` runs after a quantity change or a removal that succeeded (the checkout re-validates, spec §4).
 */
export function CartLines({
  cart,
  busy,
  className,
  afterChange,
  onNavigate,
}: {
  cart: Cart;
  busy: boolean;
  className: string | undefined;
  afterChange?: () => void;
  onNavigate: () => void;
}) {
  return (
    <ul className={className}>
      {cart.products.map((p, i) =>
        isUtensilsName(p.name) ? null : (
          <CartLineItem
            key={p.id}
            product={p}
            position={i}
            menuId={cart.menu_id}
            busy={busy}
            problem={cart.problems.find((x) => x.line_id === p.id)?.message ?? null}
            onQuantity={(quantity) => void updateProduct(p.id, { quantity }).then(afterChange, () => undefined)}
            onRemove={() => void removeProduct(p.id).then(afterChange, () => undefined)}
            onNavigate={onNavigate}
          />
        ),
      )}
    </ul>
  );
}

import { useMemo } from 'react';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import type { HandoffMode } from '../../../domain/app-info.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { countItems } from '../../../domain/cart/count-items.ts';
import { shortStreet } from '../../../domain/locations/format.ts';
import { isDeliveryHandoff } from '../../../domain/locations/order-control.ts';
import { cartKeys, cartQuery } from './cart-cache.ts';

/**
 * Readers of the cart query: the first one in the browser loads the stored cart (once, as
 * staleTime is Infinity). The server renders with no cart, as does the hydration pass, so both
 * agree; a reader re-renders only when its selected value changes.
 */
export function useCartSelect<T>(select: (cart: Cart | null) => T): T {
  // No cart until the load answers (placeholderData), the value boxed so that an `undefined` one
  // counts as a value: a reader whose value the answer leaves as it was (no stored cart: the
  // header's "has a cart") does not render again.
  const { data } = useQuery({ ...cartQuery, placeholderData: null, select: (cart) => ({ value: select(cart) }) });
  return data ? data.value : select(null);
}

export const useCart = (): Cart | null => useCartSelect((cart) => cart);

/** The cart and whether the page's stored-cart load is still to answer (on the server too). */
export function useCartStatus(): { cart: Cart | null; loading: boolean } {
  const query = useQuery(cartQuery);
  return { cart: query.data ?? null, loading: query.isPending };
}

/** A cart call is in flight: buttons that would race it are disabled. */
export const useCartBusy = (): boolean => useIsMutating({ mutationKey: cartKeys.all }) > 0;

/** What the header and sub-header need to know about the active cart (spec §3 order section). */
export interface CartSummary {
  itemCount: number;
  handoff: HandoffMode;
  locationName: string;
  menuId: string;
  /** A delivery's street, short ("200 Newbury St"), shown instead of the store; null otherwise. */
  deliveryStreet: string | null;
}

export const cartSummary = (cart: Cart | null): CartSummary | null =>
  cart
    ? {
        itemCount: countItems(cart.products),
        handoff: cart.handoff,
        locationName: cart.location.name,
        menuId: cart.menu_id,
        deliveryStreet: isDeliveryHandoff(cart.handoff) && cart.address ? shortStreet(cart.address.address) : null,
      }
    : null;

export const useCartSummary = (): CartSummary | null => useCartSelect(cartSummary);
export const useCartItemCount = (): number => useCartSelect((cart) => (cart ? countItems(cart.products) : 0));
export const useHasCart = (): boolean => useCartSelect((cart) => cart !== null);

/**
 * A configured line as the menu edits it (spec §3 "cart product"): the product, its choices,
 * who it is for, and the server's price.
 */
export interface ClientCartLine {
  product_id: string;
  pdp_id: string;
  name: string;
  quantity: number;
  choices: { id: string; quantity: number; text?: string }[];
  recipient?: string;
  instructions?: string;
  priceCents: number;
}

export const toClientLine = (p: Cart['products'][number]): ClientCartLine => ({
  product_id: p.product_id,
  pdp_id: p.pdp_id,
  name: p.name,
  quantity: p.quantity,
  choices: p.choices.map((c) => ({ id: c.id, quantity: c.quantity, ...(c.text ? { text: c.text } : {}) })),
  ...(p.recipient ? { recipient: p.recipient } : {}),
  ...(p.instructions ? { instructions: p.instructions } : {}),
  priceCents: p.cost.total,
});

/** The menu's line at a position of the bag (the product page's Edit), or undefined. */
export function useCartLine(position: number | null): ClientCartLine | undefined {
  const product = useCartSelect((cart) => (position === null ? undefined : cart?.products[position]));
  return useMemo(() => (product ? toClientLine(product) : undefined), [product]);
}

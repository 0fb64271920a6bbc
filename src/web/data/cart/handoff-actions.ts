import type { Cart } from '../../../domain/cart/cart-contract.ts';
import type { Location } from '../../../domain/locations/location-contract.ts';
import {
  deliveryHandoffBody,
  shippingInfoPayload,
  type DeliveryAddress,
} from '../../../domain/locations/order-control.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { useAppStore } from '../../state/store.ts';
import { cartApi, cartReply } from './cart-api.ts';
import { cartCall, currentCart, setCart } from './cart-cache.ts';
import { trackEvent } from './track.ts';
import { getLocationReply, setSelectedLocation } from '../locations/selected-location.ts';

/**
 * The cart calls behind the order control and delivery modals (spec §4 "Handoff switch",
 * "Delivery flow", "Back in the search header"; §7 "Apply delivery handoff"). Each stores the
 * whole cart the server returns, like the cart feature's own actions.
 */
const cartPath = (id: string, rest: string) => `carts/${encodeURIComponent(id)}${rest}`;
const save = (cart: Cart) => {
  setCart(cart);
  return cart;
};

/** PUT /api/carts/{id}/handoff: in-store, curbside, or back to pickup from delivery. */
export async function setCartHandoff(handoff: 'pickup' | 'curbside'): Promise<Cart | null> {
  const cart = currentCart();
  if (!cart) return null;
  return cartCall(async () =>
    save((await apiRequest(cartPath(cart.id, '/handoff'), cartReply, { method: 'PUT', body: { handoff } })).data),
  );
}

/**
 * Spec §4 "Delivery flow": changing the delivery address updates the stored address, sends an
 * add_shipping_info event, applies the cart handoff as delivery with default false, then
 * reloads the cart.
 */
export async function applyDeliveryAddress(address: DeliveryAddress): Promise<Cart | null> {
  useAppStore.setState((s) => ({
    locations: { ...s.locations, deliveryAddress: address, searchType: 'delivery', searched: true },
  }));
  const cart = currentCart();
  if (!cart) return null;
  trackEvent('add_shipping_info', shippingInfoPayload(address, cart.menu_id));
  return cartCall(async () => {
    await apiRequest(cartPath(cart.id, '/handoff/delivery'), cartReply, {
      method: 'PUT',
      body: deliveryHandoffBody(address),
    });
    return save(await cartApi.get(cart.id));
  });
}

/** Spec §4 "Back in the search header", third press: the cart is abandoned. */
export async function abandonCart(): Promise<void> {
  const cart = currentCart();
  setCart(null);
  if (cart) await cartApi.abandon(cart.id).catch(() => undefined);
}

/** Spec §4: a cart with no location in the store fetches it by menu id (GET /api/locations/{menu_id}?byMenuId=true). */
export async function fetchLocationByMenuId(menuId: string, signal?: AbortSignal): Promise<Location | null> {
  const reply = await apiRequest(`locations/${encodeURIComponent(menuId)}?byMenuId=true`, getLocationReply, { signal });
  if (reply.status !== 'ok') return null;
  setSelectedLocation(reply.data);
  return reply.data;
}

import { AppError } from '../../../domain/app-error.ts';
import { deliveryLocationReply } from '../../../domain/locations/delivery-location-contract.ts';
import type { Location } from '../../../domain/locations/location-contract.ts';
import { addressToKeep } from '../../../domain/locations/order-control.ts';
import { canSelectLocation } from '../../../domain/locations/selection.ts';
import type { DeliveryAddressState } from '../../state/sections.ts';
import { useAppStore } from '../../state/store.ts';
import { addAddress } from '../../data/account/account-api.ts';
import { selectMenuForCart } from '../../data/cart/cart-mutations.ts';
import { applyDeliveryAddress } from '../../data/cart/handoff-actions.ts';
import { setSelectedLocation, tellDropped } from '../../data/locations/selected-location.ts';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * The store that delivers to this address (spec §7 "Locations for a delivery address"), `near`
 * when the address may lie just outside its zone; `none` is spec §8's "No Nearby Locations".
 */
export async function deliveringStore(
  next: DeliveryAddressState,
): Promise<
  { kind: 'found'; location: Location; near: boolean } | { kind: 'none' } | { kind: 'error'; message: string }
> {
  try {
    const { precision } = next;
    // No time: the customer has not chosen one, so the server takes spec §9's default in each
    // store's own zone and, if that day is closed, a later one.
    const reply = await apiRequest('locations', deliveryLocationReply, {
      method: 'POST',
      body: {
        address: next.address,
        city: next.city,
        state: next.state,
        zip: next.zip,
        lat: next.lat,
        lng: next.lng,
        ...(precision ? { precision } : {}),
      },
    });
    const { zone_fit: fit, ...location } = reply.data;
    return { kind: 'found', location, near: fit === 'near' };
  } catch (e) {
    const err = AppError.from(e);
    return err.code === 'NOT_FOUND' ? { kind: 'none' } : { kind: 'error', message: err.message };
  }
}

/**
 * Spec §4 "Selecting a location" then "Delivery flow": the delivering store becomes the
 * selected location, the cart is created or moved there, and its handoff is set to delivery at
 * this address. An unavailable store shows the spec's message instead.
 */
export async function startDeliveryCart(location: Location, address: DeliveryAddressState): Promise<void> {
  const allowed = canSelectLocation(location);
  if (!allowed.ok) {
    useAppStore.getState().root.showError(allowed.message);
    return;
  }
  setSelectedLocation(location);
  useAppStore.setState((s) => ({ order: { ...s.order, orderMode: 'delivery' } }));
  const moved = await selectMenuForCart(location.menu_id, location.services.transfercart).catch(() => null);
  if (moved) tellDropped(moved.dropped, location.name);
  await applyDeliveryAddress(address).catch(() => undefined);
}

/** A member's new delivery address is kept for next time (spec §3 "Delivery address with id"); failures are silent. */
export function saveForLater(address: DeliveryAddressState): void {
  addAddress(addressToKeep(address)).catch(() => undefined);
}

/** The panel applies the address again with its extra fields on Order Delivery (one import of the order-control call). */
export { applyDeliveryAddress };

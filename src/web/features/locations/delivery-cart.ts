import type { Location } from '../../../domain/locations/location-contract.ts';
import { addressToKeep } from '../../../domain/locations/order-control.ts';
import { canSelectLocation } from '../../../domain/locations/selection.ts';
import type { DeliveryAddressState } from '../../state/sections.ts';
import { useAppStore } from '../../state/store.ts';
import { addAddress } from '../../data/account/account-api.ts';
import { selectMenuForCart } from '../../data/cart/cart-mutations.ts';
import { applyDeliveryAddress } from '../../data/cart/handoff-actions.ts';
import { setSelectedLocation } from '../../data/locations/selected-location.ts';

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
  await selectMenuForCart(location.menu_id, location.services.transfercart).catch(() => undefined);
  await applyDeliveryAddress(address).catch(() => undefined);
}

/** A member's new delivery address is kept for next time (spec §3 "Delivery address with id"); failures are silent. */
export function saveForLater(address: DeliveryAddressState): void {
  addAddress(addressToKeep(address)).catch(() => undefined);
}

/** The panel applies the address again with its extra fields on Order Delivery (one import of the order-control call). */
export { applyDeliveryAddress };

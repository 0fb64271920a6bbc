import type { HandoffMode } from '../app-info.ts';
import type { GeoPrecision } from './zone-fit.ts';

/**
 * Pure rules of the order control modal and the delivery modal (spec §2 "Order control modal",
 * §4 "Order control, Change", "Handoff switch", "Session and load checks", "Delivery flow").
 * The React parts (features/order-control, features/locations/delivery-panel) only wire these.
 */

/** Delivery and dispatch are both "delivery" to the guest (spec §7 handoffMode delivery|dispatch). */
export function isDeliveryHandoff(handoff: HandoffMode): boolean {
  return handoff === 'delivery' || handoff === 'dispatch';
}

/** Spec §4 "Handoff switch: toggles pickup and delivery": every pickup kind flips to delivery. */
export function toggledHandoff(handoff: HandoffMode): 'pickup' | 'delivery' {
  return isDeliveryHandoff(handoff) ? 'pickup' : 'delivery';
}

export type PickupType = 'pickup' | 'curbside';
export const PICKUP_TYPE_LABEL: Record<PickupType, string> = { pickup: 'In-Store', curbside: 'Curbside' };

/** Spec §2: the pickup type selector offers in-store and curbside, as far as the store offers them. */
export function pickupTypes(services: { pickup: boolean; curbside: boolean }): PickupType[] {
  const out: PickupType[] = [];
  if (services.pickup) out.push('pickup');
  if (services.curbside) out.push('curbside');
  return out;
}

/** The selector's current value: drive-thru counts as neither, so nothing is checked. */
export function currentPickupType(handoff: HandoffMode): PickupType | null {
  return handoff === 'pickup' || handoff === 'curbside' ? handoff : null;
}

/**
 * Spec §4 "Order control, Change": delivery switches the search type to delivery, opens the
 * delivery modal, clears the address and goes to /; pickup sets the type and goes to /locations.
 */
export type ChangePlan =
  | { searchType: 'delivery'; openDelivery: true; clearAddress: true; path: '/' }
  | { searchType: 'pickup'; openDelivery: false; clearAddress: false; path: '/locations' };

export function changePlan(handoff: HandoffMode): ChangePlan {
  return isDeliveryHandoff(handoff)
    ? { searchType: 'delivery', openDelivery: true, clearAddress: true, path: '/' }
    : { searchType: 'pickup', openDelivery: false, clearAddress: false, path: '/locations' };
}

/** The button's label (spec §2): "Change Address" for delivery, "Change Location" otherwise. */
export const changeLabel = (handoff: HandoffMode) =>
  isDeliveryHandoff(handoff) ? 'Change Address' : 'Change Location';

export interface DeliveryAddress {
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
  building?: string;
  instructions?: string;
  id?: string;
  /** How precisely the address was placed; absent for saved and cart addresses. */
  precision?: GeoPrecision;
}

/**
 * Spec §4 "On the order control modal loading, an existing cart address seeds the delivery
 * address if none is set". Returns the address to store, or null to leave the state alone.
 */
export function seedDeliveryAddress(
  current: DeliveryAddress | null,
  cartAddress: (Omit<DeliveryAddress, 'id'> & { building: string; instructions: string }) | null,
): DeliveryAddress | null {
  if (current || !cartAddress) return null;
  return addressToKeep(cartAddress);
}

/**
 * The fields of a delivery address worth keeping — in the delivery state seeded from the cart, or
 * as a member's saved address: no id, no precision, and no empty building or instructions.
 */
export function addressToKeep(a: Omit<DeliveryAddress, 'id' | 'precision'>): Omit<DeliveryAddress, 'id' | 'precision'> {
  const { address, city, state, zip, lat, lng, building, instructions } = a;
  return {
    address,
    city,
    state,
    zip,
    lat,
    lng,
    ...(building ? { building } : {}),
    ...(instructions ? { instructions } : {}),
  };
}

/** Spec §4: "If the modal opens with a cart but no location, the location is fetched by menu id." */
export function needsLocationFetch(cartMenuId: string | null, location: { menu_id: string } | null): boolean {
  return cartMenuId !== null && (location === null || location.menu_id !== cartMenuId);
}

/**
 * Spec §7 "Apply delivery handoff": exactly these fields, `default: false` (spec §4 "Delivery
 * flow"). The extra fields are optional and go as empty strings when unset.
 */
export function deliveryHandoffBody(address: DeliveryAddress, handoffMode: 'delivery' | 'dispatch' = 'delivery') {
  return {
    address: address.address,
    building: address.building ?? '',
    city: address.city,
    state: address.state,
    zip: address.zip,
    lat: address.lat,
    lng: address.lng,
    instructions: address.instructions ?? '',
    default: false,
    handoffMode,
    // A confirmed address placed only by its ZIP may lie just past the zone edge.
    ...(address.precision ? { precision: address.precision } : {}),
  };
}

/** The add_shipping_info event's payload (spec §4, §7 track event): where, never who. */
export function shippingInfoPayload(address: DeliveryAddress, menuId: string): Record<string, string> {
  return { shipping_tier: 'delivery', menu_id: menuId, city: address.city, state: address.state, zip: address.zip };
}

/** One line for an address card or the selected address block. */
export const addressLine = (a: Pick<DeliveryAddress, 'address' | 'city' | 'state' | 'zip'>) =>
  `${a.address}, ${a.city}, ${a.state} ${a.zip}`;

import type { Order } from './order-schema.ts';
import { shortStreet } from '../locations/format.ts';
import { isDeliveryHandoff } from '../locations/order-control.ts';

/** The delivery handoff a repeated order asks for: the same mode and address, or null for a pickup order. */
export function reorderDelivery(order: Pick<Order, 'handoff' | 'address'>) {
  if (!isDeliveryHandoff(order.handoff) || !order.address) return null;
  const a = order.address;
  return {
    address: a.address,
    building: a.building,
    city: a.city,
    state: a.state,
    zip: a.zip,
    lat: a.lat,
    lng: a.lng,
    instructions: a.instructions,
    default: false,
    handoffMode: order.handoff === 'dispatch' ? ('dispatch' as const) : ('delivery' as const),
  };
}

/**
 * What the customer reads when delivery could not come along (the address is now outside the
 * store's delivery area, or the store stopped delivering): the bag is pickup, and why.
 */
export function reorderHandoffNotice(address: { address: string }, storeName: string): string {
  return (
    `We could not set this order for delivery to ${shortStreet(address.address)}: ${storeName} no longer delivers there. ` +
    `Your bag is set for pickup at ${storeName}; choose Change to deliver to another address.`
  );
}

import { deliveryToLabel } from '../locations/format.ts';
import { isDeliveryHandoff } from '../locations/order-control.ts';
import type { Order } from './order-schema.ts';

/** How the history and the Order Summary name an order's place: "Delivery to 200 Newbury St", or the store. */
export function orderPlaceLabel(order: Pick<Order, 'handoff' | 'address' | 'location'>): string {
  return isDeliveryHandoff(order.handoff) && order.address ? deliveryToLabel(order.address) : order.location.name;
}

/** "200 Newbury Street, Apt 4, Boston, MA 02116": the full delivery address on one line. */
export function deliveryAddressLine(a: {
  address: string;
  building: string;
  city: string;
  state: string;
  zip: string;
}) {
  return `${a.address}${a.building ? `, ${a.building}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
}

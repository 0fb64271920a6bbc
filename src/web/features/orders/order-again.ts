import { AppError } from '../../../domain/app-error.ts';
import type { Location } from '../../../domain/locations/location-contract.ts';
import { addressToKeep, isDeliveryHandoff } from '../../../domain/locations/order-control.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import type { ReorderProblem } from '../../../domain/orders/reorder-contract.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { useAppStore } from '../../state/store.ts';
import { setCart } from '../../data/cart/cart-cache.ts';
import { setSelectedLocation } from '../../data/locations/selected-location.ts';
import { ordersApi } from './orders-api.ts';

const menuReply = () => import('../../../domain/menu/menu-contract.ts').then((c) => c.menuReply);
export const loadMenu = (menuId: string) => apiRequest(`menus/${encodeURIComponent(menuId)}`, menuReply);

/** What to tell the member about lines (and a delivery) that did not come along (never silently dropped, spec §7). */
export function describeReorderProblems(
  problems: ReorderProblem[],
  handoffNotice: string | null = null,
): string | null {
  const items = problems.length
    ? `Some items could not be ordered again: ${problems.map((p) => p.message).join(' ')}`
    : null;
  return [handoffNotice, items].filter(Boolean).join(' ') || null;
}

/**
 * Spec §4 "Order Again": switch the location if the menu differs, load that menu, create a cart
 * from the order (POST /api/orders {id}, spec §7), close the modal, lock scroll and open the
 * cart. A non-ok reply throws an AppError with the server's message (spec §8 "Reorder failure").
 */
export async function orderAgain(order: Order, location: Location | null): Promise<{ problems: string | null }> {
  const current = useAppStore.getState().locations.location;
  if (location && current?.menu_id !== order.menu_id) setSelectedLocation(location);
  await loadMenu(order.menu_id).catch(() => undefined);
  let cart;
  try {
    cart = await ordersApi.reorder(order.id);
  } catch (error) {
    throw AppError.from(error);
  }
  const { reorder_problems: problems, handoff_notice: handoffNotice, ...plain } = cart;
  setCart(plain);
  // The delivery came along: the order control and the delivery panel start from its address.
  if (isDeliveryHandoff(plain.handoff) && plain.address) {
    const address = addressToKeep(plain.address);
    useAppStore.setState((s) => ({
      locations: { ...s.locations, deliveryAddress: address, searchType: 'delivery', searched: true },
    }));
  }
  return { problems: describeReorderProblems(problems, handoffNotice) };
}

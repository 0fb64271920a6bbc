import { AppError } from '../../../domain/app-error.ts';
import type { Location } from '../../../domain/locations/location-contract.ts';
import type { Order } from '../../../domain/orders/order-schema.ts';
import type { ReorderProblem } from '../../../domain/orders/reorder-contract.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { useAppStore } from '../../state/store.ts';
import { setCart } from '../../data/cart/cart-cache.ts';
import { setSelectedLocation } from '../../data/locations/selected-location.ts';
import { ordersApi } from './orders-api.ts';

const menuReply = () => import('../../../domain/menu/menu-contract.ts').then((c) => c.menuReply);
export const loadMenu = (menuId: string) => apiRequest(`menus/${encodeURIComponent(menuId)}`, menuReply);

/** What to tell the member about lines that did not come along (never silently dropped, spec §7). */
export function describeReorderProblems(problems: ReorderProblem[]): string | null {
  if (problems.length === 0) return null;
  return `Some items could not be ordered again: ${problems.map((p) => p.message).join(' ')}`;
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
  const { reorder_problems: problems, ...plain } = cart;
  setCart(plain);
  return { problems: describeReorderProblems(problems) };
}

import { AppError } from '../../../domain/app-error.ts';
import type { GroupOrder } from '../../../domain/group-order/group-order-model.ts';
import { refreshOutcome, type PaymentType } from '../../../domain/group-order/rules.ts';
import { useAppStore } from '../../state/store.ts';
import { cartApi } from '../../data/cart/cart-api.ts';
import { upsellMemory } from '../../data/cart/cart-storage.ts';
import { currentCart, setCart } from '../../data/cart/cart-cache.ts';
import { setSelectedLocation } from '../../data/locations/selected-location.ts';
import { fetchLocationByMenuId } from '../../data/cart/handoff-actions.ts';
import { groupApi } from '../../data/group/group-api.ts';
import { useGroupStore } from './group-store.ts';
import { currentGroup, groupKeys, setGroup } from '../../data/group/group-cache.ts';
import { getQueryClient } from '../../data/query-client.ts';

/**
 * Group order actions (spec §4 "Delivery flow" with a group order, "Group order"). Each keeps
 * the cart query and the group query in step: the shared cart is the cart while in a group.
 */

const showError = (message: string) => useAppStore.getState().root.showError(message);

/** Makes a joined group this browser's order: the group, its shared cart and its location. */
async function adopt(group: GroupOrder): Promise<void> {
  setGroup(group);
  if (!group.cart_id) return;
  setCart(await cartApi.get(group.cart_id));
  await fetchLocationByMenuId(group.menu_id).catch(() => undefined);
}

/** Spec §4 "Leaving" and the refresh outcomes: forget the group and the cart (upsell memory too). */
export function forgetGroup(): void {
  setGroup(null);
  setCart(null);
  upsellMemory.clear();
}

/** The host starts a group; a failure shows the reply's message and clears the location (spec §8). */
export async function startGroup(input: {
  menuId: string;
  deadline: Date;
  paymentType: PaymentType;
}): Promise<GroupOrder | null> {
  try {
    const previous = currentCart();
    const group = await groupApi.create({
      menu_id: input.menuId,
      deadline: input.deadline.toISOString(),
      payment_type: input.paymentType,
    });
    // The group brings its own shared cart: a plain cart made while choosing the store goes.
    if (previous && previous.id !== group.cart_id) await cartApi.abandon(previous.id).catch(() => undefined);
    await adopt(group);
    return group;
  } catch (error) {
    showError(AppError.from(error).message);
    // Cleared for good: the stored copy too, or the next page load would bring it back.
    setSelectedLocation(null);
    return null;
  }
}

export async function joinGroup(id: string, name: string): Promise<GroupOrder> {
  const previous = currentCart();
  const group = await groupApi.join(id, name);
  if (previous && previous.id !== group.cart_id) await cartApi.abandon(previous.id).catch(() => undefined);
  await adopt(group);
  return group;
}

/** Spec §4 "Leaving": go to /, leave by id, close the modal, then clear the cart and the group. */
export async function leaveGroup(navigate: (to: string) => unknown): Promise<void> {
  const group = currentGroup();
  void navigate('/');
  if (group) await groupApi.leave(group.id).catch(() => undefined);
  const { closePanel } = useAppStore.getState().root;
  closePanel('orderControl');
  closePanel('cart');
  forgetGroup();
}

export async function cancelGroup(navigate: (to: string) => unknown): Promise<void> {
  const group = currentGroup();
  if (!group) return;
  try {
    await groupApi.cancel(group.id);
  } catch (error) {
    showError(AppError.from(error).message);
    return;
  }
  const { closePanel } = useAppStore.getState().root;
  closePanel('orderControl');
  closePanel('cart');
  forgetGroup();
  void navigate('/');
}

/**
 * Each-pays host: stop taking payments (lock). With nothing left for the host to
 * pay the server closes the group at once, which the refresh turns into "Group order is closed".
 */
export async function submitGroup(navigate: (to: string) => unknown): Promise<void> {
  const group = currentGroup();
  if (!group) return;
  try {
    setGroup(await groupApi.lock(group.id));
  } catch (error) {
    showError(AppError.from(error).message);
    return;
  }
  await refreshGroupNow(navigate);
}

/**
 * Spec §4 refresh, the group query's fetch while the bag is open (group-order-layer.tsx):
 * cancelled or locked (for a participant) → leave, clear, close the cart, go home and show the
 * message; confirmed → the "Group order is closed" popup; host-pays → refetch the cart. Resolves
 * to the group to cache (null once it is forgotten); a failed read rejects, which ends the polling.
 */
export async function refreshGroup(
  navigate: (to: string) => unknown,
  signal?: AbortSignal,
): Promise<GroupOrder | null> {
  const current = currentGroup();
  if (!current?.joined) return current;
  let fresh: GroupOrder;
  try {
    fresh = await groupApi.get(current.id, signal);
  } catch (error) {
    // Gone for us (left elsewhere, or unknown): forget it quietly.
    if (AppError.from(error).code === 'NOT_FOUND') {
      forgetGroup();
      return null;
    }
    throw error;
  }
  if (!fresh.joined) {
    forgetGroup();
    return null;
  }
  const outcome = refreshOutcome(
    { status: fresh.status, paymentType: fresh.paymenttype },
    fresh.role === 'host' ? 'host' : 'participant',
  );
  const { closePanel } = useAppStore.getState().root;
  if (outcome.kind === 'cancelled' || outcome.kind === 'locked') {
    await groupApi.leave(fresh.id).catch(() => undefined);
    forgetGroup();
    closePanel('cart');
    void navigate('/');
    showError(outcome.message);
    return null;
  }
  if (outcome.kind === 'confirmed') {
    forgetGroup();
    closePanel('cart');
    void navigate('/');
    useGroupStore.getState().show('closed');
    return null;
  }
  if (outcome.refetchCart && fresh.cart_id) {
    const cart = await cartApi.get(fresh.cart_id).catch(() => null);
    if (cart) setCart(cart);
  }
  return fresh;
}

/** One refresh now (after the host's submit), through the group query so the result is cached. */
async function refreshGroupNow(navigate: (to: string) => unknown): Promise<void> {
  await getQueryClient()
    .fetchQuery({ queryKey: groupKeys.current, queryFn: ({ signal }) => refreshGroup(navigate, signal) })
    .catch(() => undefined);
}

/** Whether this browser is in a group order (spec §4: upsells are skipped then). */
export const isGroupActive = () => Boolean(currentGroup()?.joined);

/**
 * Spec §5 Checkout: in a host-pays group only the host checks out; a participant gets the
 * "Heads Up!" popup instead. Each-pays: everyone checks out their own part.
 * Returns true when checkout must not go on.
 */
export function groupCheckoutBlocked(): boolean {
  const group = currentGroup();
  if (!group?.joined || group.role === 'host' || group.paymenttype === 'each') return false;
  useGroupStore.getState().show('headsUp');
  return true;
}

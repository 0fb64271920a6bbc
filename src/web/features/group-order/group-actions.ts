import { AppError } from '../../../domain/app-error.ts';
import type { GroupOrder } from '../../../domain/group-order/group-order-model.ts';
import { refreshOutcome, type PaymentType } from '../../../domain/group-order/rules.ts';
import { useAppStore } from '../../state/store.ts';
import { cartApi } from '../cart/cart-api.ts';
import { upsellMemory } from '../cart/cart-storage.ts';
import { useCartStore } from '../cart/cart-store.ts';
import { setSelectedLocation } from '../locations/selected-location.ts';
import { fetchLocationByMenuId } from '../order-control/handoff-actions.ts';
import { groupApi } from './group-api.ts';
import { useGroupStore } from './group-store.ts';

/**
 * Group order actions (spec §4 "Delivery flow" with a group order, "Group order"). Each keeps
 * the cart store and the group store in step: the shared cart is the cart while in a group.
 */

const showError = (message: string) => useAppStore.getState().root.showError(message);

/** Makes a joined group this browser's order: the group, its shared cart and its location. */
async function adopt(group: GroupOrder): Promise<void> {
  useGroupStore.getState().set(group);
  if (!group.cart_id) return;
  useCartStore.getState().set(await cartApi.get(group.cart_id));
  await fetchLocationByMenuId(group.menu_id).catch(() => undefined);
}

/** Spec §4 "Leaving" and the refresh outcomes: forget the group and the cart (upsell memory too). */
export function forgetGroup(): void {
  useGroupStore.getState().set(null);
  useCartStore.getState().set(null);
  upsellMemory.clear();
}

/** The host starts a group; a failure shows the reply's message and clears the location (spec §8). */
export async function startGroup(input: {
  menuId: string;
  deadline: Date;
  paymentType: PaymentType;
}): Promise<GroupOrder | null> {
  try {
    const previous = useCartStore.getState().cart;
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
  const previous = useCartStore.getState().cart;
  const group = await groupApi.join(id, name);
  if (previous && previous.id !== group.cart_id) await cartApi.abandon(previous.id).catch(() => undefined);
  await adopt(group);
  return group;
}

/** Spec §4 "Leaving": go to /, leave by id, close the modal, then clear the cart and the group. */
export async function leaveGroup(navigate: (to: string) => unknown): Promise<void> {
  const group = useGroupStore.getState().group;
  void navigate('/');
  if (group) await groupApi.leave(group.id).catch(() => undefined);
  const { closePanel } = useAppStore.getState().root;
  closePanel('orderControl');
  closePanel('cart');
  forgetGroup();
}

export async function cancelGroup(navigate: (to: string) => unknown): Promise<void> {
  const group = useGroupStore.getState().group;
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
 * Each-pays host (decision 160): stop taking payments (lock). With nothing left for the host to
 * pay the server closes the group at once, which the refresh turns into "Group order is closed".
 */
export async function submitGroup(navigate: (to: string) => unknown): Promise<void> {
  const group = useGroupStore.getState().group;
  if (!group) return;
  try {
    useGroupStore.getState().set(await groupApi.lock(group.id));
  } catch (error) {
    showError(AppError.from(error).message);
    return;
  }
  await refreshGroup(navigate);
}

/**
 * Spec §4 refresh: cancelled or locked (for a participant) → leave, clear, close the cart, go
 * home and show the message; confirmed → the "Group order is closed" popup; host-pays → refetch
 * the cart. Returns whether the group is still active.
 */
export async function refreshGroup(navigate: (to: string) => unknown, signal?: AbortSignal): Promise<boolean> {
  const current = useGroupStore.getState().group;
  if (!current?.joined) return false;
  let fresh: GroupOrder;
  try {
    fresh = await groupApi.get(current.id, signal);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return true;
    // Gone for us (left elsewhere, or unknown): forget it quietly.
    if (AppError.from(error).code === 'NOT_FOUND') forgetGroup();
    return false;
  }
  if (!fresh.joined) {
    forgetGroup();
    return false;
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
    return false;
  }
  if (outcome.kind === 'confirmed') {
    forgetGroup();
    closePanel('cart');
    void navigate('/');
    useGroupStore.getState().show('closed');
    return false;
  }
  useGroupStore.getState().set(fresh);
  if (outcome.refetchCart && fresh.cart_id) {
    const cart = await cartApi.get(fresh.cart_id).catch(() => null);
    if (cart) useCartStore.getState().set(cart);
  }
  return true;
}

/** Whether this browser is in a group order (spec §4: upsells are skipped then). */
export const isGroupActive = () => Boolean(useGroupStore.getState().group?.joined);

/**
 * Spec §5 Checkout: in a host-pays group only the host checks out; a participant gets the
 * "Heads Up!" popup instead. Each-pays: everyone checks out their own part (decision 160).
 * Returns true when checkout must not go on.
 */
export function groupCheckoutBlocked(): boolean {
  const group = useGroupStore.getState().group;
  if (!group?.joined || group.role === 'host' || group.paymenttype === 'each') return false;
  useGroupStore.getState().show('headsUp');
  return true;
}

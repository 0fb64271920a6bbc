import type { ClientCartLine } from '../../state/sections.ts';
import { useAppStore } from '../../state/store.ts';

/**
 * The one place the menu hands a configured line to "the cart". Until the cart API exists
 * (a later issue) lines live in the client store's order section; the cart feature replaces
 * the body of these two functions with its API calls (spec §7 "quick add product", "update
 * product") and keeps the signatures. On a location's menu with no cart yet, a cart for that
 * menu is started (spec §4 "With no cart, one is created"); with no location at all nothing
 * is added and the caller shows the choose-a-location prompt.
 */
export type AddOutcome = { kind: 'added' | 'updated'; line: ClientCartLine } | { kind: 'needs-location' };

export function addLineToCart(line: ClientCartLine, locationMenuId: string | null, editPosition: number | null = null): AddOutcome {
  const { order: current } = useAppStore.getState();
  if (!current.cart && !locationMenuId) return { kind: 'needs-location' };
  const order = current.cart ? current : { ...current, lines: [], cart: { itemCount: 0, handoff: 'pickup' as const, locationName: null, menuId: locationMenuId ?? '' } };
  if (!order.cart) return { kind: 'needs-location' };
  const editing = editPosition !== null && order.lines[editPosition]?.product_id === line.product_id;
  const lines = editing ? order.lines.map((l, i) => (i === editPosition ? line : l)) : [...order.lines, line];
  const itemCount = lines.reduce((n, l) => n + l.quantity, 0);
  useAppStore.setState({ order: { ...order, lines, cart: { ...order.cart, itemCount } } });
  announceAdded(editing ? `Updated ${line.name} in your bag.` : `Added ${line.quantity} × ${line.name} to your bag.`);
  return { kind: editing ? 'updated' : 'added', line };
}

export function removeLineFromCart(position: number): void {
  const { order } = useAppStore.getState();
  if (!order.cart || !order.lines[position]) return;
  const lines = order.lines.filter((_, i) => i !== position);
  useAppStore.setState({ order: { ...order, lines, cart: { ...order.cart, itemCount: lines.reduce((n, l) => n + l.quantity, 0) } } });
  announceAdded('Item removed from your bag.');
}

/** The default layout's added-to-cart live region (spec §2 "an added-to-cart alert"). */
function announceAdded(message: string): void {
  const region = document.getElementById('added-to-cart-alert');
  if (!region) return;
  // Clear first so the same message twice is announced twice.
  region.textContent = '';
  window.setTimeout(() => {
    region.textContent = message;
  }, 50);
}

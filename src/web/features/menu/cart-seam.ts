import { currentCart } from '../../data/cart/cart-cache.ts';
import type { ClientCartLine } from '../../data/cart/cart-hooks.ts';
import { addProduct, removeProduct, updateProduct } from '../../data/cart/cart-mutations.ts';
import { addedMessage, showAddedAlert, showRefusedAlert, updatedMessage } from '../../state/added-alert.ts';

/**
 * The one place the menu hands a configured line to "the cart": the cart feature's API calls
 * (spec §7 "update product", add, remove). On a location's menu with no cart yet, a cart for that
 * menu is started (spec §4 "With no cart, one is created"); with no location at all nothing
 * is added and the caller shows the choose-a-location prompt.
 */
export type AddOutcome =
  { kind: 'added' | 'updated'; line: ClientCartLine } | { kind: 'needs-location' } | { kind: 'failed' };

/**
 * Sends the line to the cart API: the server validates and prices it; the reply is
 * the whole cart, which goes into the cart query (src/web/data/cart). A refusal is
 * shown by the added-to-cart alert, in the viewport, and reported here as 'failed'.
 */
export async function addLineToCart(
  line: ClientCartLine,
  locationMenuId: string | null,
  editPosition: number | null = null,
): Promise<AddOutcome> {
  const current = currentCart();
  const menuId = locationMenuId ?? current?.menu_id ?? null;
  if (!menuId) return { kind: 'needs-location' };
  const body = {
    quantity: line.quantity,
    choices: line.choices,
    ...(line.recipient ? { recipient: line.recipient } : {}),
    ...(line.instructions ? { instructions: line.instructions } : {}),
  };
  const editing = editPosition !== null ? current?.products[editPosition] : undefined;
  try {
    if (editing && editing.product_id === line.product_id && current?.menu_id === menuId) {
      // A refusal shows by the added alert, where the customer is, not in the banner up top.
      await updateProduct(
        editing.id,
        { ...body, recipient: line.recipient ?? '', instructions: line.instructions ?? '' },
        showRefusedAlert,
      );
    } else {
      await addProduct(menuId, { product_id: line.product_id, ...body }, showRefusedAlert);
    }
  } catch {
    return { kind: 'failed' };
  }
  showAddedAlert(editing ? updatedMessage(line.name) : addedMessage(line.quantity, line.name));
  return { kind: editing ? 'updated' : 'added', line };
}

export function removeLineFromCart(position: number): void {
  const line = currentCart()?.products[position];
  if (!line) return;
  void removeProduct(line.id)
    .then(() => showAddedAlert('Item removed from your bag.'))
    .catch(() => undefined);
}

import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { lineToAddRequest } from '../../../domain/cart/restore-lines.ts';
import { cartApi } from './cart-api.ts';
import { cartCall, currentCart as current, setCart, settledCart } from './cart-cache.ts';

/**
 * What the pages do to the cart. Each action is a cart mutation (cartCall) that
 * puts the cart the server returns into the cart query; the menu feature reaches these through
 * its cart seam (features/menu/cart-seam.ts).
 */
const save = (cart: Cart): Cart => {
  setCart(cart);
  return cart;
};

/** The cart for this menu: the current one, or a new one (spec §4 "With no cart, one is created"). */
export async function ensureCartFor(menuId: string): Promise<Cart> {
  // The page's stored-cart load may still be running: wait for it (no second cart, no overwrite).
  const cart = await settledCart();
  if (cart && cart.menu_id === menuId) return cart;
  if (cart) return (await selectMenuForCart(menuId)).cart;
  return cartCall(async () => save(await cartApi.create(menuId)));
}

/**
 * Spec §4 "Selecting a location": a cart for another menu is transferred when the location
 * supports it, otherwise abandoned and a new one created; with no cart, one is created.
 * Lines the new menu cannot take are reported, never silently dropped.
 */
export async function selectMenuForCart(
  menuId: string,
  transferCart = true,
): Promise<{ cart: Cart; dropped: { name: string; reason: string }[] }> {
  const cart = current();
  if (cart?.menu_id === menuId) return { cart, dropped: [] };
  return cartCall(async () => {
    if (cart && transferCart && cart.products.length > 0) {
      try {
        const moved = await cartApi.transfer(cart.id, menuId);
        return { cart: save(moved.cart), dropped: moved.dropped };
      } catch {
        // Refused (the location takes no transfers): fall through to a new cart.
      }
    }
    if (cart) await cartApi.abandon(cart.id).catch(() => undefined);
    return { cart: save(await cartApi.create(menuId)), dropped: [] };
  });
}

/**
 * Where a refusal is shown: by default the global banner; the menu's add paths pass
 * `showRefusedAlert` so it shows by the added alert, in the viewport. The drawer's
 * own calls keep the banner (the drawer would cover the alert).
 */
type Report = (message: string) => void;

export const addProduct = async (menuId: string, line: Parameters<typeof cartApi.addProduct>[1], report?: Report) => {
  const cart = await ensureCartFor(menuId);
  return cartCall(async () => save(await cartApi.addProduct(cart.id, line)), report);
};

export const quickAdd = async (menuId: string, productId: string, quantity: number) => {
  const cart = await ensureCartFor(menuId);
  return cartCall(async () => save(await cartApi.quickAdd(cart.id, productId, quantity)));
};

export const updateProduct = (lineId: string, body: Parameters<typeof cartApi.updateProduct>[2], report?: Report) =>
  withCart((id) => cartApi.updateProduct(id, lineId, body), report);

export const removeProduct = (lineId: string) => withCart((id) => cartApi.removeProduct(id, lineId));

/** Spec §2 "Clear Cart (removes each product)": one remove call per product. */
export const clearCart = () =>
  withCart(async (id) => {
    let cart = current();
    for (const product of cart?.products ?? []) cart = await cartApi.removeProduct(id, product.id);
    return cart ?? cartApi.get(id);
  });

/**
 * Clear Cart with a way back: the lines are noted, removed as the spec
 * says (one remove per product), and the returned function adds them back to the same cart (the
 * server prices them again). Null when there was nothing to clear.
 */
export async function clearCartWithUndo(): Promise<(() => Promise<Cart | null>) | null> {
  const cart = current();
  if (!cart || cart.products.length === 0) return null;
  const lines = cart.products.map(lineToAddRequest);
  await clearCart();
  return () =>
    withCart(async (id) => {
      let restored: Cart | null = null;
      for (const line of lines) restored = await cartApi.addProduct(id, line);
      return restored ?? cartApi.get(id);
    });
}

export const setOrderTime = (body: { mode: 'asap' } | { mode: 'advance'; wanted: string }) =>
  withCart((id) => cartApi.setTime(id, body));

async function withCart(call: (id: string) => Promise<Cart>, report?: Report): Promise<Cart | null> {
  const cart = current();
  if (!cart) return null;
  return cartCall(async () => save(await call(cart.id)), report);
}

import { create } from 'zustand';
import { AppError } from '../../../domain/app-error.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { customerMessage } from '../../../domain/customer-copy.ts';
import { useAppStore } from '../../state/store.ts';
import { cartApi } from './cart-api.ts';
import { storeCartId, storedCartId, upsellMemory } from './cart-storage.ts';
import { countItems } from '../../../domain/cart/count-items.ts';
import { shortStreet } from '../../../domain/locations/format.ts';
import { isDeliveryHandoff } from '../../../domain/locations/order-control.ts';

/**
 * The server cart as the browser last saw it. Every call returns the whole cart (issue 5), so
 * the store simply replaces it; the chrome's summary (header count, handoff selector) and the
 * menu's order.lines are mirrored into the app store's order section.
 */
interface CartState {
  cart: Cart | null;
  /** A call is in flight: buttons that would race it are disabled. */
  busy: boolean;
  set(cart: Cart | null): void;
}

export const useCartStore = create<CartState>()((set) => ({
  cart: null,
  busy: false,
  set: (cart) => {
    set({ cart });
    mirror(cart);
  },
}));

/** Issue 15: the header says where a delivery goes ("200 Newbury St"), not only which store. */
const deliveryStreetOf = (cart: Cart) =>
  isDeliveryHandoff(cart.handoff) && cart.address ? shortStreet(cart.address.address) : null;

function mirror(cart: Cart | null): void {
  storeCartId(cart?.id ?? null);
  if (cart && cart.products.length === 0) upsellMemory.clear();
  useAppStore.setState((s) => ({
    order: {
      ...s.order,
      cart: cart
        ? {
            itemCount: countItems(cart.products),
            handoff: cart.handoff,
            locationName: cart.location.name,
            menuId: cart.menu_id,
            deliveryStreet: deliveryStreetOf(cart),
          }
        : null,
      lines: (cart?.products ?? []).map((p) => ({
        product_id: p.product_id,
        pdp_id: p.pdp_id,
        name: p.name,
        quantity: p.quantity,
        choices: p.choices.map((c) => ({ id: c.id, quantity: c.quantity, ...(c.text ? { text: c.text } : {}) })),
        ...(p.recipient ? { recipient: p.recipient } : {}),
        ...(p.instructions ? { instructions: p.instructions } : {}),
        priceCents: p.cost.total,
      })),
    },
  }));
}

/** Runs one cart call with the busy flag; errors go to the global banner and are rethrown. */
export async function cartCall<T>(call: () => Promise<T>, report?: (message: string) => void): Promise<T> {
  useCartStore.setState({ busy: true });
  try {
    return await call();
  } catch (error) {
    handleCartError(error, report);
    throw error;
  } finally {
    useCartStore.setState({ busy: false });
  }
}

/**
 * A cart the server no longer serves (timed out, abandoned, someone else's) is forgotten.
 * Spec §4/§8: the timeout message is shown only when the server says it (age under 24 h).
 */
export function handleCartError(
  error: unknown,
  report: (message: string) => void = (message) => useAppStore.getState().root.showError(message),
): void {
  const app = AppError.from(error);
  // By code, never by text (issue 19): an expired cart says so; a gone or unknown one goes quietly.
  if (app.code === 'CART_EXPIRED' || app.code === 'CART_GONE' || app.code === 'CART_NOT_FOUND')
    useCartStore.getState().set(null);
  if (app.code === 'CART_GONE' || app.code === 'CART_NOT_FOUND') return;
  // The global banner, or the caller's own place (an add's refusal shows by the added alert).
  report(customerMessage(app));
}

let storedLoad: Promise<unknown> = Promise.resolve();

/**
 * Settles once the page's stored cart has loaded (or failed). An add that started before would
 * find no cart and create a second one, so the cart actions wait for it first.
 */
export const storedCartSettled = () => storedLoad;

/** Loads the stored cart once per page load (spec §4 "checked on layout load"). Returns whether it timed out. */
export function loadStoredCart(): Promise<'ok' | 'none' | 'timed-out'> {
  const load = readStoredCart();
  storedLoad = load.catch(() => undefined);
  return load;
}

async function readStoredCart(): Promise<'ok' | 'none' | 'timed-out'> {
  const id = storedCartId();
  if (!id) return 'none';
  try {
    useCartStore.getState().set(await cartApi.get(id));
    return 'ok';
  } catch (error) {
    const app = AppError.from(error);
    handleCartError(app);
    return app.code === 'CART_EXPIRED' ? 'timed-out' : 'none';
  }
}

import { MutationObserver, queryOptions } from '@tanstack/react-query';
import { AppError } from '../../../domain/app-error.ts';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { useAppStore } from '../../state/store.ts';
import { getQueryClient } from '../query-client.ts';
import { cartApi } from './cart-api.ts';
import { storeCartId, storedCartId, upsellMemory } from './cart-storage.ts';

/**
 * The browser's cart is ONE query: every cart call returns the whole
 * cart, so each call simply puts the reply into this query's data. Everything the
 * chrome shows (count, handoff, store, street) is selected from it (cart-hooks.ts), never copied.
 */
export const cartKeys = {
  all: ['cart'] as const,
  current: ['cart', 'current'] as const,
  /** Checkout's arrival check (spec §7 "validate cart"), once per visit of the page. */
  arrival: ['cart', 'arrival'] as const,
};

/**
 * Spec §4 "checked on layout load": the stored cart id is read once per page load. A cart the
 * server no longer serves is forgotten; an expired one rejects with its error (CART_EXPIRED), so
 * the layout can show the timeout and leave a cart-bound page (cart-session.tsx).
 */
async function readStoredCart(): Promise<Cart | null> {
  const id = storedCartId();
  if (!id) return null;
  try {
    const cart = await cartApi.get(id);
    remember(cart);
    return cart;
  } catch (error) {
    const app = AppError.from(error);
    handleCartError(app);
    if (app.code === 'CART_EXPIRED') throw app;
    return null;
  }
}

export const cartQuery = queryOptions<Cart | null, AppError>({
  queryKey: cartKeys.current,
  queryFn: readStoredCart,
  // The cart changes only through our own calls (each reply goes into the cache) and the group refresh.
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The cart as the browser last saw it (null: none, or not loaded yet). */
export const currentCart = (): Cart | null => getQueryClient().getQueryData(cartQuery.queryKey) ?? null;

/**
 * The page's stored-cart load, or the one in flight (the library dedupes it): an add that started
 * before it answered would find no cart and create a second one. Its error (an expired cart) stays
 * in the query's state for the cart session to act on.
 */
export const settledCart = (): Promise<Cart | null> =>
  getQueryClient()
    .ensureQueryData(cartQuery)
    .catch(() => null);

/** What the browser keeps beside the cache (spec §3 "Stored locally"): the id, and upsell memory cleared when empty. */
function remember(cart: Cart | null): void {
  storeCartId(cart?.id ?? null);
  if (cart && cart.products.length === 0) upsellMemory.clear();
}

/** Puts a cart the server returned (or null: forget it) into the cache. */
export function setCart(cart: Cart | null): Cart | null {
  remember(cart);
  getQueryClient().setQueryData(cartKeys.current, cart);
  return cart;
}

/**
 * Runs one cart call as a mutation (so `useCartBusy` can disable the buttons that would race
 * it); errors go to the global banner (or the caller's place) and are rethrown.
 */
export async function cartCall<T>(call: () => Promise<T>, report?: (message: string) => void): Promise<T> {
  try {
    // A mutation under the cart's key, so useIsMutating readers (useCartBusy) see it in flight.
    return await new MutationObserver<T, unknown, void>(getQueryClient(), {
      mutationKey: cartKeys.all,
      mutationFn: call,
    }).mutate();
  } catch (error) {
    handleCartError(error, report);
    throw error;
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
  // By code, never by text: an expired cart says so; a gone or unknown one goes quietly,
  // and so does a stored id that is no cart id at all (the path's `id`; an old or damaged value in
  // localStorage otherwise showed "cart id is not a cart id" on every page, for good).
  const gone = app.code === 'CART_GONE' || app.code === 'CART_NOT_FOUND' || app.field === 'id';
  if (gone || app.code === 'CART_EXPIRED') setCart(null);
  if (gone) return;
  // The global banner, or the caller's own place (an add's refusal shows by the added alert). The
  // copy list loads with the first error: it is not first-load code. If it cannot
  // load, the network is down and the error is the API client's own sentence for that.
  void import('../../../domain/customer-copy.ts').then(
    ({ customerMessage }) => report(customerMessage(app)),
    () => report(app.message),
  );
}

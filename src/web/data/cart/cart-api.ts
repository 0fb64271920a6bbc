import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { apiRequest } from '../../lib/api-client.ts';

/**
 * The cart calls of spec §7, each parsed with the shared contract (EXAMPLES #2). The layout
 * loads the cart on every page, so the contract (and zod) is imported with the first call, not
 * with the page.
 */
const contract = () => import('../../../domain/cart/cart-contract.ts');
export const cartReply = () => contract().then((c) => c.cartReply);
const abandonCartReply = () => contract().then((c) => c.abandonCartReply);
const transferCartReply = () => contract().then((c) => c.transferCartReply);
const timesReply = () => contract().then((c) => c.timesReply);
const upsellsReply = () => contract().then((c) => c.upsellsReply);
const trackEventReply = () => contract().then((c) => c.trackEventReply);
const path = (id: string, rest = '') => `carts/${encodeURIComponent(id)}${rest}`;
const data = async <T extends { data: unknown }>(p: Promise<T>) => (await p).data as T['data'];

export const cartApi = {
  create: (menuId: string) => data(apiRequest('carts', cartReply, { method: 'POST', body: { menu_id: menuId } })),
  get: (id: string) => data(apiRequest(path(id), cartReply)),
  abandon: (id: string) => apiRequest(path(id), abandonCartReply, { method: 'DELETE' }),
  transfer: (id: string, menuId: string) =>
    data(apiRequest(path(id, '/transfer'), transferCartReply, { method: 'POST', body: { menu_id: menuId } })),
  addProduct: (
    id: string,
    line: {
      product_id: string;
      quantity: number;
      choices: { id: string; quantity: number; text?: string }[];
      recipient?: string;
      instructions?: string;
    },
  ) => data(apiRequest(path(id, '/products'), cartReply, { method: 'POST', body: line })),
  quickAdd: (id: string, productId: string, quantity: number) =>
    data(
      apiRequest(path(id, '/products/quick-add'), cartReply, {
        method: 'POST',
        body: { product_id: productId, quantity },
      }),
    ),
  updateProduct: (
    id: string,
    lineId: string,
    body: {
      quantity: number;
      choices?: { id: string; quantity: number; text?: string }[];
      recipient?: string;
      instructions?: string;
    },
  ) => data(apiRequest(path(id, `/products/${encodeURIComponent(lineId)}`), cartReply, { method: 'PUT', body })),
  removeProduct: (id: string, lineId: string) =>
    data(apiRequest(path(id, `/products/${encodeURIComponent(lineId)}`), cartReply, { method: 'DELETE' })),
  setTime: (id: string, body: { mode: 'asap' } | { mode: 'advance'; wanted: string }) =>
    data(apiRequest(path(id, '/time'), cartReply, { method: 'PUT', body })),
  times: (id: string, day?: string) => data(apiRequest(path(id, `/times${day ? `?day=${day}` : ''}`), timesReply)),
  upsells: (id: string, num = 4) => data(apiRequest(path(id, `/upsells?num=${num}`), upsellsReply)),
  track: (name: string, payload: Record<string, string | number | boolean | null>) =>
    apiRequest('events', trackEventReply, { method: 'POST', body: { name, payload } }),
};

export type { Cart };

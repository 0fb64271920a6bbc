import { apiRequest } from '../../lib/api-client.ts';

/** The layout loads a member's history on every page: contracts (and zod) load with the first call. */
const getOrderReply = () => import('../../../domain/orders/get-order-contract.ts').then((c) => c.getOrderReply);
const orderHistoryReply = () =>
  import('../../../domain/orders/order-history-contract.ts').then((c) => c.orderHistoryReply);
const reorderReply = () => import('../../../domain/orders/reorder-contract.ts').then((c) => c.reorderReply);

/** The order calls (spec §7 "get order history", "Reorder: POST orders {id}"; the confirmation's order). */
export const ordersApi = {
  get: async (id: string) => (await apiRequest(`orders/${encodeURIComponent(id)}`, getOrderReply)).data.order,
  /** A guest's order through the private link of their receipt. */
  byStatusLink: async (token: string) =>
    (await apiRequest(`orders/status/${encodeURIComponent(token)}`, getOrderReply)).data.order,
  history: async () => (await apiRequest('account/orders', orderHistoryReply)).data.orders,
  /** data is the new cart; a non-ok status throws an AppError carrying the server's message (spec §8). */
  reorder: async (id: string) => (await apiRequest('orders', reorderReply, { method: 'POST', body: { id } })).data,
};

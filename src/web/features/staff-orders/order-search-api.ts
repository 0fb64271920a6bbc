import { orderSearchReply } from '../../../domain/orders/order-search-contract.ts';
import { staffRequest } from '../staff/index.ts';

export const ORDER_SEARCH_FIELDS = ['q', 'location_id', 'from', 'to', 'status', 'page'] as const;
export type OrderSearchField = (typeof ORDER_SEARCH_FIELDS)[number];

/** The URL's search, keeping only the fields the API knows and leaving empty ones out. */
export function orderSearchParams(from: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ORDER_SEARCH_FIELDS) {
    const value = from.get(key);
    if (value) params.set(key, value);
  }
  return params;
}

export const searchOrders = (params: URLSearchParams) =>
  staffRequest(`orders${params.size ? `?${params.toString()}` : ''}`, orderSearchReply);

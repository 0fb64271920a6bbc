// The staff order search feature's public entry: the search form, its results and its client.
export { orderSearchParams, searchOrders } from './order-search-api.ts';
export { OrderSearchForm } from './order-search-form.tsx';
export { OrderResults } from './order-results.tsx';

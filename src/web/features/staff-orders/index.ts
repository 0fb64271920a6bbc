// The staff order search feature's public entry: the search form, its results, its client, and the order page's parts.
export { orderSearchParams, searchOrders } from './order-search-api.ts';
export { OrderSearchForm } from './order-search-form.tsx';
export { OrderResults } from './order-results.tsx';
export { staffOrderKey, staffOrderQuery } from './order-page-api.ts';
export { OrderSummary } from './order-summary.tsx';
export { OrderItems } from './order-items.tsx';
export { OrderPayments } from './order-payments.tsx';
export { OrderHistory } from './order-history.tsx';

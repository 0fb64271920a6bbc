// The staff refund feature's public entry.
export { OrderLookup } from './order-lookup.tsx';
export { RefundForm } from './refund-form.tsx';
export { RefundHistory } from './refund-history.tsx';

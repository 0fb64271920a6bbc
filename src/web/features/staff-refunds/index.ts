// The staff refund feature's public entry (issue 17, decision 270).
export { OrderLookup } from './order-lookup.tsx';
export { RefundForm } from './refund-form.tsx';
export { RefundHistory } from './refund-history.tsx';

// The staff refund feature's public entry: find an order by number, and an order's refunds (figures, history, the two-step refund).
export { OrderLookup } from './order-lookup.tsx';
export { OrderRefunds } from './order-refunds.tsx';
export { RefundHistory } from './refund-history.tsx';

// The staff refund feature's public entry (issue 17, decision 270).
export { findOrder } from './refunds-api.ts';
export { RefundForm } from './refund-form.tsx';
export { RefundHistory } from './refund-history.tsx';

// The checkout feature's public entry: what other features may import.
export { CheckoutSummary, cartSummaryLines } from './checkout-summary.tsx';

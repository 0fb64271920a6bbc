// The checkout feature's public entry (issue 19): what other features may import.
export { CheckoutSummary, cartSummaryLines } from './checkout-summary.tsx';

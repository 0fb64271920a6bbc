// The orders feature's public entry (issue 19): what other features may import.
export { OrderHistorySection } from './order-history-section.tsx';

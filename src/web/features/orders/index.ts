// The orders feature's public entry: what other features may import.
export { OrderHistorySection } from './order-history-section.tsx';

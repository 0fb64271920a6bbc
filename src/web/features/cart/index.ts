// The cart feature's public entry: what other features may import.
export { CartLines } from './cart-lines.tsx';

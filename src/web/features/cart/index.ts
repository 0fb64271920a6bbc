// The cart feature's public entry (issue 19): what other features may import.
export { CartLines } from './cart-lines.tsx';

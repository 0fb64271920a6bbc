// The cart module's public entry. The service and routes for app wiring; and the cart
// rows under lock for the modules that write in the same transaction as the cart (checkout's
// order, a group's lines, account erasure, a refund's slot place). Everything else is internal.
export { cartRoutes } from './routes.ts';
export { ownerOf } from './route-support.ts';
export {
  deleteLines,
  findCart,
  lockCart,
  readLines,
  releaseSlot,
  reserveSlot,
  submitCartAtVersion,
  takeSlotPlace,
  updateCart,
  type CartLineRow,
  type CartRow,
} from './repo.ts';
export { loadServiceFeeCents } from './service-fee.ts';
export { createCartService, type CartOwner, type CartService } from './service.ts';

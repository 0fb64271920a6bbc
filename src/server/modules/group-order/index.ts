// The group-order module's public entry: the lifecycle service, its routes and the
// checkout guard app wiring hands to checkout.
export { groupCheckoutGuard } from './checkout-guard.ts';
export { groupOrderRoutes } from './routes.ts';
export { createGroupOrderService, type GroupOrderService } from './service.ts';

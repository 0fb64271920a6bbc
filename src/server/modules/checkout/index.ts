// The checkout module's public entry: app wiring and the guard types other features
// implement (a group order's part). Everything else in this folder is internal.
export { createCheckoutModule, type CheckoutModuleOptions } from './create-checkout-module.ts';
export { createCheckoutStart } from './checkout-start.ts';
export type { CheckoutGuard, CheckoutPart, Redemption, RedemptionLookup } from './service.ts';

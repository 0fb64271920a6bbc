// The checkout module's public entry (issue 19): app wiring and the guard types other features
// implement (a group order's part, decision 160). Everything else in this folder is internal.
export { createCheckoutModule, type CheckoutModuleOptions } from './create-checkout-module.ts';
export { createCheckoutStart } from './checkout-start.ts';
export type { CheckoutGuard, CheckoutPart, Redemption, RedemptionLookup } from './service.ts';

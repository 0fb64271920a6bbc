/**
 * Lengths of the delivery modal's optional fields (spec §2 "Apt/Suite/Door", "Special
 * Instructions"), shared by the form, the delivery search, saved addresses and the cart's
 * delivery handoff: one limit everywhere, so text the form accepts is never refused later.
 */
export const DELIVERY_BUILDING_MAX = 100;
export const DELIVERY_INSTRUCTIONS_MAX = 250;

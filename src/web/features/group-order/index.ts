// The group-order feature's public entry: only what other features use — the bag's
// group sections and checks (cart), the order control's "Start Group Order" option and group
// buttons (order-control), the checkout note (checkout). The layouts mount the layer and the
// countdown from their own files (an entry imported by a lazy panel only).
export { groupCheckoutBlocked, isGroupActive } from './group-actions.ts';
export { GroupButtons, GroupInvite, GroupParticipants } from './group-cart-sections.tsx';
export { GroupCheckoutNote, useGroupHidesCoupon } from './group-checkout-note.tsx';
export { StartGroupOption, useGroupOrderEnabled } from './start-group-option.tsx';

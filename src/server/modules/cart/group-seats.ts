// The one door from the cart into the group order's internals: every cart file that needs a
// group seat (who may do what, whose lines, whose price) imports it from here, so the coupling
// between the two features stays in one place.
export { cartMembership, findGroupByCart } from '../group-order/repo.ts';
export { freshParticipant, lineSeat, ownsTip, seatCart, seatDecision, seatId, seatLines, seatMayTouch, seatPricing, setSeatTip, type GroupSeat } from '../group-order/seat-part.ts';

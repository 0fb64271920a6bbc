// The cart's one door to group seats: every cart file that needs a group seat (who may do what,
// whose lines, whose price) imports it from here. They come from the group-seats module, below
// both the cart and the group-order lifecycle, so cart and group-order form no ring.
export {
  cartMembership,
  findGroupByCart,
  freshParticipant,
  lineSeat,
  ownsTip,
  seatCart,
  seatDecision,
  seatId,
  seatLines,
  seatMayTouch,
  seatPricing,
  setSeatTip,
  type GroupSeat,
} from '../group-seats/index.ts';

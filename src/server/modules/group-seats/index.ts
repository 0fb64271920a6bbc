// The group-seats module's public entry (issue 19): a group order and the seats at its shared
// cart as every reader sees them — the reads (status derived on read, decision 193) and what
// each seat may do, see and pay (decisions 110, 160, 182, 192). The cart's access check and the
// group-order service both build on it, so neither imports the other's internals.
export {
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
} from './seat-part.ts';
export {
  activeParticipants,
  cartMembership,
  findGroup,
  findGroupByCart,
  lockGroup,
  membership,
  type Caller,
  type GroupRow,
  type ParticipantRow,
} from './seat-reads.ts';

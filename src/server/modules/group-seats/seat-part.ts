import { eq } from 'drizzle-orm';
import type { Cart } from '../../../domain/cart/cart-contract.ts';
import {
  decideCartAccess,
  isHostName,
  mayTouchLine,
  partPricing,
  seatForRecipient,
  visibleLines,
  type AccessDecision,
  type CartAction,
  type Role,
} from '../../../domain/group-order/rules.ts';
import { groupOrderParticipants } from '../../db/schema/group-orders.ts';
import type { LocationContext as CartContext } from '../locations/index.ts';
import type { cartLines, carts } from '../../db/schema/carts.ts';
import type { Tx } from '../../db/tx.ts';
import { activeParticipants, type GroupRow, type ParticipantRow } from './seat-reads.ts';

// The cart's rows as the schema types them (the cart module's repo names them the same way).
type CartRow = typeof carts.$inferSelect;
type CartLineRow = typeof cartLines.$inferSelect;

/**
 * A caller's seat at a group order's shared cart and what follows from it for the cart service:
 * the access rule, which lines their cart holds, and what those lines are priced with. The cart
 * service asks here, so every group rule stays in this module.
 */
export interface GroupSeat {
  group: GroupRow;
  role: Role;
  /** Their participant name: the "Made For" label of their lines (a label only; lines are theirs by seat id). */
  name: string;
  /** Their participant row (paid part, own tip); null only for a host found by cart ownership alone. */
  participant: ParticipantRow | null;
}

export function seatDecision(
  seat: GroupSeat,
  group: GroupRow,
  action: CartAction,
  at: Date,
  participant = seat.participant,
): AccessDecision {
  return decideCartAccess({
    role: seat.role,
    status: group.status,
    paymentType: group.paymentType,
    deadline: group.deadline,
    now: at,
    hostFullName: group.hostFullName,
    action,
    paid: participant?.paidOrderId != null,
    paidCount: group.paidCount,
  });
}

/** The participant row as it is now (inside a transaction: after the cart row lock). */
export async function freshParticipant(tx: Tx, id: string): Promise<ParticipantRow | null> {
  const [row] = await tx.select().from(groupOrderParticipants).where(eq(groupOrderParticipants.id, id)).limit(1);
  return row ?? null;
}

/** The seat id a line of this seat carries: a participant's own; null for the host. */
export const seatId = (seat: GroupSeat): string | null =>
  seat.role === 'participant' ? (seat.participant?.id ?? null) : null;

/** Whether this seat may edit or remove the line: the host any, a participant their own (by id). */
export const seatMayTouch = (seat: GroupSeat, line: CartLineRow) =>
  mayTouchLine({ role: seat.role, participantId: seatId(seat) }, line);

/** The lines this seat's cart holds: host-pays as spec §5, each-pays their own part, by seat id. */
export async function seatLines(db: Tx, seat: GroupSeat, lines: CartLineRow[]): Promise<CartLineRow[]> {
  const eachPaysHost = seat.role === 'host' && seat.group.paymentType === 'each';
  const others = eachPaysHost
    ? (await activeParticipants(db, seat.group.id)).filter((p) => p.role !== 'host').map((p) => p.id)
    : [];
  return visibleLines(lines, {
    role: seat.role,
    participantId: seatId(seat),
    paymentType: seat.group.paymentType,
    others,
  });
}

/**
 * The seat a line written by this seat belongs to (server side; the client never sends it): a
 * participant's line is theirs; the host's line is made for the participant its recipient names,
 * else the host's own (spec §2 "Made For").
 */
export async function lineSeat(tx: Tx, seat: GroupSeat, recipient: string | null | undefined): Promise<string | null> {
  if (seat.role === 'participant') return seatId(seat);
  // The host's own name (the default label) is nobody else's: joining refuses it.
  if (!recipient || isHostName(recipient, seat.group.hostFullName)) return null;
  const others = (await activeParticipants(tx, seat.group.id)).filter((p) => p.role !== 'host');
  return seatForRecipient(recipient, others);
}

/**
 * The cart row, context and service fee a seat's part is priced with: an each-pays participant
 * pays their lines, tax and own tip; the group's fees and coupon are on the host's part.
 */
export function seatPricing(
  seat: GroupSeat,
  row: CartRow,
  ctx: CartContext,
  serviceFeeCents: number,
): { row: CartRow; ctx: CartContext; serviceFeeCents: number } {
  const pricing = partPricing({
    role: seat.role,
    paymentType: seat.group.paymentType,
    cart: {
      tipPercent: row.tipPercent,
      tipCustomCents: row.tipCustomCents,
      couponCode: row.couponCode,
      serviceFeeCents,
      deliveryFeeCents: ctx.location.deliveryFeeCents,
    },
    seatTip: {
      tipPercent: seat.participant?.tipPercent ?? null,
      tipCustomCents: seat.participant?.tipCustomCents ?? null,
    },
  });
  return {
    row: {
      ...row,
      tipPercent: pricing.tipPercent,
      tipCustomCents: pricing.tipCustomCents,
      couponCode: pricing.couponCode,
    },
    ctx:
      pricing.deliveryFeeCents === ctx.location.deliveryFeeCents
        ? ctx
        : { ...ctx, location: { ...ctx.location, deliveryFeeCents: pricing.deliveryFeeCents } },
    serviceFeeCents: pricing.serviceFeeCents,
  };
}

/**
 * What a participant's cart reply may hold: their own lines, priced as
 * their part (above), the group's location and time — never the host's delivery address and
 * instructions, the host's coupon, or (host-pays, where the host tips) a tip choice. The host's
 * view is the cart as it is.
 */
export function seatCart(seat: GroupSeat, cart: Cart): Cart {
  if (seat.role === 'host') return cart;
  const tips =
    seat.group.paymentType === 'each' ? cart.tips : { ...cart.tips, allow: false, percent: null, custom: null };
  return { ...cart, address: null, coupon: null, discounts: [], tips };
}

/** Whether a tip on this seat is the participant's own (each-pays), not the cart's. */
export const ownsTip = (seat: GroupSeat | null): seat is GroupSeat & { participant: ParticipantRow } =>
  seat?.role === 'participant' && seat.group.paymentType === 'each' && seat.participant !== null;

/** Each-pays: a participant's tip is kept on their seat; the reply is priced with it. */
export async function setSeatTip(
  tx: Tx,
  seat: GroupSeat & { participant: ParticipantRow },
  tip: { tipPercent: number | null; tipCustomCents: number | null },
): Promise<void> {
  await tx.update(groupOrderParticipants).set(tip).where(eq(groupOrderParticipants.id, seat.participant.id));
  // The seat object is the one the reply is built from (same request): keep it current.
  seat.participant = { ...seat.participant, ...tip };
}

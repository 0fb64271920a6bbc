/**
 * Group order rules (spec §4 "Group order", §5 Order time and Checkout, §6 roles).
 * Pure functions shared by the server (enforcement) and the web (what to show).
 */

import { foldName } from './name-fold.ts';

export type PaymentType = 'host' | 'each';
export type GroupStatus = 'open' | 'locked' | 'cancelled' | 'confirmed';

/** Spec §5: the participant name is a cart line's `recipient` (Made For), at most 40 characters. */
export const PARTICIPANT_NAME_MAX = 40;
/** A deadline at least this far ahead when the group is created (time to share the link). */
export const DEADLINE_MIN_LEAD_MS = 60_000;
/** And at most this far ahead (the carts' own advance window). */
export const DEADLINE_MAX_LEAD_MS = 7 * 24 * 3600_000;

export const MESSAGES = {
  signInToStart: 'Please sign in or create an account to start your group order',
  signInRequiredNote: 'Sign in required to host a group order.',
  cancelled: 'This group order has been cancelled by the host.',
  locked: 'This group order has been submitted.',
  confirmed: 'This group order is closed.',
  deadlinePassed: 'The deadline for this group order has passed.',
  hostOnlyTime: 'Only the host of the group can change the order time',
  hostOnlyCart: 'Only the host of the group can change this order.',
  hostOnlyGroup: 'Only the host of the group can do this.',
  hostCannotLeave: 'The host cannot leave the group order. Cancel it instead.',
  nameTaken: 'Someone in this group already uses that name. Please add an initial.',
  onlyOwnItems: 'You can change only the items made for you.',
  alreadyPaid: 'You have already paid for your items in this group order.',
  detailsFixed: 'People in this group have already paid for their items, so the pickup details can no longer change.',
  cannotCancelPaid:
    'People in this group have already paid for their items, so it can no longer be cancelled. Check out to submit it.',
  linkCopied: 'Link copied to clipboard!',
} as const;

/** Spec §5 Checkout: the "Heads Up!" text after the host's full name (the popup sets the name in bold). */
export const HEADS_UP_AFTER_NAME = 'is the host of this group order, and only they can checkout and submit this order.';
export const headsUpMessage = (hostFullName: string) => `${hostFullName} ${HEADS_UP_AFTER_NAME}`;

/**
 * Names compare as they look (`foldName`): "ada  baker", "Аda Baker" (Cyrillic А) and
 * "Ada\u200BBaker" are all "Ada Baker" — for joining, host detection and whose lines are whose.
 */
export const sameName = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && foldName(a) === foldName(b);

/** Spec §4: the user counts as host when the group order name equals the host's full name. */
export const isHostName = (name: string | null | undefined, hostFullName: string) => sameName(name, hostFullName);

export const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(' ');

export type DeadlineCheck = { ok: true } | { ok: false; message: string };

/** A new deadline: in the future by at least a minute, at most a week ahead. */
export function checkNewDeadline(deadline: Date, now: Date): DeadlineCheck {
  if (Number.isNaN(deadline.getTime())) return { ok: false, message: 'deadline is not a date and time' };
  const lead = deadline.getTime() - now.getTime();
  if (lead < DEADLINE_MIN_LEAD_MS) return { ok: false, message: 'The deadline must be at least a minute from now' };
  if (lead > DEADLINE_MAX_LEAD_MS) return { ok: false, message: 'The deadline must be within 7 days' };
  return { ok: true };
}

export const deadlinePassed = (deadline: Date, now: Date) => now.getTime() >= deadline.getTime();

/** Milliseconds left, never negative (the header countdown, spec §2). */
export const remainingMs = (deadline: Date, now: Date) => Math.max(0, deadline.getTime() - now.getTime());

/** "1:05:09" or "4:07" for the countdown. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

export type Role = 'host' | 'participant';

/** What a member of the group asks to do with the shared cart. `tip` is the tip on the caller's own part. */
export type CartAction = 'read' | 'own-lines' | 'time' | 'cart-settings' | 'tip' | 'checkout';

export type AccessDecision = { ok: true } | { ok: false; code: 'FORBIDDEN' | 'CONFLICT'; message: string };

export interface AccessInput {
  role: Role;
  status: GroupStatus;
  paymentType: PaymentType;
  deadline: Date;
  now: Date;
  hostFullName: string;
  action: CartAction;
  /** Each-pays: the caller has paid their part. */
  paid?: boolean;
  /** Each-pays: how many people have paid their part so far. */
  paidCount?: number;
}

/**
 * The one access rule for the shared cart. The host keeps every right of a
 * cart owner while the group is not cancelled or confirmed — except that once someone has paid
 * their part of an each-pays group, the pickup (time, handoff, address, location, coupon) is
 * fixed, since paid orders carry it. A participant reads, edits only lines made for them while
 * the group is open and before the deadline, never changes the time or the cart's settings. At
 * checkout: host-pays → only the host ("Heads Up!", spec §5); each-pays → everyone pays their own
 * part once, a participant while the group is open and before the deadline.
 */
export function decideCartAccess(input: AccessInput): AccessDecision {
  const { role, status, action } = input;
  const eachPays = input.paymentType === 'each';
  if (status === 'cancelled') return { ok: false, code: 'CONFLICT', message: MESSAGES.cancelled };
  if (status === 'confirmed' && action !== 'read') return { ok: false, code: 'CONFLICT', message: MESSAGES.confirmed };
  if (role === 'host') {
    if (eachPays && (input.paidCount ?? 0) > 0 && (action === 'time' || action === 'cart-settings'))
      return { ok: false, code: 'CONFLICT', message: MESSAGES.detailsFixed };
    return { ok: true };
  }
  switch (action) {
    case 'read':
      return { ok: true };
    case 'time':
      return { ok: false, code: 'FORBIDDEN', message: MESSAGES.hostOnlyTime };
    case 'cart-settings':
      return { ok: false, code: 'FORBIDDEN', message: MESSAGES.hostOnlyCart };
    case 'checkout':
      // Host-pays: the shared cart is one order, submitted by its host (spec §5's "Heads Up!").
      if (!eachPays) return { ok: false, code: 'FORBIDDEN', message: headsUpMessage(input.hostFullName) };
      return input.paid ? { ok: false, code: 'CONFLICT', message: MESSAGES.alreadyPaid } : openForParticipants(input);
    case 'tip':
      if (!eachPays) return { ok: false, code: 'FORBIDDEN', message: MESSAGES.hostOnlyCart };
      return input.paid ? { ok: false, code: 'CONFLICT', message: MESSAGES.alreadyPaid } : openForParticipants(input);
    case 'own-lines':
      // A paid part is final: new items could never be paid for (one part per person).
      return input.paid ? { ok: false, code: 'CONFLICT', message: MESSAGES.alreadyPaid } : openForParticipants(input);
  }
}

function openForParticipants(input: { status: GroupStatus; deadline: Date; now: Date }): AccessDecision {
  if (input.status === 'locked') return { ok: false, code: 'CONFLICT', message: MESSAGES.locked };
  if (deadlinePassed(input.deadline, input.now))
    return { ok: false, code: 'CONFLICT', message: MESSAGES.deadlinePassed };
  return { ok: true };
}

/** Joining: only an open group before its deadline (spec §4). */
export function checkJoin(input: { status: GroupStatus; deadline: Date; now: Date }): AccessDecision {
  if (input.status === 'cancelled') return { ok: false, code: 'CONFLICT', message: MESSAGES.cancelled };
  if (input.status === 'confirmed') return { ok: false, code: 'CONFLICT', message: MESSAGES.confirmed };
  return openForParticipants(input);
}

/**
 * Whose lines a viewer's cart holds (by seat id, never by name). Spec §5: in a
 * host-pays group a participant sees only their own lines and the host sees every line.
 * Each-pays: everyone's cart is their own part — a participant's lines, and for
 * the host every line that is no other current participant's (their own, and those of anyone who
 * left) — so the bag and checkout show what they pay. `participantId` is the line's seat (null:
 * the host's); `others` are the seat ids of everyone else still in the group.
 */
export function visibleLines<T extends { participantId: string | null }>(
  lines: T[],
  viewer: { role: Role; participantId: string | null; paymentType: PaymentType; others?: readonly string[] },
): T[] {
  if (viewer.role === 'host') {
    if (viewer.paymentType !== 'each') return lines;
    const others = new Set(viewer.others ?? []);
    return lines.filter((l) => l.participantId === null || !others.has(l.participantId));
  }
  return lines.filter((l) => mayTouchLine(viewer, l));
}

/** Who may edit or remove a line of a shared cart: the host any line, a participant their seat's lines only. */
export const mayTouchLine = (
  viewer: { role: Role; participantId: string | null },
  line: { participantId: string | null },
) => viewer.role === 'host' || (viewer.participantId !== null && line.participantId === viewer.participantId);

/**
 * The seat a host's line is made for (spec §2 "Made For"): the participant still in the group
 * whose name the recipient is, else null (the host's own). Names decide only here, when the host
 * writes the line; from then on the line belongs to that seat id, whoever later takes the name.
 */
export function seatForRecipient(
  recipient: string | null | undefined,
  seats: readonly { id: string; name: string }[],
): string | null {
  return seats.find((s) => sameName(s.name, recipient))?.id ?? null;
}

/**
 * The status a group shows: a group whose shared cart was submitted by checkout is
 * confirmed, whatever its row says — derived on every read, never written by one.
 */
export const effectiveGroupStatus = (stored: GroupStatus, cartSubmitted: boolean): GroupStatus =>
  cartSubmitted ? 'confirmed' : stored;

/** What a part is priced with: the cart's own settings, or a participant's. */
export interface PartPricing {
  tipPercent: number | null;
  tipCustomCents: number | null;
  couponCode: string | null;
  serviceFeeCents: number;
  deliveryFeeCents: number;
}

/**
 * Each-pays split of the totals. A participant pays their own subtotal, its tax
 * and their own tip (15 % unless they chose another). The group's costs — the service fee, the
 * delivery fee and the host's coupon — are the host's, on the host's part: charged once per group,
 * never once per person. The host's part keeps the cart's settings. A host-pays participant pays
 * nothing: their totals are what their own items cost the host (subtotal and its tax), never the
 * host's coupon, fees or tip.
 */
export function partPricing(input: {
  role: Role;
  paymentType: PaymentType;
  cart: PartPricing;
  seatTip: { tipPercent: number | null; tipCustomCents: number | null };
}): PartPricing {
  if (input.role === 'host') return input.cart;
  if (input.paymentType !== 'each')
    return { tipPercent: null, tipCustomCents: 0, couponCode: null, serviceFeeCents: 0, deliveryFeeCents: 0 };
  return {
    tipPercent: input.seatTip.tipPercent,
    tipCustomCents: input.seatTip.tipCustomCents,
    couponCode: null,
    serviceFeeCents: 0,
    deliveryFeeCents: 0,
  };
}

/** Per-seat item lists inside the shared cart (spec §3 "participants each with their own items"): lines of no current seat are the host's. */
export function groupLinesBySeat<T extends { participantId: string | null }>(
  lines: T[],
  seatIds: string[],
  hostSeatId: string,
): Map<string, T[]> {
  const out = new Map<string, T[]>(seatIds.map((id) => [id, []]));
  for (const line of lines) (out.get(line.participantId ?? hostSeatId) ?? out.get(hostSeatId))?.push(line);
  return out;
}

/** Spec §4 polling: what the client does with a refreshed group. */
export type RefreshOutcome =
  | { kind: 'cancelled'; message: string }
  | { kind: 'locked'; message: string }
  | { kind: 'confirmed' }
  | { kind: 'open'; refetchCart: boolean };

export function refreshOutcome(group: { status: GroupStatus; paymentType: PaymentType }, role: Role): RefreshOutcome {
  if (group.status === 'cancelled') return { kind: 'cancelled', message: MESSAGES.cancelled };
  if (group.status === 'confirmed') return { kind: 'confirmed' };
  // The host locked (submitted) the group: participants are done; the host goes on to checkout.
  if (group.status === 'locked' && role === 'participant') return { kind: 'locked', message: MESSAGES.locked };
  // Every participant's cart is their own view of the shared cart (host-pays: their lines;
  // each-pays: their part): refetch it so the host's changes show.
  return { kind: 'open', refetchCart: true };
}

/** The share link (spec §4 "the share link carries the group order id as a query parameter"). */
export const GROUP_QUERY_PARAM = 'group';
export const shareLink = (origin: string, groupId: string) =>
  `${origin.replace(/\/$/, '')}/?${GROUP_QUERY_PARAM}=${encodeURIComponent(groupId)}`;

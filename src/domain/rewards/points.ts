/**
 * Points rules. Pure: the ledger calls them with the order's figures.
 * Points are earned on the pre-tax subtotal after discounts (a free coffee earns nothing), at
 * `perDollar` points per whole dollar-equivalent, always rounded DOWN to a whole point:
 * $5.29 at 10 per $1 → 52 points.
 */
export const pointsForSubtotal = (subtotalCents: number, perDollar: number): number =>
  subtotalCents <= 0 ? 0 : Math.floor((subtotalCents * perDollar) / 100);

/** The pre-tax amount an order earns on: subtotal − discount, never negative. */
export const earningBase = (totals: { subtotal: number; discount: number }) =>
  Math.max(0, totals.subtotal - totals.discount);

/**
 * Points to take back when part of an order's money is returned (a refund or a cancelled line):
 * the order keeps the points of what was kept, so the reversal is the earned points minus the
 * points the kept amount would earn. A full refund reverses everything; never more than earned.
 */
export function pointsToReverse(
  earned: number,
  earningBaseCents: number,
  refundedCents: number,
  perDollar: number,
): number {
  if (earned <= 0 || refundedCents <= 0) return 0;
  const kept = Math.max(0, earningBaseCents - refundedCents);
  return Math.max(0, Math.min(earned, earned - pointsForSubtotal(kept, perDollar)));
}

/** The day points lapse: `months` after the last activity (same day of month, clamped to the month's end). */
export function expiryDate(lastActivity: Date, months: number): Date {
  const y = lastActivity.getUTCFullYear();
  const m = lastActivity.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(lastActivity);
  d.setUTCFullYear(y, m, Math.min(lastActivity.getUTCDate(), lastDay));
  return d;
}

export const hasExpired = (lastActivity: Date | null, months: number, now: Date) =>
  lastActivity !== null && now.getTime() >= expiryDate(lastActivity, months).getTime();

/** Progress to the cheapest reward not yet affordable (null when every reward is). */
export function nextReward<T extends { points: number }>(
  balance: number,
  catalogue: readonly T[],
): { reward: T; needed: number } | null {
  const ahead = catalogue.filter((r) => r.points > balance).sort((a, b) => a.points - b.points)[0];
  return ahead ? { reward: ahead, needed: ahead.points - balance } : null;
}

/** The birthday grant is due in the member's birthday month, once per year. */
export const birthdayDue = (birthday: { month: number } | null, now: Date) =>
  birthday !== null && now.getUTCMonth() + 1 === birthday.month;

/** A valid calendar day (29 February allowed: a leap-day birthday is celebrated in February). */
export function isValidBirthday(month: number, day: number): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(2024, month, 0)).getUTCDate();
}

/**
 * The part of an order's earning base that refunds of `refundedCents` out of `paidCents` give back,
 * in proportion, rounded down (a cent of rounding never costs the member a point); a full refund
 * gives back all of it.
 */
export function refundedBase(baseCents: number, paidCents: number, refundedCents: number): number {
  if (paidCents <= 0 || refundedCents >= paidCents) return baseCents;
  return Math.floor((Math.max(0, refundedCents) * baseCents) / paidCents);
}

/**
 * Points one refund reverses: what all the order's refunds so far (this one
 * included) reverse under `pointsToReverse`, less what its earlier refunds already reversed. So
 * two partial refunds of $2.00 take back what one of $4.00 would, and never more than was earned.
 */
export function refundReversal(r: {
  earned: number;
  baseCents: number;
  paidCents: number;
  refundedBeforeCents: number;
  refundCents: number;
  reversedBefore: number;
  perDollar: number;
}): number {
  const total = pointsToReverse(
    r.earned,
    r.baseCents,
    refundedBase(r.baseCents, r.paidCents, r.refundedBeforeCents + r.refundCents),
    r.perDollar,
  );
  return Math.max(0, total - r.reversedBefore);
}

import { groupThousands } from '../us-english-format.ts';

/** The most points one adjustment may move: a slip of the finger stays small. */
export const ADJUSTMENT_LIMIT = 10_000;

/** Why an adjustment may not be posted on this balance, or null: a balance never goes below zero. */
export function adjustmentProblem(balance: number, points: number, name: string): string | null {
  if (balance + points >= 0) return null;
  const has = `${name} has ${groupThousands(balance)} ${balance === 1 ? 'point' : 'points'}`;
  return balance === 0
    ? `${has}: there are none to take away.`
    : `${has}: take away at most ${groupThousands(balance)}.`;
}

/** The ledger key of a staff adjustment: the request's key, scoped to the member. */
export const adjustmentKey = (memberId: string, idempotencyKey: string) => `adjustment:${memberId}:${idempotencyKey}`;

/** The ledger source of a staff adjustment: who made it (read back as the history's "by"). */
export const staffSource = (staffId: string) => `staff:${staffId}`;

/** "Ann Lee", or the e-mail's name part when the member gave no name. */
export function customerName(m: { firstName: string | null; lastName: string | null; email: string | null }): string {
  const name = `${m.firstName ?? ''} ${m.lastName ?? ''}`.trim();
  return name || (m.email?.split('@')[0] ?? 'A customer');
}

/**
 * The points a person typed ("50", "+50", "-1,200", "−20" with a typographic minus) as a number
 * for the contract to check; anything else stays unreadable (NaN) or missing, and the contract says so.
 */
export function pointsFromInput(typed: string): number | undefined {
  const text = typed
    .trim()
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/[,\s]/g, '')
    .replace(/^\+/, '');
  if (!text) return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

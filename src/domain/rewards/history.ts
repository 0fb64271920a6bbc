import { groupThousands } from '../us-english-format.ts';

/** Ledger entry kinds: every change to a balance is one of these. */
export const LEDGER_KINDS = [
  'accrual',
  'redemption',
  'reversal',
  'return',
  'expiry',
  'adjustment',
  'welcome',
  'birthday',
  'offer',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The label of a points reversal caused by a staff refund. */
export const REFUND_LABEL = 'Refund';
/** The label prefix of a reward or offer given back by a refund in full. */
export const REFUND_PREFIX = 'Refund: ';

const MINUS = '\u2212';
const DASH = '\u2014';
const signed = (points: number) => `${points < 0 ? MINUS : '+'}${groupThousands(Math.abs(points))} points`;

/**
 * One history line in plain words: "+52 points — order #1043", "−500 points — Drip Coffee".
 * An offer use moves no points: "Offer used — 15% Off Your Order".
 */
export function describeEntry(e: {
  kind: LedgerKind;
  points: number;
  label: string;
  orderNumber: string | null;
}): string {
  if (e.kind === 'offer') return `Offer used ${DASH} ${e.label}`;
  const order = e.orderNumber ? `order #${e.orderNumber}` : null;
  switch (e.kind) {
    case 'accrual':
      return `${signed(e.points)} ${DASH} ${order ?? e.label}`;
    case 'reversal':
      if (!order) return `${signed(e.points)} ${DASH} ${e.label}`;
      return `${signed(e.points)} ${DASH} ${order} ${e.label === REFUND_LABEL ? 'refunded' : 'returned'}`;
    case 'return': {
      // A give-back caused by a refund in full carries the refund prefix in its label.
      const refunded = e.label.startsWith(REFUND_PREFIX);
      const label = refunded ? e.label.slice(REFUND_PREFIX.length) : e.label;
      const why = order ? ` (${order} ${refunded ? 'refunded' : 'cancelled'})` : '';
      // An offer's use given back moves no points.
      if (e.points === 0) return `Offer given back ${DASH} ${label}${why}`;
      return `${signed(e.points)} ${DASH} ${label} given back${why}`;
    }
    case 'expiry':
      return `${signed(e.points)} ${DASH} points expired`;
    default:
      return `${signed(e.points)} ${DASH} ${e.label}`;
  }
}

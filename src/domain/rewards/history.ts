/** Ledger entry kinds (issue 17): every change to a balance is one of these. */
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

const MINUS = '\u2212';
const DASH = '\u2014';
const signed = (points: number) => `${points < 0 ? MINUS : '+'}${Math.abs(points).toLocaleString('en-US')} points`;

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
      return `${signed(e.points)} ${DASH} ${order ? `${order} returned` : e.label}`;
    case 'return':
      return `${signed(e.points)} ${DASH} ${e.label} given back${order ? ` (${order} cancelled)` : ''}`;
    case 'expiry':
      return `${signed(e.points)} ${DASH} points expired`;
    default:
      return `${signed(e.points)} ${DASH} ${e.label}`;
  }
}

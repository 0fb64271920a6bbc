import { formatCents } from '../menu/menu-format.ts';
import { refundDestination } from '../refunds/order-money.ts';
import { ORDER_STATUS_LABELS, type OrderStatus } from './order-schema.ts';

/**
 * An order's history as the staff order page tells it, oldest first: placed, each status move
 * (who moved it), the cancellation with its reason, each refund with where the money went, and
 * the customer e-mails. Built from the order row, its audit entries and its refund rows.
 */
export type TimelineKind = 'placed' | 'status' | 'cancelled' | 'refund' | 'email';
export interface TimelineEntry {
  at: string;
  kind: TimelineKind;
  text: string;
}

export interface TimelineFacts {
  placedAt: string;
  audit: readonly { at: string; action: string; who: string | null; before: unknown; after: unknown }[];
  refunds: readonly {
    at: string;
    by: string | null;
    amountCents: number;
    reason: string;
    parts: readonly { kind: 'card' | 'gift_card'; brand: string; last4: string; amountCents: number }[];
    lines: readonly { name: string; quantity: number }[];
    emailAt: string | null;
  }[];
  readyEmailAt: string | null;
  cancelEmailAt: string | null;
}

type Json = Record<string, unknown>;
const field = (v: unknown, key: string): unknown => (v && typeof v === 'object' ? (v as Json)[key] : undefined);
const statusLabel = (v: unknown) => ORDER_STATUS_LABELS[v as OrderStatus] ?? String(v ?? '');
const by = (who: string | null) => (who ? ` by ${who}` : '');

export function orderTimeline(f: TimelineFacts): TimelineEntry[] {
  const entries: TimelineEntry[] = [{ at: f.placedAt, kind: 'placed', text: 'Placed online' }];
  for (const a of f.audit) {
    const reason = field(a.after, 'reason');
    if (a.action === 'order.cancel')
      entries.push({
        at: a.at,
        kind: 'cancelled',
        text: `Cancelled${by(a.who)}${typeof reason === 'string' && reason ? `: ${reason}` : ''}`,
      });
    else if (a.action === 'order.bump' || a.action === 'order.recall' || a.action === 'order.status')
      entries.push({
        at: a.at,
        kind: 'status',
        text: `${a.action === 'order.recall' ? 'Recalled' : 'Moved'} to ${statusLabel(field(a.after, 'status'))}${by(a.who)}`,
      });
  }
  for (const r of f.refunds) {
    const items = r.lines.length ? ` (${r.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')})` : '';
    const where = r.parts.map(refundDestination).join(', ');
    entries.push({
      at: r.at,
      kind: 'refund',
      text: `Refunded ${formatCents(r.amountCents)}${items}${by(r.by)}: ${where} — ${r.reason}`,
    });
    if (r.emailAt)
      entries.push({ at: r.emailAt, kind: 'email', text: `Refund e-mail of ${formatCents(r.amountCents)} sent` });
  }
  if (f.readyEmailAt) entries.push({ at: f.readyEmailAt, kind: 'email', text: '“Your order is ready” e-mail sent' });
  if (f.cancelEmailAt) entries.push({ at: f.cancelEmailAt, kind: 'email', text: 'Cancellation e-mail sent' });
  // sort is stable: entries of the same instant keep the order they were told in.
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

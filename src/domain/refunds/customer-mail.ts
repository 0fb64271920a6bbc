import { formatCents } from '../menu/menu-format.ts';
import { refundStatement } from '../orders/live-status.ts';
import type { OrderRefundPart } from '../orders/order-events-contract.ts';
import type { OrderMoney } from './order-money.ts';

/**
 * The customer's cancellation and refund e-mails, as words: what was cancelled or refunded, how
 * much went back to which payment, and when to expect it. The staff member's reason is a note for
 * the store and is not sent. Pure: the server adds the address and the HTML.
 */
export interface MailWords {
  subject: string;
  /** Paragraphs; a paragraph's lines are joined by line breaks. */
  paragraphs: string[][];
}

export interface MailOrderFacts {
  brand: string;
  number: string;
  firstName: string;
  store: { name: string; phone: string };
}

type ItemLine = { name: string; quantity: number; totalCents: number };

/** What a cancellation did with each payment, in customer terms (the live status says the same). */
export function cancellationParts(money: OrderMoney): OrderRefundPart[] {
  return money.payments.map((p): OrderRefundPart => {
    const part = { kind: p.kind, brand: p.brand, last4: p.last4 };
    if (p.state === 'released') return { ...part, amount: p.amountCents, state: 'released' };
    if (p.state === 'refunded') return { ...part, amount: p.refundedCents, state: 'refunded' };
    // Still held or captured on a cancelled order: the refund is running, or is redone by hand.
    return { ...part, amount: p.amountCents, state: 'pending' };
  });
}

/** One sentence per kind of destination: when the money shows. */
export function whenToExpect(parts: readonly OrderRefundPart[]): string[] {
  const said = new Set<string>();
  for (const p of parts) {
    if (p.kind === 'gift_card') said.add('Gift card money is back on the card now.');
    else if (p.state === 'released')
      said.add('A released hold usually drops off your statement within a few business days.');
    else said.add('A card refund usually reaches your account within 5–10 business days, depending on your bank.');
  }
  return [...said];
}

const itemLines = (lines: readonly ItemLine[]) =>
  lines.map((l) => `${l.quantity} × ${l.name}  ${formatCents(l.totalCents)}`);
const questions = (o: MailOrderFacts) => [`Questions? Call ${o.store.name} at ${o.store.phone}.`];

export function cancellationMail(
  o: MailOrderFacts,
  order: { lines: readonly ItemLine[]; totalCents: number; parts: readonly OrderRefundPart[] },
): MailWords {
  const { parts } = order;
  return {
    subject: `Your order was cancelled: ${o.brand} order #${o.number}`,
    paragraphs: [
      [`${o.firstName}, your order #${o.number} from ${o.store.name} was cancelled.`],
      ['What was cancelled:', ...itemLines(order.lines), `Total ${formatCents(order.totalCents)}`],
      [refundStatement(parts)],
      ...(parts.length ? [whenToExpect(parts)] : []),
      questions(o),
    ],
  };
}

export function refundMail(
  o: MailOrderFacts,
  refund: { amountCents: number; lines: readonly ItemLine[]; parts: readonly OrderRefundPart[] },
): MailWords {
  return {
    subject: `Your refund of ${formatCents(refund.amountCents)}: ${o.brand} order #${o.number}`,
    paragraphs: [
      [`${o.firstName}, ${o.store.name} refunded ${formatCents(refund.amountCents)} of your order #${o.number}.`],
      ...(refund.lines.length ? [['What was refunded:', ...itemLines(refund.lines)]] : []),
      [refundStatement(refund.parts)],
      whenToExpect(refund.parts),
      questions(o),
    ],
  };
}

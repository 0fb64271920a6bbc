import type { Cart } from './cart-contract.ts';

export interface SummaryLine {
  label: string;
  /** Integer cents; a discount or a payment already covered is negative. */
  cents: number;
  /** Spec §2: "a highlighted (green) line, presumably a discount". */
  highlight?: boolean;
}

/** The lines of spec §3 Cart totals {subtotal, tax, fees, handoff, discount, tip, total}; zero extras are left out. */
export function cartSummaryLines(cart: Pick<Cart, 'totals' | 'discounts' | 'handoff'>): SummaryLine[] {
  const t = cart.totals;
  const lines: SummaryLine[] = [{ label: 'Subtotal', cents: t.subtotal }];
  if (t.discount > 0)
    lines.push({
      label: cart.discounts.map((d) => d.label).join(', ') || 'Discount',
      cents: -t.discount,
      highlight: true,
    });
  lines.push({ label: 'Tax', cents: t.tax });
  if (t.fees > 0) lines.push({ label: 'Service Fee', cents: t.fees });
  if (t.handoff > 0)
    lines.push({
      label: cart.handoff === 'delivery' || cart.handoff === 'dispatch' ? 'Delivery Fee' : 'Handoff Fee',
      cents: t.handoff,
    });
  if (t.tip > 0) lines.push({ label: 'Tip', cents: t.tip });
  return lines;
}

/**
 * The bag's totals: the subtotal alone for a plain pickup bag; with a discount, a service fee or
 * a delivery fee, the server's lines and total, so no charge first appears at checkout.
 */
export function bagSummary(cart: Pick<Cart, 'totals' | 'discounts' | 'handoff'>): {
  lines: SummaryLine[];
  total: number | null;
} {
  const t = cart.totals;
  if (t.discount > 0 || t.fees > 0 || t.handoff > 0) return { lines: cartSummaryLines(cart), total: t.total };
  return { lines: [{ label: 'Subtotal', cents: t.subtotal }], total: null };
}

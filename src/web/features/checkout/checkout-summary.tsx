import type { Cart } from '../../../domain/cart/cart-contract.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import styles from './checkout.module.css';

export interface SummaryLine {
  label: string;
  /** Integer cents; a discount or a payment already covered is negative. */
  cents: number;
  /** Spec §2: "a highlighted (green) line, presumably a discount". */
  highlight?: boolean;
}

/**
 * The Checkout summary (spec §2 "Other widgets"): label and amount lines, a highlighted green
 * line, and a final total line. Money with 2 decimals (spec §9). The green is the token
 * --color-discount (#1e6b34, 6.5:1 on white: AA).
 */
export function CheckoutSummary({
  lines,
  totalLabel = 'Total',
  total,
  title = 'Order Total',
}: {
  lines: SummaryLine[];
  totalLabel?: string;
  total: number;
  title?: string;
}) {
  return (
    <section aria-label={title}>
      <dl className={styles.summary}>
        {lines.map((l) => (
          <div key={l.label} className={l.highlight ? styles.highlight : undefined}>
            <dt>{l.label}</dt>
            <dd>{formatCents(l.cents)}</dd>
          </div>
        ))}
        <div className={styles.total}>
          <dt>{totalLabel}</dt>
          <dd>{formatCents(total)}</dd>
        </div>
      </dl>
    </section>
  );
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

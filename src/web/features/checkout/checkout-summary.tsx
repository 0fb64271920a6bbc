import type { SummaryLine } from '../../../domain/cart/summary-lines.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import styles from './checkout.module.css';

export type { SummaryLine } from '../../../domain/cart/summary-lines.ts';

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

// The summary's lines are one pure rule shared with the bag: src/domain/cart/summary-lines.ts.
export { cartSummaryLines } from '../../../domain/cart/summary-lines.ts';

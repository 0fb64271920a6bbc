import type { CartProduct } from '../../../domain/cart/cart-contract.ts';
import { isUtensilsName } from '../../../domain/menu-model.ts';
import { formatCents } from '../../../domain/menu/menu-format.ts';
import styles from './orders.module.css';

/** Read-only order lines (confirmation, Order Summary modal): quantity, name, price, choices, Made For, Instructions. */
export function OrderLines({ products, className }: { products: CartProduct[]; className?: string }) {
  return (
    <ul className={[styles.lines, className].filter(Boolean).join(' ')}>
      {products
        .filter((p) => !isUtensilsName(p.name))
        .map((p) => (
          <li key={p.id} className={styles.line}>
            <p className={styles.lineName}>
              {p.quantity} × {p.name}
            </p>
            <p className={styles.linePrice}>{formatCents(p.cost.total)}</p>
            {p.choices.length ? (
              <p className={styles.lineMeta}>
                {p.choices.map((c) => (c.quantity > 1 ? `${c.quantity} × ${c.name}` : c.name)).join(', ')}
              </p>
            ) : null}
            {p.recipient ? <p className={styles.lineMeta}>Made For: {p.recipient}</p> : null}
            {p.instructions ? <p className={styles.lineMeta}>Instructions: {p.instructions}</p> : null}
          </li>
        ))}
    </ul>
  );
}

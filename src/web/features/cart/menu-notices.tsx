import type { Cart } from '../../../domain/cart/cart-contract.ts';
import styles from './cart.module.css';

/** What a menu change did to the bag since the customer last changed it: shown until their next change. */
export function MenuNotices({ cart }: { cart: Cart }) {
  if (cart.notices.length === 0) return null;
  return (
    <section aria-labelledby="cart-menu-notices" className={styles.notices}>
      <h3 id="cart-menu-notices" className={styles.noticesTitle}>
        Your bag was updated
      </h3>
      <ul>
        {cart.notices.map((n) => (
          <li key={`${n.kind}-${n.product_id}`}>{n.message}.</li>
        ))}
      </ul>
    </section>
  );
}

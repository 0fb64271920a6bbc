import { limitNote } from '../../../domain/daily-limits/limit-note.ts';
import { useCart } from '../../data/cart/cart-hooks.ts';
import { cartDay, noteDay, useMenuDailyLimits } from '../../data/daily-limits.ts';
import styles from './daily-limits.module.css';

/**
 * The product page's line for a product with a daily limit at this store: "3 left for Thu, Dec 24"
 * or "Sold out for Thu — choose another day", for the bag's day (else the first day still open).
 */
export function DailyLimitNote({ productId, menuId }: { productId: string; menuId: string | null }) {
  const cart = useCart();
  const menu = menuId ?? cart?.menu_id ?? null;
  const limit = useMenuDailyLimits(menu).find((l) => l.product_id === productId);
  const day = limit ? noteDay(limit.days, cartDay(cart, menu)) : null;
  if (!day) return null;
  const out = !day.open || day.remaining === 0;
  return <p className={out ? styles.soldOut : styles.left}>{limitNote(day)}</p>;
}

/** The day picker's lines: each limited product of the bag on the chosen day ('YYYYMMDD'). */
export function DailyLimitDayNotes({
  cart,
  day,
}: {
  cart: { menu_id: string; products: { product_id: string; name: string }[] };
  day: string;
}) {
  const limits = useMenuDailyLimits(cart.menu_id);
  const notes = cart.products.flatMap((p, i) => {
    const limit = limits.find((l) => l.product_id === p.product_id);
    const d = limit?.days.find((x) => x.day === day);
    // One note per product, however many lines it has.
    if (!d || cart.products.findIndex((q) => q.product_id === p.product_id) !== i) return [];
    return [{ id: p.product_id, text: `${p.name}: ${limitNote(d)}`, out: !d.open || d.remaining === 0 }];
  });
  if (!notes.length) return null;
  return (
    <ul className={styles.dayNotes}>
      {notes.map((n) => (
        <li key={n.id} className={n.out ? styles.soldOut : styles.left}>
          {n.text}
        </li>
      ))}
    </ul>
  );
}

import { useEffect } from 'react';
import { formatCents, itemCount } from '../../../domain/menu/menu-format.ts';
import { Button } from '../../ui/button.tsx';
import { quickAdd } from '../../data/cart/cart-mutations.ts';
import { useCart, useCartBusy } from '../../data/cart/cart-hooks.ts';
import { rememberKioskMenu } from './kiosk-session.ts';
import styles from './kiosk.module.css';
import { countItems } from '../../../domain/cart/count-items.ts';

export interface KioskTile {
  product_id: string;
  name: string;
  image: string | null;
  cost: number;
}

/**
 * The kiosk's start screen (/app/testcheckout): a store's quick-add products as
 * big tiles, the bag's count and total in a sticky bar, then Checkout. It uses the same cart
 * API as the web (one cart per browser), so the kiosk checkout is the real checkout.
 */
export function KioskStart({ menuId, storeName, tiles }: { menuId: string; storeName: string; tiles: KioskTile[] }) {
  const cart = useCart();
  const busy = useCartBusy();
  useEffect(() => rememberKioskMenu(menuId), [menuId]);
  const mine = cart?.menu_id === menuId ? cart : null;
  const count = mine ? countItems(mine.products) : 0;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Order at {storeName}</h1>
      <p className={styles.lead}>Tap an item to add it to your order.</p>
      <ul className={styles.tiles}>
        {tiles.map((t) => (
          <li key={t.product_id} className={styles.tile}>
            {t.image ? <img src={t.image} alt="" width={200} height={150} /> : null}
            <p className={styles.tileName}>{t.name}</p>
            <p className={styles.tilePrice}>{formatCents(t.cost)}</p>
            <Button
              size="lg"
              block
              disabled={busy}
              onClick={() => void quickAdd(menuId, t.product_id, 1).catch(() => undefined)}
              aria-label={`Add ${t.name}`}
            >
              Add
            </Button>
          </li>
        ))}
      </ul>
      <div className={styles.bar}>
        <p className={styles.barText} role="status">
          {count === 0 ? 'Your order is empty' : `${itemCount(count)} · ${formatCents(mine?.totals.subtotal ?? 0)}`}
        </p>
        {count > 0 ? (
          <Button to="/app/checkout" size="lg">
            Checkout
          </Button>
        ) : null}
      </div>
    </div>
  );
}

import { countItems } from '../../domain/cart/count-items.ts';
import { GUEST_CHECKOUT_NOTE, SIGN_IN_TO_CHECK_OUT } from '../../domain/customer-copy.ts';
import { formatCents } from '../../domain/menu/menu-format.ts';
import { useCart } from '../data/cart/cart-hooks.ts';
import { useRootData } from '../root.tsx';
import { Button } from '../ui/button.tsx';
import styles from './checkout-wall.module.css';

/** Where a destination is checkout (the web's and the kiosk's), so the account pages say why they are in the way. */
export const isCheckoutDestination = (path: string | null): boolean =>
  path !== null && /^\/(order|app)\/checkout(?:[/?#]|$)/.test(path);

/** Keeps `redirectTo` on the links between sign-in, sign-up and reset (issue 15 §6: the destination survives). */
export const withRedirect = (path: string, redirectTo: string | null) =>
  redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path;

/**
 * The sign-in wall's reason and bag: a guest who pressed Continue To Checkout
 * reads why they are here and sees what they are checking out. A page opened directly (the
 * minimal layout) gets the stored cart from the cart query like every other page.
 */
export function CheckoutWall({ destination }: { destination: string }) {
  // The cart query reads the stored cart in any layout (the minimal one too).
  const cart = useCart();
  // A borderless brand lets a guest check out without an account.
  const guestsWelcome = useRootData()?.app.flags.borderless ?? false;
  const items = cart ? countItems(cart.products) : 0;
  return (
    <div className={styles.wall}>
      <p className={styles.reason}>{SIGN_IN_TO_CHECK_OUT}</p>
      {cart && items > 0 ? (
        <section className={styles.bag} aria-labelledby="wall-bag-title">
          <h2 id="wall-bag-title" className={styles.bagTitle}>
            Your bag · {items} {items === 1 ? 'item' : 'items'}
          </h2>
          <p className={styles.from}>From {cart.location.name}</p>
          <ul className={styles.lines}>
            {cart.products.slice(0, 4).map((p) => (
              <li key={p.id}>
                <span>
                  {p.quantity} × {p.name}
                </span>
                <span>{formatCents(p.cost.total)}</span>
              </li>
            ))}
            {cart.products.length > 4 ? <li className={styles.more}>and {cart.products.length - 4} more</li> : null}
          </ul>
          <p className={styles.subtotal}>
            <span>Subtotal</span>
            <span>{formatCents(cart.totals.subtotal)}</span>
          </p>
        </section>
      ) : null}
      {guestsWelcome ? (
        <section className={styles.guest} aria-labelledby="wall-guest-title">
          <h2 id="wall-guest-title" className={styles.bagTitle}>
            No account? No problem.
          </h2>
          <p className={styles.from}>{GUEST_CHECKOUT_NOTE}</p>
          <Button to={destination} variant="secondary" block>
            Continue as Guest
          </Button>
        </section>
      ) : null}
    </div>
  );
}

import { formatCents } from '../../../domain/menu/menu-format.ts';
import { Button } from '../../ui/button.tsx';
import { useCartStatus } from '../../data/cart/cart-hooks.ts';
import { OrderLines } from './order-lines.tsx';
import styles from './orders.module.css';
import cardStyles from '../../ui/card.module.css';

/**
 * /order (spec §2 "Order landing"): the bag at a glance, then on to checkout, or
 * to the menu (or the location search) when it is empty. It never redirects by itself, so a
 * bookmarked /order always says where the visitor stands.
 */
export function OrderLanding() {
  const { cart, loading } = useCartStatus();

  const has = cart && cart.products.length > 0;
  return (
    <div className={styles.page}>
      {/* The document title stays the spec's "Your Cart" (§2 page titles); the page itself says bag. */}
      <h1 className={styles.title}>Your Bag</h1>
      {loading && !cart ? (
        <p role="status">Loading your bag…</p>
      ) : has ? (
        <section className={cardStyles.card} aria-labelledby="order-landing-your-order">
          <h2 id="order-landing-your-order" className={cardStyles.cardTitle}>
            Your Order
          </h2>
          <p className={cardStyles.muted}>
            {cart.handoff === 'delivery' || cart.handoff === 'dispatch' ? 'Delivery from ' : 'Pickup at '}
            {cart.location.name}
          </p>
          <OrderLines products={cart.products} />
          <p className={styles.strong}>Subtotal {formatCents(cart.totals.subtotal)}</p>
          <div className={styles.actions}>
            <Button to="/order/checkout" size="lg">
              Continue To Checkout
            </Button>
            <Button to={`/menu/${encodeURIComponent(cart.menu_id)}`} variant="secondary" size="lg">
              Add More Items
            </Button>
          </div>
        </section>
      ) : (
        <section className={cardStyles.card} aria-labelledby="order-landing-empty">
          <h2 id="order-landing-empty" className={cardStyles.cardTitle}>
            Your Bag is currently empty
          </h2>
          <p>Browse our menu to start adding delicious food to your order.</p>
          <div className={styles.actions}>
            <Button to={cart ? `/menu/${encodeURIComponent(cart.menu_id)}` : '/locations'} size="lg">
              Browse The Menu
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

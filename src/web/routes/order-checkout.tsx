import { CheckoutPage, type CheckoutPaths } from '../features/checkout/checkout-page.tsx';
import { rememberOnSignInRedirect, requireCheckoutViewer } from '../features/checkout/checkout-access.ts';
import styles from '../features/checkout/checkout.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
import type { Route } from './+types/order-checkout';

const HERE = '/order/checkout';
/** One object for the page's life: the memoised form keeps it across renders. */
const PATHS: CheckoutPaths = { confirm: (o) => `/order/confirm/${o.id}`, signIn: '/account/signin', self: HERE };

/** /order/checkout, the named route `order-checkout` (spec §2): members, or guests in a borderless app. */
export async function loader({ context }: Route.LoaderArgs) {
  requireCheckoutViewer(context.app, context.viewer, HERE, '/account/signin');
  return {
    // The bag, so the form is drawn by the server.
    start: await context.checkoutStart(),
    borderless: context.app.flags.borderless,
    testCards: context.payments.sandbox,
  };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return rememberOnSignInRedirect(serverLoader, HERE);
}

export function meta({ matches }: Route.MetaArgs) {
  // Spec §2 "Page titles: Order, …" (checkout is the "Order" page).
  return titleMeta('Order', matches);
}

export default function OrderCheckout({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Checkout</h1>
      <CheckoutPage paths={PATHS} showTestCards={loaderData.testCards} start={loaderData.start} />
    </div>
  );
}

import { CheckoutPage, type CheckoutPaths } from '../features/checkout/checkout-page.tsx';
import { rememberOnSignInRedirect, requireCheckoutViewer } from '../features/checkout/checkout-access.ts';
import styles from '../features/kiosk/kiosk.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
import type { Route } from './+types/app-checkout';

const HERE = '/app/checkout';
/** One object for the page's life: the memoised form keeps it across renders. */
const PATHS: CheckoutPaths = {
  confirm: (o) => `/app/confirm?oid=${encodeURIComponent(o.id)}`,
  signIn: '/app/signin',
  self: HERE,
};

/** /app/checkout (spec §2 in-app flows): the checkout page in the kiosk frame. */
export async function loader({ context }: Route.LoaderArgs) {
  requireCheckoutViewer(context.app, context.viewer, HERE, '/app/signin');
  // The test-card hint only with the sandbox processor.
  return {
    // The bag, so the form is drawn by the server.
    start: await context.checkoutStart(),
    testCards: context.payments.sandbox,
  };
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return rememberOnSignInRedirect(serverLoader, HERE);
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta('Order', matches);
}

export default function AppCheckout({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.checkout}>
      <h1 className={styles.title}>Checkout</h1>
      <CheckoutPage paths={PATHS} showTestCards={loaderData.testCards} start={loaderData.start} />
    </div>
  );
}

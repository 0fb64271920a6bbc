import { OrderConfirmation } from '../features/orders/order-confirmation.tsx';
import styles from '../features/orders/orders.module.css';
import { titleMeta } from '../layouts/page-meta.ts';
import { Button } from '../ui/button.tsx';
import type { Route } from './+types/order-status';

export function meta({ matches }: Route.MetaArgs) {
  // The token is the key to the order: no search engine, and no Referer carrying it off-site.
  return [
    ...titleMeta('Order Status', matches),
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

/** /order/status/{token}: the private link a guest's receipt carries; it opens that one order in any browser. */
export default function OrderStatus({ params }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Order Status</h1>
      <OrderConfirmation
        oid={null}
        statusToken={params.token}
        actions={
          <Button to="/menu" variant="primary">
            Start a New Order
          </Button>
        }
      />
    </div>
  );
}
